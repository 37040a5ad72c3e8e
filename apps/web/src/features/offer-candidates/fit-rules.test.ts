import { MATCH_DIMENSIONS, MATCH_WEIGHTS, type ScoreBreakdownEntry } from '@trades/contracts';
import { describe, expect, it } from 'vitest';
import { formatList, lostPoints, partState } from './fit-rules';

const entry = (dimension: ScoreBreakdownEntry['dimension'], score: number, overrides: Partial<ScoreBreakdownEntry> = {}): ScoreBreakdownEntry => ({
  dimension,
  score,
  weight: MATCH_WEIGHTS[dimension],
  points: Math.round((MATCH_WEIGHTS[dimension] * score) / 100),
  met: score >= 100,
  knockOut: false,
  hints: [],
  ...overrides,
});

describe('the Fit tab rules', () => {
  it('fails a requirement on the class or the place of work, but only shortens a term or a nice-to-have', () => {
    expect(partState(entry('professionClass', 50))).toBe('failed');
    expect(partState(entry('location', 40))).toBe('failed');
    expect(partState(entry('salary', 60))).toBe('short');
    expect(partState(entry('skillsProfessionals', 75, { met: true }))).toBe('short');
    expect(partState(entry('experience', 100))).toBe('met');
    expect(partState(entry('certificates', 0, { knockOut: true }))).toBe('failed');
  });

  it('says what the missing points went to, most first', () => {
    const entries = MATCH_DIMENSIONS.map((dimension) => entry(dimension, 100));
    entries[1] = entry('professionClass', 50, { points: 2 });
    entries[8] = entry('location', 40, { points: 3 });
    expect(lostPoints(entries)).toEqual([
      { dimension: 'professionClass', lost: 3 },
      { dimension: 'location', lost: 3 },
    ]);
    expect(lostPoints(MATCH_DIMENSIONS.map((dimension) => entry(dimension, 100)))).toEqual([]);
  });

  it('writes lists in the reader language', () => {
    expect(formatList(['A', 'B', 'C'], 'pl')).toBe('A, B i C');
    expect(formatList(['A', 'B'], 'en')).toBe('A and B');
  });
});
