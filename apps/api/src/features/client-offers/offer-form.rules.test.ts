import {
  type ClientOfferFormValues,
  clientOfferForm,
  clientOfferFormFields,
  clientOfferFormWith,
  offerFormIssues,
} from '@trades/contracts';
import { describe, expect, it } from 'vitest';
import { ReferenceCatalogue } from '../reference/reference.catalogue.ts';
import { buildReferenceEntries } from '../reference/reference-entries.ts';
import { catalogueIssues, checkOfferForm, checkRestrictedOfferForm, salaryBoundsOf } from './offer-form.rules.ts';

const catalogue = new ReferenceCatalogue('test', buildReferenceEntries());
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
    salaryGrossValueMin: { amount: 250, currency: 'NOK' },
    salaryGrossValueMax: { amount: 300, currency: 'NOK' },
    ...overrides,
  };
}

function values(overrides: Record<string, unknown> = {}): ClientOfferFormValues {
  return clientOfferFormFields.parse(body(overrides));
}

function keysOf(overrides: Record<string, unknown>, context: Parameters<typeof offerFormIssues>[1] = { today: TODAY, salaryBounds: NOK }) {
  return offerFormIssues(values(overrides), context).map((issue) => `${issue.path.join('.')}:${issue.key}`);
}

describe('offer form: field rules (shared schema)', () => {
  it('normalises form strings, bare ids, pairs and money-bundle names', () => {
    const parsed = values({
      clientBrand: { id: '7' },
      numberOfVacancies: '4',
      workEndAt: '',
      allState: 'on',
      certificates: { 0: { id: '1', isRequired: '1' }, 1: '2', 2: { id: 1 } },
      isFlexibleWork: 'true',
      offerFlexibleWorks: [{ months: ['7', '6', '7'], weeks: { from: '3', to: '9' }, days: '1', hours: { 0: '07:00', 1: '15:00' } }],
      salaryGrossValueMin: { tbbc_amount: '250.555', tbbc_currency: 'nok' },
      salaryMonthValueMin: { amount: '' },
      workDailyHours: '7.5',
    });
    expect(parsed).toMatchObject({
      clientBrand: 7,
      numberOfVacancies: 4,
      workEndAt: null,
      allState: true,
      certificates: [
        { id: 1, isRequired: true },
        { id: 2, isRequired: false },
      ],
      offerFlexibleWorks: [{ months: [6, 7], weeks: [3, 9], days: [1], hours: ['07:00', '15:00'] }],
      salaryGrossValueMin: { amount: 250.56, currency: 'NOK' },
      salaryMonthValueMin: null,
      workDailyHours: 7.5,
      isSalaryGross: true,
      showSalaryGross: true,
      description: '',
    });
  });

  it('the web form schema reports field and cross-field keys by path', () => {
    const result = clientOfferForm.safeParse(body({ workEndAt: '2026-06-10' }));
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['workEndAt', 'end_date_must_be_after_start']]);
    const withToday = clientOfferFormWith({ today: '2026-06-11', salaryBounds: NOK }).safeParse(body({ salaryGrossValueMax: { amount: 451 } }));
    expect(withToday.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['salaryGrossValueMax.amount', 'rate_range_too_high'],
      ['workStartAt', 'date_before_today'],
    ]);
    expect(clientOfferForm.safeParse(body()).success).toBe(true);
  });
});

describe('offer form: rules between fields', () => {
  it('a valid offer has none', () => {
    expect(keysOf({})).toEqual([]);
  });

  it('rates inside the country bounds, bounds included', () => {
    expect(keysOf({ salaryGrossValueMin: { amount: 200 }, salaryGrossValueMax: { amount: 450 } })).toEqual([]);
    expect(keysOf({ salaryGrossValueMin: { amount: 199.99 }, salaryGrossValueMax: { amount: 450.01 } })).toEqual([
      'salaryGrossValueMin.amount:rate_range_too_low',
      'salaryGrossValueMax.amount:rate_range_too_high',
    ]);
    expect(keysOf({ salaryGrossValueMin: { amount: 300 }, salaryGrossValueMax: { amount: 300 } })).toEqual([]);
    expect(keysOf({ salaryGrossValueMin: { amount: 301 }, salaryGrossValueMax: { amount: 300 } })).toEqual([
      'salaryGrossValueMin.amount:min_rate_should_be_lower_or_equal_max_rate',
      'salaryGrossValueMax.amount:max_rate_should_be_higher_or_equal_min_rate',
    ]);
    expect(keysOf({ salaryDailyValueMin: { amount: 2000, currency: 'PLN' } })).toEqual(['salaryDailyValueMin.currency:invalid_value']);
    // Without the country's bounds (the web form before the country items load) only min <= max is checked.
    expect(keysOf({ salaryGrossValueMin: { amount: 1 } }, { today: TODAY })).toEqual([]);
  });

  it('daily or monthly salary: the one shown needs its amount, not both', () => {
    expect(keysOf({ showSalaryDaily: true })).toEqual(['salaryDailyValueMin.amount:field_required']);
    expect(keysOf({ showSalaryMonth: true, salaryMonthValueMin: { amount: 40000 } })).toEqual([]);
    expect(keysOf({ showSalaryDaily: true, showSalaryMonth: true, salaryDailyValueMin: { amount: 1 }, salaryMonthValueMin: { amount: 2 } })).toEqual([
      'showSalaryMonth:salary_daily_or_monthly',
    ]);
  });

  it('dates from today on; the end after the start; no end means indefinitely', () => {
    expect(keysOf({ workStartAt: '2026-06-09' })).toEqual(['workStartAt:date_before_today']);
    expect(keysOf({ workStartAt: '2026-06-10', workEndAt: '2026-06-10' })).toEqual(['workEndAt:end_date_must_be_after_start']);
    expect(keysOf({ workStartAt: '2026-06-01', workEndAt: '2026-05-01' })).toEqual([
      'workStartAt:date_before_today',
      'workEndAt:date_before_today',
      'workEndAt:end_date_must_be_after_start',
    ]);
    expect(keysOf({ workEndAt: null })).toEqual([]);
    expect(keysOf({ workStartAt: '2020-01-01', workEndAt: null }, {})).toEqual([]);
  });

  it('regions with cities unless the whole country', () => {
    expect(keysOf({ workLocationRegions: [] })).toEqual(['workLocationRegions:field_required']);
    expect(keysOf({ allState: true, workLocationRegions: [] })).toEqual([]);
    expect(keysOf({ workLocationRegions: [{ region: 102, cities: [] }, { region: 102, cities: [10202] }] })).toEqual([
      'workLocationRegions.0.cities:field_required',
      'workLocationRegions.1.region:invalid_value',
    ]);
  });

  it('diplomas: master needs journeyman required; either needs technical drawing required', () => {
    const drawing = [{ id: 1, isRequired: true }];
    expect(keysOf({ certificates: [{ id: 2 }, { id: 1, isRequired: true }], skillsTechnicals: drawing })).toEqual([]);
    expect(keysOf({ certificates: [{ id: 2 }, { id: 1, isRequired: false }], skillsTechnicals: drawing })).toEqual(['certificates:journeyman_diploma_required']);
    expect(keysOf({ certificates: [{ id: 1 }] })).toEqual(['skillsTechnicals:technical_drawing_required']);
    expect(keysOf({ certificates: [{ id: 2 }] })).toEqual(['certificates:journeyman_diploma_required', 'skillsTechnicals:technical_drawing_required']);
    expect(keysOf({ certificates: [{ id: 30 }] })).toEqual([]);
  });

  it('Norway: the tax card needs the personal number required; elsewhere no such rule', () => {
    expect(keysOf({ requiredDocuments: [{ id: 1 }] })).toEqual(['requiredDocuments:personal_number_required']);
    expect(keysOf({ requiredDocuments: [{ id: 1 }, { id: 2, isRequired: true }] })).toEqual([]);
    expect(keysOf({ workLocationState: 2, requiredDocuments: [{ id: 1 }] }, { today: TODAY })).toEqual([]);
  });

  it('languages once each', () => {
    expect(keysOf({ languages: [{ languageCode: 'en', languageProficiency: 1 }, { languageCode: 'no', languageProficiency: 1 }, { languageCode: 'en', languageProficiency: 2 }] })).toEqual([
      'languages.2.languageCode:language_duplicated',
    ]);
  });

  it('flexible conditions: an option each, weeks both and forwards, hours both', () => {
    const flexible = (condition: Record<string, unknown>) => keysOf({ isFlexibleWork: true, offerFlexibleWorks: [condition] });
    expect(flexible({ months: [1] })).toEqual([]);
    expect(flexible({ days: [7] })).toEqual([]);
    expect(flexible({ weeks: [53, 53] })).toEqual([]);
    expect(flexible({ hours: ['22:00', '06:00'] })).toEqual([]);
    expect(flexible({})).toEqual(['offerFlexibleWorks.0:flexible_condition_empty']);
    expect(flexible({ weeks: [null, 4] })).toEqual(['offerFlexibleWorks.0.weeks:weeks_not_selected_properly']);
    expect(flexible({ weeks: [5, 4] })).toEqual(['offerFlexibleWorks.0.weeks:weeks_not_selected_properly']);
    expect(flexible({ hours: [null, '06:00'] })).toEqual(['offerFlexibleWorks.0.hours.0:field_required']);
    expect(keysOf({ isFlexibleWork: false, offerFlexibleWorks: [{}] })).toEqual([]);
  });
});

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
        salaryGrossValueMin: { amount: 250 },
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
      salaryGrossValueMin: { amount: 250, currency: 'NOK' },
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
