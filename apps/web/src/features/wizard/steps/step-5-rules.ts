import { type CandidateProfileShow, ErrorKey, ProfileErrorKey } from '@trades/contracts';

/* Step 5 (candidate-side.md 2.3, 5): available from a date (today or later), or not available. */

export interface Step5Values {
  /** 'yes', 'no' or '' before the candidate chooses. */
  isAvailable: '' | 'yes' | 'no';
  availableFrom: string;
}

export function step5Values(profile: CandidateProfileShow): Step5Values {
  return {
    isAvailable: profile.isAvailable === null ? '' : profile.isAvailable ? 'yes' : 'no',
    availableFrom: profile.availableFrom ?? '',
  };
}

/** YYYY-MM-DD texts compare as dates. */
export function step5Errors(values: Step5Values, today: string): Record<string, string> {
  if (values.isAvailable === '') return { isAvailable: ErrorKey.FieldRequired };
  if (values.isAvailable === 'yes' && (!values.availableFrom || values.availableFrom < today)) {
    return { availableFrom: ProfileErrorKey.AvailabilityDate };
  }
  return {};
}

/** POST /wizard/5: the date only when available. */
export function step5Body(values: Step5Values): Record<string, unknown> {
  return values.isAvailable === 'yes' ? { isAvailable: true, availableFrom: values.availableFrom } : { isAvailable: false };
}
