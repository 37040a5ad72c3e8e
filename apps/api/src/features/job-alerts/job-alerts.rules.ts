import { type JobAlertFrequency, type JobAlertKind, type JobAlertSearch, isSameSearch } from '@trades/contracts';

/*
 * When an alert's digest is due, and which offers it holds: those published after the alert's
 * high-water mark and settled (published at least PUBLICATION_SETTLE_MS ago).
 */

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** The digest sweep runs every quarter of an hour. */
export const DIGEST_SWEEP_CRON = '*/15 * * * *';
const SWEEP_INTERVAL_MS = 15 * MINUTE_MS;

const PERIOD_MS: Record<JobAlertFrequency, number> = { daily: DAY_MS, weekly: 7 * DAY_MS };

/**
 * Offers younger than this wait for the next digest: the transaction that published one may not
 * have committed when the digest reads, and matching scores a new offer a moment after it is
 * published. Without the wait such an offer could fall behind an advanced mark and be missed.
 */
export const PUBLICATION_SETTLE_MS = 15 * MINUTE_MS;

export interface DigestSchedule {
  frequency: JobAlertFrequency;
  createdAt: Date;
  lastDigestAt: Date | null;
}

/**
 * A digest is due a period after the last one (or the alert's creation): when that moment is at
 * or before this cutoff. A sweep's worth early counts as on time, so a daily digest stays at
 * about the same hour instead of slipping a sweep every day.
 */
export function lastDigestCutoff(frequency: JobAlertFrequency, now: Date): Date {
  return new Date(now.getTime() - PERIOD_MS[frequency] + SWEEP_INTERVAL_MS);
}

export function isDigestDue(alert: DigestSchedule, now: Date): boolean {
  const since = alert.lastDigestAt ?? alert.createdAt;
  return since.getTime() <= lastDigestCutoff(alert.frequency, now).getTime();
}

/** The newest offer a digest covered: its publication time, the offer id breaking ties. */
export interface HighWaterMark {
  publishedAt: Date;
  offerId: number;
}

/** A new alert starts at its creation: what was published before, the candidate has just seen in the search. */
export function initialMark(now: Date): HighWaterMark {
  return { publishedAt: now, offerId: 0 };
}

/** The latest publication time a digest made at `now` takes. */
export function digestWindowEnd(now: Date): Date {
  return new Date(now.getTime() - PUBLICATION_SETTLE_MS);
}

export function isAfterMark(offer: HighWaterMark, mark: HighWaterMark): boolean {
  const difference = offer.publishedAt.getTime() - mark.publishedAt.getTime();
  return difference > 0 || (difference === 0 && offer.offerId > mark.offerId);
}

/** The mark after a digest of these offers: the newest of them, never behind the old mark. */
export function advanceMark(mark: HighWaterMark, offers: readonly HighWaterMark[]): HighWaterMark {
  return offers.reduce((newest, offer) => (isAfterMark(offer, newest) ? offer : newest), mark);
}

/** An identical alert saved again within this long is a double tap or a retry after a lost answer, not a second save. */
export const REPEATED_SAVE_MS = 5 * MINUTE_MS;

export interface SavedAlert {
  kind: JobAlertKind;
  frequency: JobAlertFrequency;
  params: JobAlertSearch | null;
  minScore: number | null;
  createdAt: Date;
}

export interface AlertToSave {
  kind: JobAlertKind;
  frequency: JobAlertFrequency;
  params?: JobAlertSearch | undefined;
  minScore?: number | undefined;
}

/**
 * The alert a save repeats: the same kind, search or score and frequency, saved less than
 * REPEATED_SAVE_MS ago. Later, the same save is refused as already saved.
 */
export function repeatedSave<T extends SavedAlert>(existing: readonly T[], body: AlertToSave, now: Date): T | undefined {
  return existing.find(
    (alert) =>
      alert.kind === body.kind &&
      alert.frequency === body.frequency &&
      now.getTime() - alert.createdAt.getTime() < REPEATED_SAVE_MS &&
      (alert.kind === 'matched' ? alert.minScore === body.minScore : alert.params !== null && body.params !== undefined && isSameSearch(alert.params, body.params)),
  );
}
