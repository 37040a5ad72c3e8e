import { PIPELINE_TABS, StatusId } from '@trades/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAIN_BRAND, OTHER_BRAND, queueEntry } from '@/testing/candidate-documents';
import { type FetchCall, jsonResponse, mockFetch, renderWithProviders, resetBrowserState } from '@/testing/shell-test-utils';
import type { DataSetQueueEntry } from '../document-queue-rules';
import { PipelineDocumentActions } from './pipeline-document-actions';

/** Answers brands, the offer's pack list, new packs (created in order) and each pack's tries (in order, the last one repeating). */
function documentsApi({ list = [] as DataSetQueueEntry[], created = [] as DataSetQueueEntry[], tries = {} as Record<number, DataSetQueueEntry[]> } = {}) {
  const seen: Record<number, number> = {};
  let made = 0;
  return mockFetch(({ url, method }) => {
    if (url === '/v1/client-brand/') return jsonResponse(200, { items: [MAIN_BRAND, OTHER_BRAND] });
    if (url === '/v1/client-offer/5/data-set-queue/list') return jsonResponse(200, { items: list });
    if (url === '/v1/client-offer/5/data-set-queue' && method === 'POST') return jsonResponse(200, { data: { offerDatasetQueue: created[made++] } });
    const entry = /^\/v1\/client-offer\/5\/data-set-queue\/(\d+)$/.exec(url);
    if (entry) {
      const id = Number(entry[1]);
      const answers = tries[id] ?? [];
      const index = Math.min(seen[id] ?? 0, answers.length - 1);
      seen[id] = (seen[id] ?? 0) + 1;
      return answers[index] ? jsonResponse(200, answers[index]) : undefined;
    }
    return undefined;
  });
}

const tries = (calls: FetchCall[], id: number) => calls.filter((c) => c.url === `/v1/client-offer/5/data-set-queue/${id}`).length;
const packBodies = (calls: FetchCall[]) => calls.filter((c) => c.method === 'POST' && c.url === '/v1/client-offer/5/data-set-queue').map((c) => JSON.parse(String(c.body)) as unknown);

function renderActions(tabHasCandidates = true) {
  return renderWithProviders(<PipelineDocumentActions offerId="5" tab={PIPELINE_TABS[0]} tabLabel="New candidates" tabHasCandidates={tabHasCandidates} />);
}

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

async function generate(button: string, dialogTitle: string) {
  fireEvent.click(screen.getByRole('button', { name: button }));
  const dialog = await screen.findByRole('dialog', { name: dialogTitle });
  // The main brand is chosen once the brands load.
  await waitFor(() => expect(within(dialog).getByRole('img', { name: 'Logo of Nordic Welding' })).toBeTruthy());
  return dialog;
}

afterEach(() => {
  vi.useRealTimers();
  resetBrowserState();
});

describe('pipeline document buttons', () => {
  it('links to the documents list and offers the tab pack only when the tab has candidates', async () => {
    documentsApi();
    renderActions(false);
    expect(screen.getByRole('link', { name: 'List of documents for download' }).getAttribute('href')).toBe('/user/offer/5/documents');
    expect(screen.queryByRole('button', { name: 'Generate downloadable documents' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Generate all downloadable documents' })).toBeTruthy();
  });

  it('makes the tab pack, polls it every 5 s until it completes, and shows the download once per visit', async () => {
    const calls = documentsApi({
      created: [queueEntry(7), queueEntry(8)],
      tries: { 7: [queueEntry(7, StatusId.Processing, { progress: { done: 2, total: 4 } }), queueEntry(7, StatusId.Completed)], 8: [queueEntry(8, StatusId.Completed)] },
    });
    renderActions();
    vi.useFakeTimers({ shouldAdvanceTime: true });

    const dialog = await generate('Generate downloadable documents', 'Documents of the tab: New candidates');
    fireEvent.click(within(dialog).getByRole('switch', { name: /Anonymise/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Generate' }));
    await waitFor(() => expect(packBodies(calls)).toEqual([{ isAnonymize: true, clientBrand: 1, status: StatusId.New }]));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByTestId('pack-progress').textContent).toBe('Preparing documents: 1 of 4');
    expect((screen.getByRole('button', { name: 'Generate all downloadable documents' }) as HTMLButtonElement).disabled).toBe(true);

    await advance(5_000);
    expect(tries(calls, 7)).toBe(1);
    await waitFor(() => expect(screen.getByTestId('pack-progress').textContent).toBe('Preparing documents: 2 of 4'));
    await advance(5_000);
    const completion = await screen.findByRole('dialog', { name: 'Documents ready' });
    expect(within(completion).getByTestId('completion-download').getAttribute('href')).toBe('/v1/files/pack-7.zip?signature=s');
    await advance(20_000);
    expect(tries(calls, 7)).toBe(2);

    fireEvent.click(within(completion).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const all = await generate('Generate all downloadable documents', 'Documents of all candidates');
    fireEvent.click(within(all).getByRole('button', { name: 'Generate' }));
    await waitFor(() => expect(packBodies(calls)[1]).toEqual({ isAnonymize: false, clientBrand: 1, status: null }));
    await advance(5_000);
    await waitFor(() => expect(tries(calls, 8)).toBe(1));
    await waitFor(() => expect(screen.queryByTestId('pack-progress')).toBeNull());
    // The completion dialog shows once per visit.
    expect(screen.queryByRole('dialog', { name: 'Documents ready' })).toBeNull();
  });

  it('gives up after ten tries and says the list will show the pack', async () => {
    const calls = documentsApi({ created: [queueEntry(7)], tries: { 7: [queueEntry(7)] } });
    renderActions();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const dialog = await generate('Generate all downloadable documents', 'Documents of all candidates');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Generate' }));
    await screen.findByTestId('pack-progress');

    for (let step = 0; step < 10; step += 1) await advance(5_000);
    expect(tries(calls, 7)).toBe(10);
    expect(await screen.findByText(/still being prepared/)).toBeTruthy();
    expect(screen.queryByTestId('pack-progress')).toBeNull();
    await advance(15_000);
    expect(tries(calls, 7)).toBe(10);
    expect((screen.getByRole('button', { name: 'Generate all downloadable documents' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('follows the newest pending pack again after a reload, and stops when the page is left', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = documentsApi({ list: [queueEntry(3), queueEntry(4), queueEntry(2, StatusId.Completed)], tries: { 4: [queueEntry(4)] } });
    const view = renderActions();
    await screen.findByTestId('pack-progress');
    await advance(5_000);
    expect(tries(calls, 4)).toBe(1);
    expect(tries(calls, 3)).toBe(0);

    view.unmount();
    await advance(15_000);
    expect(tries(calls, 4)).toBe(1);
  });

  it('says so when the pack fails', async () => {
    const calls = documentsApi({ created: [queueEntry(7)], tries: { 7: [queueEntry(7, StatusId.Error)] } });
    renderActions();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const dialog = await generate('Generate all downloadable documents', 'Documents of all candidates');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Generate' }));
    await screen.findByTestId('pack-progress');
    await advance(5_000);
    expect(await screen.findByText('The documents could not be prepared. Please try again.')).toBeTruthy();
    await advance(10_000);
    expect(tries(calls, 7)).toBe(1);
    expect(screen.queryByRole('dialog', { name: 'Documents ready' })).toBeNull();
  });
});
