import { UPLOAD_MAX_BYTES, type UploadedFile, uploadLimitText } from '@trades/contracts';
import { fireEvent, getDefaultNormalizer, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { type FetchCall, jsonResponse, mockFetch, renderWithProviders, resetBrowserState } from '@/testing/shell-test-utils';
import { CvCard } from './cv-card';

const LIMIT = uploadLimitText('en');
/** Keeps the no-break space between the number and its unit, which the default matcher would turn into a space. */
const exactText = getDefaultNormalizer({ collapseWhitespace: false });
const CV: UploadedFile = {
  filename: 'a.pdf',
  originalName: 'CV Anna Nowak.pdf',
  title: null,
  mimeType: 'application/pdf',
  size: 250_000,
  url: '/v1/files/a.pdf?expires=1&signature=s',
  thumbnailUrl: null,
  is_temporary: false,
  is_uploaded: true,
};
const NEW_CV: UploadedFile = { ...CV, filename: 'b.docx', originalName: 'cv.docx', url: '/v1/files/b.docx?expires=1&signature=s' };

const cvCalls = (calls: FetchCall[], method: string) => calls.filter((c) => c.url === '/v1/candidate-profile/cv' && c.method === method);

function fileOfSize(name: string, size: number): File {
  const file = new File(['%PDF-'], name, { type: 'application/pdf' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

function chooseFile(file: File) {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  fireEvent.change(input, { target: { files: [file] } });
}

afterEach(() => resetBrowserState());

describe('CvCard', () => {
  it('states the limit and the accepted types, and offers to attach a CV when there is none', async () => {
    mockFetch(({ url, method }) => (url === '/v1/candidate-profile/cv' && method === 'GET' ? jsonResponse(200, { cv: null }) : undefined));
    renderWithProviders(<CvCard />);
    expect(await screen.findByText('No CV is attached.')).toBeTruthy();
    expect(screen.getByText(`You can attach a CV as a PDF or DOCX file of up to ${LIMIT}. Employers see it together with your contact details.`, { normalizer: exactText })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Attach a CV' })).toBeTruthy();
    expect(document.querySelector('input[type="file"]')?.getAttribute('accept')).toContain('.pdf,.docx');
  });

  it('refuses a file over the limit before sending it, naming the limit', async () => {
    const calls = mockFetch(({ url, method }) => (url === '/v1/candidate-profile/cv' && method === 'GET' ? jsonResponse(200, { cv: null }) : undefined));
    renderWithProviders(<CvCard />);
    await screen.findByText('No CV is attached.');
    chooseFile(fileOfSize('cv.pdf', UPLOAD_MAX_BYTES + 1));
    expect((await screen.findByRole('alert')).textContent).toBe(`The file is larger than ${LIMIT}.`);
    expect(cvCalls(calls, 'POST')).toEqual([]);
  });

  it('shows the current CV as a download, replaces it and removes it', async () => {
    let current: UploadedFile | null = CV;
    const calls = mockFetch(({ url, method }) => {
      if (url !== '/v1/candidate-profile/cv') return undefined;
      if (method === 'GET') return jsonResponse(200, { cv: current });
      if (method === 'POST') {
        current = NEW_CV;
        return jsonResponse(201, { cv: NEW_CV });
      }
      current = null;
      return new Response(null, { status: 204 });
    });
    renderWithProviders(<CvCard />);
    const link = await screen.findByRole('link', { name: 'CV Anna Nowak.pdf' });
    expect(link.getAttribute('href')).toBe(CV.url);
    expect(link.hasAttribute('download')).toBe(true);

    chooseFile(fileOfSize('cv.docx', UPLOAD_MAX_BYTES));
    expect(await screen.findByRole('link', { name: 'cv.docx' })).toBeTruthy();
    expect(cvCalls(calls, 'POST')).toHaveLength(1);
    expect((cvCalls(calls, 'POST')[0]?.body as FormData).get('file')).toBeInstanceOf(File);

    fireEvent.click(screen.getByRole('button', { name: 'Remove the CV' }));
    expect(await screen.findByText('No CV is attached.')).toBeTruthy();
    await waitFor(() => expect(cvCalls(calls, 'DELETE')).toHaveLength(1));
    expect(screen.queryByRole('button', { name: 'Remove the CV' })).toBeNull();
  });

  it("shows the server's refusal in its own words", async () => {
    mockFetch(({ url, method }) => {
      if (url !== '/v1/candidate-profile/cv') return undefined;
      if (method === 'GET') return jsonResponse(200, { cv: null });
      return jsonResponse(422, { message: 'A CV must be a PDF or DOCX file.', code: 'cv_type_not_allowed', formErrors: { file: ['cv_type_not_allowed'] } });
    });
    renderWithProviders(<CvCard />);
    await screen.findByText('No CV is attached.');
    chooseFile(fileOfSize('cv.pdf', 1000));
    expect((await screen.findByRole('alert')).textContent).toBe('A CV must be a PDF or DOCX file.');
  });
});
