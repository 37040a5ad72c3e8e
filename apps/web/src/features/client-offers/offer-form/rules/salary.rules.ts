import { type CountryItemsDictionary, type MinimumWage, type Money, OfferErrorKey, offerHourlyRange } from '@trades/contracts';
import { languageTag } from '../offer-form-locale';
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

/** A rate as the reader writes numbers: "264,32" in Polish, Norwegian and Ukrainian, whole amounts without decimals. */
function formatRate(value: number, language: string): string {
  return new Intl.NumberFormat(languageTag(language), { minimumFractionDigits: Number.isInteger(value) ? 0 : 2, maximumFractionDigits: 2 }).format(value);
}

/**
 * The hint under the hourly rate fields: the rates the form accepts, from the trade's minimum wage
 * where it is above the country's minimum ("From 264,32 to 450 NOK", naming the minimum wage), in
 * the reader's number format. Null before the country is chosen.
 */
export function rateHint(
  items: CountryItemsDictionary | undefined,
  floor: Pick<MinimumWage, 'hourlyMinor' | 'currency'> | null,
  language: string,
): { key: 'rateBounds' | 'rateBoundsFloor'; params: { min: string; max: string; currency: string } } | null {
  const bounds = salaryBoundsOf(items);
  if (!bounds) return null;
  const range = offerHourlyRange(bounds, floor);
  return { key: range.floorApplies ? 'rateBoundsFloor' : 'rateBounds', params: { min: formatRate(range.min, language), max: formatRate(range.max, language), currency: range.currency } };
}

/**
 * The form's own words for a rate outside the country's bounds, naming the bound ("below the
 * country's minimum of 200 NOK an hour"): the shared message, also the candidate side's, has no figure.
 * Null when the error is another or the country is not known.
 */
export function rateBoundError(error: string, items: CountryItemsDictionary | undefined, language: string): { key: 'rateTooLow' | 'rateTooHigh'; params: { amount: string; currency: string } } | null {
  const bounds = salaryBoundsOf(items);
  if (!bounds) return null;
  if (error === OfferErrorKey.RateTooLow) return { key: 'rateTooLow', params: { amount: formatRate(bounds.min.amount, language), currency: bounds.min.currency } };
  if (error === OfferErrorKey.RateTooHigh) return { key: 'rateTooHigh', params: { amount: formatRate(bounds.max.amount, language), currency: bounds.max.currency } };
  return null;
}
