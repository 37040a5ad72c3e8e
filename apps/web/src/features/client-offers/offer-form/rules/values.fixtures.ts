import { type OfferFormValues, emptyOfferForm } from './offer-form-values';
import { validateOfferForm } from './offer-form-errors';

/* The values of the offer form's rule tests. */

export const PRIMARY = {
  clientBrand: [
    { id: 4, name: 'Fjordbygg Øst', isMain: false },
    { id: 3, name: 'Fjordbygg', isMain: true },
  ],
  allState: [
    { id: 1, title: 'Whole country', selected: false },
    { id: 0, title: 'Selected regions', selected: true },
  ],
};
export const TODAY = '2030-03-10';
export const NOK = { min: { amount: 200, currency: 'NOK' }, max: { amount: 450, currency: 'NOK' } };

/** A complete offer for a carpenter in Rogaland, as the form holds it. */
export function validValues(overrides: Partial<OfferFormValues> = {}): OfferFormValues {
  return {
    ...emptyOfferForm(PRIMARY),
    industry: '1',
    profession: '1',
    professionClass: '2',
    numberOfVacancies: 3,
    minExperience: 2,
    description: '<p>Tømrere søkes</p>',
    workStartAt: '2030-04-01',
    workLocationState: '1',
    workLocationRegions: [{ region: '102', cities: ['10201'] }],
    salaryGrossValueMin: 250,
    salaryGrossValueMax: 320,
    ...overrides,
  };
}

export const check = (values: OfferFormValues, editMode: 'full' | 'restricted' = 'full') =>
  validateOfferForm(values, { editMode, today: TODAY, salaryBounds: NOK, currency: 'NOK', minimumWages: [] });
