import { type MeetsMinimumWage, type MinimumWage, type OfferPayField, minimumWageFloor, payBelowFloor, wageFloorDate } from '@trades/contracts';
import type { ReferenceCatalogue } from '../reference/index.ts';
import type { OfferRow } from './offers.tables.ts';

/* A stored offer against the general-application minimum wage (the form's rule, on the saved columns). */

type StoredPay = Pick<
  OfferRow,
  | 'workLocationStateId'
  | 'professionId'
  | 'professionClassId'
  | 'minExperience'
  | 'workStartAt'
  | 'salaryGrossMin'
  | 'salaryDailyMin'
  | 'salaryMonthMin'
  | 'salaryCurrency'
  | 'showSalaryDaily'
  | 'showSalaryMonth'
  | 'isSalaryGross'
  | 'workDailyHours'
  | 'workMonthDays'
>;

export interface OfferWageCheck {
  floor: MinimumWage;
  /** The amounts below it; empty when the offer meets it. */
  below: OfferPayField[];
}

function amount(value: string | null, currency: string | null) {
  return value === null ? null : { amount: Number(value), currency: currency?.trim() ?? null };
}

/** The floor that applies to a stored offer and the amounts below it; null when no floor applies. */
export function checkOfferWage(catalogue: ReferenceCatalogue, offer: StoredPay, today: string): OfferWageCheck | null {
  const floor = minimumWageFloor(catalogue.minimumWagesOf(offer.workLocationStateId), {
    countryId: offer.workLocationStateId,
    professionId: offer.professionId,
    professionClassId: offer.professionClassId,
    minExperience: offer.minExperience,
    date: wageFloorDate(offer.workStartAt, today),
  });
  if (!floor) return null;
  const below = payBelowFloor(
    {
      hourlyMin: amount(offer.salaryGrossMin, offer.salaryCurrency),
      daily: offer.showSalaryDaily && offer.isSalaryGross ? amount(offer.salaryDailyMin, offer.salaryCurrency) : null,
      monthly: offer.showSalaryMonth && offer.isSalaryGross ? amount(offer.salaryMonthMin, offer.salaryCurrency) : null,
      dailyHours: offer.workDailyHours === null ? null : Number(offer.workDailyHours),
      monthDays: offer.workMonthDays,
    },
    floor,
  );
  return { floor, below };
}

/** What the detail says: the floor the offer meets; null when none applies or the offer does not meet it. */
export function meetsMinimumWageOf(check: OfferWageCheck | null): MeetsMinimumWage | null {
  if (!check || check.below.length > 0) return null;
  return { floor: check.floor.hourlyMinor, currency: check.floor.currency, source: check.floor.source };
}
