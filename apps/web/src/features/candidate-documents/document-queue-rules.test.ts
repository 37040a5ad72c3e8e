import { StatusId } from '@trades/contracts';
import { describe, expect, it } from 'vitest';
import { type DataSetQueueEntry, isPendingEntry, newestPendingEntry, queueStatusKey } from './document-queue-rules';

function entry(id: number, statusId: number, createdAt: string, url: string | null = null): DataSetQueueEntry {
  return { id, status: { id: statusId, title: '' }, dataSetDownloadUrl: url, offer: { slug: 'welder', name: 'Welder' }, locale: 'en', createdAt, pipelineStatus: null, isAnonymize: false, clientBrand: null };
}

describe('document queue rules', () => {
  it('calls processing, and finished without a link, pending; a failed pack is not', () => {
    expect(isPendingEntry(entry(1, StatusId.Processing, '2026-11-24T10:00:00Z'))).toBe(true);
    expect(isPendingEntry(entry(1, StatusId.Processing, '2026-11-24T10:00:00Z', 'https://x/y.zip'))).toBe(true);
    expect(isPendingEntry(entry(1, StatusId.Completed, '2026-11-24T10:00:00Z'))).toBe(true);
    expect(isPendingEntry(entry(1, StatusId.Completed, '2026-11-24T10:00:00Z', 'https://x/y.zip'))).toBe(false);
    expect(isPendingEntry(entry(1, StatusId.Error, '2026-11-24T10:00:00Z'))).toBe(false);
  });

  it('picks the newest pending entry', () => {
    const entries = [
      entry(1, StatusId.Processing, '2026-11-24T09:00:00Z'),
      entry(2, StatusId.Processing, '2026-11-24T10:00:00Z'),
      entry(3, StatusId.Completed, '2026-11-24T11:00:00Z', 'https://x/y.zip'),
      entry(4, StatusId.Error, '2026-11-24T12:00:00Z'),
    ];
    expect(newestPendingEntry(entries)?.id).toBe(2);
    expect(newestPendingEntry(entries.slice(2))).toBeNull();
    expect(newestPendingEntry([])).toBeNull();
  });

  it('names the statuses', () => {
    expect(queueStatusKey(StatusId.Processing)).toBe('processing');
    expect(queueStatusKey(StatusId.Completed)).toBe('completed');
    expect(queueStatusKey(StatusId.Error)).toBe('error');
  });
});
