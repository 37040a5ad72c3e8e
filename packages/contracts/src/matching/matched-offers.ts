import { z } from 'zod';
import { dictionaryItem } from '../catalogue.ts';
import { offerListItem } from '../offers.ts';
import { readiness } from '../readiness.ts';

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

/** A hint as stored: a message key and its parameters (ids and numbers), turned into text in the reader's language. */
export interface StoredMatchHint {
  key: string;
  params: Record<string, string | number>;
}

export interface StoredScoreEntry {
  dimension: MatchDimension;
  /** 0-100 */
  score: number;
  /** The dimension's weight (the weights add up to 100). */
  weight: number;
  met: boolean;
  /** Set on a dimension that knocked the pair out (capped its total). */
  knockOut?: boolean;
  hint: StoredMatchHint | null;
}
/** Every dimension in MATCH_DIMENSIONS order, as the engine computes it and the reader presents it. */
export type StoredScoreBreakdown = StoredScoreEntry[];

/**
 * A dimension short of full marks as offer_matches keeps it: its index in MATCH_DIMENSIONS, the
 * score, 1 when it knocked the pair out (else 0), then, when it has a hint, the hint's index in the
 * engine's hint list and the hint's parameters in that list's order.
 */
export type StoredScoreTuple = [dimension: number, score: number, knockOut: number, ...hint: (string | number)[]];
/** The stored breakdown: only the dimensions short of full marks (an absent one scored 100, met, no hint). */
export type CompactScoreBreakdown = StoredScoreTuple[];

/** One dimension of a match as shown: `hint` says, in the request's language, what would raise it. */
export const scoreBreakdownEntry = z.object({
  dimension: z.enum(MATCH_DIMENSIONS),
  score: z.number().int().min(0).max(100),
  weight: z.number().int().min(0).max(100),
  met: z.boolean(),
  knockOut: z.boolean(),
  hint: z.string().nullable(),
});
export type ScoreBreakdownEntry = z.infer<typeof scoreBreakdownEntry>;

/** One item of GET /v1/candidate-offer/list-matched. */
export const matchedOffer = z.object({
  /** The match's id, used by POST /v1/candidate-offer/matched/{uuid}/apply. */
  uuid: z.string(),
  offer: offerListItem,
  /** Out of 100. */
  score: z.number().int(),
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
