import { MATCH_DIMENSIONS, MatchMessageKey, type StoredScoreBreakdown } from '@trades/contracts';
import { describe, expect, it } from 'vitest';
import { expandBreakdown } from './match-breakdown.ts';
import { type CandidateSnapshot, MATCH_WEIGHTS, type MatchOfferInput, compileOffer, scoreMatch, scoreStoredMatch } from './match-score.rules.ts';

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

describe('the stored breakdown', () => {
  const compiled = compileOffer(offer);

  it('keeps only the dimensions short of full marks, and reads back the very breakdown the engine computed', () => {
    for (const candidate of candidates) {
      const stored = scoreStoredMatch(compiled, candidate);
      const full = scoreMatch(compiled, candidate);
      expect(stored.score).toBe(full.score);
      expect(stored.breakdown.map((tuple) => MATCH_DIMENSIONS[tuple[0]])).toEqual(full.breakdown.filter((entry) => !entry.met || entry.knockOut).map((entry) => entry.dimension));
      // Through the table's json column and back.
      const read = expandBreakdown(JSON.parse(JSON.stringify(stored.breakdown)), MATCH_WEIGHTS);
      expect(read).toEqual(full.breakdown);
      expect(read.map((entry) => entry.weight)).toEqual(MATCH_DIMENSIONS.map((name) => MATCH_WEIGHTS[name]));
    }
  });

  it('stores nothing for a candidate meeting everything, and a tenth or less of the full form otherwise', () => {
    expect(scoreStoredMatch(compiled, carpenter())).toEqual({ score: 100, breakdown: [] });
    const short = scoreStoredMatch(compiled, candidates[2] as CandidateSnapshot);
    expect(JSON.stringify(short.breakdown).length * 5).toBeLessThan(JSON.stringify(scoreMatch(compiled, candidates[2] as CandidateSnapshot).breakdown).length);
  });

  it('keeps the knock-out and the hint with its parameters, the item kind being the dimension', () => {
    const knockedOut = expandBreakdown(scoreStoredMatch(compiled, candidates[1] as CandidateSnapshot).breakdown, MATCH_WEIGHTS);
    expect(knockedOut.find((entry) => entry.dimension === 'languages')).toEqual({
      dimension: 'languages',
      score: 67,
      weight: MATCH_WEIGHTS.languages,
      met: false,
      knockOut: true,
      hint: { key: MatchMessageKey.HintLanguage, params: { language: 'en', level: 3 } },
    });
    const rated = expandBreakdown(scoreStoredMatch(compiled, candidates[2] as CandidateSnapshot).breakdown, MATCH_WEIGHTS);
    expect(rated.find((entry) => entry.dimension === 'skillsProfessionals')?.hint).toEqual({
      key: MatchMessageKey.HintRateItem,
      params: { kind: 'skillsProfessionals', item: 20, rating: 4 },
    });
  });

  it('reads a pair stored by engine version 1 (every dimension in full) as it is', () => {
    const legacy: StoredScoreBreakdown = scoreMatch(compiled, candidates[1] as CandidateSnapshot).breakdown;
    expect(expandBreakdown(legacy, MATCH_WEIGHTS)).toBe(legacy);
  });
});
