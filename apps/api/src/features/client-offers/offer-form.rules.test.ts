import { type ClientOfferFormValues, clientOfferFormFields } from '@trades/contracts';
import { describe, expect, it } from 'vitest';
import { testCatalogue } from '../../test/reference.ts';
import { catalogueIssues, checkOfferForm, checkRestrictedOfferForm, salaryBoundsOf } from './offer-form.rules.ts';

const catalogue = testCatalogue();
const TODAY = '2026-06-10';
const NOK = { min: { amount: 200, currency: 'NOK' as const }, max: { amount: 450, currency: 'NOK' as const } };

/** A valid carpenter offer in Rogaland, as the form sends it. */
function body(overrides: Record<string, unknown> = {}): Record<string, unknown> {
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
    salaryGrossValueMin: { amount: 270, currency: 'NOK' },
    salaryGrossValueMax: { amount: 300, currency: 'NOK' },
    ...overrides,
  };
}

function values(overrides: Record<string, unknown> = {}): ClientOfferFormValues {
  return clientOfferFormFields.parse(body(overrides));
}

describe('offer form: reference data', () => {
  const issues = (overrides: Record<string, unknown>, brandIds = [7]) =>
    catalogueIssues(values(overrides), catalogue, brandIds).map((issue) => `${issue.path.join('.')}:${issue.key}`);

  it('a valid offer names known ids in the right places', () => {
    expect(
      issues({
        certificates: [{ id: 1 }],
        skillsProfessionals: [{ id: 20 }],
        requiredDocuments: [{ id: 3 }],
        languages: [{ languageCode: 'pl', languageProficiency: 6 }],
        rewards: [8],
        benefits: [11],
        weOffers: [10],
        contractTypes: [1],
        workSystems: [4],
      }),
    ).toEqual([]);
  });

  it('refuses ids that are unknown or outside their parent', () => {
    expect(issues({}, [8])).toEqual(['clientBrand:invalid_value']);
    expect(issues({ industry: 6 })).toEqual(['profession:invalid_value']);
    expect(issues({ industry: 9 })).toContain('industry:invalid_value');
    expect(issues({ professionClass: 99 })).toEqual(['professionClass:invalid_value']);
    expect(issues({ skillsProfessionals: [{ id: 20 }, { id: 1 }] })).toEqual(['skillsProfessionals.1.id:invalid_value']);
    expect(issues({ workLocationState: 99 })).toEqual(['workLocationState:invalid_value']);
    expect(issues({ workLocationRegions: [{ region: 801, cities: [10201] }] })).toEqual(['workLocationRegions.0.region:invalid_value']);
    expect(issues({ workLocationRegions: [{ region: 102, cities: [10201, 10101] }] })).toEqual(['workLocationRegions.0.cities.1:invalid_value']);
    expect(issues({ workLocationState: 2, workLocationRegions: [{ region: 102, cities: [10201] }] })).toEqual(['workLocationRegions.0.region:invalid_value']);
    expect(issues({ requiredDocuments: [{ id: 7 }] })).toEqual(['requiredDocuments.0.id:invalid_value']);
    expect(issues({ benefits: [1, 999] })).toEqual(['benefits.1:invalid_value']);
    expect(issues({ languages: [{ languageCode: 'zz', languageProficiency: 0 + 99 }] })).toEqual([
      'languages.0.languageCode:invalid_value',
      'languages.0.languageProficiency:invalid_value',
    ]);
    expect(issues({ workSystems: [1, 77] })).toEqual(['workSystems.1:invalid_value']);
  });

  it('the salary bounds come from the country', () => {
    expect(salaryBoundsOf(catalogue, 1)).toEqual(NOK);
    expect(salaryBoundsOf(catalogue, 8)?.min).toEqual({ amount: 30, currency: 'PLN' });
    expect(salaryBoundsOf(catalogue, 99)).toBeUndefined();
  });
});

describe('checkOfferForm', () => {
  const context = { catalogue, today: TODAY, brandIds: [7] };

  it('answers field errors first, then everything else at once', () => {
    expect(checkOfferForm(body({ profession: '', salaryGrossValueMin: { amount: 1 } }), context)).toEqual({ ok: false, formErrors: { profession: ['field_required'] } });
    expect(checkOfferForm(body({ profession: 40, salaryGrossValueMin: { amount: 1 }, workStartAt: '2026-06-01', workEndAt: null }), context)).toEqual({
      ok: false,
      formErrors: { 'salaryGrossValueMin.amount': ['rate_range_too_low'], workStartAt: ['date_before_today'], profession: ['invalid_value'] },
    });
    expect(checkOfferForm(null, context)).toMatchObject({ ok: false });
  });

  it('fills in the currency and drops what is not shown or not chosen', () => {
    const checked = checkOfferForm(
      body({
        salaryGrossValueMin: { amount: 270 },
        salaryDailyValueMin: { amount: 2000 },
        salaryMonthValueMin: { amount: 40000 },
        showSalaryMonth: true,
        allState: true,
        offerFlexibleWorks: [{ months: [1] }],
      }),
      context,
    );
    expect(checked.ok).toBe(true);
    if (!checked.ok) return;
    expect(checked.values).toMatchObject({
      salaryGrossValueMin: { amount: 270, currency: 'NOK' },
      salaryDailyValueMin: null,
      salaryMonthValueMin: { amount: 40000, currency: 'NOK' },
      workLocationRegions: [],
      offerFlexibleWorks: [],
    });
  });

  it('the restricted form checks its own fields and the country items', () => {
    expect(checkRestrictedOfferForm({ numberOfVacancies: 2, rewards: [1], profession: 'ignored' }, catalogue, 1)).toEqual({
      ok: true,
      values: { description: '', notes: '', numberOfVacancies: 2, rewards: [1], weOffers: [], benefits: [] },
    });
    expect(checkRestrictedOfferForm({ numberOfVacancies: 2, weOffers: [999] }, catalogue, 1)).toEqual({ ok: false, formErrors: { 'weOffers[0]': ['invalid_value'] } });
    expect(checkRestrictedOfferForm({}, catalogue, 1)).toEqual({ ok: false, formErrors: { numberOfVacancies: ['field_required'] } });
  });
});
