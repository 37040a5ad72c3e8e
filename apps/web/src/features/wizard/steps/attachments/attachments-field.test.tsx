import { UPLOAD_MAX_BYTES, type UploadedFile, uploadLimitText } from '@trades/contracts';
import { fireEvent, getDefaultNormalizer, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FetchCall, jsonResponse, mockFetch, renderWithProviders, resetBrowserState } from '@/testing/shell-test-utils';
import { AttachmentsField } from './attachments-field';

const LIMIT = uploadLimitText('en');
/** Keeps the no-break space between the number and its unit, which the default matcher would turn into a space. */
const exactText = getDefaultNormalizer({ collapseWhitespace: false });
const uploads = (calls: FetchCall[]) => calls.filter((c) => c.url === '/v1/files/temporary-upload');

/** A file that says it has `size` bytes, without holding them. */
function fileOfSize(name: string, size: number): File {
  const file = new File(['x'], name, { type: 'image/jpeg' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

function chooseFile(file: File) {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  fireEvent.change(input, { target: { files: [file] } });
}

function renderField() {
  const onChange = vi.fn();
  renderWithProviders(<AttachmentsField section="step4" label="Certificates" value={[]} onChange={onChange} purpose="general" />);
  return onChange;
}

const UPLOADED: UploadedFile = {
  filename: 'f.jpg',
  originalName: 'photo.jpg',
  title: null,
  mimeType: 'image/jpeg',
  size: 400_000,
  url: '/v1/files/f.jpg?x',
  thumbnailUrl: '/v1/files/f.jpg/thumbnail?x',
  is_temporary: true,
  is_uploaded: true,
};

afterEach(() => resetBrowserState());

describe('AttachmentsField', () => {
  it('shows the upload limit next to the button', () => {
    mockFetch(() => undefined);
    renderField();
    expect(LIMIT).toBe('10\u00a0MB');
    expect(screen.getByText(`JPEG, PNG, WebP, PDF, DOC or DOCX, up to ${LIMIT}`, { normalizer: exactText })).toBeTruthy();
  });

  it('refuses a file over the limit in the browser, naming the limit, and sends nothing', async () => {
    const calls = mockFetch(() => undefined);
    const onChange = renderField();
    chooseFile(fileOfSize('IMG_2041.jpg', UPLOAD_MAX_BYTES + 1));
    expect((await screen.findByRole('alert')).textContent).toBe(`The file is larger than ${LIMIT}.`);
    expect(uploads(calls)).toEqual([]);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('uploads a file of exactly the limit and attaches it', async () => {
    const calls = mockFetch(({ url }) => (url === '/v1/files/temporary-upload' ? jsonResponse(201, UPLOADED) : undefined));
    const onChange = renderField();
    chooseFile(fileOfSize('IMG_2042.jpg', UPLOAD_MAX_BYTES));
    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(1));
    expect(uploads(calls)).toHaveLength(1);
    expect(onChange.mock.calls[0]?.[0]).toMatchObject([{ filename: 'f.jpg', originalName: 'photo.jpg' }]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows the server's refusal in its own words", async () => {
    mockFetch(({ url }) =>
      url === '/v1/files/temporary-upload'
        ? jsonResponse(422, { message: 'This HEIC photo cannot be read.', code: 'heic_not_supported', formErrors: { file: ['heic_not_supported'] } })
        : undefined,
    );
    renderField();
    chooseFile(fileOfSize('IMG_2043.heic', 2_000_000));
    expect((await screen.findByRole('alert')).textContent).toBe('This HEIC photo cannot be read.');
  });
});
