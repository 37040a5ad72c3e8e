import { StatusId } from '@trades/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queueEntry } from '@/testing/candidate-documents';
import { type FetchCall, jsonResponse, mockFetch, renderRoutes, resetBrowserState } from '@/testing/shell-test-utils';
import type { DataSetQueueEntry } from '../document-queue-rules';
import { OfferDocumentsPage } from './offer-documents-page';

const routes = () => [{ path: '/user/offer/:offerId/documents', Component: OfferDocumentsPage }];

/** The list answers the current entries; deleting removes one; a pending entry answers its tries in order. */
function queueApi(initial: DataSetQueueEntry[], tries: Record<number, DataSetQueueEntry> = {}) {
  let entries = initial;
  return mockFetch(({ url, method }) => {
    if (url === '/v1/client-offer/5/data-set-queue/list') return jsonResponse(200, { items: entries });
    const removed = /^\/v1\/client-offer\/data-set-queue\/(\d+)\/delete$/.exec(url);
    if (removed && method === 'POST') {
      entries = entries.filter((entry) => entry.id !== Number(removed[1]));
      return jsonResponse(200, { message: 'Deleted' });
    }
    const entry = /^\/v1\/client-offer\/5\/data-set-queue\/(\d+)$/.exec(url);
    const answer = entry ? tries[Number(entry[1])] : undefined;
    if (answer) {
      entries = entries.map((item) => (item.id === answer.id ? answer : item));
      return jsonResponse(200, answer);
    }
    return undefined;
  });
}

const listCalls = (calls: FetchCall[]) => calls.filter((c) => c.url === '/v1/client-offer/5/data-set-queue/list').length;

afterEach(() => {
  vi.useRealTimers();
  resetBrowserState();
});

describe('offer documents page', () => {
  it('lists the packs newest first with their offer’s name, language, status, date and download link', async () => {
    queueApi([queueEntry(1, StatusId.Completed), queueEntry(2, StatusId.Error)]);
    renderRoutes(routes(), '/user/offer/5/documents');
    expect(await screen.findByRole('heading', { level: 1, name: 'Documents for download' })).toBeTruthy();
    const rows = await screen.findAllByTestId(/^queue-row-/);
    expect(rows.map((row) => row.getAttribute('data-testid'))).toEqual(['queue-row-2', 'queue-row-1']);
    const done = within(rows[1]!);
    expect(done.getByText('Welder, Bergen')).toBeTruthy();
    expect(done.queryByText('welder-bergen-5')).toBeNull();
    expect(done.getByText('en')).toBeTruthy();
    expect(done.getByText('Completed')).toBeTruthy();
    expect(done.getByRole('link', { name: 'Download documents 1' }).getAttribute('href')).toBe('/v1/files/pack-1.zip?signature=s');
    expect(within(rows[0]!).getByText('Error')).toBeTruthy();
    expect(within(rows[0]!).queryByRole('link')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to candidates' }).getAttribute('href')).toBe('/user/offer/candidates/5');
  });

  it('says what each pack holds: the stage, anonymised or with names, and the brand', async () => {
    queueApi([
      queueEntry(1, StatusId.Completed, { pipelineStatus: StatusId.ItSuits, isAnonymize: true, clientBrand: { id: 2, name: 'Fjord Steel' } }),
      queueEntry(2, StatusId.Completed),
    ]);
    renderRoutes(routes(), '/user/offer/5/documents');
    const tab = within(await screen.findByTestId('queue-row-1'));
    expect(tab.getByText('To meet')).toBeTruthy();
    expect(tab.getByText('Anonymised')).toBeTruthy();
    expect(tab.getByText('Fjord Steel')).toBeTruthy();
    const all = within(screen.getByTestId('queue-row-2'));
    expect(all.getByText('All stages')).toBeTruthy();
    expect(all.getByText('With names')).toBeTruthy();
    expect(all.getByText('No brand')).toBeTruthy();
  });

  it('shows each pack as a card on a phone: the name and the status in full, the actions on screen', async () => {
    const happyDom = (window as unknown as { happyDOM: { setViewport(size: { width: number; height: number }): void } }).happyDOM;
    happyDom.setViewport({ width: 390, height: 844 });
    try {
      queueApi([queueEntry(1, StatusId.Completed, { isAnonymize: true, clientBrand: { id: 2, name: 'Fjord Steel' } })]);
      renderRoutes(routes(), '/user/offer/5/documents');
      const card = await screen.findByTestId('queue-row-1');
      expect(card.tagName).toBe('LI');
      expect(screen.queryByRole('table')).toBeNull();
      const inCard = within(card);
      expect(inCard.getByText('Welder, Bergen')).toBeTruthy();
      expect(inCard.getByText('No. 1')).toBeTruthy();
      expect(inCard.getByText('Completed')).toBeTruthy();
      expect(inCard.getByText('All stages')).toBeTruthy();
      expect(inCard.getByText('Anonymised')).toBeTruthy();
      expect(inCard.getByText('Fjord Steel')).toBeTruthy();
      expect(inCard.getByRole('link', { name: 'Download documents 1' })).toBeTruthy();
      expect(inCard.getByRole('button', { name: 'Delete documents 1' })).toBeTruthy();
    } finally {
      happyDom.setViewport({ width: 1024, height: 768 });
    }
  });

  it('deletes a pack after confirmation and reloads the list', async () => {
    const calls = queueApi([queueEntry(1, StatusId.Completed), queueEntry(2, StatusId.Completed)]);
    renderRoutes(routes(), '/user/offer/5/documents');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete documents 1' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete documents' });
    expect(within(confirm).getByText('Delete documents no. 1 and their file?')).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(screen.queryByTestId('queue-row-1')).toBeNull());
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual(['/v1/client-offer/data-set-queue/1/delete']);
    expect(screen.getByTestId('queue-row-2')).toBeTruthy();
    expect(await screen.findByText('The documents have been deleted.')).toBeTruthy();
  });

  it('keeps the pack when the deletion is cancelled', async () => {
    const calls = queueApi([queueEntry(1, StatusId.Completed)]);
    renderRoutes(routes(), '/user/offer/5/documents');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete documents 1' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Delete documents' })).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    expect(screen.getByTestId('queue-row-1')).toBeTruthy();
  });

  it('follows a pending pack, reloads the list when it completes and offers the download', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = queueApi([queueEntry(3)], { 3: queueEntry(3, StatusId.Completed) });
    renderRoutes(routes(), '/user/offer/5/documents');
    expect(within(await screen.findByTestId('queue-row-3')).getByText('Processing')).toBeTruthy();
    expect(listCalls(calls)).toBe(1);

    await act(async () => {
      await vi.advanceTimersByTimeAsync(5_000);
    });
    const completion = await screen.findByRole('dialog', { name: 'Documents ready' });
    expect(within(completion).getByText('The documents of “Welder, Bergen” are ready to download.')).toBeTruthy();
    expect(within(completion).getByTestId('completion-download').getAttribute('href')).toBe('/v1/files/pack-3.zip?signature=s');
    await waitFor(() => expect(within(screen.getByTestId('queue-row-3')).getByText('Completed')).toBeTruthy());
    expect(listCalls(calls)).toBe(2);
  });

  it('says when the offer has no packs, and shows the not-found page for another employer’s offer', async () => {
    queueApi([]);
    const view = renderRoutes(routes(), '/user/offer/5/documents');
    expect(await screen.findByText('No documents have been generated for this offer yet.')).toBeTruthy();
    view.unmount();
    renderRoutes(routes(), '/user/offer/6/documents');
    expect(await screen.findByRole('heading', { level: 1, name: /not found/i })).toBeTruthy();
  });
});
