import { type ClientOffer, type ClientOfferPrimary, type CountryItemsDictionary, type DictionaryItem, type ProfessionItemsDictionary, addDays, marketToday } from '@trades/contracts';

/* Answers of the offer form's calls for the component tests (shapes of the real API, trimmed). */

export const PRIMARY: ClientOfferPrimary = {
  clientBrand: [
    { id: 3, name: 'Fjordbygg', isMain: true },
    { id: 4, name: 'Fjordbygg Øst', isMain: false },
  ],
  industries: [
    { id: 1, title: 'Construction', isActive: true, isSoon: false },
    { id: 9, title: 'Agriculture', isActive: false, isSoon: true },
  ],
  professionClasses: [
    { id: 1, title: 'Helper / assistant' },
    { id: 2, title: 'Skilled worker (expert)' },
  ],
  workLocationsStates: [
    { id: 1, country: 'Norway', countryCode: 'NO' },
    { id: 8, country: 'Poland', countryCode: 'PL' },
  ],
  allState: [
    { id: 1, title: 'Whole country', selected: false },
    { id: 0, title: 'Selected regions', selected: true },
  ],
  languages: {
    preferred: [
      { id: 'en', languageCode: 'en', language: 'English', title: 'English' },
      { id: 'no', languageCode: 'no', language: 'Norwegian', title: 'Norwegian' },
    ],
    remaining: [{ id: 'de', languageCode: 'de', language: 'German', title: 'German' }],
  },
  languageProficiencies: [
    { id: 2, title: 'A2 – Elementary', code: 'A2', description: 'Simple routine situations.' },
    { id: 3, title: 'B1 – Intermediate', code: 'B1', description: 'Most situations at work.' },
  ],
  skillScale: { min: 0, max: 5, step: 0.5, items: [] },
  contractTypes: [
    { id: 1, title: 'Employment contract' },
    { id: 2, title: 'Contract of mandate' },
    { id: 3, title: 'B2B contract (self-employed)' },
  ],
  workSystems: [
    { id: 1, title: 'Single shift' },
    { id: 2, title: 'Two shifts' },
  ],
  salaryTypes: [
    { id: 0, title: 'Net' },
    { id: 1, title: 'Gross' },
  ],
};

export const CONSTRUCTION_PROFESSIONS: DictionaryItem[] = [
  { id: 1, title: 'Carpenter' },
  { id: 3, title: 'Bricklayer' },
];

export const CARPENTER_ITEMS: ProfessionItemsDictionary = {
  certificates: [
    { id: 1, title: 'Journeyman certificate', requires: [] },
    { id: 2, title: 'Master craftsman diploma', requires: [1] },
    { id: 30, title: 'Working at heights training', requires: [] },
  ],
  experiences: [{ id: 1, title: 'New residential construction' }],
  skillsProfessionals: [{ id: 20, title: 'Setting out' }],
  skillsTechnicals: [
    { id: 1, title: 'Reading technical drawings' },
    { id: 20, title: 'Laser level' },
  ],
  skillsAdditionals: [{ id: 1, title: 'Own car' }],
  productionStages: [{ id: 2, title: 'Foundations' }],
  productionMaterials: [{ id: 9, title: 'Structural timber (C24)' }],
  productionMethods: [{ id: 6, title: 'Stick-built timber frame' }],
  productionUses: [{ id: 1, title: 'Residential buildings' }],
  professionClasses: PRIMARY.professionClasses,
};

const COUNTRY_LISTS = {
  rewards: [{ id: 1, title: 'Overtime supplement' }],
  benefits: [
    { id: 1, title: 'Accommodation provided' },
    { id: 2, title: 'Travel home and back paid' },
  ],
  weOffers: [{ id: 1, title: 'Long-term employment' }],
};

export const NORWAY_ITEMS: CountryItemsDictionary = {
  requiredDocuments: [
    { id: 1, title: 'Tax deduction card', requires: [2] },
    { id: 2, title: 'D number', requires: [] },
    { id: 3, title: 'HMS card', requires: [] },
  ],
  ...COUNTRY_LISTS,
  salaryGrossValueMin: { amount: 200, currency: 'NOK' },
  salaryGrossValueMax: { amount: 450, currency: 'NOK' },
  minimumWages: [
    {
      id: 1,
      countryId: 1,
      trade: 'construction',
      professionIds: [1, 3],
      level: 'skilled',
      hourlyMinor: 26432,
      currency: 'NOK',
      validFrom: '2025-06-15',
      validTo: null,
      source: 'Forskrift om allmenngjøring av tariffavtale for byggeplasser',
    },
  ],
};

export const POLAND_ITEMS: CountryItemsDictionary = {
  requiredDocuments: [
    { id: 1, title: 'PESEL number', requires: [] },
    { id: 2, title: 'Sanepid booklet', requires: [] },
  ],
  ...COUNTRY_LISTS,
  salaryGrossValueMin: { amount: 25, currency: 'PLN' },
  salaryGrossValueMax: { amount: 120, currency: 'PLN' },
  minimumWages: [],
};

export const NORWAY_REGIONS: DictionaryItem[] = [
  { id: 101, title: 'Oslo' },
  { id: 102, title: 'Rogaland' },
];
export const ROGALAND_CITIES: DictionaryItem[] = [
  { id: 10201, title: 'Stavanger' },
  { id: 10202, title: 'Sandnes' },
];

/** A complete draft for a carpenter in Rogaland starting in ten days, as GET /v1/client-offer/{id} answers. */
export function draftOffer(overrides: Partial<ClientOffer> = {}): ClientOffer {
  const today = marketToday(new Date());
  return {
    id: 41,
    uuid: '7d7c1c2e-7a4e-4a39-9d1c-0f6f3e1f2a41',
    slug: 'carpenter-stavanger',
    status: { id: 1 },
    editMode: 'full',
    moderation: null,
    createdAt: '2030-01-01T10:00:00.000Z',
    updatedAt: '2030-01-01T10:00:00.000Z',
    publicationAt: null,
    endPublicationAt: null,
    offerStatistics: { numTotalApplied: 0, numUniquePreview: 0 },
    clientBrand: 3,
    industry: 1,
    profession: 1,
    professionClass: 2,
    numberOfVacancies: 3,
    minExperience: 2,
    description: '<p>Tømrere søkes</p>',
    notes: '',
    workStartAt: addDays(today, 10),
    workEndAt: null,
    workLocationState: 1,
    allState: false,
    workLocationRegions: [{ region: 102, cities: [10201] }],
    certificates: [],
    experiences: [],
    skillsProfessionals: [],
    skillsTechnicals: [],
    skillsAdditionals: [],
    productionStages: [],
    productionMaterials: [],
    productionMethods: [],
    productionUses: [],
    requiredDocuments: [],
    languages: [],
    rewards: [],
    weOffers: [],
    benefits: [1],
    contractTypes: [1],
    workSystems: [],
    isConstantWork: true,
    isFlexibleWork: false,
    offerFlexibleWorks: [],
    workRotational: false,
    workOvertime: false,
    workDailyHours: null,
    workMonthDays: null,
    salaryGrossValueMin: { amount: 270, currency: 'NOK' },
    salaryGrossValueMax: { amount: 320, currency: 'NOK' },
    salaryDailyValueMin: null,
    salaryMonthValueMin: null,
    isSalaryGross: true,
    showSalaryGross: true,
    showSalaryDaily: false,
    showSalaryMonth: false,
    salaryType: null,
    ...overrides,
  };
}
