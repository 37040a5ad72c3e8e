import { describe, expect, it } from 'vitest';
import { addDays, marketToday, yearsBefore } from './market-date.ts';

describe('marketToday', () => {
  it('reads today in the market time zone', () => {
    // 23:30 UTC on 1 March is already 2 March in Warsaw.
    expect(marketToday(new Date('2026-03-01T23:30:00Z'))).toBe('2026-03-02');
    expect(marketToday(new Date('2026-07-01T21:59:00Z'))).toBe('2026-07-01');
    expect(marketToday(new Date('2026-06-09T22:30:00Z'))).toBe('2026-06-10');
    expect(marketToday(new Date('2026-12-31T22:59:00Z'))).toBe('2026-12-31');
    expect(marketToday(new Date('2030-03-10T23:30:00Z'))).toBe('2030-03-11');
  });
});

describe('calendar arithmetic', () => {
  it('adds days across months and years', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('counts years back to the same day, 29 February falling back to 28', () => {
    expect(yearsBefore('2026-03-02', 16)).toBe('2010-03-02');
    expect(yearsBefore('2028-02-29', 16)).toBe('2012-02-29');
    expect(yearsBefore('2028-02-29', 1)).toBe('2027-02-28');
  });
});
