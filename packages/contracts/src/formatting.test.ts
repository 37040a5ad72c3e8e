import { describe, expect, it } from 'vitest';
import { calendarDatePattern, formatCalendarDate, formatCount, formatDecimal, formatTimestamp, formatWorkTime } from './formatting.ts';

describe('formatCalendarDate', () => {
  it('writes one date format per language', () => {
    expect(formatCalendarDate('1990-05-15', 'pl')).toBe('15.05.1990');
    expect(formatCalendarDate('1990-05-15', 'no')).toBe('15.05.1990');
    expect(formatCalendarDate('1990-05-15', 'ua')).toBe('15.05.1990');
    expect(formatCalendarDate('1990-05-15', 'en')).toBe('15/05/1990');
    expect(formatCalendarDate('2026-11-24T10:00:00.000Z', 'pl')).toBe('24.11.2026');
  });

  it('leaves text that is not a date alone', () => {
    expect(formatCalendarDate('soon', 'en')).toBe('soon');
  });
});

describe('formatTimestamp', () => {
  it('writes the date as formatCalendarDate does and the 24-hour time on the market clock', () => {
    // 12:03 UTC is 14:03 in Warsaw in summer, 13:03 in winter.
    expect(formatTimestamp('2026-05-15T12:03:09.123Z', 'pl')).toBe('15.05.2026 14:03');
    expect(formatTimestamp('2026-05-15T12:03:09.123Z', 'en')).toBe('15/05/2026 14:03');
    expect(formatTimestamp('2026-12-31T23:30:00Z', 'no')).toBe('01.01.2027 00:30');
    expect(formatTimestamp('2026-01-10T08:05:00Z', 'ua')).toBe('10.01.2026 09:05');
  });

  it('leaves text that is no timestamp alone', () => {
    expect(formatTimestamp('soon', 'en')).toBe('soon');
  });
});

describe('calendarDatePattern', () => {
  it('matches formatCalendarDate', () => {
    expect(calendarDatePattern('en')).toBe('DD/MM/YYYY');
    expect(calendarDatePattern('pl')).toBe('DD.MM.YYYY');
  });
});

describe('formatCount', () => {
  it('uses the Polish plural forms', () => {
    expect([1, 2, 3, 4, 5, 12, 22, 25].map((n) => formatCount(n, 'year', 'pl'))).toEqual(['1 rok', '2 lata', '3 lata', '4 lata', '5 lat', '12 lat', '22 lata', '25 lat']);
    expect([1, 3, 5].map((n) => formatCount(n, 'month', 'pl'))).toEqual(['1 miesiąc', '3 miesiące', '5 miesięcy']);
  });

  it('uses the Ukrainian plural forms', () => {
    expect([1, 3, 5, 21].map((n) => formatCount(n, 'year', 'ua'))).toEqual(['1 рік', '3 роки', '5 років', '21 рік']);
    expect([1, 2, 11].map((n) => formatCount(n, 'month', 'ua'))).toEqual(['1 місяць', '2 місяці', '11 місяців']);
  });

  it('uses singular and plural in English and Norwegian', () => {
    expect([1, 2].map((n) => formatCount(n, 'year', 'en'))).toEqual(['1 year', '2 years']);
    expect([1, 2].map((n) => formatCount(n, 'month', 'no'))).toEqual(['1 måned', '2 måneder']);
  });
});

describe('formatWorkTime', () => {
  it('leaves out a zero part', () => {
    expect(formatWorkTime({ year: 1, month: 0 }, 'en')).toBe('1 year');
    expect(formatWorkTime({ year: 2, month: 3 }, 'pl')).toBe('2 lata 3 miesiące');
    expect(formatWorkTime({ year: null, month: 5 }, 'ua')).toBe('5 місяців');
  });
});

describe('formatDecimal', () => {
  it('writes a rating with the language decimal mark (issue 25: "4.5 z 5" in Polish)', () => {
    expect(formatDecimal(4.5, 'pl')).toBe('4,5');
    expect(formatDecimal(4.5, 'no')).toBe('4,5');
    expect(formatDecimal(4.5, 'ua')).toBe('4,5');
    expect(formatDecimal(4.5, 'en')).toBe('4.5');
    expect(formatDecimal(4, 'pl')).toBe('4');
  });
});
