import type { CountryItemsDictionary, Money } from '@trades/contracts';
import type { OfferFormValues } from './offer-form-values';

/* The salary: a fixed daily or monthly amount, one at a time, and the country's hourly bounds. */

/** A fixed daily salary and a fixed monthly salary exclude each other: choosing one unticks the other. */
export function withDailySalary(values: OfferFormValues, on: boolean): OfferFormValues {
  return { ...values, showSalaryDaily: on, showSalaryMonth: on ? false : values.showSalaryMonth };
}

export function withMonthlySalary(values: OfferFormValues, on: boolean): OfferFormValues {
  return { ...values, showSalaryMonth: on, showSalaryDaily: on ? false : values.showSalaryDaily };
}

/** The hourly gross bounds of the chosen country (from its items), for the schema and the hint. */
export function salaryBoundsOf(items: CountryItemsDictionary | undefined): { min: Money; max: Money } | null {
  return items ? { min: items.salaryGrossValueMin, max: items.salaryGrossValueMax } : null;
}
