import { type CandidateProfileShow, type WizardStep2Body, birthDateIssue, marketToday, wizardStep2Body } from '@trades/contracts';
import { zodValidator } from '@/lib/forms';

/* The step-2 form's values, how they come from the profile and go to POST /wizard/2. */

export interface PhoneRow {
  /** Stable React key of the row. */
  key: string;
  phone: { country: string; number: string };
}

export interface Step2Values {
  sex: string;
  dateOfBirth: string;
  countryOfNationality: string;
  countryOfResidence: string;
  nativeLanguage: string;
  phones: PhoneRow[];
  preferredContactTimes: string[];
}

let rowCounter = 0;
export function newPhoneRow(country = ''): PhoneRow {
  rowCounter += 1;
  return { key: `phone-${rowCounter}`, phone: { country, number: '' } };
}

export function step2Values(profile: CandidateProfileShow): Step2Values {
  return {
    sex: profile.sex ? String(profile.sex.id) : '',
    dateOfBirth: profile.dateOfBirth ?? '',
    countryOfNationality: profile.countryOfNationality?.countryCode ?? '',
    countryOfResidence: profile.countryOfResidence?.countryCode ?? '',
    nativeLanguage: profile.nativeLanguage?.languageCode ?? '',
    phones:
      profile.phones.length > 0
        ? profile.phones.map(({ phone }) => ({ ...newPhoneRow(), phone: { country: phone.country, number: phone.number } }))
        : [newPhoneRow()],
    preferredContactTimes: profile.preferredContactTimes.map((time) => String(time.id)),
  };
}

/** The parsed values as the API's JSON body (rows' keys left out). */
export function step2Body(parsed: WizardStep2Body): Record<string, unknown> {
  return {
    ...parsed,
    phones: parsed.phones.map(({ phone }) => ({ phone: { country: phone.country, number: phone.number } })),
  };
}

/** Same phone whatever spaces, dashes or a trunk zero the candidate typed. */
export function phoneKey(country: string, number: string): string {
  return `${country.toUpperCase()}:${number.replace(/\D/g, '').replace(/^0+/, '')}`;
}

/** Phones already proven: the profile's confirmed ones. */
export function confirmedPhoneKeys(profile: CandidateProfileShow): Set<string> {
  return new Set(profile.phones.filter((p) => p.isPhoneConfirmed).map(({ phone }) => phoneKey(phone.country, phone.number)));
}

const shapeErrors = zodValidator(wizardStep2Body);

/**
 * The form's check: the shared body's, and the date of birth within its bounds (16 or older, born
 * 1950 or later) as the API checks it, so a typed date out of range is refused with its reason.
 */
export function step2Errors(values: Step2Values, today: string = marketToday(new Date())): Record<string, string> {
  const errors = shapeErrors(values);
  const issue = errors.dateOfBirth || !values.dateOfBirth ? null : birthDateIssue(values.dateOfBirth, today);
  return issue ? { ...errors, dateOfBirth: issue } : errors;
}
