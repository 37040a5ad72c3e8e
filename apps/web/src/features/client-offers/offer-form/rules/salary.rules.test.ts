import { describe, expect, it } from 'vitest';
import { offerPayload } from './offer-payload';
import { withDailySalary, withMonthlySalary } from './salary.rules';
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
