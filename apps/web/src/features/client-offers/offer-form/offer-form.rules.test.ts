import type { ClientOffer } from '@trades/contracts';
import { describe, expect, it } from 'vitest';
import {
  type OfferFormValues,
  apiPathSegments,
  checkAllState,
  checkFlexibleDraft,
  descriptionCounter,
  draftFromCondition,
  emptyFlexibleDraft,
  emptyOfferForm,
  endDateMin,
  formErrorsFromApi,
  formValuesFromOffer,
  isEditable,
  lockedItems,
  offerPayload,
  restrictedOfferPayload,
  toggleAll,
  validateOfferForm,
  weekToOptions,
  withAllState,
  withCountry,
  withDailySalary,
  withIndustry,
  withItemRating,
  withItemRequired,
  withItemTicked,
  withMonthlySalary,
  withProfession,
  withRegion,
  withWeekFrom,
  withWorkStart,
} from './offer-form.rules';

const PRIMARY = {
  clientBrand: [
    { id: 4, name: 'Fjordbygg Øst', isMain: false },
    { id: 3, name: 'Fjordbygg', isMain: true },
  ],
  allState: [
    { id: 1, title: 'Whole country', selected: false },
    { id: 0, title: 'Selected regions', selected: true },
  ],
};
const TODAY = '2030-03-10';
const NOK = { min: { amount: 200, currency: 'NOK' }, max: { amount: 450, currency: 'NOK' } };

/** A complete offer for a carpenter in Rogaland, as the form holds it. */
function validValues(overrides: Partial<OfferFormValues> = {}): OfferFormValues {
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

const check = (values: OfferFormValues, editMode: 'full' | 'restricted' = 'full') =>
  validateOfferForm(values, { editMode, today: TODAY, salaryBounds: NOK, currency: 'NOK' });

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

describe('choices that reset other fields', () => {
  it('another industry drops the profession and every requirement list', () => {
    const values = withItemTicked(validValues(), 'certificates', 30, true);
    const next = withIndustry(values, '5');
    expect(next).toMatchObject({ industry: '5', profession: null, certificates: [], skillsTechnicals: [] });
    expect(withIndustry(values, '1')).toBe(values);
  });

  it('another profession resets the requirement lists and keeps the rest', () => {
    const values = withItemTicked(withItemTicked(validValues(), 'productionStages', 2, true), 'skillsProfessionals', 20, true);
    const next = withProfession(values, '2');
    expect(next).toMatchObject({ profession: '2', productionStages: [], skillsProfessionals: [], professionClass: '2', workLocationState: '1' });
  });

  it('another country clears rewards, offers, benefits, documents and the regions with their cities', () => {
    const values = validValues({ rewards: ['1'], weOffers: ['2'], benefits: ['3'], requiredDocuments: [{ id: 3, isRequired: true, rating: null }] });
    const next = withCountry(values, '8');
    expect(next).toMatchObject({ workLocationState: '8', rewards: [], weOffers: [], benefits: [], requiredDocuments: [], workLocationRegions: [{ region: null, cities: [] }] });
    expect(withCountry(withAllState(values, true), '8').workLocationRegions).toEqual([]);
  });

  it('another region in a row clears that row’s cities', () => {
    const values = validValues({ workLocationRegions: [{ region: '102', cities: ['10201'] }, { region: '101', cities: ['10101'] }] });
    expect(withRegion(values, 0, '103').workLocationRegions).toEqual([{ region: '103', cities: [] }, { region: '101', cities: ['10101'] }]);
  });
});

describe('diploma rules', () => {
  it('the master diploma ticks, requires and locks the journeyman diploma and technical drawing', () => {
    const values = withItemTicked(validValues(), 'certificates', 2, true);
    expect(values.certificates).toEqual([
      { id: 2, isRequired: false, rating: null },
      { id: 1, isRequired: true, rating: null },
    ]);
    expect(values.skillsTechnicals).toEqual([{ id: 1, isRequired: true, rating: null }]);
    expect(lockedItems(values)).toEqual({ certificates: [1], skillsTechnicals: [1] });
    // Locked items can be neither unticked nor made optional.
    expect(withItemTicked(values, 'certificates', 1, false)).toBe(values);
    expect(withItemRequired(values, 'skillsTechnicals', 1, false)).toBe(values);
  });

  it('the journeyman diploma alone locks technical drawing, which may keep its level', () => {
    let values = withItemTicked(validValues(), 'skillsTechnicals', 1, true);
    values = withItemRating(values, 'skillsTechnicals', 1, 3.5);
    values = withItemTicked(values, 'certificates', 1, true);
    expect(values.skillsTechnicals).toEqual([{ id: 1, isRequired: true, rating: 3.5 }]);
    expect(lockedItems(values)).toEqual({ skillsTechnicals: [1] });
  });

  it('unticking frees the lock, and unticking an item clears its required mark', () => {
    let values = withItemTicked(validValues(), 'certificates', 2, true);
    values = withItemTicked(values, 'certificates', 2, false);
    expect(lockedItems(values)).toEqual({ skillsTechnicals: [1] });
    values = withItemTicked(values, 'certificates', 1, false);
    expect(lockedItems(values)).toEqual({});
    values = withItemRequired(values, 'skillsTechnicals', 1, false);
    expect(values.skillsTechnicals).toEqual([{ id: 1, isRequired: false, rating: null }]);
    values = withItemTicked(values, 'skillsTechnicals', 1, false);
    values = withItemTicked(values, 'skillsTechnicals', 1, true);
    expect(values.skillsTechnicals).toEqual([{ id: 1, isRequired: false, rating: null }]);
  });

  it('a cleared or zero rating asks for no level', () => {
    const values = withItemRating(withItemTicked(validValues(), 'productionMaterials', 9, true), 'productionMaterials', 9, 0);
    expect(values.productionMaterials).toEqual([{ id: 9, isRequired: false, rating: null }]);
  });
});

describe('the Norway rule', () => {
  it('in Norway the tax card ticks, requires and locks the personal number', () => {
    const values = withItemTicked(validValues(), 'requiredDocuments', 1, true);
    expect(values.requiredDocuments).toEqual([
      { id: 1, isRequired: false, rating: null },
      { id: 2, isRequired: true, rating: null },
    ]);
    expect(lockedItems(values)).toEqual({ requiredDocuments: [2] });
    expect(check(values)).toEqual({});
  });

  it('elsewhere the same document ids imply nothing', () => {
    const values = withItemTicked(validValues({ workLocationState: '8', workLocationRegions: [{ region: '801', cities: ['80101'] }] }), 'requiredDocuments', 1, true);
    expect(values.requiredDocuments).toEqual([{ id: 1, isRequired: false, rating: null }]);
    expect(lockedItems(values)).toEqual({});
  });
});

describe('check all and salary toggles', () => {
  it('check all selects every option, then clears them', () => {
    const all = ['1', '2', '3'];
    expect(checkAllState([], all)).toBe('none');
    expect(checkAllState(['2'], all)).toBe('some');
    expect(toggleAll(['2'], all)).toEqual(all);
    expect(checkAllState(all, all)).toBe('all');
    expect(toggleAll(all, all)).toEqual([]);
  });

  it('choosing the daily salary unticks the monthly one and the other way round', () => {
    let values = withMonthlySalary(validValues(), true);
    expect(values).toMatchObject({ showSalaryMonth: true, showSalaryDaily: false });
    values = withDailySalary(values, true);
    expect(values).toMatchObject({ showSalaryMonth: false, showSalaryDaily: true });
    values = withDailySalary(values, false);
    expect(values).toMatchObject({ showSalaryMonth: false, showSalaryDaily: false });
  });

  it('sends the daily or monthly amount only when shown', () => {
    const values = withDailySalary(validValues({ salaryDailyValueMin: '1800', salaryMonthValueMin: 40000 }), true);
    expect(offerPayload(values, 'NOK')).toMatchObject({ salaryDailyValueMin: { amount: 1800, currency: 'NOK' }, salaryMonthValueMin: null });
  });
});

describe('validation with the shared schema', () => {
  it('accepts a complete offer', () => {
    expect(check(validValues())).toEqual({});
  });

  it('puts required fields, limits and negative numbers on their inputs', () => {
    const errors = check(
      validValues({ clientBrand: null, profession: null, numberOfVacancies: -1, minExperience: 81, workDailyHours: 17, workMonthDays: 31, workStartAt: null, salaryGrossValueMin: '' }),
    );
    expect(errors).toMatchObject({
      clientBrand: 'field_required',
      profession: 'field_required',
      numberOfVacancies: 'dont_enter_negative_numbers',
      minExperience: 'max_value_is',
      workDailyHours: 'max_value_is',
      workMonthDays: 'max_value_is',
      workStartAt: 'field_required',
      salaryGrossValueMin: 'field_required',
    });
  });

  it('checks the rate against the country’s bounds and min against max, both ways', () => {
    expect(check(validValues({ salaryGrossValueMin: 150, salaryGrossValueMax: 500 }))).toMatchObject({
      salaryGrossValueMin: 'rate_range_too_low',
      salaryGrossValueMax: 'rate_range_too_high',
    });
    expect(check(validValues({ salaryGrossValueMin: 400, salaryGrossValueMax: 300 }))).toMatchObject({
      salaryGrossValueMin: 'min_rate_should_be_lower_or_equal_max_rate',
      salaryGrossValueMax: 'max_rate_should_be_higher_or_equal_min_rate',
    });
  });

  it('needs the shown daily salary, dates from today and an end after the start', () => {
    expect(check(withDailySalary(validValues(), true))).toMatchObject({ salaryDailyValueMin: 'field_required' });
    expect(check(validValues({ workStartAt: '2030-03-09' }))).toMatchObject({ workStartAt: 'date_before_today' });
    expect(check(validValues({ workEndAt: '2030-04-01' }))).toMatchObject({ workEndAt: 'end_date_must_be_after_start' });
  });

  it('needs each region and each language’s name and level; the cities once the fields are well formed', () => {
    const errors = check(
      validValues({
        workLocationRegions: [{ region: '102', cities: [] }, { region: null, cities: [] }],
        languages: [{ languageCode: null, languageProficiency: null, isRequired: false }],
      }),
    );
    expect(errors).toEqual({
      'workLocationRegions.1.region': 'field_required',
      'languages.0.languageCode': 'field_required',
      'languages.0.languageProficiency': 'field_required',
    });
    expect(check(validValues({ workLocationRegions: [{ region: '102', cities: [] }] }))).toEqual({ 'workLocationRegions.0.cities': 'field_required' });
  });

  it('counts the description without markup: 256 characters pass, 257 are too many', () => {
    expect(check(validValues({ description: `<p><strong>${'a'.repeat(256)}</strong></p>` }))).toEqual({});
    expect(check(validValues({ description: `<p>${'a'.repeat(257)}</p>` }))).toEqual({ description: 'too_many_characters' });
  });

  it('reports a diploma rule broken outside the form on the checklist', () => {
    const values = validValues({ certificates: [{ id: 2, isRequired: false, rating: null }] });
    expect(check(values)).toMatchObject({ certificates: 'journeyman_diploma_required', skillsTechnicals: 'technical_drawing_required' });
  });

  it('an active offer checks and sends only its editable fields', () => {
    const values = validValues({ profession: null, workStartAt: '2020-01-01', numberOfVacancies: -2 });
    expect(check(values, 'restricted')).toEqual({ numberOfVacancies: 'dont_enter_negative_numbers' });
    expect(Object.keys(restrictedOfferPayload(values)).sort()).toEqual(['benefits', 'description', 'notes', 'numberOfVacancies', 'rewards', 'weOffers']);
    expect(isEditable('restricted', 'benefits')).toBe(true);
    expect(isEditable('restricted', 'profession')).toBe(false);
    expect(isEditable('full', 'profession')).toBe(true);
  });
});

describe('server errors on the form', () => {
  it('maps the API’s paths to the fields that show them', () => {
    expect(apiPathSegments('workLocationRegions[0].cities[1]')).toEqual(['workLocationRegions', 0, 'cities', 1]);
    expect(
      formErrorsFromApi({
        'certificates[1].id': ['invalid_value'],
        'salaryGrossValueMin.amount': ['rate_range_too_low'],
        'workLocationRegions[0].cities[1]': ['invalid_value'],
        'rewards[0]': ['invalid_value'],
        'offerFlexibleWorks[2].weeks': ['weeks_not_selected_properly'],
        clientBrand: ['invalid_value', 'field_required'],
      }),
    ).toEqual({
      certificates: 'invalid_value',
      salaryGrossValueMin: 'rate_range_too_low',
      'workLocationRegions.0.cities': 'invalid_value',
      rewards: 'invalid_value',
      'offerFlexibleWorks.2': 'weeks_not_selected_properly',
      clientBrand: 'invalid_value',
    });
  });
});

describe('flexible-work conditions', () => {
  it('needs at least one option', () => {
    expect(checkFlexibleDraft(emptyFlexibleDraft())).toEqual({ ok: false, errors: { condition: 'flexible_condition_empty' } });
  });

  it('setting the from week also sets the to week, and the to list starts there', () => {
    const draft = withWeekFrom({ ...emptyFlexibleDraft(), useWeeks: true }, 20);
    expect(draft).toMatchObject({ weekFrom: 20, weekTo: 20 });
    expect(weekToOptions(20)).toEqual(Array.from({ length: 34 }, (_, i) => i + 20));
    expect(weekToOptions(null)).toHaveLength(53);
  });

  it('incomplete or reversed weeks give the weeks_not_selected_properly toast', () => {
    const base = { ...emptyFlexibleDraft(), useWeeks: true };
    expect(checkFlexibleDraft({ ...base, weekFrom: 5 })).toMatchObject({ ok: false, toast: 'weeks_not_selected_properly' });
    expect(checkFlexibleDraft({ ...base, weekFrom: 30, weekTo: 10 })).toMatchObject({ ok: false, toast: 'weeks_not_selected_properly' });
  });

  it('a switched-on option needs its values; both hours are needed', () => {
    const draft = { ...emptyFlexibleDraft(), useMonths: true, useHours: true, hourFrom: '07:00' };
    expect(checkFlexibleDraft(draft)).toEqual({ ok: false, toast: undefined, errors: { months: 'field_required', hourTo: 'field_required' } });
  });

  it('keeps only the switched-on options, months and days sorted', () => {
    const result = checkFlexibleDraft({ ...emptyFlexibleDraft(), useMonths: true, months: [8, 6, 6], useDays: false, days: [3], useWeeks: true, weekFrom: 23, weekTo: 30 });
    expect(result).toEqual({ ok: true, condition: { months: [6, 8], weeks: [23, 30], days: [], hours: [null, null] } });
    if (result.ok) expect(draftFromCondition(result.condition)).toMatchObject({ useMonths: true, useWeeks: true, useDays: false, useHours: false });
  });
});

describe('description counter and dates', () => {
  it('counts down from 256 without markup; low under 50, negative when over', () => {
    expect(descriptionCounter('<p>Hello <strong>world</strong></p>')).toEqual({ remaining: 245, tone: 'normal' });
    expect(descriptionCounter(`<p>${'a'.repeat(207)}</p>`)).toEqual({ remaining: 49, tone: 'low' });
    expect(descriptionCounter(`<p>${'a'.repeat(206)}</p>`).tone).toBe('normal');
    expect(descriptionCounter(`<p>${'a'.repeat(260)}</p>`)).toEqual({ remaining: -4, tone: 'over' });
  });

  it('the end date starts the day after the start; moving the start past the end clears the end', () => {
    expect(endDateMin('2030-04-01', TODAY)).toBe('2030-04-02');
    expect(endDateMin(null, TODAY)).toBe('2030-03-11');
    const values = validValues({ workEndAt: '2030-05-01' });
    expect(withWorkStart(values, '2030-04-15').workEndAt).toBe('2030-05-01');
    expect(withWorkStart(values, '2030-05-01').workEndAt).toBeNull();
  });
});
