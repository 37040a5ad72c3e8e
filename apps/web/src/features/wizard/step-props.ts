import type { CandidateProfileShow } from '@trades/contracts';

/** What the wizard page hands every step: the candidate's profile as loaded (never undefined). */
export interface WizardStepProps {
  profile: CandidateProfileShow;
}
