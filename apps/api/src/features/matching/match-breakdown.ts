import {
  type CompactScoreBreakdown,
  MATCH_DIMENSIONS,
  type MatchDimension,
  MatchMessageKey,
  type StoredMatchHint,
  type StoredScoreBreakdown,
  type StoredScoreEntry,
  type StoredScoreTuple,
} from '@trades/contracts';

/*
 * The stored form of a breakdown (offer_matches.breakdown): only the dimensions short of full
 * marks, as tuples (StoredScoreTuple). Most pairs miss a few dimensions, so a row keeps about a
 * tenth of the full form; the reader expands it back to every dimension with its weight.
 */

/**
 * The hints a stored breakdown can name, by index, each with its parameters in stored order. The
 * index is stored: append only (or bump MATCH_ENGINE_VERSION). The `kind` of an item hint is not
 * stored: it is the dimension itself.
 */
const HINTS: readonly (readonly [key: MatchMessageKey, params: readonly string[]])[] = [
  [MatchMessageKey.HintAddProfession, ['profession']],
  [MatchMessageKey.HintProfessionClass, ['professionClass']],
  [MatchMessageKey.HintRateItem, ['item', 'rating']],
  [MatchMessageKey.HintAddItem, ['item']],
  [MatchMessageKey.HintAddCertificate, ['item']],
  [MatchMessageKey.HintLanguage, ['language', 'level']],
  [MatchMessageKey.HintExperience, ['years']],
  [MatchMessageKey.HintAddCountry, ['country']],
  [MatchMessageKey.HintAddRegion, ['region']],
  [MatchMessageKey.HintSalary, ['amount', 'currency']],
  [MatchMessageKey.HintAvailableFrom, ['date']],
  [MatchMessageKey.HintAvailableStatus, []],
  [MatchMessageKey.HintWorkSystem, ['workSystem']],
  [MatchMessageKey.HintContractType, ['contractType']],
  [MatchMessageKey.HintFlexibleWork, []],
  [MatchMessageKey.HintConstantWork, []],
];
const HINT_INDEX = new Map(HINTS.map(([key], index) => [key, index]));
const KIND_HINTS = new Set<string>([MatchMessageKey.HintRateItem, MatchMessageKey.HintAddItem]);

/** A hint as the scorer gives it: the stored hint index, then its parameters in HINTS order. */
export type HintTail = [hint: number, ...params: (string | number)[]];

export function hintTail(key: MatchMessageKey, ...params: (string | number)[]): HintTail {
  const index = HINT_INDEX.get(key);
  if (index === undefined) throw new Error(`hint ${key} cannot be stored`);
  return [index, ...params];
}

/** A dimension's stored tuple, or null at full marks; a met dimension (100) carries no hint. */
export function dimensionTuple(dimension: number, score: number, knockOut: boolean, hint: HintTail | null): StoredScoreTuple | null {
  if (score >= 100) return knockOut ? [dimension, score, 1] : null;
  return hint ? [dimension, score, knockOut ? 1 : 0, ...hint] : [dimension, score, knockOut ? 1 : 0];
}

function expandHint(dimension: MatchDimension, tuple: StoredScoreTuple): StoredMatchHint | null {
  const found = tuple.length > 3 ? HINTS[tuple[3] as number] : undefined;
  if (!found) return null;
  const [key, names] = found;
  const params: StoredMatchHint['params'] = KIND_HINTS.has(key) ? { kind: dimension } : {};
  names.forEach((name, at) => {
    const value = tuple[4 + at];
    if (value !== undefined) params[name] = value;
  });
  return { key, params };
}

/**
 * Every dimension of a stored breakdown, with the current weights. Pairs of engine version 1 kept
 * the full form (objects); they are read as they are until the rebuild at start replaces them.
 */
export function expandBreakdown(stored: CompactScoreBreakdown | StoredScoreBreakdown, weights: Readonly<Record<MatchDimension, number>>): StoredScoreBreakdown {
  const short = new Map<number, StoredScoreTuple>();
  for (const item of stored) {
    if (!Array.isArray(item)) return stored as StoredScoreBreakdown;
    short.set(item[0], item);
  }
  return MATCH_DIMENSIONS.map((dimension, index) => {
    const tuple = short.get(index);
    if (!tuple) return { dimension, score: 100, weight: weights[dimension], met: true, hint: null };
    const met = tuple[1] >= 100;
    const entry: StoredScoreEntry = { dimension, score: tuple[1], weight: weights[dimension], met, hint: met ? null : expandHint(dimension, tuple) };
    if (tuple[2] === 1) entry.knockOut = true;
    return entry;
  });
}
