import { StatusId } from '@trades/contracts';

/* The document queue as the pages read it (employer-side.md 3, Data-set queue entry; 4, Document generation queue). */

/** One document pack of an offer: Processing (14), Completed (15) or Error (16). */
export interface DataSetQueueEntry {
  id: number;
  status: { id: number; title: string };
  /** A signed link that expires; only a completed pack has one. */
  dataSetDownloadUrl: string | null;
  /** `name` is how people call the offer ("Welder, Bergen"); the slug is for addresses only. */
  offer: { slug: string; name: string };
  locale: string;
  createdAt: string;
  /** The pipeline tab (its first status) the pack holds; null for every tab. */
  pipelineStatus: number | null;
  isAnonymize: boolean;
  clientBrand: { id: number; name: string } | null;
  /** Candidates rendered so far, while the pack is processing. */
  progress?: { done: number; total: number } | null;
}

/** The spec's polling: every 5 s, at most 10 tries. */
export const QUEUE_POLL_INTERVAL_MS = 5_000;
export const QUEUE_POLL_MAX_ATTEMPTS = 10;

/**
 * Pending: processing, or not finished with a link yet. A failed pack (Error) has no link either but
 * will not get one, so it is not pending.
 */
export function isPendingEntry(entry: Pick<DataSetQueueEntry, 'status' | 'dataSetDownloadUrl'>): boolean {
  if (entry.status.id === StatusId.Error) return false;
  return entry.status.id === StatusId.Processing || !entry.dataSetDownloadUrl;
}

/** The newest pending entry of an offer, the one to poll when a page opens; null when none is pending. */
export function newestPendingEntry<T extends DataSetQueueEntry>(entries: readonly T[]): T | null {
  let newest: T | null = null;
  for (const entry of entries) {
    if (!isPendingEntry(entry)) continue;
    if (!newest || entry.createdAt > newest.createdAt || (entry.createdAt === newest.createdAt && entry.id > newest.id)) newest = entry;
  }
  return newest;
}

/** The locale key of a queue status (queue.status.*). */
export function queueStatusKey(statusId: number): 'processing' | 'completed' | 'error' {
  if (statusId === StatusId.Completed) return 'completed';
  if (statusId === StatusId.Error) return 'error';
  return 'processing';
}
