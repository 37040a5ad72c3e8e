import type { OfferDetail, OfferListItem } from '@trades/contracts';

/* Offers as the API answers them, for the component tests of the list, the detail and the home page. */

export function listItem(id: number, overrides: Partial<OfferListItem> = {}): OfferListItem {
  return {
    id,
    uuid: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
    slug: `welder-bergen-${id}`,
    profession: { id: 20, title: `Welder ${id}` },
    industry: { id: 6, title: 'Heavy industry' },
    workLocationState: { id: 1, country: 'Norway', countryCode: 'NO' },
    workLocationCity: { id: 4, title: 'Bergen' },
    workOvertime: true,
    workRotational: false,
    workSystems: [
      { id: 2, title: 'Two shifts' },
      { id: 8, title: 'Rotation 3 weeks on / 3 off' },
    ],
    description: '<p>MIG/MAG welding of <strong>steel</strong> structures.</p><ul><li>Shipyard</li></ul>',
    salaryGrossValueMin: { amount: 260, currency: 'NOK' },
    salaryGrossValueMax: { amount: 295, currency: 'NOK' },
    salaryDailyValueMin: null,
    salaryMonthValueMin: null,
    showSalaryGross: true,
    showSalaryDaily: false,
    showSalaryMonth: false,
    isSalaryGross: true,
    workStartAt: '2026-03-02',
    workEndAt: '2026-11-30',
    publicationAt: '2026-02-01T08:00:00.000Z',
    endPublicationAt: '2026-03-03T08:00:00.000Z',
    client: { name: 'Fjord Stål AS', logo: 'fakeLogo.png' },
    ...overrides,
  };
}

export function offerDetail(id: number, overrides: Partial<OfferDetail> = {}): OfferDetail {
  const base = listItem(id);
  return {
    ...base,
    workLocationState: { id: 1, country: 'Norway', countryCode: 'NO', regions: [{ id: 46, title: 'Vestland', cities: [{ id: 4, title: 'Bergen' }] }] },
    status: { id: 2 },
    professionClass: { id: 2, title: 'Skilled worker (expert)' },
    numberOfVacancies: 3,
    minExperience: 2,
    certificates: [{ id: 40, isRequired: true, rating: null, item: { id: 40, title: 'EN ISO 9606-1 welding certificate' } }],
    experiences: [],
    skillsProfessionals: [{ id: 102, isRequired: false, rating: 3.5, item: { id: 102, title: 'Fillet welds in all positions' } }],
    skillsTechnicals: [{ id: 1, isRequired: true, rating: null, item: { id: 1, title: 'Reading technical drawings' } }],
    skillsAdditionals: [],
    productionStages: [],
    productionMaterials: [],
    productionMethods: [],
    productionUses: [],
    languages: [
      { languageCode: 'en', language: { languageCode: 'en', title: 'English' }, languageProficiency: { id: 3, title: 'B1 – Intermediate' }, isRequired: true },
    ],
    requiredDocuments: [{ id: 1, isRequired: true, requiredDocument: { id: 1, title: 'Tax deduction card (skattekort)' } }],
    rewards: [{ id: 2, title: 'Night and weekend supplement' }],
    benefits: [{ id: 8, title: 'Health insurance' }],
    weOffers: [{ id: 6, title: 'Paid training and certificates' }],
    contractTypes: [{ id: 1, title: 'Employment contract' }],
    salaryType: { id: 1, title: 'Gross' },
    workDailyHours: 7.5,
    workMonthDays: 20,
    workLocationRegion: { id: 46, title: 'Vestland' },
    allState: false,
    isConstantWork: false,
    isFlexibleWork: true,
    offerFlexibleWorks: [{ months: [6, 7], weeks: null, days: [1, 2], hours: { from: '07:00', to: '15:00' } }],
    offerStatistics: { numTotalApplied: 0, numUniquePreview: 14 },
    allowApply: false,
    userApplied: false,
    ...overrides,
  };
}
