import { MATCH_DIMENSIONS, type MatchDimension, MatchMessageKey } from '@trades/contracts';
import { describe, expect, it } from 'vitest';
import {
  type CandidateSnapshot,
  MATCH_KNOCK_OUT_CAP,
  MATCH_STORE_FLOOR,
  MATCH_WEIGHTS,
  type MatchOfferInput,
  compileOffer,
  scoreMatch,
} from './match-score.rules.ts';

/** An active carpenter offer in Rogaland (Norway) with a must and a nice-to-have of every kind. */
const offer = (overrides: Partial<MatchOfferInput> = {}): MatchOfferInput => ({
  industryId: 1,
  professionId: 1,
  professionClassId: 2,
  requirements: {
    skillsProfessionals: [
      { id: 20, isRequired: true, rating: 4 },
      { id: 21, isRequired: false, rating: 3 },
    ],
    skillsAdditionals: [{ id: 1, isRequired: false }],
    skillsTechnicals: [{ id: 20, isRequired: true }],
    certificates: [{ id: 1, isRequired: true }],
  },
  languages: [{ languageCode: 'en', languageProficiency: 3, isRequired: true }],
  minExperience: 2,
  workLocationStateId: 1,
  allState: false,
  workLocationRegionId: 102,
  workLocationCityId: 10201,
  regions: [{ regionId: 102, cityIds: [10201] }],
  salaryGrossMin: '250',
  salaryGrossMax: '300',
  salaryCurrency: 'NOK',
  workStartAt: '2026-12-01',
  workSystems: [1],
  contractTypes: [1],
  isFlexibleWork: false,
  isConstantWork: true,
  ...overrides,
});

/** A carpenter who meets every requirement of `offer()`. */
const candidate = (overrides: Partial<CandidateSnapshot> = {}): CandidateSnapshot => ({
  professions: [
    {
      industryId: 1,
      professionId: 1,
      professionClassId: 2,
      experienceMonths: 42,
      items: {
        skillsProfessionals: { 20: 4.5, 21: 3 },
        skillsAdditionals: { 1: 0 },
        skillsTechnicals: { 20: 0 },
        certificates: { 1: 0 },
      },
    },
  ],
  languages: { pl: 7, en: 4 },
  places: [{ countryId: 1, allState: false, regionIds: [102], cityIds: [10201], salaryAmount: 280, salaryCurrency: 'NOK' }],
  availableStatus: 2,
  availableFrom: '2026-11-20',
  workSystems: [1, 7],
  contractTypes: [1],
  isConstantWork: true,
  isFlexibleWork: false,
  ...overrides,
});

const score = (o: MatchOfferInput, c: CandidateSnapshot) => scoreMatch(compileOffer(o), c);
const dimension = (o: MatchOfferInput, c: CandidateSnapshot, name: MatchDimension) => {
  const found = score(o, c).breakdown.find((entry) => entry.dimension === name);
  if (!found) throw new Error(`no ${name}`);
  return found;
};
const withItems = (items: CandidateSnapshot['professions'][number]['items'], extra: Partial<CandidateSnapshot['professions'][number]> = {}) =>
  candidate({ professions: [{ ...(candidate().professions[0] as CandidateSnapshot['professions'][number]), items, ...extra }] });

describe('the matching score', () => {
  it('weighs every dimension, the weights adding up to 100, and stores knocked-out pairs', () => {
    expect(Object.keys(MATCH_WEIGHTS).sort()).toEqual([...MATCH_DIMENSIONS].sort());
    expect(Object.values(MATCH_WEIGHTS).reduce((a, b) => a + b, 0)).toBe(100);
    expect(MATCH_STORE_FLOOR).toBeLessThanOrEqual(MATCH_KNOCK_OUT_CAP);
  });

  it('gives a candidate meeting everything 100 with every dimension met and no hints', () => {
    const result = score(offer(), candidate());
    expect(result.score).toBe(100);
    expect(result.breakdown.map((entry) => entry.dimension)).toEqual([...MATCH_DIMENSIONS]);
    expect(result.breakdown.every((entry) => entry.met && entry.score === 100 && entry.hint === null && !entry.knockOut)).toBe(true);
    expect(result.breakdown.map((entry) => entry.weight)).toEqual(MATCH_DIMENSIONS.map((name) => MATCH_WEIGHTS[name]));
  });

  describe('profession', () => {
    it('counts another profession of the same industry less, with a hint to add the offer’s', () => {
      const bricklayer = withItems({}, { professionId: 3 });
      expect(dimension(offer(), bricklayer, 'profession')).toMatchObject({ score: 40, met: false, hint: { key: MatchMessageKey.HintAddProfession, params: { profession: 1 } } });
      expect(dimension(offer(), candidate({ professions: [{ ...(bricklayer.professions[0] as CandidateSnapshot['professions'][number]), industryId: 5 }] }), 'profession').score).toBe(0);
    });

    it('keeps a profession of the same trade with nothing in common under the store floor', () => {
      const unrelated = withItems({}, { professionId: 3 });
      const nothingAsked = offer({ requirements: {}, languages: [], minExperience: 0 });
      expect(score(nothingAsked, unrelated).score).toBeLessThan(MATCH_STORE_FLOOR);
    });

    it('scores the class against the wanted one: one level under counts half', () => {
      expect(dimension(offer({ professionClassId: 4 }), candidate(), 'professionClass')).toMatchObject({ score: 50, met: false, hint: { key: MatchMessageKey.HintProfessionClass, params: { professionClass: 4 } } });
      expect(dimension(offer({ professionClassId: 4 }), withItems({}, { professionClassId: 3 }), 'professionClass').score).toBe(0);
      expect(dimension(offer({ professionClassId: 1 }), candidate(), 'professionClass').score).toBe(100);
      expect(dimension(offer({ professionClassId: null }), candidate(), 'professionClass').score).toBe(100);
    });
  });

  describe('skills', () => {
    it('scores professional skills by the rating against the wanted one, a must counting twice', () => {
      const low = withItems({ ...candidate().professions[0]?.items, skillsProfessionals: { 20: 2, 21: 3 } });
      // (2 * 2/4 + 1 * 1) / 3
      expect(dimension(offer(), low, 'skillsProfessionals')).toMatchObject({
        score: 67,
        met: false,
        hint: { key: MatchMessageKey.HintRateItem, params: { kind: 'skillsProfessionals', item: 20, rating: 4 } },
      });
    });

    it('takes the best rating of a related profession when the candidate lacks the offer’s', () => {
      const formwork = withItems({ skillsProfessionals: { 20: 4 } }, { professionId: 2 });
      expect(dimension(offer(), formwork, 'skillsProfessionals').score).toBe(67);
    });

    it('scores nice-to-have and technical skills by having them', () => {
      const none = withItems({ ...candidate().professions[0]?.items, skillsAdditionals: {}, skillsTechnicals: {} });
      expect(dimension(offer(), none, 'skillsAdditionals')).toMatchObject({ score: 0, hint: { key: MatchMessageKey.HintAddItem, params: { kind: 'skillsAdditionals', item: 1 } } });
      expect(dimension(offer(), none, 'skillsTechnicals')).toMatchObject({ score: 0, met: false });
      expect(dimension(offer(), none, 'skillsTechnicals').knockOut).toBeUndefined();
    });

    it('gives a list the offer leaves empty full marks to a candidate of the profession only', () => {
      const empty = offer({ requirements: {} });
      expect(dimension(empty, candidate(), 'skillsTechnicals').score).toBe(100);
      expect(dimension(empty, withItems({}, { professionId: 3 }), 'skillsTechnicals').score).toBe(0);
    });
  });

  describe('knock-outs', () => {
    it('caps the total when a required certificate is missing and says which', () => {
      const result = score(offer(), withItems({ ...candidate().professions[0]?.items, certificates: {} }));
      expect(result.score).toBe(MATCH_KNOCK_OUT_CAP);
      expect(result.breakdown.find((entry) => entry.dimension === 'certificates')).toMatchObject({
        score: 0,
        knockOut: true,
        hint: { key: MatchMessageKey.HintAddCertificate, params: { item: 1 } },
      });
    });

    it('does not knock out on a missing nice-to-have certificate', () => {
      const result = score(offer({ requirements: { ...offer().requirements, certificates: [{ id: 2, isRequired: false }] } }), candidate());
      expect(result.breakdown.find((entry) => entry.dimension === 'certificates')).toMatchObject({ score: 0, met: false });
      expect(result.breakdown.some((entry) => entry.knockOut)).toBe(false);
      expect(result.score).toBe(92);
    });

    it('caps the total for a required language missing or below the level, with the level in the hint', () => {
      const below = score(offer(), candidate({ languages: { en: 2 } }));
      expect(below.score).toBe(MATCH_KNOCK_OUT_CAP);
      expect(below.breakdown.find((entry) => entry.dimension === 'languages')).toMatchObject({
        score: 67,
        knockOut: true,
        hint: { key: MatchMessageKey.HintLanguage, params: { language: 'en', level: 3 } },
      });
      expect(dimension(offer(), candidate({ languages: {} }), 'languages')).toMatchObject({ score: 0, knockOut: true });
    });

    it('only lowers the score for a nice-to-have language', () => {
      const nice = offer({ languages: [{ languageCode: 'no', languageProficiency: 4, isRequired: false }] });
      expect(dimension(nice, candidate(), 'languages')).toMatchObject({ score: 0, met: false, hint: { key: MatchMessageKey.HintLanguage, params: { language: 'no', level: 4 } } });
      expect(dimension(nice, candidate(), 'languages').knockOut).toBeUndefined();
    });

    it('caps the total when no work place is in the offer’s country', () => {
      const sweden = candidate({ places: [{ countryId: 2, allState: true, regionIds: [], cityIds: [], salaryAmount: 200, salaryCurrency: 'SEK' }] });
      const result = score(offer(), sweden);
      expect(result.score).toBeLessThanOrEqual(MATCH_KNOCK_OUT_CAP);
      expect(result.breakdown.find((entry) => entry.dimension === 'location')).toMatchObject({ score: 0, knockOut: true, hint: { key: MatchMessageKey.HintAddCountry, params: { country: 1 } } });
    });
  });

  it('scores experience against the minimum years in the offer’s profession', () => {
    expect(dimension(offer({ minExperience: 7 }), candidate(), 'experience')).toMatchObject({ score: 50, hint: { key: MatchMessageKey.HintExperience, params: { years: 7 } } });
    expect(dimension(offer({ minExperience: 0 }), withItems({}, { experienceMonths: 0 }), 'experience').score).toBe(100);
  });

  it('scores the location by city, then region, then the country alone', () => {
    const place = (regionIds: number[], cityIds: number[], allState = false) =>
      candidate({ places: [{ countryId: 1, allState, regionIds, cityIds, salaryAmount: 280, salaryCurrency: 'NOK' }] });
    expect(dimension(offer(), place([102], [10202]), 'location').score).toBe(80);
    expect(dimension(offer(), place([101], []), 'location')).toMatchObject({ score: 40, hint: { key: MatchMessageKey.HintAddRegion, params: { region: 102 } } });
    expect(dimension(offer(), place([], [], true), 'location').score).toBe(100);
    expect(dimension(offer({ allState: true, regions: [], workLocationRegionId: null, workLocationCityId: null }), place([101], []), 'location').score).toBe(100);
  });

  it('scores the salary expectation in that country against the offer’s top', () => {
    const expecting = (salaryAmount: number, salaryCurrency = 'NOK') =>
      candidate({ places: [{ countryId: 1, allState: true, regionIds: [], cityIds: [], salaryAmount, salaryCurrency }] });
    expect(dimension(offer(), expecting(330), 'salary')).toMatchObject({ score: 60, hint: { key: MatchMessageKey.HintSalary, params: { amount: 300, currency: 'NOK' } } });
    expect(dimension(offer(), expecting(400), 'salary').score).toBe(0);
    expect(dimension(offer(), expecting(30, 'EUR'), 'salary').score).toBe(100);
    expect(dimension(offer({ salaryGrossMax: null, salaryGrossMin: null }), expecting(400), 'salary').score).toBe(100);
  });

  it('scores availability by the date against the start and by the status', () => {
    expect(dimension(offer(), candidate({ availableFrom: '2026-12-31' }), 'availability')).toMatchObject({ score: 50, hint: { key: MatchMessageKey.HintAvailableFrom, params: { date: '2026-12-01' } } });
    expect(dimension(offer(), candidate({ availableStatus: 1, availableFrom: null }), 'availability').score).toBe(60);
    expect(dimension(offer(), candidate({ availableStatus: 3, availableFrom: null }), 'availability')).toMatchObject({ score: 0, hint: { key: MatchMessageKey.HintAvailableStatus } });
    expect(dimension(offer(), candidate({ availableStatus: 4, availableFrom: null }), 'availability').score).toBe(50);
    expect(dimension(offer({ workStartAt: null }), candidate({ availableFrom: '2027-06-01' }), 'availability').score).toBe(100);
  });

  it('scores work systems, contract types and flexible work by overlap', () => {
    expect(dimension(offer({ workSystems: [3] }), candidate(), 'workSystems')).toMatchObject({ score: 0, hint: { key: MatchMessageKey.HintWorkSystem, params: { workSystem: 3 } } });
    expect(dimension(offer({ workSystems: [] }), candidate(), 'workSystems').score).toBe(100);
    expect(dimension(offer({ contractTypes: [2] }), candidate(), 'contractTypes')).toMatchObject({ score: 0, hint: { key: MatchMessageKey.HintContractType, params: { contractType: 2 } } });
    expect(dimension(offer({ isFlexibleWork: true, isConstantWork: false }), candidate(), 'flexibleWork')).toMatchObject({ score: 0, hint: { key: MatchMessageKey.HintFlexibleWork } });
    expect(dimension(offer({ isFlexibleWork: true, isConstantWork: true }), candidate(), 'flexibleWork').score).toBe(100);
    expect(dimension(offer(), candidate({ isConstantWork: false, isFlexibleWork: true }), 'flexibleWork')).toMatchObject({ score: 0, hint: { key: MatchMessageKey.HintConstantWork } });
  });
});
