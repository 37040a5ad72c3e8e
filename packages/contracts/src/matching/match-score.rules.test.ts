import { describe, expect, it } from 'vitest';
import { MATCH_KNOCK_OUT_CAP, MATCH_WEIGHTS, MatchHintNeed } from './match-explanation.ts';
import { type CandidateSnapshot, MATCH_STORE_FLOOR, type MatchOfferInput, NICE_TO_HAVE_SHARE, compileOffer, scoreMatch } from './match-score.rules.ts';
import { carpenterCandidate, carpenterOffer } from './match.fixtures.ts';
import { MATCH_DIMENSIONS, type MatchDimension } from './matched-offers.ts';

const offer = carpenterOffer;
const candidate = carpenterCandidate;

const score = (o: MatchOfferInput, c: CandidateSnapshot) => scoreMatch(compileOffer(o), c);
const dimension = (o: MatchOfferInput, c: CandidateSnapshot, name: MatchDimension) => {
  const found = score(o, c).parts.find((entry) => entry.dimension === name);
  if (!found) throw new Error(`no ${name}`);
  return found;
};
type Profession = CandidateSnapshot['professions'][number];
const carpentry = candidate().professions[0] as Profession;
const withItems = (items: Profession['items'], extra: Partial<Profession> = {}) => candidate({ professions: [{ ...carpentry, items, ...extra }] });
const { Required, NiceToHave, None } = MatchHintNeed;

describe('the matching score', () => {
  it('weighs every dimension, the weights adding up to 100, and stores knocked-out pairs', () => {
    expect(Object.keys(MATCH_WEIGHTS).sort()).toEqual([...MATCH_DIMENSIONS].sort());
    expect(Object.values(MATCH_WEIGHTS).reduce((a, b) => a + b, 0)).toBe(100);
    expect(MATCH_STORE_FLOOR).toBeLessThanOrEqual(MATCH_KNOCK_OUT_CAP);
  });

  it('gives a candidate meeting everything 100 with every dimension met, its full weight in points and no hints', () => {
    const result = score(offer(), candidate());
    expect(result).toMatchObject({ score: 100, partsScore: 100, cappedAt: null });
    expect(result.parts.map((entry) => entry.dimension)).toEqual([...MATCH_DIMENSIONS]);
    expect(result.parts.every((entry) => entry.met && entry.score === 100 && entry.hints.length === 0 && !entry.knockOut && entry.points === entry.weight)).toBe(true);
  });

  describe('profession', () => {
    it('counts another profession of the same industry less, with a hint to add the offer’s', () => {
      const bricklayer = withItems({}, { professionId: 3 });
      expect(dimension(offer(), bricklayer, 'profession')).toMatchObject({ score: 40, met: false, hints: [{ key: 'addProfession', need: None, params: { profession: 1 } }] });
      expect(dimension(offer(), candidate({ professions: [{ ...(bricklayer.professions[0] as Profession), industryId: 5 }] }), 'profession').score).toBe(0);
    });

    it('keeps a profession of the same trade with nothing in common under the store floor', () => {
      const unrelated = withItems({}, { professionId: 3 });
      const nothingAsked = offer({ requirements: {}, languages: [], minExperience: 0 });
      expect(score(nothingAsked, unrelated).score).toBeLessThan(MATCH_STORE_FLOOR);
      // Only nice-to-haves asked, none shared: still nothing in common.
      const onlyNice = offer({ requirements: { skillsProfessionals: [{ id: 30, isRequired: false, rating: 3 }] }, languages: [], minExperience: 0 });
      expect(score(onlyNice, unrelated).score).toBeLessThan(MATCH_STORE_FLOOR);
    });

    it('scores the class against the wanted one: one level under counts half', () => {
      expect(dimension(offer({ professionClassId: 4 }), candidate(), 'professionClass')).toMatchObject({ score: 50, met: false, hints: [{ key: 'professionClass', params: { professionClass: 4 } }] });
      expect(dimension(offer({ professionClassId: 4 }), withItems({}, { professionClassId: 3 }), 'professionClass').score).toBe(0);
      expect(dimension(offer({ professionClassId: 1 }), candidate(), 'professionClass').score).toBe(100);
      expect(dimension(offer({ professionClassId: null }), candidate(), 'professionClass').score).toBe(100);
    });
  });

  describe('skills', () => {
    it('scores professional skills by the rating against the wanted one, the musts carrying all but the nice-to-haves’ share', () => {
      const low = withItems({ ...carpentry.items, skillsProfessionals: { 20: 2, 21: 3 } });
      // The must half met, the nice-to-have met: 75 * 2/4 + 25 * 1.
      expect(dimension(offer(), low, 'skillsProfessionals')).toMatchObject({
        score: 63,
        met: false,
        hints: [{ key: 'raiseRating', need: Required, params: { item: 20, rating: 4, current: 2 } }],
      });
    });

    it('asks to rate only a skill the candidate lists, and to add one they do not', () => {
      const without = withItems({ ...carpentry.items, skillsProfessionals: { 21: 3 } });
      expect(dimension(offer(), without, 'skillsProfessionals').hints).toEqual([{ key: 'addRatedItem', need: Required, params: { item: 20, rating: 4 } }]);
      const rated = withItems({ ...carpentry.items, skillsProfessionals: { 20: 3.5, 21: 3 } });
      expect(dimension(offer(), rated, 'skillsProfessionals').hints).toEqual([{ key: 'raiseRating', need: Required, params: { item: 20, rating: 4, current: 3.5 } }]);
    });

    it('takes the best rating of another profession when the candidate lacks the offer’s', () => {
      const formwork = withItems({ skillsProfessionals: { 20: 4 } }, { professionId: 2 });
      // The must met, the nice-to-have not.
      expect(dimension(offer(), formwork, 'skillsProfessionals')).toMatchObject({ score: 100 - NICE_TO_HAVE_SHARE, met: false });
    });

    it('scores nice-to-have and technical skills by having them; a missing nice-to-have costs its share only and leaves the dimension met', () => {
      const none = withItems({ ...carpentry.items, skillsAdditionals: {}, skillsTechnicals: {} });
      expect(dimension(offer(), none, 'skillsAdditionals')).toMatchObject({
        score: 100 - NICE_TO_HAVE_SHARE,
        met: true,
        hints: [{ key: 'addItem', need: NiceToHave, params: { item: 1 } }],
      });
      expect(dimension(offer(), none, 'skillsTechnicals')).toMatchObject({ score: 0, met: false, knockOut: false, hints: [{ key: 'addItem', need: Required, params: { item: 20 } }] });
    });

    it('gives a list the offer leaves empty full marks to a candidate of the profession only, saying why to anyone else', () => {
      const empty = offer({ requirements: {} });
      expect(dimension(empty, candidate(), 'skillsTechnicals').score).toBe(100);
      expect(dimension(empty, withItems({}, { professionId: 3 }), 'skillsTechnicals')).toMatchObject({ score: 0, hints: [{ key: 'partOfProfession', params: { profession: 1 } }] });
    });

    it('names every item short, musts first, not only the first', () => {
      const many = offer({
        requirements: {
          skillsTechnicals: [
            { id: 5, isRequired: false },
            { id: 20, isRequired: true },
            { id: 21, isRequired: true },
          ],
          certificates: [
            { id: 1, isRequired: true },
            { id: 3, isRequired: true },
          ],
        },
      });
      const bare = withItems({});
      expect(dimension(many, bare, 'skillsTechnicals').hints).toEqual([
        { key: 'addItem', need: Required, params: { item: 20 } },
        { key: 'addItem', need: Required, params: { item: 21 } },
        { key: 'addItem', need: NiceToHave, params: { item: 5 } },
      ]);
      expect(dimension(many, bare, 'certificates').hints.map((hint) => hint.params.item)).toEqual([1, 3]);
    });
  });

  describe('what the candidate holds under another profession', () => {
    const welding: Profession = { industryId: 2, professionId: 9, professionClassId: 2, experienceMonths: 24, items: { certificates: { 1: 0 }, skillsTechnicals: { 20: 0 } } };

    it('counts a certificate and a skill listed under any of the candidate’s professions, and never asks for them', () => {
      const twoTrades = candidate({ professions: [{ ...carpentry, items: { ...carpentry.items, certificates: {}, skillsTechnicals: {} } }, welding] });
      const result = score(offer(), twoTrades);
      expect(result.score).toBe(100);
      expect(result.parts.flatMap((part) => part.hints)).toEqual([]);
    });

    it('tells a candidate without the offer’s profession that the lists count once they add it, asking only for what they lack', () => {
      const welder = candidate({ professions: [{ ...welding, industryId: 1 }] });
      const certificates = dimension(offer({ requirements: { certificates: [{ id: 1, isRequired: true }, { id: 4, isRequired: false }] } }), welder, 'certificates');
      expect(certificates).toMatchObject({ score: 0, knockOut: false });
      expect(certificates.hints).toEqual([
        { key: 'partOfProfession', need: None, params: { profession: 1 } },
        { key: 'addCertificate', need: NiceToHave, params: { item: 4 } },
      ]);
    });
  });

  describe('knock-outs', () => {
    it('caps the total when a required certificate is missing, saying so: the parts add up to more', () => {
      const result = score(offer(), withItems({ ...carpentry.items, certificates: {} }));
      expect(result).toMatchObject({ score: MATCH_KNOCK_OUT_CAP, partsScore: 100 - MATCH_WEIGHTS.certificates, cappedAt: MATCH_KNOCK_OUT_CAP });
      expect(result.parts.find((entry) => entry.dimension === 'certificates')).toMatchObject({
        score: 0,
        points: 0,
        knockOut: true,
        hints: [{ key: 'addCertificate', need: Required, params: { item: 1 } }],
      });
    });

    it('counts a missing nice-to-have certificate as its share of the dimension, not as 0 of 100, and does not knock out', () => {
      const result = score(offer({ requirements: { ...offer().requirements, certificates: [{ id: 2, isRequired: false }] } }), candidate());
      expect(result.parts.find((entry) => entry.dimension === 'certificates')).toMatchObject({
        score: 100 - NICE_TO_HAVE_SHARE,
        met: true,
        points: 6,
        hints: [{ key: 'addCertificate', need: NiceToHave, params: { item: 2 } }],
      });
      expect(result.parts.some((entry) => entry.knockOut)).toBe(false);
      expect(result).toMatchObject({ score: 98, partsScore: 98, cappedAt: null });
    });

    it('caps the total for a required language missing or below the level, naming the level wanted and the one held', () => {
      const below = score(offer(), candidate({ languages: { en: 2 } }));
      expect(below.score).toBe(MATCH_KNOCK_OUT_CAP);
      expect(below.parts.find((entry) => entry.dimension === 'languages')).toMatchObject({
        score: 67,
        knockOut: true,
        hints: [{ key: 'raiseLanguage', need: Required, params: { language: 'en', level: 3, currentLevel: 2 } }],
      });
      expect(dimension(offer(), candidate({ languages: {} }), 'languages')).toMatchObject({ score: 0, knockOut: true, hints: [{ key: 'addLanguage', params: { language: 'en', level: 3 } }] });
    });

    it('only lowers the score for a nice-to-have language', () => {
      const nice = offer({ languages: [{ languageCode: 'no', languageProficiency: 4, isRequired: false }] });
      expect(dimension(nice, candidate(), 'languages')).toMatchObject({
        score: 100 - NICE_TO_HAVE_SHARE,
        met: true,
        knockOut: false,
        hints: [{ key: 'addLanguage', need: NiceToHave, params: { language: 'no', level: 4 } }],
      });
    });

    it('caps the total when no work place is in the offer’s country', () => {
      const sweden = candidate({ places: [{ countryId: 2, allState: true, regionIds: [], cityIds: [], salaryAmount: 200, salaryCurrency: 'SEK' }] });
      const result = score(offer(), sweden);
      expect(result.score).toBeLessThanOrEqual(MATCH_KNOCK_OUT_CAP);
      expect(result.parts.find((entry) => entry.dimension === 'location')).toMatchObject({ score: 0, knockOut: true, hints: [{ key: 'addCountry', need: Required, params: { country: 1 } }] });
    });
  });

  it('shows parts whose points add up to the total, or says what capped it, for candidates short in every way', () => {
    const shortOnes = [
      candidate({ languages: { en: 1 }, availableStatus: 4, availableFrom: null }),
      withItems({ skillsProfessionals: { 20: 1 } }, { professionClassId: 3, experienceMonths: 5 }),
      withItems({ skillsProfessionals: { 20: 3 } }, { professionId: 2 }),
      candidate({ places: [{ countryId: 1, allState: false, regionIds: [101], cityIds: [], salaryAmount: 333, salaryCurrency: 'NOK' }], workSystems: [], isConstantWork: false }),
    ];
    for (const shortOne of shortOnes) {
      const result = score(offer(), shortOne);
      expect(result.parts.reduce((sum, part) => sum + part.points, 0)).toBe(result.partsScore);
      if (result.cappedAt === null) expect(result.score).toBe(result.partsScore);
      else expect(result.parts.some((part) => part.knockOut)).toBe(true);
      for (const part of result.parts) expect(part.points).toBeLessThanOrEqual(part.weight);
    }
  });

  it('scores experience against the minimum years in the offer’s profession', () => {
    expect(dimension(offer({ minExperience: 7 }), candidate(), 'experience')).toMatchObject({ score: 50, hints: [{ key: 'experience', params: { years: 7 } }] });
    expect(dimension(offer({ minExperience: 0 }), withItems({}, { experienceMonths: 0 }), 'experience').score).toBe(100);
  });

  it('scores the location by city, then region, then the country alone', () => {
    const place = (regionIds: number[], cityIds: number[], allState = false) =>
      candidate({ places: [{ countryId: 1, allState, regionIds, cityIds, salaryAmount: 280, salaryCurrency: 'NOK' }] });
    expect(dimension(offer(), place([102], [10202]), 'location').score).toBe(80);
    expect(dimension(offer(), place([101], []), 'location')).toMatchObject({ score: 40, hints: [{ key: 'addRegion', params: { region: 102 } }] });
    expect(dimension(offer(), place([], [], true), 'location').score).toBe(100);
    expect(dimension(offer({ allState: true, regions: [], workLocationRegionId: null, workLocationCityId: null }), place([101], []), 'location').score).toBe(100);
  });

  it('scores the salary expectation in that country against the offer’s top', () => {
    const expecting = (salaryAmount: number, salaryCurrency = 'NOK') =>
      candidate({ places: [{ countryId: 1, allState: true, regionIds: [], cityIds: [], salaryAmount, salaryCurrency }] });
    expect(dimension(offer(), expecting(330), 'salary')).toMatchObject({ score: 60, hints: [{ key: 'salary', params: { amount: 300, currency: 'NOK' } }] });
    expect(dimension(offer(), expecting(400), 'salary').score).toBe(0);
    expect(dimension(offer(), expecting(30, 'EUR'), 'salary').score).toBe(100);
    expect(dimension(offer({ salaryGrossMax: null, salaryGrossMin: null }), expecting(400), 'salary').score).toBe(100);
    // A wage the candidate never gave is no expectation: nothing to compare, full marks (issue 24).
    const notGiven = candidate({ places: [{ countryId: 1, allState: true, regionIds: [], cityIds: [], salaryAmount: null, salaryCurrency: null }] });
    expect(dimension(offer(), notGiven, 'salary').score).toBe(100);
    expect(dimension(offer({ salaryCurrency: null }), notGiven, 'salary').score).toBe(100);
  });

  it('scores availability by the date against the start and by the status', () => {
    expect(dimension(offer(), candidate({ availableFrom: '2026-12-31' }), 'availability')).toMatchObject({ score: 50, hints: [{ key: 'availableFrom', params: { date: '2026-12-01' } }] });
    expect(dimension(offer(), candidate({ availableStatus: 1, availableFrom: null }), 'availability').score).toBe(60);
    expect(dimension(offer(), candidate({ availableStatus: 3, availableFrom: null }), 'availability')).toMatchObject({ score: 0, hints: [{ key: 'availableStatus' }] });
    expect(dimension(offer(), candidate({ availableStatus: 4, availableFrom: null }), 'availability').score).toBe(50);
    expect(dimension(offer({ workStartAt: null }), candidate({ availableFrom: '2027-06-01' }), 'availability').score).toBe(100);
  });

  it('scores work systems, contract types and flexible work by overlap', () => {
    expect(dimension(offer({ workSystems: [3] }), candidate(), 'workSystems')).toMatchObject({ score: 0, hints: [{ key: 'workSystem', params: { workSystem: 3 } }] });
    expect(dimension(offer({ workSystems: [] }), candidate(), 'workSystems').score).toBe(100);
    expect(dimension(offer({ contractTypes: [2] }), candidate(), 'contractTypes')).toMatchObject({ score: 0, hints: [{ key: 'contractType', params: { contractType: 2 } }] });
    expect(dimension(offer({ isFlexibleWork: true, isConstantWork: false }), candidate(), 'flexibleWork')).toMatchObject({ score: 0, hints: [{ key: 'flexibleWork' }] });
    expect(dimension(offer({ isFlexibleWork: true, isConstantWork: true }), candidate(), 'flexibleWork').score).toBe(100);
    expect(dimension(offer(), candidate({ isConstantWork: false, isFlexibleWork: true }), 'flexibleWork')).toMatchObject({ score: 0, hints: [{ key: 'constantWork' }] });
  });
});
