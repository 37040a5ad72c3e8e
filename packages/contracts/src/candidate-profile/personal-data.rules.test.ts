import { describe, expect, it } from 'vitest';
import { birthDateIssue, latestBirthDate } from './personal-data.rules.ts';

const TODAY = '2026-03-02';

describe('date of birth', () => {
  it('is 16 years back to the same day at the latest', () => {
    expect(latestBirthDate(TODAY)).toBe('2010-03-02');
    expect(latestBirthDate('2028-02-29')).toBe('2012-02-29');
  });

  it('bounds the date of birth', () => {
    expect(birthDateIssue('2010-03-02', TODAY)).toBeNull();
    expect(birthDateIssue('2010-03-03', TODAY)).toBe('min_age_16');
    expect(birthDateIssue('1950-01-01', TODAY)).toBeNull();
    expect(birthDateIssue('1949-12-31', TODAY)).toBe('date_of_birth_before_1950');
  });
});
