import { type CandidateProfileShow, availabilityIssues } from '@trades/contracts';

/* Step 5's form: available from a date (today or later), or not available, by the shared availability rules. */

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

export function step5Errors(values: Step5Values, today: string): Record<string, string> {
  const isAvailable = values.isAvailable === '' ? undefined : values.isAvailable === 'yes';
  const issues = availabilityIssues({ isAvailable, availableFrom: values.availableFrom }, today);
  return Object.fromEntries(issues.map((issue) => [issue.path.join('.'), issue.key]));
}

/** POST /wizard/5: the date only when available. */
export function step5Body(values: Step5Values): Record<string, unknown> {
  return values.isAvailable === 'yes' ? { isAvailable: true, availableFrom: values.availableFrom } : { isAvailable: false };
}
