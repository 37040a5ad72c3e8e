import { MATCH_PERFECT_SCORE, type MatchDimension } from './matched-offers.ts';

/*
 * The employer's verdict on a candidate (the pipeline's card and Fit tab), read from the very
 * breakdown the score is computed from: a verdict never says more than its own parts.
 */

/** From best to worst; the web words each in the reader's language. */
export const FIT_VERDICTS = ['perfect', 'good', 'partial', 'knockedOut'] as const;
export type FitVerdict = (typeof FIT_VERDICTS)[number];

/** "Good" from this score on, when nothing the offer requires fails. */
export const MATCH_GOOD_SCORE = 75;

/**
 * The dimensions that are the offer's requirements: a shortfall in one of them fails a required
 * item (the profession and its class, a must of a list, the minimum experience, the place of work).
 * The others (pay, start date, work system, contract type, flexible work) are terms on which the
 * two sides may still agree: they cost points but never fail a requirement.
 */
export const REQUIREMENT_DIMENSIONS: ReadonlySet<MatchDimension> = new Set<MatchDimension>([
  'profession',
  'professionClass',
  'skillsProfessionals',
  'skillsAdditionals',
  'skillsTechnicals',
  'certificates',
  'languages',
  'experience',
  'location',
]);

/** What the verdict reads of a dimension: the engine's `met` is false when any must of it is short. */
export interface FitPart {
  dimension: MatchDimension;
  met: boolean;
  knockOut: boolean;
}

/** Whether the dimension fails something the offer requires (a missing nice-to-have does not). */
export function failsRequirement(part: FitPart): boolean {
  return part.knockOut || (REQUIREMENT_DIMENSIONS.has(part.dimension) && !part.met);
}

/**
 * The verdict of a scored candidate: a knock-out (a deal-breaker that caps the total) first, then
 * "perfect" from MATCH_PERFECT_SCORE and "good" from MATCH_GOOD_SCORE, both only when no required
 * item fails; anything else is "partial".
 */
export function fitVerdict(score: number, parts: readonly FitPart[]): FitVerdict {
  if (parts.some((part) => part.knockOut)) return 'knockedOut';
  if (parts.some(failsRequirement)) return 'partial';
  if (score >= MATCH_PERFECT_SCORE) return 'perfect';
  return score >= MATCH_GOOD_SCORE ? 'good' : 'partial';
}
