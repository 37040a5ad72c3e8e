import { z } from 'zod';
import { ApplyRefusal } from './apply-refusal.ts';

/** POST /v1/candidate-offer/apply/{offerId}: the date the candidate can start (YYYY-MM-DD, not in the past). */
export const applyBody = z.object({ availableFrom: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) });
export type ApplyBody = z.infer<typeof applyBody>;

/** The candidate's mail preference: mails when an employer moves them in a pipeline. */
export const candidateNotificationSettings = z.object({ pipelineStatusMails: z.boolean() });
export type CandidateNotificationSettings = z.infer<typeof candidateNotificationSettings>;

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
