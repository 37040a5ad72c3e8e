import { describe, expect, it } from 'vitest';
import { NOK, body, values } from './offer-form.fixtures.ts';
import type { MinimumWage } from '../minimum-wage.ts';
import { isEmptyOfferCondition, itemsRequiredByOthers, offerFormErrorIssues, offerFormIssues, offerHourlyRange, weeksSelectedProperly } from './offer-form.rules.ts';

/** Norway's skilled construction floor, as the reference data has it. */
const FLOOR: MinimumWage = {
  id: 1,
  countryId: 1,
  trade: 'construction',
  professionIds: [1],
  level: 'skilled',
  hourlyMinor: 26432,
  currency: 'NOK',
  validFrom: '2026-01-01',
  validTo: null,
  source: 'Forskrift om allmenngjøring av tariffavtale for byggeplasser',
};

const TODAY = '2026-06-10';

function keysOf(overrides: Record<string, unknown>, context: Parameters<typeof offerFormIssues>[1] = { today: TODAY, salaryBounds: NOK }) {
  return offerFormIssues(values(overrides), context).map((issue) => `${issue.path.join('.')}:${issue.key}`);
}

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

  it('diplomas: master brings journeyman, either brings technical drawing, required when the diploma is', () => {
    const drawing = [{ id: 1, isRequired: true }];
    // A nice-to-have diploma brings nice-to-have items; required ones may still be asked for.
    expect(keysOf({ certificates: [{ id: 2 }, { id: 1 }], skillsTechnicals: [{ id: 1 }] })).toEqual([]);
    expect(keysOf({ certificates: [{ id: 2 }, { id: 1, isRequired: true }], skillsTechnicals: drawing })).toEqual([]);
    expect(keysOf({ certificates: [{ id: 2, isRequired: true }, { id: 1, isRequired: false }], skillsTechnicals: drawing })).toEqual(['certificates:journeyman_diploma_required']);
    expect(keysOf({ certificates: [{ id: 1, isRequired: true }], skillsTechnicals: [{ id: 1 }] })).toEqual(['skillsTechnicals:technical_drawing_required']);
    expect(keysOf({ certificates: [{ id: 1 }] })).toEqual(['skillsTechnicals:technical_drawing_required']);
    expect(keysOf({ certificates: [{ id: 2 }] })).toEqual(['certificates:journeyman_diploma_required', 'skillsTechnicals:technical_drawing_required']);
    expect(keysOf({ certificates: [{ id: 30 }] })).toEqual([]);
  });

  it('Norway: the tax card brings the personal number, required when the tax card is; elsewhere no such rule', () => {
    expect(keysOf({ requiredDocuments: [{ id: 1 }] })).toEqual(['requiredDocuments:personal_number_required']);
    expect(keysOf({ requiredDocuments: [{ id: 1 }, { id: 2 }] })).toEqual([]);
    expect(keysOf({ requiredDocuments: [{ id: 1, isRequired: true }, { id: 2 }] })).toEqual(['requiredDocuments:personal_number_required']);
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

describe('offer form: shared pieces of the rules', () => {
  it('names the items other ticked items bring along, with the required flag of the item that brought them', () => {
    const none = { certificates: [], skillsTechnicals: [], requiredDocuments: [] };
    expect(itemsRequiredByOthers({ workLocationState: 1, certificates: [{ id: 2, isRequired: false }], requiredDocuments: [{ id: 1, isRequired: true }] })).toEqual({
      certificates: [{ id: 1, isRequired: false }],
      skillsTechnicals: [{ id: 1, isRequired: false }],
      requiredDocuments: [{ id: 2, isRequired: true }],
    });
    // Technical drawing is required when either diploma is.
    expect(itemsRequiredByOthers({ workLocationState: 1, certificates: [{ id: 2, isRequired: false }, { id: 1, isRequired: true }], requiredDocuments: [] })).toEqual({
      ...none,
      certificates: [{ id: 1, isRequired: false }],
      skillsTechnicals: [{ id: 1, isRequired: true }],
    });
    expect(itemsRequiredByOthers({ workLocationState: 2, certificates: [{ id: 30, isRequired: true }], requiredDocuments: [{ id: 1, isRequired: true }] })).toEqual(none);
  });

  it('the hourly range of the hint starts at the trade’s minimum wage when it is above the country’s minimum', () => {
    expect(offerHourlyRange(NOK, { hourlyMinor: 26432, currency: 'NOK' })).toEqual({ min: 264.32, max: 450, currency: 'NOK', floorApplies: true });
    expect(offerHourlyRange(NOK, { hourlyMinor: 15000, currency: 'NOK' })).toEqual({ min: 200, max: 450, currency: 'NOK', floorApplies: false });
    expect(offerHourlyRange(NOK, { hourlyMinor: 26432, currency: 'EUR' })).toEqual({ min: 200, max: 450, currency: 'NOK', floorApplies: false });
    expect(offerHourlyRange(NOK, null)).toEqual({ min: 200, max: 450, currency: 'NOK', floorApplies: false });
  });

  it('wants both weeks or neither, forwards', () => {
    expect(weeksSelectedProperly([null, null])).toBe(true);
    expect(weeksSelectedProperly([3, 3])).toBe(true);
    expect(weeksSelectedProperly([3, null])).toBe(false);
    expect(weeksSelectedProperly([5, 4])).toBe(false);
  });

  it('knows an empty condition', () => {
    const empty = { months: [], weeks: [null, null] as [null, null], days: [], hours: [null, null] as [null, null] };
    expect(isEmptyOfferCondition(empty)).toBe(true);
    expect(isEmptyOfferCondition({ ...empty, hours: [null, '06:00'] })).toBe(false);
  });
});

describe('offer form: every error at once', () => {
  const keysAtOnce = (overrides: Record<string, unknown>) =>
    offerFormErrorIssues(body(overrides), { today: TODAY, salaryBounds: NOK }).map((issue) => `${issue.path.join('.')}:${issue.key}`);

  it('a rate outside the bounds shows together with broken field rules elsewhere', () => {
    const keys = keysAtOnce({ numberOfVacancies: -1, workDailyHours: 20, salaryGrossValueMin: { amount: 50, currency: 'NOK' }, salaryGrossValueMax: { amount: 9000, currency: 'NOK' } });
    expect(keys).toEqual(
      expect.arrayContaining(['numberOfVacancies:dont_enter_negative_numbers', 'workDailyHours:max_value_is', 'salaryGrossValueMin.amount:rate_range_too_low', 'salaryGrossValueMax.amount:rate_range_too_high']),
    );
  });

  it('min above max and a start before today show with a broken field, a group with broken fields of its own waits', () => {
    const keys = keysAtOnce({ numberOfVacancies: -1, workStartAt: '2026-01-01', salaryGrossValueMin: { amount: 400, currency: 'NOK' }, salaryGrossValueMax: { amount: 300, currency: 'NOK' }, languages: [{}] });
    expect(keys).toEqual(expect.arrayContaining(['salaryGrossValueMin.amount:min_rate_should_be_lower_or_equal_max_rate', 'workStartAt:date_before_today']));
    expect(keys.some((key) => key.startsWith('languages.0.languageCode:language_'))).toBe(false);
  });

  it('a rate below both the country’s minimum and the trade’s minimum wage names only the wage, whose message gives the figure', () => {
    const withFloor = { today: TODAY, salaryBounds: NOK, minimumWages: [FLOOR] };
    const keys = offerFormErrorIssues(body({ salaryGrossValueMin: { amount: 150, currency: 'NOK' } }), withFloor).map((issue) => `${issue.path.join('.')}:${issue.key}`);
    expect(keys).toEqual(['salaryGrossValueMin.amount:salary_below_minimum_wage']);
    expect(keysOf({ salaryGrossValueMin: { amount: 150 } }, withFloor)).toEqual(['salaryGrossValueMin.amount:salary_below_minimum_wage']);
    // Without a floor the country's minimum speaks.
    expect(keysOf({ salaryGrossValueMin: { amount: 150 } })).toEqual(['salaryGrossValueMin.amount:rate_range_too_low']);
  });

  it('a valid form gives the same as the rules alone', () => {
    expect(keysAtOnce({})).toEqual([]);
    expect(keysAtOnce({ salaryGrossValueMin: { amount: 100, currency: 'NOK' } })).toEqual(['salaryGrossValueMin.amount:rate_range_too_low']);
  });
});
