import { z } from 'zod';

/** POST /v1/candidate-offer/apply/{offerId}: the date the candidate can start (YYYY-MM-DD, not in the past). */
export const applyBody = z.object({ availableFrom: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) });
export type ApplyBody = z.infer<typeof applyBody>;

/** The candidate's mail preference: mails when an employer moves them in a pipeline. */
export const candidateNotificationSettings = z.object({ pipelineStatusMails: z.boolean() });
export type CandidateNotificationSettings = z.infer<typeof candidateNotificationSettings>;

/**
 * Why a candidate may not apply to an offer (candidate-side.md 4.5): the `code` of the refused apply
 * call and the offer detail's `applyRefusal`. `add_profession_to_apply` is the answer the page turns
 * into the link to /wizard/4-professional-expectations.
 */
export const ApplyRefusal = {
  SignIn: 'sign_in_to_apply',
  NotCandidate: 'candidates_only_apply',
  FillProfile: 'fill_profile_to_apply',
  ProfileInVerification: 'profile_in_verification',
  ConfirmEmail: 'confirm_email_to_apply',
  AddProfession: 'add_profession_to_apply',
  AlreadyApplied: 'already_applied',
  OfferNotActive: 'offer_not_active',
} as const;
export type ApplyRefusal = (typeof ApplyRefusal)[keyof typeof ApplyRefusal];
export const applyRefusalKey = z.enum(Object.values(ApplyRefusal) as [ApplyRefusal, ...ApplyRefusal[]]);

/** The other message keys of applying and of the employer's pipeline. */
export const ApplicationMessageKey = {
  /** Success toast of an application (candidate-side.md 8). */
  ApplicationSent: 'application_sent',
  /** A pipeline move the rules refuse (to 8, or to an unknown status). */
  StatusChangeNotAllowed: 'pipeline_status_change_not_allowed',
} as const;
export type ApplicationMessageKey = (typeof ApplicationMessageKey)[keyof typeof ApplicationMessageKey];

/** POST /v1/candidate-offer/apply/... answer: the pipeline entry as the candidate sees it. */
export const applyAnswer = z.object({
  id: z.number().int(),
  offerId: z.number().int(),
  availableFrom: z.string(),
  appliedAt: z.string(),
  message: z.string(),
});
export type ApplyAnswer = z.infer<typeof applyAnswer>;
