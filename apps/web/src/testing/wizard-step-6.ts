import type { WorkLocationShown, wizardPrimary6 } from '@trades/contracts';
import type { z } from 'zod';

/** What the API answers for step 6's form. */
type Step6Primary = z.infer<typeof wizardPrimary6>;

/* Step 6 data of the component and rule tests: Norway and Sweden of the reference data, shortened. */

export const STEP6_PRIMARY: Step6Primary = {
  step: 6,
  countries: [
    {
      id: 1,
      countryCode: 'NO',
      country: 'Norway',
      regions: [
        { id: 101, title: 'Oslo', cities: [{ id: 10101, title: 'Oslo' }] },
        { id: 102, title: 'Rogaland', cities: [{ id: 10201, title: 'Stavanger' }, { id: 10202, title: 'Sandnes' }] },
      ],
      requiredDocuments: [
        { id: 1, title: 'Tax card', requires: [2] },
        { id: 2, title: 'Personal number', requires: [] },
        { id: 3, title: 'D-number', requires: [] },
      ],
      salaryGrossValueMin: { amount: 180, currency: 'NOK' },
      salaryGrossValueMax: { amount: 400, currency: 'NOK' },
    },
    {
      id: 2,
      countryCode: 'SE',
      country: 'Sweden',
      regions: [{ id: 201, title: 'Stockholm', cities: [{ id: 20101, title: 'Stockholm' }] }],
      requiredDocuments: [{ id: 7, title: 'Samordningsnummer', requires: [] }],
      salaryGrossValueMin: { amount: 150, currency: 'SEK' },
      salaryGrossValueMax: { amount: 350, currency: 'SEK' },
    },
    {
      id: 3,
      countryCode: 'DK',
      country: 'Denmark',
      regions: [],
      requiredDocuments: [],
      salaryGrossValueMin: { amount: 140, currency: 'DKK' },
      salaryGrossValueMax: { amount: 300, currency: 'DKK' },
    },
    {
      id: 4,
      countryCode: 'DE',
      country: 'Germany',
      regions: [],
      requiredDocuments: [],
      salaryGrossValueMin: { amount: 13, currency: 'EUR' },
      salaryGrossValueMax: { amount: 40, currency: 'EUR' },
    },
  ],
  rules: { maxWorkLocations: 3, norwayCountryId: 1, taxCardDocumentId: 1, personalNumberDocumentId: 2, documentMaxBytes: 10 * 1024 * 1024, ratingStep: 0.5 },
};

/** A saved place in Rogaland (Norway) with the tax-card pair. */
export function rogalandShown(): WorkLocationShown {
  return {
    id: 5,
    workLocationState: { id: 1, country: 'Norway', countryCode: 'NO' },
    allState: false,
    workLocationRegions: [{ id: 102, title: 'Rogaland' }],
    workLocationCities: [
      { id: 10201, title: 'Stavanger', region: 102 },
      { id: 10202, title: 'Sandnes', region: 102 },
    ],
    requiredDocuments: [{ requiredDocument: { id: 1, title: 'Tax card' } }, { requiredDocument: { id: 2, title: 'Personal number' } }],
    requiredDocumentsAttachments: [],
    rating: 4.5,
    salaryGrossValue: { amount: 260, currency: 'NOK' },
    candidateProfileWorkLocationSalaries: [],
  };
}

/** Sweden as a whole country. */
export function swedenShown(): WorkLocationShown {
  return {
    id: 6,
    workLocationState: { id: 2, country: 'Sweden', countryCode: 'SE' },
    allState: true,
    workLocationRegions: [],
    workLocationCities: [],
    requiredDocuments: [],
    requiredDocumentsAttachments: [],
    rating: null,
    salaryGrossValue: { amount: 200, currency: 'SEK' },
    candidateProfileWorkLocationSalaries: [],
  };
}
