import { z } from 'zod';
import { dictionaryItem } from '../catalogue.ts';
import { offerListItem } from '../offers.ts';
import { readiness } from '../readiness.ts';
import { MATCH_HINT_KEYS } from './match-messages.ts';

/* Matched offers as the API shows them: GET /v1/candidate-offer/list-matched and its primary data. */

/** The dimensions the matching engine scores; the weights are one constant next to the scoring function. */
export const MATCH_DIMENSIONS = [
  'profession',
  'professionClass',
  'skillsProfessionals',
  'skillsAdditionals',
  'skillsTechnicals',
  'certificates',
  'languages',
  'experience',
  'location',
  'salary',
  'availability',
  'workSystems',
  'contractTypes',
  'flexibleWork',
] as const;
export type MatchDimension = (typeof MATCH_DIMENSIONS)[number];

/**
 * A dimension short of full marks as offer_matches keeps it: its index in MATCH_DIMENSIONS, the
 * score, flags (MATCH_PART_KNOCK_OUT, MATCH_PART_MET), then its hints one after another, each its
 * index in the stored hint list, how much the offer needs it (MatchHintNeed) and its parameters in
 * that list's order (see match-explanation.ts).
 */
export type StoredScoreTuple = [dimension: number, score: number, flags: number, ...hints: (string | number)[]];
/** The stored breakdown: only the dimensions short of full marks (an absent one scored 100, met, no hint). */
export type CompactScoreBreakdown = StoredScoreTuple[];

/**
 * A hint as the reader gets it: what to do (`key`), whether the offer requires the thing or only
 * would like it (absent where the offer makes no such difference), and its parameters: titles in
 * the request's language, numbers, CEFR levels, `date` as YYYY-MM-DD, `years` as a count.
 */
export const matchHint = z.object({
  key: z.enum(MATCH_HINT_KEYS),
  required: z.boolean().optional(),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
});
export type MatchHint = z.infer<typeof matchHint>;

/**
 * One dimension of a match as shown: its score out of 100, its weight, the points it adds to the
 * total (the points of all dimensions add up to `partsScore`), whether everything the offer requires
 * of it is met, whether it knocked the match out, and every hint of what would raise it.
 */
export const scoreBreakdownEntry = z.object({
  dimension: z.enum(MATCH_DIMENSIONS),
  score: z.number().int().min(0).max(100),
  weight: z.number().int().min(0).max(100),
  points: z.number().int().min(0).max(100),
  met: z.boolean(),
  knockOut: z.boolean(),
  hints: z.array(matchHint),
});
export type ScoreBreakdownEntry = z.infer<typeof scoreBreakdownEntry>;

/** One item of GET /v1/candidate-offer/list-matched. */
export const matchedOffer = z.object({
  /** The match's id, used by POST /v1/candidate-offer/matched/{uuid}/apply. */
  uuid: z.string(),
  offer: offerListItem,
  /** Out of 100. */
  score: z.number().int(),
  /** What the dimensions' points add up to; above `score` when a knock-out capped it. */
  partsScore: z.number().int(),
  scoreBreakdown: z.array(scoreBreakdownEntry),
  isApplied: z.boolean(),
  allowMatchApply: z.boolean(),
  /** The documents the offer's country asks for and which of them the candidate holds; null when it lists none. */
  readiness: readiness.nullable(),
});
export type MatchedOffer = z.infer<typeof matchedOffer>;

export const matchedOfferList = z.object({ items: z.array(matchedOffer) });
export type MatchedOfferList = z.infer<typeof matchedOfferList>;

/** GET /v1/candidate-offer/list-matched/primary: the page's explanation and the availability statuses 1-4. */
export const matchedOffersPrimary = z.object({
  description: z.array(z.object({ heading: z.string(), texts: z.array(z.string()) })),
  availableStatus: z.array(dictionaryItem),
});
export type MatchedOffersPrimary = z.infer<typeof matchedOffersPrimary>;

/** A matched candidate who has not applied shows in the employer's first tab from this score on. */
export const MATCH_EMPLOYER_THRESHOLD = 60;
/** The Fit tab's "Perfect candidate" note from this score on. */
export const MATCH_PERFECT_SCORE = 95;
