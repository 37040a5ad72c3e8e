import { yearsBefore } from '@trades/contracts';

/* A date the candidate types rather than picks: how it is read, and where its calendar opens. */

const pad = (value: string) => value.padStart(2, '0');

/**
 * A typed date as YYYY-MM-DD, or null when it is not a day of the calendar. Every interface language
 * writes the day first (17.05.1990, 17/05/1990, 17-5-1990, 17 05 1990); the ISO form 1990-05-17 is read too.
 */
export function parseTypedDate(text: string): string | null {
  const value = text.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(value);
  const dayFirst = iso ? null : /^(\d{1,2})[./\-\s](\d{1,2})[./\-\s](\d{4})$/.exec(value);
  const parts = iso ? { year: iso[1], month: iso[2], day: iso[3] } : dayFirst ? { year: dayFirst[3], month: dayFirst[2], day: dayFirst[1] } : null;
  if (!parts) return null;
  const [year, month, day] = [Number(parts.year), Number(parts.month), Number(parts.day)];
  const date = new Date(Date.UTC(year, month - 1, day));
  // 31.02.1990 rolls over to March in Date: not a day of the calendar.
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${parts.year}-${pad(parts.month ?? '')}-${pad(parts.day ?? '')}`;
}

/** How many years back a date-of-birth calendar opens: the typical age of a candidate, not the youngest allowed. */
export const BIRTH_CALENDAR_YEARS_BACK = 30;

/** The day a date-of-birth calendar opens on: 30 years ago, kept within the allowed range. */
export function birthCalendarStart(today: string, min: string, max: string): string {
  const start = yearsBefore(today, BIRTH_CALENDAR_YEARS_BACK);
  if (start < min) return min;
  return start > max ? max : start;
}
