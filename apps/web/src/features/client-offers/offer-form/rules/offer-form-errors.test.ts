import { describe, expect, it } from 'vitest';
import { apiPathSegments, offerFieldOf } from './offer-form-errors';
import { fieldErrorsOf } from '@/lib/forms';
import { isEditable, restrictedOfferPayload } from './offer-payload';
import { withDailySalary } from './salary.rules';
import { check, validValues } from './values.fixtures';

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

  it('one check shows the rate errors together with the other sections\' errors', () => {
    const errors = check(validValues({ numberOfVacancies: -1, workDailyHours: 20, description: `<p>${'a'.repeat(5001)}</p>`, salaryGrossValueMin: 50, salaryGrossValueMax: 9000 }));
    expect(errors).toMatchObject({
      numberOfVacancies: 'dont_enter_negative_numbers',
      workDailyHours: 'max_value_is',
      description: 'too_many_characters',
      salaryGrossValueMin: 'rate_range_too_low',
      salaryGrossValueMax: 'rate_range_too_high',
    });
    expect(check(validValues({ numberOfVacancies: -1, salaryGrossValueMin: 400, salaryGrossValueMax: 300 }))).toMatchObject({
      numberOfVacancies: 'dont_enter_negative_numbers',
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

  it('counts the description without markup: 5,000 characters pass, 5,001 are too many', () => {
    expect(check(validValues({ description: `<p><strong>${'a'.repeat(5000)}</strong></p>` }))).toEqual({});
    expect(check(validValues({ description: `<p>${'a'.repeat(5001)}</p>` }))).toEqual({ description: 'too_many_characters' });
  });

  it('asks for one vacancy at least, on the field', () => {
    expect(check(validValues({ numberOfVacancies: 0 }))).toEqual({ numberOfVacancies: 'at_least_one_vacancy' });
    expect(check(validValues({ numberOfVacancies: 0 }), 'restricted')).toEqual({ numberOfVacancies: 'at_least_one_vacancy' });
  });

  it('reports a diploma rule broken outside the form on the checklist', () => {
    const values = validValues({ certificates: [{ id: 2, isRequired: true, rating: null }] });
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
      fieldErrorsOf(
        {
        'certificates[1].id': ['invalid_value'],
        'salaryGrossValueMin.amount': ['rate_range_too_low'],
        'workLocationRegions[0].cities[1]': ['invalid_value'],
        'rewards[0]': ['invalid_value'],
        'offerFlexibleWorks[2].weeks': ['weeks_not_selected_properly'],
        clientBrand: ['invalid_value', 'field_required'],
        },
        offerFieldOf,
      ),
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
