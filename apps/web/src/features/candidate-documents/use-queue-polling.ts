import { StatusId } from '@trades/contracts';
import { useEffect, useRef, useState } from 'react';
import { fetchDataSetQueueEntry } from './api/data-set-queue';
import { type DataSetQueueEntry, QUEUE_POLL_INTERVAL_MS, QUEUE_POLL_MAX_ATTEMPTS, isPendingEntry } from './document-queue-rules';

export interface QueuePollingEvents {
  /** The pack finished with a link. */
  onCompleted(entry: DataSetQueueEntry): void;
  /** The pack failed (Error). */
  onFailed(entry: DataSetQueueEntry): void;
  /** Ten tries and still pending: the documents list will show it when done. */
  onGaveUp?(entry: DataSetQueueEntry): void;
}

/**
 * Follows one pending pack: its entry every 5 s, at most 10 tries (employer-side.md 4). Watching
 * again (a new pack, or the pending one handed back) starts a fresh run; leaving the page stops it.
 */
export function useQueuePolling(offerId: string, events: QueuePollingEvents) {
  const [run, setRun] = useState<{ entry: DataSetQueueEntry; number: number } | null>(null);
  const [entry, setEntry] = useState<DataSetQueueEntry | null>(null);
  const [finishedRun, setFinishedRun] = useState(0);
  const latestEvents = useRef(events);
  useEffect(() => {
    latestEvents.current = events;
  });

  useEffect(() => {
    if (!run || !isPendingEntry(run.entry)) return;
    let attempts = 0;
    let stopped = false;
    const stop = () => {
      stopped = true;
      clearInterval(timer);
      setFinishedRun(run.number);
    };
    const timer = setInterval(() => {
      attempts += 1;
      const last = attempts >= QUEUE_POLL_MAX_ATTEMPTS;
      fetchDataSetQueueEntry(offerId, run.entry.id).then(
        (answer) => {
          if (stopped) return;
          setEntry(answer);
          if (answer.status.id === StatusId.Error) {
            stop();
            latestEvents.current.onFailed(answer);
          } else if (!isPendingEntry(answer)) {
            stop();
            latestEvents.current.onCompleted(answer);
          } else if (last) {
            stop();
            latestEvents.current.onGaveUp?.(answer);
          }
        },
        () => {
          // A failed try counts as one; the next one may answer.
          if (!stopped && last) stop();
        },
      );
      // No new try is started after the tenth, whatever it answers.
      if (last) clearInterval(timer);
    }, QUEUE_POLL_INTERVAL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [offerId, run]);

  const watch = (pending: DataSetQueueEntry) => {
    setEntry(pending);
    setRun((current) => ({ entry: pending, number: (current?.number ?? 0) + 1 }));
  };
  const polling = run !== null && isPendingEntry(run.entry) && finishedRun !== run.number;
  return { watch, entry, polling };
}
