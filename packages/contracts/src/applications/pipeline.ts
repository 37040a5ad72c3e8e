import { z } from 'zod';
import { entityId } from '../fields.ts';
import { StatusId } from '../enums.ts';
import { readinessCount } from '../readiness.ts';
import { cvLink } from '../candidate-profile/uploads.ts';
import { FIT_VERDICTS } from '../matching/fit-verdict.rules.ts';
import { scoreBreakdownEntry } from '../matching/matched-offers.ts';

/* The employer's candidate pipeline of one offer: six tabs, each a list call and a set of statuses. */

export const PIPELINE_TABS = [
  { key: 'applications', path: 'applications', hash: 'selfApplications', statuses: [StatusId.New, StatusId.Indefinite] },
  { key: 'forAnalysis', path: 'for-analysis', hash: 'forAnalysis', statuses: [StatusId.ForAnalysis] },
  { key: 'itSuits', path: 'it-suits', hash: 'itSuits', statuses: [StatusId.ItSuits] },
  { key: 'offerPresented', path: 'offer-presented', hash: 'offerPresented', statuses: [StatusId.OfferPresented] },
  { key: 'hired', path: 'hired', hash: 'hired', statuses: [StatusId.Employed] },
  { key: 'notFit', path: 'not-fit', hash: 'notFit', statuses: [StatusId.DoesNotFit] },
] as const;
export type PipelineTab = (typeof PIPELINE_TABS)[number];
export type PipelineTabKey = PipelineTab['key'];

/** Statuses an employer may move a card to (8, new, is only ever set by applying or matching). */
export const PIPELINE_TARGET_STATUSES = [
  StatusId.ForAnalysis,
  StatusId.ItSuits,
  StatusId.OfferPresented,
  StatusId.Employed,
  StatusId.DoesNotFit,
  StatusId.Indefinite,
] as const;
export type PipelineTargetStatus = (typeof PIPELINE_TARGET_STATUSES)[number];

const phoneShown = z.object({ country: z.string(), country_code: z.string(), number: z.string() });

/** A skill of the offer next to the candidate's own rating (Fit tab). */
export const skillComparisonRow = z.object({
  title: z.string(),
  /** The offer's wanted level, 0-5; null when the offer gives none. */
  rating: z.number().nullable(),
  /** The candidate's rating, 0-5; null when they do not have the skill, and for technical skills (never rated). */
  candidateRating: z.number().nullable(),
  isRequired: z.boolean(),
  kind: z.enum(['professional', 'technical']),
  /** Whether the candidate meets it (has it, at the wanted level or above). */
  met: z.boolean(),
});
export type SkillComparisonRow = z.infer<typeof skillComparisonRow>;

/**
 * The candidate on a card: contacts (phones, email) only when the candidate applied to this offer or
 * the employer bought the profile; `allowBought` says the profile can still be bought.
 */
export const pipelineCandidate = z.object({
  uuid: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  allowBought: z.boolean(),
  email: z.string().nullable(),
  phones: z.array(phoneShown),
  /** The CandidateProfile of employer-side.md 3 (the API's candidatesForEmployer): contacts, references and files only for an applicant. */
  candidateProfile: z.record(z.string(), z.unknown()),
  /** The candidate's account was erased: the entry stays, anonymised, under the name "Deleted candidate". */
  erased: z.boolean().optional(),
  /** The candidate's CV (a signed, expiring link), with the contacts: only when those are shown. */
  cv: cvLink.nullable().optional(),
});
export type PipelineCandidate = z.infer<typeof pipelineCandidate>;

export const pipelineItem = z.object({
  /** The pipeline entry's id (the `appliedId` of the update and history calls). */
  id: z.number().int(),
  status: z.object({ id: z.number().int(), title: z.string() }),
  /** Fit out of 100; null when there is no stored match for the pair. */
  score: z.number().int().nullable(),
  /** The verdict on the fit, read from the breakdown the score comes from (fit-verdict.rules.ts); null without a score. */
  fitVerdict: z.enum(FIT_VERDICTS).nullable(),
  /** What the dimensions' points add up to; above `score` when a knock-out capped it; null without a score. */
  partsScore: z.number().int().nullable(),
  /** Every dimension the engine scores, with its weight, points and whether it is met; empty without a score. */
  scoreBreakdown: z.array(scoreBreakdownEntry),
  availableFrom: z.string().nullable(),
  appliedAt: z.string().nullable(),
  candidateApplied: pipelineCandidate.nullable(),
  memberCandidate: pipelineCandidate.nullable(),
  skillsComparison: z.array(skillComparisonRow),
  /** Of the documents the offer's country asks for, how many the candidate holds; null when it lists none. */
  readiness: readinessCount.nullable(),
  /** When the candidate withdrew the application: the card stays, marked, and can no longer be moved. */
  withdrawnAt: z.string().nullable().optional(),
});
export type PipelineItem = z.infer<typeof pipelineItem>;

export const pipelineCounts = z.object({
  applications: z.number().int(),
  forAnalysis: z.number().int(),
  itSuits: z.number().int(),
  offerPresented: z.number().int(),
  hired: z.number().int(),
  notFit: z.number().int(),
});
export type PipelineCounts = z.infer<typeof pipelineCounts>;

/** GET /v1/client-offer/{id}/{tab}/list */
export const pipelineList = z.object({
  items: z.array(pipelineItem),
  counts: pipelineCounts,
  /** How long after a move its stage mail waits (PIPELINE_MAIL_DELAY_SECONDS): an undo within it sends nothing. */
  mailDelaySeconds: z.number().int().optional(),
});
export type PipelineList = z.infer<typeof pipelineList>;

export const pipelineHistoryEntry = z.object({
  from: z.object({ id: z.number().int(), title: z.string() }).nullable(),
  to: z.object({ id: z.number().int(), title: z.string() }),
  changedAt: z.string(),
  /** The employer's name; null for the candidate's own application, and once the employer's account is gone. */
  changedBy: z.string().nullable(),
  /** Who made the change: the candidate's application (the only way into "new") or the employer. */
  actor: z.enum(['application', 'employer']).optional(),
});
export const pipelineHistory = z.object({ items: z.array(pipelineHistoryEntry) });
export type PipelineHistory = z.infer<typeof pipelineHistory>;

/** POST /v1/client-offer/applied/{id}/update */
export const pipelineStatusUpdateBody = z.object({ status: z.coerce.number().int() });
/** POST /v1/client-offer/applied/bulk-update */
export const pipelineBulkUpdateBody = z.object({
  ids: z.array(entityId).min(1).max(200),
  status: z.coerce.number().int(),
});

/** The answer of a status change: the entry's new status (unchanged when it was already there). */
export const pipelineStatusAnswer = z.object({ id: z.number().int(), status: z.object({ id: z.number().int(), title: z.string() }) });
export type PipelineStatusAnswer = z.infer<typeof pipelineStatusAnswer>;
export const pipelineBulkAnswer = z.object({ items: z.array(pipelineStatusAnswer) });
export type PipelineBulkAnswer = z.infer<typeof pipelineBulkAnswer>;
