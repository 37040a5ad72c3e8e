import { yearsBefore } from '../market-date.ts';
import { EARLIEST_BIRTH_DATE, MIN_CANDIDATE_AGE_YEARS, ProfileErrorKey } from './constants.ts';

/* Wizard step 2: a candidate is 16 or older and born in 1950 or later. */

/** The latest date of birth of a candidate old enough to register today. */
export function latestBirthDate(today: string): string {
  return yearsBefore(today, MIN_CANDIDATE_AGE_YEARS);
}

/** The message key of a date of birth (YYYY-MM-DD) out of bounds, or null when it is fine. */
export function birthDateIssue(dateOfBirth: string, today: string): string | null {
  if (dateOfBirth < EARLIEST_BIRTH_DATE) return ProfileErrorKey.BirthDateTooEarly;
  if (dateOfBirth > latestBirthDate(today)) return ProfileErrorKey.MinAge;
  return null;
}
