import type { CandidateSnapshot, MatchOfferInput } from './match-score.rules.ts';

/* The offer and the candidate the matching tests of contracts start from. */

/** An active carpenter offer in Rogaland (Norway) with a must and a nice-to-have of every kind. */
export const carpenterOffer = (overrides: Partial<MatchOfferInput> = {}): MatchOfferInput => ({
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
export const carpenterCandidate = (overrides: Partial<CandidateSnapshot> = {}): CandidateSnapshot => ({
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
