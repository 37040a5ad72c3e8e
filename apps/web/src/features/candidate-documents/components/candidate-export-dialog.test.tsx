import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAIN_BRAND, OTHER_BRAND } from '@/testing/candidate-documents';
import { type FetchCall, jsonResponse, mockFetch, renderWithProviders, resetBrowserState } from '@/testing/shell-test-utils';
import { documentBrowser } from '../browser';
import { CandidateExportDialog } from './candidate-export-dialog';

const CANDIDATE = { uuid: 'cand-1', name: 'Jan Kowalski', professions: [{ id: 20, title: 'Welder' }, { id: 21, title: 'Bricklayer' }] };

function exportApi(print: () => Response) {
  return mockFetch(({ url, method }) => {
    if (url === '/v1/client-brand/') return jsonResponse(200, { items: [MAIN_BRAND, OTHER_BRAND] });
    if (url === '/v1/client-candidate/print/profile/cand-1' && method === 'POST') return print();
    return undefined;
  });
}

/** The professions chosen in the multi-select. */
const pills = (dialog: HTMLElement) => [...dialog.querySelectorAll('.mantine-Pill-label')].map((pill) => pill.textContent);

const printBodies = (calls: FetchCall[]) => calls.filter((c) => c.url === '/v1/client-candidate/print/profile/cand-1').map((c) => JSON.parse(String(c.body)) as unknown);

async function openDialog(onClose = vi.fn()) {
  renderWithProviders(<CandidateExportDialog candidate={CANDIDATE} onClose={onClose} />);
  const dialog = await screen.findByRole('dialog', { name: 'PDF of Jan Kowalski' });
  await waitFor(() => expect(within(dialog).getByRole('img', { name: 'Logo of Nordic Welding' })).toBeTruthy());
  return dialog;
}

afterEach(() => {
  vi.restoreAllMocks();
  resetBrowserState();
});

describe('candidate export dialog', () => {
  it('sends the chosen options and professions, then opens the PDF', async () => {
    const open = vi.spyOn(documentBrowser, 'open').mockImplementation(() => undefined);
    const calls = exportApi(() => jsonResponse(200, { profilePrintUrl: '/v1/files/cand-1.pdf?signature=s' }));
    const onClose = vi.fn();
    const dialog = await openDialog(onClose);
    expect(pills(dialog)).toEqual(['Welder', 'Bricklayer']);

    fireEvent.click(within(dialog).getByRole('switch', { name: /Anonymise/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Generate' }));
    await waitFor(() => expect(open).toHaveBeenCalledWith('/v1/files/cand-1.pdf?signature=s'));
    expect(printBodies(calls)).toEqual([{ isAnonymize: true, clientBrand: 1, professions: [20, 21] }]);
    expect(onClose).toHaveBeenCalled();
  });

  it('asks for a profession before calling the API', async () => {
    const calls = exportApi(() => jsonResponse(200, { profilePrintUrl: '/x.pdf' }));
    const dialog = await openDialog();
    const professions = within(dialog).getByRole('combobox', { name: 'Professions' });
    fireEvent.keyDown(professions, { key: 'Backspace' });
    fireEvent.keyDown(professions, { key: 'Backspace' });
    await waitFor(() => expect(pills(dialog)).toEqual([]));

    fireEvent.click(within(dialog).getByRole('button', { name: 'Generate' }));
    expect(await within(dialog).findByText('Add at least one profession')).toBeTruthy();
    expect(printBodies(calls)).toEqual([]);
  });

  it('keeps the dialog open with the field error when the API answers profession_not_added', async () => {
    const open = vi.spyOn(documentBrowser, 'open').mockImplementation(() => undefined);
    exportApi(() => jsonResponse(422, { message: 'Add at least one profession', code: 'profession_not_added', formErrors: { professions: ['profession_not_added'] } }));
    const onClose = vi.fn();
    const dialog = await openDialog(onClose);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Generate' }));

    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: 'Professions' }).getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getByText('Add at least one profession')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'PDF of Jan Kowalski' })).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    expect(open).not.toHaveBeenCalled();
  });

  it('sends another chosen brand, previewed without its missing logo', async () => {
    vi.spyOn(documentBrowser, 'open').mockImplementation(() => undefined);
    const calls = exportApi(() => jsonResponse(200, { profilePrintUrl: '/x.pdf' }));
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('combobox', { name: 'Brand' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Fjord Steel' }));
    expect(within(dialog).getByTestId('brand-preview').textContent).toContain('No logo');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Generate' }));
    await waitFor(() => expect(printBodies(calls)).toEqual([{ isAnonymize: false, clientBrand: 2, professions: [20, 21] }]));
  });
});
