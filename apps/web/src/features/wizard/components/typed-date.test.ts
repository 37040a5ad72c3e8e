import { describe, expect, it } from 'vitest';
import { birthCalendarStart, parseTypedDate } from './typed-date';

describe('a typed date', () => {
  it('is read day first with dots, slashes, dashes or spaces, and in the ISO form', () => {
    expect(parseTypedDate('17.05.1990')).toBe('1990-05-17');
    expect(parseTypedDate('17/05/1990')).toBe('1990-05-17');
    expect(parseTypedDate(' 7-5-1990 ')).toBe('1990-05-07');
    expect(parseTypedDate('07 05 1990')).toBe('1990-05-07');
    expect(parseTypedDate('1990-05-17')).toBe('1990-05-17');
  });

  it('is no date when unfinished or not a day of the calendar', () => {
    expect(parseTypedDate('17.05.19')).toBeNull();
    expect(parseTypedDate('17.05')).toBeNull();
    expect(parseTypedDate('31.02.1990')).toBeNull();
    expect(parseTypedDate('29.02.1991')).toBeNull();
    expect(parseTypedDate('29.02.1992')).toBe('1992-02-29');
    expect(parseTypedDate('13/13/1990')).toBeNull();
    expect(parseTypedDate('')).toBeNull();
  });
});

describe('the date-of-birth calendar', () => {
  it('opens 30 years back, not on the youngest allowed decade', () => {
    expect(birthCalendarStart('2026-11-29', '1950-01-01', '2010-11-29')).toBe('1996-11-29');
  });

  it('stays within the allowed range', () => {
    expect(birthCalendarStart('2026-11-29', '2000-01-01', '2010-11-29')).toBe('2000-01-01');
    expect(birthCalendarStart('2026-11-29', '1950-01-01', '1990-01-01')).toBe('1990-01-01');
  });
});
