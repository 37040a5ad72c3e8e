import { type ClientOfferFormValues, clientOfferFormFields } from './offer-form.ts';

/* A valid offer for the offer-form tests of contracts. */

export const NOK = { min: { amount: 200, currency: 'NOK' as const }, max: { amount: 450, currency: 'NOK' as const } };

/** A valid carpenter offer in Rogaland, as the form sends it. */
export function body(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    clientBrand: 7,
    industry: 1,
    profession: 1,
    professionClass: 2,
    numberOfVacancies: 2,
    minExperience: 3,
    workStartAt: '2026-06-10',
    workEndAt: '2026-09-30',
    workLocationState: 1,
    workLocationRegions: [{ region: 102, cities: [10201] }],
    certificates: [],
    skillsTechnicals: [],
    requiredDocuments: [],
    languages: [],
    salaryGrossValueMin: { amount: 250, currency: 'NOK' },
    salaryGrossValueMax: { amount: 300, currency: 'NOK' },
    ...overrides,
  };
}

export function values(overrides: Record<string, unknown> = {}): ClientOfferFormValues {
  return clientOfferFormFields.parse(body(overrides));
}
