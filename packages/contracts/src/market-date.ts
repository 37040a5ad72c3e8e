/*
 * The market's calendar: offer dates, ages and availability are calendar dates of the market's time
 * zone (Norway and Poland share it), not of the server's or the browser's. Pure: the caller passes
 * the current instant.
 */

export const MARKET_TIME_ZONE = 'Europe/Warsaw';

/** Today (YYYY-MM-DD) in the market's time zone at the instant `now`. */
export function marketToday(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: MARKET_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** YYYY-MM-DD plus (or minus) some days. */
export function addDays(date: string, days: number): string {
  const at = new Date(`${date}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

/** The same calendar day `years` earlier (29 February falls back to 28 February). */
export function yearsBefore(date: string, years: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const year = y - years;
  const lastDay = new Date(Date.UTC(year, m, 0)).getUTCDate();
  return `${String(year).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(Math.min(d, lastDay)).padStart(2, '0')}`;
}
