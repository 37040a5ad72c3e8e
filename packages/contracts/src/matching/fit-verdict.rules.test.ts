import { describe, expect, it } from 'vitest';
import { FIT_VERDICTS, MATCH_GOOD_SCORE, failsRequirement, fitVerdict } from './fit-verdict.rules.ts';
import { MATCH_KNOCK_OUT_CAP } from './match-explanation.ts';
import { type CandidateSnapshot, type MatchOfferInput, compileOffer, scoreMatch } from './match-score.rules.ts';
import { carpenterCandidate, carpenterOffer } from './match.fixtures.ts';
import { MATCH_PERFECT_SCORE } from './matched-offers.ts';

/** The carpenter offer asking for a foreman (class 4). */
const offer = (overrides: Partial<MatchOfferInput> = {}): MatchOfferInput => carpenterOffer({ professionClassId: 4, ...overrides });

/** A carpenter of class `classId` (a foreman by default) who meets every other requirement of `offer()`. */
const foreman = (overrides: Partial<CandidateSnapshot> = {}, classId = 4): CandidateSnapshot => {
  const base = carpenterCandidate();
  return { ...base, professions: base.professions.map((profession) => ({ ...profession, professionClassId: classId })), ...overrides };
};

/** The engine's score and the verdict of the same breakdown, as the pipeline answers them. */
function judged(o: MatchOfferInput, c: CandidateSnapshot) {
  const explained = scoreMatch(compileOffer(o), c);
  return { score: explained.score, verdict: fitVerdict(explained.score, explained.parts), failed: explained.parts.filter(failsRequirement).map((part) => part.dimension) };
}

describe('fitVerdict', () => {
  it('calls a candidate who meets everything perfect', () => {
    expect(judged(offer(), foreman())).toEqual({ score: 100, verdict: 'perfect', failed: [] });
  });

  it('never calls a skilled worker perfect for a foreman offer, however high the score (issue 25: 98%)', () => {
    // Expert (2) one rank below foreman (4): the class scores 50, 2.5 of its 5 points lost.
    const result = judged(offer(), foreman({}, 2));
    expect(result.score).toBeGreaterThanOrEqual(MATCH_PERFECT_SCORE);
    expect(result).toMatchObject({ verdict: 'partial', failed: ['professionClass'] });
  });

  it('counts the place of work: regions that miss the offer city are no perfect fit (issue 25: 96%)', () => {
    const elsewhere = foreman({ places: [{ countryId: 1, allState: false, regionIds: [101], cityIds: [10101], salaryAmount: 280, salaryCurrency: 'NOK' }] });
    const result = judged(offer(), elsewhere);
    expect(result.score).toBe(96);
    expect(result).toMatchObject({ verdict: 'partial', failed: ['location'] });
  });

  it('never calls perfect a candidate below the rating of a required skill', () => {
    const below = foreman();
    below.professions[0]!.items.skillsProfessionals = { 20: 3, 21: 3 };
    const result = judged(offer(), below);
    expect(result.score).toBeGreaterThanOrEqual(MATCH_PERFECT_SCORE);
    expect(result).toMatchObject({ verdict: 'partial', failed: ['skillsProfessionals'] });
  });

  it('keeps perfect when only a nice-to-have or a term (pay, start date) falls short', () => {
    const nice = foreman();
    nice.professions[0]!.items.skillsProfessionals = { 20: 4 };
    expect(judged(offer(), nice)).toMatchObject({ verdict: 'perfect', failed: [] });
    // 290 of a 300 top is within the range; 309 is 3 % over it: 12 of the salary's points lost, not a requirement.
    const dearer = foreman({ places: [{ countryId: 1, allState: false, regionIds: [102], cityIds: [10201], salaryAmount: 309, salaryCurrency: 'NOK' }] });
    expect(judged(offer(), dearer)).toMatchObject({ verdict: 'perfect', failed: [] });
  });

  it('names a deal-breaker that capped the total', () => {
    const noEnglish = foreman({ languages: { pl: 7 } });
    const result = judged(offer(), noEnglish);
    expect(result.score).toBe(MATCH_KNOCK_OUT_CAP);
    expect(result).toMatchObject({ verdict: 'knockedOut', failed: ['languages'] });
  });

  it('is good from MATCH_GOOD_SCORE, partial below it, and perfect only from MATCH_PERFECT_SCORE', () => {
    const allMet = [{ dimension: 'salary' as const, met: false, knockOut: false }];
    expect(fitVerdict(MATCH_PERFECT_SCORE, allMet)).toBe('perfect');
    expect(fitVerdict(MATCH_PERFECT_SCORE - 1, allMet)).toBe('good');
    expect(fitVerdict(MATCH_GOOD_SCORE, allMet)).toBe('good');
    expect(fitVerdict(MATCH_GOOD_SCORE - 1, allMet)).toBe('partial');
    expect(fitVerdict(100, [{ dimension: 'experience', met: false, knockOut: false }])).toBe('partial');
  });

  it('gives perfect only to a breakdown without a failed requirement, over many candidates', () => {
    const classes = [3, 1, 2, 4];
    for (const classId of classes) {
      for (const rating of [2, 3.5, 4, 5]) {
        for (const cityIds of [[10201], [10101], []]) {
          const c = foreman({ places: [{ countryId: 1, allState: false, regionIds: cityIds.length ? [102] : [101], cityIds, salaryAmount: 280, salaryCurrency: 'NOK' }] }, classId);
          c.professions[0]!.items.skillsProfessionals = { 20: rating, 21: 3 };
          const result = judged(offer(), c);
          expect(FIT_VERDICTS).toContain(result.verdict);
          if (result.verdict === 'perfect') expect(result.failed).toEqual([]);
          if (result.failed.length > 0) expect(result.verdict).not.toBe('perfect');
        }
      }
    }
  });
});
