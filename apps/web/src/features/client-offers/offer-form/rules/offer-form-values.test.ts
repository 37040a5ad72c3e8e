import type { ClientOffer } from '@trades/contracts';
import { describe, expect, it } from 'vitest';
import { emptyOfferForm, formValuesFromOffer } from './offer-form-values';
import { offerPayload } from './offer-payload';
import { PRIMARY } from './values.fixtures';

describe('new and loaded values', () => {
  it('starts with the main brand, the primary data’s region choice, one vacancy and the gross hourly rate shown', () => {
    const values = emptyOfferForm(PRIMARY);
    expect(values).toMatchObject({ clientBrand: '3', allState: false, numberOfVacancies: 1, isSalaryGross: true, showSalaryGross: true, showSalaryDaily: false });
    expect(values.workLocationRegions).toEqual([{ region: null, cities: [] }]);
  });

  it('loads an offer of the edit call and sends it back unchanged', () => {
    const offer = {
      clientBrand: 3,
      industry: 1,
      profession: 1,
      professionClass: 2,
      numberOfVacancies: 3,
      minExperience: 2,
      description: '<p>x</p>',
      notes: 'n',
      workStartAt: '2030-04-01',
      workEndAt: null,
      workLocationState: 1,
      allState: false,
      workLocationRegions: [{ region: 102, cities: [10201, 10202] }],
      certificates: [{ id: 1, isRequired: true }],
      experiences: [],
      skillsProfessionals: [{ id: 20, isRequired: false, rating: 4.5 }],
      skillsTechnicals: [{ id: 1, isRequired: true, rating: null }],
      skillsAdditionals: [],
      productionStages: [],
      productionMaterials: [],
      productionMethods: [],
      productionUses: [],
      requiredDocuments: [{ id: 3, isRequired: false }],
      languages: [{ languageCode: 'en', languageProficiency: 3, isRequired: true }],
      rewards: [1],
      weOffers: [],
      benefits: [1, 2],
      contractTypes: [1],
      workSystems: [],
      isConstantWork: true,
      isFlexibleWork: true,
      offerFlexibleWorks: [{ months: [6], weeks: [23, 30], days: [1], hours: ['07:00', '15:30'] }],
      workRotational: false,
      workOvertime: true,
      workDailyHours: 7.5,
      workMonthDays: null,
      salaryGrossValueMin: { amount: 250, currency: 'NOK' },
      salaryGrossValueMax: { amount: 320, currency: 'NOK' },
      salaryDailyValueMin: null,
      salaryMonthValueMin: { amount: 48000, currency: 'NOK' },
      isSalaryGross: true,
      showSalaryGross: true,
      showSalaryDaily: false,
      showSalaryMonth: true,
    } as unknown as ClientOffer;
    const values = formValuesFromOffer(offer);
    expect(values).toMatchObject({ clientBrand: '3', workLocationRegions: [{ region: '102', cities: ['10201', '10202'] }], workMonthDays: '', salaryMonthValueMin: 48000 });
    const payload = offerPayload(values, 'NOK');
    expect(payload).toMatchObject({
      clientBrand: 3,
      workLocationRegions: [{ region: 102, cities: [10201, 10202] }],
      certificates: [{ id: 1, isRequired: true }],
      skillsProfessionals: [{ id: 20, isRequired: false, rating: 4.5 }],
      languages: [{ languageCode: 'en', languageProficiency: 3, isRequired: true }],
      rewards: [1],
      offerFlexibleWorks: [{ months: [6], weeks: [23, 30], days: [1], hours: ['07:00', '15:30'] }],
      workMonthDays: null,
      salaryGrossValueMin: { amount: 250, currency: 'NOK' },
      salaryDailyValueMin: null,
      salaryMonthValueMin: { amount: 48000, currency: 'NOK' },
    });
    expect(payload.certificates).toEqual([{ id: 1, isRequired: true }]);
  });
});
