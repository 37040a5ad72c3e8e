import { describe, expect, it } from 'vitest';
import { MATCH_KNOCK_OUT_CAP, MATCH_PART_KNOCK_OUT, MATCH_PART_MET, MATCH_WEIGHTS, MatchHintNeed, explainMatch, hintTail, matchScore, partTuple } from './match-explanation.ts';
import { type CandidateSnapshot, type MatchOfferInput, compileOffer, scoreMatch, scoreStoredMatch } from './match-score.rules.ts';
import { type CompactScoreBreakdown, MATCH_DIMENSIONS } from './matched-offers.ts';

/** A carpenter offer in Norway asking for a rated skill, a certificate and English. */
const offer: MatchOfferInput = {
  industryId: 1,
  professionId: 1,
  professionClassId: 2,
  requirements: {
    skillsProfessionals: [{ id: 20, isRequired: true, rating: 4 }],
    skillsAdditionals: [{ id: 1, isRequired: false }],
    certificates: [{ id: 1, isRequired: true }],
  },
  languages: [{ languageCode: 'en', languageProficiency: 3, isRequired: true }],
  minExperience: 2,
  workLocationStateId: 1,
  allState: false,
  workLocationRegionId: 102,
  workLocationCityId: 10201,
  regions: [],
  salaryGrossMin: '250',
  salaryGrossMax: '300',
  salaryCurrency: 'NOK',
  workStartAt: '2026-12-01',
  workSystems: [1],
  contractTypes: [1],
  isFlexibleWork: false,
  isConstantWork: true,
};

const carpenter = (overrides: Partial<CandidateSnapshot> = {}): CandidateSnapshot => ({
  professions: [
    {
      industryId: 1,
      professionId: 1,
      professionClassId: 2,
      experienceMonths: 36,
      items: { skillsProfessionals: { 20: 4 }, skillsAdditionals: { 1: 0 }, certificates: { 1: 0 } },
    },
  ],
  languages: { pl: 7, en: 3 },
  places: [{ countryId: 1, allState: true, regionIds: [], cityIds: [], salaryAmount: 280, salaryCurrency: 'NOK' }],
  availableStatus: 2,
  availableFrom: '2026-11-20',
  workSystems: [1],
  contractTypes: [1],
  isConstantWork: true,
  isFlexibleWork: false,
  ...overrides,
});

/** Candidates short of the offer in different ways: every hint kind that takes parameters, and knock-outs. */
const candidates: CandidateSnapshot[] = [
  carpenter(),
  carpenter({ languages: { pl: 7, en: 2 }, availableStatus: 1, availableFrom: null, workSystems: [7], contractTypes: [4] }),
  carpenter({
    professions: [{ industryId: 1, professionId: 1, professionClassId: 3, experienceMonths: 6, items: { skillsProfessionals: { 20: 2 } } }],
    places: [{ countryId: 1, allState: false, regionIds: [101], cityIds: [], salaryAmount: 400, salaryCurrency: 'NOK' }],
    isConstantWork: false,
    isFlexibleWork: true,
  }),
  // Another profession of the trade sharing the skill; living in another country.
  carpenter({
    professions: [{ industryId: 1, professionId: 2, professionClassId: 2, experienceMonths: 60, items: { skillsProfessionals: { 20: 5 } } }],
    places: [{ countryId: 2, allState: true, regionIds: [], cityIds: [], salaryAmount: 30_000, salaryCurrency: 'SEK' }],
    availableStatus: 3,
  }),
];

describe('the stored breakdown and its explanation', () => {
  const compiled = compileOffer(offer);

  it('keeps only the dimensions short of full marks, and explains the very record stored, through the json column and back', () => {
    for (const candidate of candidates) {
      const stored = scoreStoredMatch(compiled, candidate);
      const full = scoreMatch(compiled, candidate);
      expect(stored.score).toBe(full.score);
      expect(stored.breakdown.map((tuple) => MATCH_DIMENSIONS[tuple[0]])).toEqual(full.parts.filter((entry) => entry.score < 100 || entry.knockOut).map((entry) => entry.dimension));
      expect(explainMatch(JSON.parse(JSON.stringify(stored.breakdown)) as CompactScoreBreakdown)).toEqual(full);
      expect(full.parts.map((entry) => entry.weight)).toEqual(MATCH_DIMENSIONS.map((name) => MATCH_WEIGHTS[name]));
    }
  });

  it('stores nothing for a candidate meeting everything', () => {
    expect(scoreStoredMatch(compiled, carpenter())).toEqual({ score: 100, breakdown: [] });
  });

  it('keeps the knock-out and every hint with its need and parameters', () => {
    const knockedOut = scoreMatch(compiled, candidates[1] as CandidateSnapshot);
    expect(knockedOut.parts.find((entry) => entry.dimension === 'languages')).toEqual({
      dimension: 'languages',
      score: 67,
      weight: MATCH_WEIGHTS.languages,
      points: 5,
      met: false,
      knockOut: true,
      hints: [{ key: 'raiseLanguage', need: MatchHintNeed.Required, params: { language: 'en', level: 3, currentLevel: 2 } }],
    });
    const tuple = partTuple(5, 0, MATCH_PART_KNOCK_OUT, [hintTail('addCertificate', MatchHintNeed.Required, 1), hintTail('addCertificate', MatchHintNeed.Required, 3), hintTail('partOfProfession', MatchHintNeed.None, 7)]);
    expect(explainMatch([tuple as CompactScoreBreakdown[number]]).parts[5]?.hints).toEqual([
      { key: 'addCertificate', need: MatchHintNeed.Required, params: { item: 1 } },
      { key: 'addCertificate', need: MatchHintNeed.Required, params: { item: 3 } },
      { key: 'partOfProfession', need: MatchHintNeed.None, params: { profession: 7 } },
    ]);
  });

  it('reads a dimension met but short (only nice-to-haves missing) as met, and a full one without a record', () => {
    expect(partTuple(3, 100, MATCH_PART_MET, [])).toBeNull();
    const parts = explainMatch([[3, 75, MATCH_PART_MET, ...hintTail('addItem', MatchHintNeed.NiceToHave, 1)]]).parts;
    expect(parts[3]).toMatchObject({ score: 75, met: true, knockOut: false });
    expect(parts.filter((part) => part.dimension !== 'skillsAdditionals').every((part) => part.met && part.score === 100)).toBe(true);
  });

  it('ends the hints at an index this version does not know, so a pair of another engine never breaks the page', () => {
    expect(explainMatch([[5, 0, 0, 999, 1, 2]]).parts[5]?.hints).toEqual([]);
  });
});

describe('the total and the points of the parts', () => {
  it('gives whole points that add up to the parts’ total exactly, each within its weight', () => {
    // Every score of two dimensions and a fixed spread of the others: rounding each part alone would drift.
    for (let a = 0; a <= 100; a += 7) {
      for (let b = 0; b <= 100; b += 3) {
        const stored: CompactScoreBreakdown = [
          [2, a, 0],
          [6, b, 0],
          [7, 33, 0],
          [9, 67, 0],
          [10, 55, 0],
        ];
        const explained = explainMatch(stored);
        expect(explained.parts.reduce((sum, part) => sum + part.points, 0)).toBe(explained.partsScore);
        for (const part of explained.parts) expect(part.points).toBeLessThanOrEqual(part.weight);
        expect(explained.score).toBe(explained.partsScore);
        expect(explained.cappedAt).toBeNull();
      }
    }
  });

  it('caps the total at a knock-out and says so; a knock-out that leaves the total under the cap caps nothing', () => {
    const high: CompactScoreBreakdown = [[5, 0, MATCH_PART_KNOCK_OUT]];
    expect(matchScore(high)).toEqual({ score: MATCH_KNOCK_OUT_CAP, partsScore: 92 });
    expect(explainMatch(high)).toMatchObject({ score: MATCH_KNOCK_OUT_CAP, partsScore: 92, cappedAt: MATCH_KNOCK_OUT_CAP });
    const low: CompactScoreBreakdown = [
      [0, 0, 0],
      [2, 0, 0],
      [5, 0, MATCH_PART_KNOCK_OUT],
      [7, 0, 0],
      [8, 0, 0],
    ];
    expect(explainMatch(low)).toMatchObject({ score: 35, partsScore: 35, cappedAt: null });
  });
});
