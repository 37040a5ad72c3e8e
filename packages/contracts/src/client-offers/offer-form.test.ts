import { describe, expect, it } from 'vitest';
import { NOK, body, values } from './offer-form.fixtures.ts';
import { clientOfferForm, clientOfferFormWith } from './offer-form.rules.ts';

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

  it('offers one vacancy at least: 0 has its own key, a negative number only the negative one', () => {
    const keys = (numberOfVacancies: unknown) => clientOfferForm.safeParse(body({ numberOfVacancies })).error?.issues.map((issue) => issue.message) ?? [];
    expect(keys(0)).toEqual(['at_least_one_vacancy']);
    expect(keys('0')).toEqual(['at_least_one_vacancy']);
    expect(keys(-1)).toEqual(['dont_enter_negative_numbers']);
    expect(keys(1)).toEqual([]);
  });

  it('takes a description of 5,000 characters of text, markup and entities not counted', () => {
    const keys = (description: string) => clientOfferForm.safeParse(body({ description })).error?.issues.map((issue) => issue.message) ?? [];
    expect(keys(`<p><strong>${'a'.repeat(4999)}</strong>&amp;</p>`)).toEqual([]);
    expect(keys(`<p>${'a'.repeat(5001)}</p>`)).toEqual(['too_many_characters']);
  });
});
