import { describe, expect, it } from 'vitest';
import { values } from './client-offers/offer-form.fixtures.ts';
import { offerFormIssues, offerWageFloor } from './client-offers/offer-form.rules.ts';
import { formatWageFloor } from './formatting.ts';
import { type MinimumWage, minimumWageFloor, payBelowFloor, wageFloorDate } from './minimum-wage.ts';

const construction = (id: number, level: MinimumWage['level'], hourlyMinor: number, validFrom = '2025-06-15', validTo: string | null = null): MinimumWage => ({
  id,
  countryId: 1,
  trade: 'construction',
  professionIds: [1, 19],
  level,
  hourlyMinor,
  currency: 'NOK',
  validFrom,
  validTo,
  source: 'test',
});

const FLOORS: MinimumWage[] = [
  construction(1, 'skilled', 26432),
  construction(2, 'unskilled', 23961),
  construction(3, 'unskilled_experienced', 24900),
  { ...construction(4, 'any', 23654), trade: 'cleaning', professionIds: [38] },
];

const query = (overrides: Partial<Parameters<typeof minimumWageFloor>[1]> = {}) => ({
  countryId: 1,
  professionId: 1,
  professionClassId: 2,
  minExperience: 0,
  date: '2026-07-01',
  ...overrides,
});

describe('minimum wage: which floor applies', () => {
  it('skilled rates for expert (2) and foreman (4), unskilled for apprentice (3) and helper (1)', () => {
    expect(minimumWageFloor(FLOORS, query({ professionClassId: 2 }))?.hourlyMinor).toBe(26432);
    expect(minimumWageFloor(FLOORS, query({ professionClassId: 4 }))?.hourlyMinor).toBe(26432);
    expect(minimumWageFloor(FLOORS, query({ professionClassId: 1 }))?.hourlyMinor).toBe(23961);
    expect(minimumWageFloor(FLOORS, query({ professionClassId: 3 }))?.hourlyMinor).toBe(23961);
    expect(minimumWageFloor(FLOORS, query({ professionClassId: null }))?.hourlyMinor).toBe(23961);
  });

  it('an unskilled offer asking for a year of experience gets the experienced rate', () => {
    expect(minimumWageFloor(FLOORS, query({ professionClassId: 1, minExperience: 1 }))?.hourlyMinor).toBe(24900);
    expect(minimumWageFloor(FLOORS, query({ professionClassId: 2, minExperience: 5 }))?.hourlyMinor).toBe(26432);
  });

  it('a tariff with one rate applies it to every class', () => {
    expect(minimumWageFloor(FLOORS, query({ professionId: 38, professionClassId: 2 }))?.hourlyMinor).toBe(23654);
    expect(minimumWageFloor(FLOORS, query({ professionId: 38, professionClassId: 1 }))?.hourlyMinor).toBe(23654);
  });

  it('no floor for another country or an uncovered trade', () => {
    expect(minimumWageFloor(FLOORS, query({ countryId: 2 }))).toBeNull();
    expect(minimumWageFloor(FLOORS, query({ professionId: 29 }))).toBeNull();
    expect(minimumWageFloor(FLOORS, query({ countryId: null }))).toBeNull();
  });

  it('validity dates are inclusive at both ends; the next period takes over the day after', () => {
    const periods = [construction(1, 'skilled', 25000, '2024-06-15', '2025-06-14'), construction(2, 'skilled', 26432, '2025-06-15')];
    expect(minimumWageFloor(periods, query({ date: '2024-06-14' }))).toBeNull();
    expect(minimumWageFloor(periods, query({ date: '2024-06-15' }))?.hourlyMinor).toBe(25000);
    expect(minimumWageFloor(periods, query({ date: '2025-06-14' }))?.hourlyMinor).toBe(25000);
    expect(minimumWageFloor(periods, query({ date: '2025-06-15' }))?.hourlyMinor).toBe(26432);
    expect(minimumWageFloor(periods, query({ date: '2030-01-01' }))?.hourlyMinor).toBe(26432);
  });

  it('the rate of the work start counts, or of today when the start has passed', () => {
    expect(wageFloorDate('2026-08-01', '2026-07-01')).toBe('2026-08-01');
    expect(wageFloorDate('2026-06-01', '2026-07-01')).toBe('2026-07-01');
    expect(wageFloorDate(null, '2026-07-01')).toBe('2026-07-01');
  });
});

describe('minimum wage: the pay against the floor', () => {
  const floor = { hourlyMinor: 26432, currency: 'NOK' };
  const pay = (overrides: Partial<Parameters<typeof payBelowFloor>[0]> = {}) => ({
    hourlyMin: { amount: 264.32, currency: 'NOK' },
    daily: null,
    monthly: null,
    dailyHours: 7.5,
    monthDays: 20,
    ...overrides,
  });

  it('exactly the floor passes; one øre below fails', () => {
    expect(payBelowFloor(pay(), floor)).toEqual([]);
    expect(payBelowFloor(pay({ hourlyMin: { amount: 264.31, currency: 'NOK' } }), floor)).toEqual(['hourly']);
    expect(payBelowFloor(pay({ hourlyMin: { amount: 264.32, currency: null } }), floor)).toEqual([]);
  });

  it('a daily amount counts through the daily hours: 7.5 h × 264.32 = 1982.40', () => {
    expect(payBelowFloor(pay({ daily: { amount: 1982.4, currency: 'NOK' } }), floor)).toEqual([]);
    expect(payBelowFloor(pay({ daily: { amount: 1982.39, currency: 'NOK' } }), floor)).toEqual(['daily']);
    // Without daily hours the amount cannot be converted and is not checked.
    expect(payBelowFloor(pay({ daily: { amount: 1, currency: 'NOK' }, dailyHours: null }), floor)).toEqual([]);
  });

  it('a monthly amount counts through daily hours and days: 7.5 h × 20 d × 264.32 = 39648.00', () => {
    expect(payBelowFloor(pay({ monthly: { amount: 39648, currency: 'NOK' } }), floor)).toEqual([]);
    expect(payBelowFloor(pay({ monthly: { amount: 39647.99, currency: 'NOK' } }), floor)).toEqual(['monthly']);
    expect(payBelowFloor(pay({ monthly: { amount: 1, currency: 'NOK' }, monthDays: null }), floor)).toEqual([]);
  });

  it('an amount in another currency than the floor is not checked', () => {
    expect(payBelowFloor(pay({ hourlyMin: { amount: 30, currency: 'EUR' } }), floor)).toEqual([]);
  });

  it('formats the floor the way each language writes decimals', () => {
    expect(formatWageFloor(26432, 'en')).toBe('264.32');
    expect(formatWageFloor(26432, 'no')).toBe('264,32');
    expect(formatWageFloor(24900, 'pl')).toBe('249,00');
  });
});

describe('offer form: the minimum wage rule', () => {
  const TODAY = '2026-06-10';
  const context = { today: TODAY, minimumWages: FLOORS };
  const keysOf = (overrides: Record<string, unknown>) =>
    offerFormIssues(values({ salaryGrossValueMin: { amount: 270, currency: 'NOK' }, ...overrides }), context).map((issue) => `${issue.path.join('.')}:${issue.key}`);

  it('refuses an hourly minimum below the floor on the salary field, not at the floor', () => {
    expect(keysOf({ salaryGrossValueMin: { amount: 264.32, currency: 'NOK' } })).toEqual([]);
    expect(keysOf({ salaryGrossValueMin: { amount: 264.31, currency: 'NOK' } })).toEqual(['salaryGrossValueMin.amount:salary_below_minimum_wage']);
    expect(keysOf({ professionClass: 1, minExperience: 0, salaryGrossValueMin: { amount: 240, currency: 'NOK' } })).toEqual([]);
    expect(keysOf({ professionClass: 1, minExperience: 1, salaryGrossValueMin: { amount: 240, currency: 'NOK' } })).toEqual(['salaryGrossValueMin.amount:salary_below_minimum_wage']);
  });

  it('checks a shown gross daily or monthly amount, not a net one or one not shown', () => {
    const daily = { workDailyHours: 8, showSalaryDaily: true, salaryDailyValueMin: { amount: 2000, currency: 'NOK' } };
    expect(keysOf(daily)).toEqual(['salaryDailyValueMin.amount:salary_below_minimum_wage']);
    expect(keysOf({ ...daily, salaryDailyValueMin: { amount: 2114.56, currency: 'NOK' } })).toEqual([]);
    expect(keysOf({ ...daily, isSalaryGross: false })).toEqual([]);
    const monthly = { workDailyHours: 8, workMonthDays: 20, showSalaryMonth: true, salaryMonthValueMin: { amount: 42291.19, currency: 'NOK' } };
    expect(keysOf(monthly)).toEqual(['salaryMonthValueMin.amount:salary_below_minimum_wage']);
    expect(keysOf({ ...monthly, salaryMonthValueMin: { amount: 42291.2, currency: 'NOK' } })).toEqual([]);
  });

  it('gives the floor for the message, none without the data or today', () => {
    expect(offerWageFloor(values(), context)?.hourlyMinor).toBe(26432);
    expect(offerWageFloor(values(), { today: TODAY })).toBeNull();
  });
});
