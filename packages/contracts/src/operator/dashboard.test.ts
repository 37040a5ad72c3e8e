import { describe, expect, it } from 'vitest';
import { DASHBOARD_METRICS, type DashboardDay, csvPln, dashboardCsv, dashboardRange, dashboardRangeInput, daysInRange, isCalendarDay } from './dashboard.ts';
import { KSEF_STUCK_MINUTES, isKsefSubmissionStuck } from './ksef.ts';

describe('the dashboard’s range', () => {
  it('fills in a missing end: today, and 30 days back from the end', () => {
    expect(dashboardRangeInput({}, '2026-03-31')).toEqual({ from: '2026-03-02', to: '2026-03-31' });
    expect(dashboardRangeInput({ to: '2026-01-10' }, '2026-03-31')).toEqual({ from: '2025-12-12', to: '2026-01-10' });
    expect(dashboardRangeInput({ from: '2026-03-01' }, '2026-03-31')).toEqual({ from: '2026-03-01', to: '2026-03-31' });
  });

  it('takes real days in order, at most 366 of them', () => {
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(isCalendarDay('2026-02-29')).toBe(false);
    expect(isCalendarDay('2026-3-1')).toBe(false);
    expect(isCalendarDay('0000-01-01')).toBe(false);
    expect(daysInRange('2026-03-28', '2026-03-31')).toBe(4);
    expect(dashboardRange.safeParse({ from: '2026-03-31', to: '2026-03-31' }).success).toBe(true);
    expect(dashboardRange.safeParse({ from: '2027-03-01', to: '2028-02-29' }).success).toBe(true);
    const issues = (range: { from: string; to: string }) => dashboardRange.safeParse(range).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues({ from: '2027-03-01', to: '2028-03-01' })).toEqual([['to', 'dashboard_range_too_long']]);
    expect(issues({ from: '2026-04-02', to: '2026-04-01' })).toEqual([['to', 'dashboard_range_reversed']]);
    expect(issues({ from: 'soon', to: '2026-04-01' })).toEqual([['from', 'invalid_value']]);
  });
});

describe('the dashboard as CSV', () => {
  it('writes grosze as PLN with a dot and two places', () => {
    expect(csvPln(0)).toBe('0.00');
    expect(csvPln(5)).toBe('0.05');
    expect(csvPln(123_456)).toBe('1234.56');
    expect(csvPln(-2300)).toBe('-23.00');
  });

  it('has a header row and one CRLF-ended row per day', () => {
    const day = (date: string, revenueGross: number): DashboardDay => ({ date, ...Object.fromEntries(DASHBOARD_METRICS.map((m) => [m, 1])), revenueGross }) as DashboardDay;
    const lines = dashboardCsv({ days: [day('2026-03-01', 12_300), day('2026-03-02', 0)] }).split('\r\n');
    expect(lines).toEqual([
      'date,signUpsCandidate,signUpsClient,offersPublished,applications,pipelineMoves,ordersPaid,revenueNetPln,revenueGrossPln,refunds,refundedAmountPln,ksefRejections',
      '2026-03-01,1,1,1,1,1,1,0.01,123.00,1,0.01,1',
      '2026-03-02,1,1,1,1,1,1,0.01,0.00,1,0.01,1',
      '',
    ]);
  });
});

describe('a stuck KSeF submission', () => {
  const now = new Date('2026-03-31T12:00:00Z');
  const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
  it('is pending or sent without a change for KSEF_STUCK_MINUTES', () => {
    expect(isKsefSubmissionStuck({ status: 'pending', updatedAt: ago(KSEF_STUCK_MINUTES) }, now)).toBe(true);
    expect(isKsefSubmissionStuck({ status: 'sent', updatedAt: ago(KSEF_STUCK_MINUTES + 1) }, now)).toBe(true);
    expect(isKsefSubmissionStuck({ status: 'sent', updatedAt: ago(KSEF_STUCK_MINUTES - 1) }, now)).toBe(false);
    expect(isKsefSubmissionStuck({ status: 'rejected', updatedAt: ago(1000) }, now)).toBe(false);
    expect(isKsefSubmissionStuck({ status: 'accepted', updatedAt: ago(1000) }, now)).toBe(false);
  });
});
