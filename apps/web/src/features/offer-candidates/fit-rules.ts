import { type FitVerdict, LOCALE_TAGS, type Locale, type MatchDimension, type ScoreBreakdownEntry, failsRequirement } from '@trades/contracts';

/* How the Fit tab reads the server's breakdown: each part's state, what the missing points went to, numbers in the reader's language. */

/** A part at full marks; short of a requirement (fails it); or short of a nice-to-have or a term (pay, start date) only. */
export type PartState = 'met' | 'failed' | 'short';

export function partState(entry: ScoreBreakdownEntry): PartState {
  if (failsRequirement(entry)) return 'failed';
  return entry.score >= 100 ? 'met' : 'short';
}

/** The parts that lost points, with how many, most first: what the percent missing to 100 went to. */
export function lostPoints(entries: readonly ScoreBreakdownEntry[]): { dimension: MatchDimension; lost: number }[] {
  return entries
    .map((entry) => ({ dimension: entry.dimension, lost: entry.weight - entry.points }))
    .filter((part) => part.lost > 0)
    .sort((a, b) => b.lost - a.lost);
}

/** "A, B and C" in the reader's language. */
export function formatList(items: readonly string[], locale: Locale): string {
  return new Intl.ListFormat(LOCALE_TAGS[locale], { type: 'conjunction' }).format(items);
}

/** The verdict's colour, the same on the card and in the Fit tab. */
export const VERDICT_COLORS: Readonly<Record<FitVerdict, string>> = { perfect: 'teal', good: 'green', partial: 'orange', knockedOut: 'red' };
