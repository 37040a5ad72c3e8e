import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ES module script shared with the test runners
import { CLOCK_CASES, caseOfTheDay, clockCaseInstant, testClockEnvironment } from './test-clock.mjs';

const warsaw = (instant: Date) =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Warsaw', dateStyle: 'short', timeStyle: 'short' }).format(instant);

describe('the clock cases of the test runs', () => {
  it('are the next month end, month start, year end evening and 28th morning in Warsaw, in winter and in summer', () => {
    const november = new Date('2026-11-28T15:00:00Z');
    expect(warsaw(clockCaseInstant('month-end', november))).toBe('2026-11-30 23:45');
    expect(warsaw(clockCaseInstant('month-start', november))).toBe('2026-12-01 00:15');
    expect(clockCaseInstant('month-start', november).toISOString()).toBe('2026-11-30T23:15:00.000Z');
    expect(warsaw(clockCaseInstant('year-end', november))).toBe('2026-12-31 23:45');
    expect(warsaw(clockCaseInstant('day-28', november))).toBe('2026-12-28 09:30');
    expect(warsaw(clockCaseInstant('day-28', new Date('2026-11-27T15:00:00Z')))).toBe('2026-11-28 09:30');
    const summer = new Date('2027-06-30T22:00:00Z');
    expect(warsaw(clockCaseInstant('month-end', summer))).toBe('2027-07-31 23:45');
    expect(clockCaseInstant('month-start', summer).toISOString()).toBe('2027-06-30T22:15:00.000Z');
    expect(warsaw(clockCaseInstant('year-end', new Date('2026-12-31T23:00:00Z')))).toBe('2027-12-31 23:45');
  });

  it('take turns by day, and a run names its case or keeps the real clock', () => {
    const days = [0, 1, 2, 3].map((n) => caseOfTheDay(new Date(Date.UTC(2026, 10, 28 + n, 12))));
    expect(new Set(days)).toEqual(new Set(Object.keys(CLOCK_CASES)));
    const now = new Date('2026-11-28T15:00:00Z');
    expect(testClockEnvironment({ TEST_CLOCK_CASE: 'year-end' }, now).env).toEqual({
      TEST_CLOCK: '2026-12-31T22:45:00.000Z',
      TEST_CLOCK_FROM: String(now.getTime()),
      TZ: 'Asia/Tokyo',
    });
    expect(testClockEnvironment({ TEST_CLOCK_CASE: 'real' }, now).env).toEqual({});
    expect(() => testClockEnvironment({ TEST_CLOCK_CASE: 'easter' }, now)).toThrow(/unknown clock case/);
  });
});
