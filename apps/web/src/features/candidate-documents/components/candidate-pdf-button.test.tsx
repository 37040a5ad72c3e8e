import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FetchCall, jsonResponse, mockFetch, renderWithProviders, resetBrowserState } from '@/testing/shell-test-utils';
import { documentBrowser } from '../browser';
import { useCandidatePdf } from '../use-candidate-pdf';
import { CandidatePdfButton } from './candidate-pdf-button';

/** Three cards' icons sharing one loader, as on the pipeline page; the third card has no candidate. */
function Cards() {
  const pdf = useCandidatePdf();
  return (
    <>
      <CandidatePdfButton pdf={pdf} candidateUuid="cand-1" candidateName="Jan Kowalski" />
      <CandidatePdfButton pdf={pdf} candidateUuid="cand-2" candidateName="Olena Kovalenko" />
      <CandidatePdfButton pdf={pdf} candidateUuid={null} candidateName="#3" />
    </>
  );
}

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
const prints = (calls: FetchCall[]) => calls.filter((c) => c.method === 'POST' && c.url.startsWith('/v1/client-candidate/print/profile/'));

afterEach(() => {
  vi.restoreAllMocks();
  resetBrowserState();
});

describe('candidate PDF icons', () => {
  it('asks for every profession with an empty body, waits with the other icons disabled, then opens the PDF', async () => {
    const open = vi.spyOn(documentBrowser, 'open').mockImplementation(() => undefined);
    let answer: (response: Response) => void = () => undefined;
    const calls = mockFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderWithProviders(<Cards />);
    expect(button('Download PDF of #3').disabled).toBe(true);

    fireEvent.click(button('Download PDF of Jan Kowalski'));
    await waitFor(() => expect(prints(calls)).toHaveLength(1));
    expect(prints(calls)[0]).toMatchObject({ url: '/v1/client-candidate/print/profile/cand-1', body: '{}' });
    expect(button('Download PDF of Jan Kowalski').getAttribute('data-loading')).toBe('true');
    expect(button('Download PDF of Olena Kovalenko').disabled).toBe(true);
    fireEvent.click(button('Download PDF of Olena Kovalenko'));
    expect(prints(calls)).toHaveLength(1);

    answer(jsonResponse(200, { profilePrintUrl: '/v1/files/cand-1.pdf?signature=s' }));
    await waitFor(() => expect(open).toHaveBeenCalledWith('/v1/files/cand-1.pdf?signature=s'));
    await waitFor(() => expect(button('Download PDF of Olena Kovalenko').disabled).toBe(false));
  });

  it('only resets the loader when the PDF fails', async () => {
    const open = vi.spyOn(documentBrowser, 'open').mockImplementation(() => undefined);
    mockFetch(() => jsonResponse(404, { message: 'Not found', code: 'not_found', formErrors: {} }));
    renderWithProviders(<Cards />);
    fireEvent.click(button('Download PDF of Jan Kowalski'));
    await waitFor(() => expect(button('Download PDF of Olena Kovalenko').disabled).toBe(false));
    expect(button('Download PDF of Jan Kowalski').getAttribute('data-loading')).toBeNull();
    expect(open).not.toHaveBeenCalled();
  });
});
