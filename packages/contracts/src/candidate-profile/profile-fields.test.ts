import { describe, expect, it } from 'vitest';
import { countryCode, idList, isIsoDate, isQuarterHour, isRating, optionalRating, quarterHours, requiredId } from './profile-fields.ts';

describe('profile fields', () => {
  it('reads ids from forms and JSON; blank is required, junk invalid', () => {
    expect(requiredId.parse('7')).toBe(7);
    expect(requiredId.safeParse('').error?.issues[0]?.message).toBe('field_required');
    expect(requiredId.safeParse('x').error?.issues[0]?.message).toBe('invalid_value');
    expect(idList.parse({ 0: '3', 1: 4, 2: '3', 3: '' })).toEqual([3, 4]);
  });

  it('knows real calendar dates', () => {
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2027-02-29')).toBe(false);
    expect(isIsoDate('2027-2-1')).toBe(false);
  });

  it('rates 0 to 5 in halves', () => {
    expect([0, 0.5, 5].every(isRating)).toBe(true);
    expect([-0.5, 0.25, 5.5].some(isRating)).toBe(false);
    expect(optionalRating.parse('')).toBeUndefined();
    expect(optionalRating.safeParse(4.2).error?.issues[0]?.message).toBe('invalid_rating');
  });

  it('chooses hours every quarter of an hour', () => {
    expect(quarterHours()).toHaveLength(96);
    expect(quarterHours().at(-1)).toBe('23:45');
    expect(isQuarterHour('07:15')).toBe(true);
    expect(isQuarterHour('07:10')).toBe(false);
    expect(isQuarterHour('24:00')).toBe(false);
  });

  it('upper-cases country codes', () => {
    expect(countryCode.parse(' no ')).toBe('NO');
    expect(countryCode.safeParse('NOR').success).toBe(false);
  });
});
