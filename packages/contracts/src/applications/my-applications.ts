import { z } from 'zod';
import { StatusId } from '../enums.ts';
import { entityId } from '../fields.ts';

/**
 * The stages of an application as its candidate sees them (GET /v1/candidate/applications): the employer's pipeline
 * statuses in words for the applicant, with the employer's working tabs folded ("for analysis" is "under review") and
 * "does not fit" said as "not selected".
 */
export const ApplicationStage = {
  Sent: 'sent',
  Viewed: 'viewed',
  InReview: 'in_review',
  Shortlisted: 'shortlisted',
  OfferPresented: 'offer_presented',
  Hired: 'hired',
  NotSelected: 'not_selected',
  Withdrawn: 'withdrawn',
} as const;
export type ApplicationStage = (typeof ApplicationStage)[keyof typeof ApplicationStage];
export const APPLICATION_STAGES = Object.values(ApplicationStage);

const STAGE_OF_STATUS: Record<number, ApplicationStage> = {
  [StatusId.New]: ApplicationStage.Sent,
  [StatusId.Indefinite]: ApplicationStage.Viewed,
  [StatusId.ForAnalysis]: ApplicationStage.InReview,
  [StatusId.ItSuits]: ApplicationStage.Shortlisted,
  [StatusId.OfferPresented]: ApplicationStage.OfferPresented,
  [StatusId.Employed]: ApplicationStage.Hired,
  [StatusId.DoesNotFit]: ApplicationStage.NotSelected,
};

/** The stage the candidate sees of a pipeline status; a withdrawn application is withdrawn whatever its status. */
export function applicationStageOf(status: number, withdrawn: boolean): ApplicationStage {
  if (withdrawn) return ApplicationStage.Withdrawn;
  return STAGE_OF_STATUS[status] ?? ApplicationStage.Sent;
}

/** Stages after which nothing more happens: the candidate can no longer withdraw. */
export const CLOSED_APPLICATION_STAGES: readonly ApplicationStage[] = [ApplicationStage.Hired, ApplicationStage.NotSelected, ApplicationStage.Withdrawn];

/** The message keys of the stages' labels (the messages catalogues, in every language): labels, neither errors nor successes. */
export const ApplicationStageLabelKey = {
  [ApplicationStage.Sent]: 'application_stage_sent',
  [ApplicationStage.Viewed]: 'application_stage_viewed',
  [ApplicationStage.InReview]: 'application_stage_in_review',
  [ApplicationStage.Shortlisted]: 'application_stage_shortlisted',
  [ApplicationStage.OfferPresented]: 'application_stage_offer_presented',
  [ApplicationStage.Hired]: 'application_stage_hired',
  [ApplicationStage.NotSelected]: 'application_stage_not_selected',
  [ApplicationStage.Withdrawn]: 'application_stage_withdrawn',
} as const satisfies Record<ApplicationStage, string>;
export type ApplicationStageLabelKey = (typeof ApplicationStageLabelKey)[ApplicationStage];

/**
 * The stages an application went through as its candidate may see them, oldest first: from the pipeline's status
 * changes since applying, repeats of one stage folded, then the withdrawal. Who moved it is the employer's business.
 */
export function candidateStageHistory(
  appliedAt: Date,
  changes: readonly { toStatus: number; changedAt: Date }[],
  withdrawnAt: Date | null,
): { stage: ApplicationStage; at: Date }[] {
  const steps: { stage: ApplicationStage; at: Date }[] = [{ stage: ApplicationStage.Sent, at: appliedAt }];
  for (const change of changes) {
    if (change.changedAt.getTime() < appliedAt.getTime()) continue;
    const stage = applicationStageOf(change.toStatus, false);
    if (steps.at(-1)?.stage !== stage) steps.push({ stage, at: change.changedAt });
  }
  if (withdrawnAt) steps.push({ stage: ApplicationStage.Withdrawn, at: withdrawnAt });
  return steps;
}

export const ApplicationWithdrawalKey = {
  /** The candidate withdrew (toast). */
  Withdrawn: 'application_withdrawn',
  /** Hired or not selected: there is nothing left to withdraw from (409). */
  Closed: 'application_closed',
  /** The employer tried to move a withdrawn application (409). */
  WithdrawnNotMovable: 'pipeline_application_withdrawn',
} as const;

const stageItem = z.object({ id: z.enum(APPLICATION_STAGES), title: z.string() });

/** One of the candidate's applications, with the offer as the candidate knows it. */
export const candidateApplication = z.object({
  /** The application's id (its pipeline entry's). */
  id: z.number().int(),
  offer: z.object({
    id: z.number().int(),
    slug: z.string(),
    /** The profession's title in the request's language. */
    title: z.string(),
    /** The brand the offer was published under, else the company's name. */
    employer: z.string(),
    country: z.string().nullable(),
    city: z.string().nullable(),
    /** Still published: its page can be opened. */
    isActive: z.boolean(),
  }),
  appliedAt: z.string(),
  /** The start date the candidate sent with the application (YYYY-MM-DD). */
  availableFrom: z.string().nullable(),
  stage: stageItem,
  /** The stages it went through, oldest first; the last is the current one. */
  history: z.array(z.object({ stage: stageItem, at: z.string() })),
  withdrawnAt: z.string().nullable(),
  canWithdraw: z.boolean(),
});
export type CandidateApplication = z.infer<typeof candidateApplication>;

/** GET /v1/candidate/applications: newest first. */
export const candidateApplicationList = z.object({ items: z.array(candidateApplication) });
export type CandidateApplicationList = z.infer<typeof candidateApplicationList>;

export const candidateApplicationParams = z.object({ id: entityId });

/** POST /v1/candidate/applications/{id}/withdraw */
export const withdrawApplicationAnswer = z.object({ message: z.string(), item: candidateApplication });
export type WithdrawApplicationAnswer = z.infer<typeof withdrawApplicationAnswer>;
