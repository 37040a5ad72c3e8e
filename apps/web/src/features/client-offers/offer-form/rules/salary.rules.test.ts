import { describe, expect, it } from 'vitest';
import { offerPayload } from './offer-payload';
import { NORWAY_ITEMS, POLAND_ITEMS } from '@/testing/offer-form';
import { rateBoundError, rateHint, withDailySalary, withMonthlySalary } from './salary.rules';
import { validValues } from './values.fixtures';

describe('salary toggles', () => {
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

describe('the rate hint', () => {
  const floor = { hourlyMinor: 26432, currency: 'NOK' };

  it('starts from the trade’s minimum wage where it is above the country’s minimum, in each language’s number format', () => {
    expect(rateHint(NORWAY_ITEMS, floor, 'en')).toEqual({ key: 'rateBoundsFloor', params: { min: '264.32', max: '450', currency: 'NOK' } });
    expect(rateHint(NORWAY_ITEMS, floor, 'pl')).toEqual({ key: 'rateBoundsFloor', params: { min: '264,32', max: '450', currency: 'NOK' } });
    expect(rateHint(NORWAY_ITEMS, floor, 'no')?.params.min).toBe('264,32');
    expect(rateHint(NORWAY_ITEMS, floor, 'ua')?.params.min).toBe('264,32');
  });

  it('is the country’s bounds without a floor, and nothing before the country is known', () => {
    expect(rateHint(NORWAY_ITEMS, null, 'en')).toEqual({ key: 'rateBounds', params: { min: '200', max: '450', currency: 'NOK' } });
    expect(rateHint(POLAND_ITEMS, null, 'pl')).toEqual({ key: 'rateBounds', params: { min: '25', max: '120', currency: 'PLN' } });
    expect(rateHint(undefined, floor, 'en')).toBeNull();
  });
});

describe('a rate outside the country’s bounds', () => {
  it('is named with the bound, in the reader’s number format', () => {
    expect(rateBoundError('rate_range_too_low', NORWAY_ITEMS, 'pl')).toEqual({ key: 'rateTooLow', params: { amount: '200', currency: 'NOK' } });
    expect(rateBoundError('rate_range_too_high', NORWAY_ITEMS, 'en')).toEqual({ key: 'rateTooHigh', params: { amount: '450', currency: 'NOK' } });
    expect(rateBoundError('salary_below_minimum_wage', NORWAY_ITEMS, 'en')).toBeNull();
    expect(rateBoundError('rate_range_too_low', undefined, 'en')).toBeNull();
  });
});
