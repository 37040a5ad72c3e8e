import { MATCH_HINT_KEYS, type MatchHintKey } from './match-messages.ts';
import { type CompactScoreBreakdown, MATCH_DIMENSIONS, type MatchDimension, type StoredScoreTuple } from './matched-offers.ts';

/*
 * A match's score and its explanation from one computation: the engine stores the dimensions short
 * of full marks (CompactScoreBreakdown), and the total, each dimension's points and the hints are all
 * read from that one record here, when it is stored and when it is shown.
 */

/** The weight of every dimension (they add up to 100); the table of docs/decisions.md. */
export const MATCH_WEIGHTS: Readonly<Record<MatchDimension, number>> = {
  profession: 25,
  professionClass: 5,
  skillsProfessionals: 20,
  skillsAdditionals: 5,
  skillsTechnicals: 5,
  certificates: 8,
  languages: 8,
  experience: 6,
  location: 6,
  salary: 5,
  availability: 4,
  workSystems: 1,
  contractTypes: 1,
  flexibleWork: 1,
};

/** A knock-out (missing required certificate or language, no work place in the offer's country) caps the total here. */
export const MATCH_KNOCK_OUT_CAP = 40;

/** Flag of a stored dimension that knocked the pair out. */
export const MATCH_PART_KNOCK_OUT = 1;
/** Flag of a stored dimension short of full marks whose every requirement is met (only nice-to-haves are missing). */
export const MATCH_PART_MET = 2;

/** How much the offer needs what a hint asks for; None where the offer makes no such difference. */
export const MatchHintNeed = { None: 0, Required: 1, NiceToHave: 2 } as const;
export type MatchHintNeed = (typeof MatchHintNeed)[keyof typeof MatchHintNeed];

/** The parameters each hint stores, in stored order. A hint's stored index is its place in MATCH_HINT_KEYS. */
const HINT_PARAMS: Readonly<Record<MatchHintKey, readonly string[]>> = {
  addProfession: ['profession'],
  partOfProfession: ['profession'],
  professionClass: ['professionClass'],
  addItem: ['item'],
  addRatedItem: ['item', 'rating'],
  raiseRating: ['item', 'rating', 'current'],
  addCertificate: ['item'],
  addLanguage: ['language', 'level'],
  raiseLanguage: ['language', 'level', 'currentLevel'],
  experience: ['years'],
  addCountry: ['country'],
  addRegion: ['region'],
  salary: ['amount', 'currency'],
  availableFrom: ['date'],
  availableStatus: [],
  workSystem: ['workSystem'],
  contractType: ['contractType'],
  flexibleWork: [],
  constantWork: [],
};
const HINT_INDEX = new Map<MatchHintKey, number>(MATCH_HINT_KEYS.map((key, index) => [key, index]));

/** A hint as the engine stores it: its index, its need, then its parameters (ids, numbers, codes). */
export type HintTail = [hint: number, need: MatchHintNeed, ...params: (string | number)[]];

export function hintTail(key: MatchHintKey, need: MatchHintNeed, ...params: (string | number)[]): HintTail {
  return [HINT_INDEX.get(key) as number, need, ...params];
}

/** A dimension's stored tuple, or null at full marks (a met dimension carries no hint). */
export function partTuple(dimension: number, score: number, flags: number, hints: readonly HintTail[]): StoredScoreTuple | null {
  if (score >= 100 && (flags & MATCH_PART_KNOCK_OUT) === 0) return null;
  const tuple: StoredScoreTuple = [dimension, score, flags];
  for (const hint of hints) tuple.push(...hint);
  return tuple;
}

const WEIGHT_BY_INDEX = MATCH_DIMENSIONS.map((name) => MATCH_WEIGHTS[name]);

export interface MatchScore {
  /** The total out of 100: partsScore, capped at MATCH_KNOCK_OUT_CAP by a knock-out. */
  score: number;
  /** What the dimensions add up to: their weights times their scores, rounded once. */
  partsScore: number;
}

/** The total of a stored breakdown; the engine's hot path, so it walks the short dimensions only. */
export function matchScore(parts: CompactScoreBreakdown): MatchScore {
  // In hundredths of a point: the weights add up to 100, so a full-marks dimension gives its weight times 100.
  let earned = 100 * 100;
  let knockedOut = false;
  for (const part of parts) {
    earned -= (WEIGHT_BY_INDEX[part[0]] ?? 0) * (100 - part[1]);
    if ((part[2] & MATCH_PART_KNOCK_OUT) !== 0) knockedOut = true;
  }
  const partsScore = Math.floor((earned + 50) / 100);
  return { score: knockedOut ? Math.min(partsScore, MATCH_KNOCK_OUT_CAP) : partsScore, partsScore };
}

/** A hint of an explanation: parameters as stored (ids), for the reader to turn into titles. */
export interface ExplainedHint {
  key: MatchHintKey;
  need: MatchHintNeed;
  params: Record<string, string | number>;
}

export interface ExplainedPart {
  dimension: MatchDimension;
  /** 0-100 */
  score: number;
  weight: number;
  /** Whole points this dimension adds; the points of all dimensions add up to partsScore. */
  points: number;
  /** Everything the offer requires of this dimension is met (a missing nice-to-have leaves it met). */
  met: boolean;
  knockOut: boolean;
  hints: ExplainedHint[];
}

export interface MatchExplanation extends MatchScore {
  /** The cap a knock-out put on the total, when it lowered it; null when the parts add up to the score. */
  cappedAt: number | null;
  /** Every dimension, in MATCH_DIMENSIONS order. */
  parts: ExplainedPart[];
}

function readHints(tuple: StoredScoreTuple): ExplainedHint[] {
  const hints: ExplainedHint[] = [];
  let at = 3;
  while (at < tuple.length) {
    const key = MATCH_HINT_KEYS[tuple[at] as number];
    // A hint list this version does not know (a pair stored by another engine) ends the hints.
    if (key === undefined) break;
    const names = HINT_PARAMS[key];
    const params: ExplainedHint['params'] = {};
    names.forEach((name, offset) => {
      const value = tuple[at + 2 + offset];
      if (value !== undefined) params[name] = value;
    });
    hints.push({ key, need: (tuple[at + 1] ?? MatchHintNeed.None) as MatchHintNeed, params });
    at += 2 + names.length;
  }
  return hints;
}

/**
 * The score of a stored breakdown with every dimension's score, weight, points, met, knock-out and
 * hints. The points are the weighted scores in whole points, the rounding spread so that they add
 * up to partsScore exactly (largest remainders first): what the candidate adds up is the total, or
 * `cappedAt` says a knock-out lowered it.
 */
export function explainMatch(stored: CompactScoreBreakdown): MatchExplanation {
  const total = matchScore(stored);
  const short = new Map<number, StoredScoreTuple>();
  for (const tuple of stored) short.set(tuple[0], tuple);
  const remainders: number[] = [];
  const parts = MATCH_DIMENSIONS.map((dimension, index): ExplainedPart => {
    const weight = MATCH_WEIGHTS[dimension];
    const tuple = short.get(index);
    const score = tuple ? tuple[1] : 100;
    const flags = tuple ? tuple[2] : 0;
    remainders.push((weight * score) % 100);
    return {
      dimension,
      score,
      weight,
      points: Math.floor((weight * score) / 100),
      met: score >= 100 || (flags & MATCH_PART_MET) !== 0,
      knockOut: (flags & MATCH_PART_KNOCK_OUT) !== 0,
      hints: tuple && score < 100 ? readHints(tuple) : [],
    };
  });
  let missing = total.partsScore - parts.reduce((sum, part) => sum + part.points, 0);
  const byRemainder = parts.map((_, index) => index).sort((a, b) => (remainders[b] as number) - (remainders[a] as number) || a - b);
  for (const index of byRemainder) {
    if (missing <= 0 || (remainders[index] as number) === 0) break;
    (parts[index] as ExplainedPart).points += 1;
    missing -= 1;
  }
  return { ...total, cappedAt: total.score < total.partsScore ? total.score : null, parts };
}
