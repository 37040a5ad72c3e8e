import { DATA_EXPORT_INTERVAL_HOURS, type DataExportStatus } from '@trades/contracts';

/* The privacy rules as pure functions: one export a day, the export's visible status, the retention dates. */

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** When the next export can be asked for: a day after the last request; undefined when it can be now. */
export function nextExportPossibleAt(lastRequestedAt: Date | undefined, now: Date): Date | undefined {
  if (!lastRequestedAt) return undefined;
  const next = new Date(lastRequestedAt.getTime() + DATA_EXPORT_INTERVAL_HOURS * HOUR_MS);
  return next > now ? next : undefined;
}

/** An export still being prepared: asking again is a repeat of that request, which gets it back. */
export function isExportPreparing(row: { status: DataExportStatus }): boolean {
  return row.status === 'pending';
}

/** A finished export past its download window shows as expired (the sweep removes its file). */
export function visibleExportStatus(row: { status: DataExportStatus; expiresAt: Date | null }, now: Date): DataExportStatus {
  return row.status === 'ready' && row.expiresAt !== null && row.expiresAt <= now ? 'expired' : row.status;
}

/** `months` calendar months before `now` (UTC); a day missing in the target month falls back to its last day. */
export function monthsBefore(now: Date, months: number): Date {
  const target = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - months, 1, now.getUTCHours(), now.getUTCMinutes(), now.getUTCSeconds(), now.getUTCMilliseconds()));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(now.getUTCDate(), lastDay));
  return target;
}

export interface RetentionCutoffs {
  /** A candidate whose last sign-in is before this is warned. */
  inactiveBefore: Date;
  /** A warning sent before this, with no sign-in since, leads to erasure. */
  warnedBefore: Date;
}

export function retentionCutoffs(now: Date, inactiveMonths: number, graceDays: number): RetentionCutoffs {
  return { inactiveBefore: monthsBefore(now, inactiveMonths), warnedBefore: new Date(now.getTime() - graceDays * DAY_MS) };
}

/** A file's name inside the export ZIP: its id keeps names unique, and nothing in it can climb out of the folder. */
export function exportFileName(id: string, originalName: string): string {
  const safe = originalName.replace(/[\\/\p{Cc}]+/gu, '_').replace(/^\.+/, '').slice(-120) || 'file';
  return `files/${id.slice(0, 8)}-${safe}`;
}
