import { z } from 'zod';
import { ErrorKey } from '../errors.ts';
import { addDays } from '../market-date.ts';

/*
 * The operator's dashboard (issue 26): how the business does, per calendar day of the market's time
 * zone (Europe/Warsaw), over a range of at most DASHBOARD_MAX_DAYS. Money is integer grosze (PLN).
 */

export const OperatorDashboardMessageKey = {
  /** The range starts after it ends. */
  RangeReversed: 'dashboard_range_reversed',
  /** More than DASHBOARD_MAX_DAYS (366) days. */
  RangeTooLong: 'dashboard_range_too_long',
} as const;
export type OperatorDashboardMessageKey = (typeof OperatorDashboardMessageKey)[keyof typeof OperatorDashboardMessageKey];

/** A year, leap day included: a longer range is a report, not a dashboard. */
export const DASHBOARD_MAX_DAYS = 366;
/** Without a range: the last 30 days, today included. */
export const DASHBOARD_DEFAULT_DAYS = 30;

/** The numbers of one day, in the order the CSV lists them. */
export const DASHBOARD_METRICS = [
  'signUpsCandidate',
  'signUpsClient',
  'offersPublished',
  'applications',
  'pipelineMoves',
  'ordersPaid',
  'revenueNet',
  'revenueGross',
  'refunds',
  'refundedAmount',
  'ksefRejections',
] as const;
export type DashboardMetric = (typeof DASHBOARD_METRICS)[number];
/** The metrics that are money (grosze); the rest are counts. */
export const DASHBOARD_MONEY_METRICS: ReadonlySet<DashboardMetric> = new Set(['revenueNet', 'revenueGross', 'refundedAmount']);

/** A real calendar day written YYYY-MM-DD (not 2026-02-30), of the years 1000 to 2999 (PostgreSQL has no year 0). */
export function isCalendarDay(value: string): boolean {
  if (!/^[12]\d{3}-\d{2}-\d{2}$/.test(value)) return false;
  const at = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().startsWith(value);
}

const calendarDay = z.string({ error: ErrorKey.InvalidValue }).refine(isCalendarDay, { error: ErrorKey.InvalidValue });

/** GET /v1/operator/dashboard?from=&to= (and dashboard.csv): both optional, YYYY-MM-DD. */
export const dashboardQuery = z.object({ from: z.string().optional(), to: z.string().optional() });
export type DashboardQuery = z.infer<typeof dashboardQuery>;

/** Days from `from` to `to`, both included. */
export function daysInRange(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/** A whole range: both days real, in order, at most DASHBOARD_MAX_DAYS long (errors on `to`, or `from` when it is the bad one). */
export const dashboardRange = z
  .object({ from: calendarDay, to: calendarDay })
  .superRefine((range, ctx) => {
    // A day that is not one has its own error; the range is judged between two real days only.
    if (!isCalendarDay(range.from) || !isCalendarDay(range.to)) return;
    if (range.from > range.to) ctx.addIssue({ code: 'custom', path: ['to'], message: OperatorDashboardMessageKey.RangeReversed });
    else if (daysInRange(range.from, range.to) > DASHBOARD_MAX_DAYS) ctx.addIssue({ code: 'custom', path: ['to'], message: OperatorDashboardMessageKey.RangeTooLong });
  });
export type DashboardRange = z.infer<typeof dashboardRange>;

/** The range asked for, a missing end filled in: `to` today, `from` DASHBOARD_DEFAULT_DAYS back from `to`. */
export function dashboardRangeInput(query: DashboardQuery, today: string): { from: string; to: string } {
  const to = query.to || today;
  const from = query.from || (isCalendarDay(to) ? addDays(to, 1 - DASHBOARD_DEFAULT_DAYS) : today);
  return { from, to };
}

const count = z.number().int();
export const dashboardNumbers = z.object(Object.fromEntries(DASHBOARD_METRICS.map((metric) => [metric, count])) as Record<DashboardMetric, typeof count>);
export type DashboardNumbers = z.infer<typeof dashboardNumbers>;

export const dashboardDay = dashboardNumbers.extend({ date: z.string() });
export type DashboardDay = z.infer<typeof dashboardDay>;

export const operatorDashboard = z.object({
  from: z.string(),
  to: z.string(),
  timeZone: z.string(),
  /** Every day of the range, in order, a day without anything included (zeros). */
  days: z.array(dashboardDay),
  totals: dashboardNumbers,
});
export type OperatorDashboard = z.infer<typeof operatorDashboard>;

/** Grosze as decimal PLN with a dot and two places (12345 → "123.45"), as spreadsheets read it in any locale. */
export function csvPln(grosze: number): string {
  const sign = grosze < 0 ? '-' : '';
  const abs = Math.abs(grosze);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** The dashboard as CSV: a header row of the metrics' names, one row per day, money in PLN, lines ended by CRLF (RFC 4180). */
export function dashboardCsv(dashboard: Pick<OperatorDashboard, 'days'>): string {
  const header = ['date', ...DASHBOARD_METRICS.map((metric) => (DASHBOARD_MONEY_METRICS.has(metric) ? `${metric}Pln` : metric))];
  const rows = dashboard.days.map((day) => [day.date, ...DASHBOARD_METRICS.map((metric) => (DASHBOARD_MONEY_METRICS.has(metric) ? csvPln(day[metric]) : String(day[metric])))]);
  return `${[header, ...rows].map((row) => row.join(',')).join('\r\n')}\r\n`;
}
