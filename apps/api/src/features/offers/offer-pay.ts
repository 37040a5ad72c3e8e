import { type Money, type PayCurrency } from '@trades/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { offers } from './offers.tables.ts';

/*
 * Pay filter and sort (issue 28). Offers keep their hourly gross pay in their own currency
 * (hourly_pay) and in euro at the reference rates (hourly_pay_eur, indexed), both kept by the
 * database; a floor in any currency becomes a floor in euro, exact for offers in that currency.
 */

/** Units of each currency per euro, and the date of the rates (the oldest used). */
export interface ExchangeRates {
  rateDate: string;
  perEur: Record<string, number>;
}

export interface PayFilter {
  min: number;
  currency: PayCurrency;
  /** The floor in euro. */
  minEur: number;
}

/** Undefined when the currency has no rate. */
export function payFilterOf(rates: ExchangeRates, min: number, currency: PayCurrency): PayFilter | undefined {
  const perEur = rates.perEur[currency];
  return perEur ? { min, currency, minEur: min / perEur } : undefined;
}

/**
 * At least the floor: offers in the floor's own currency by their exact pay, the others by their
 * pay in euro. The first clause is a slightly lower euro bound for both, so the pay index applies.
 */
export function payCondition(pay: PayFilter): SQL {
  return sql`(${offers.hourlyPayEur} >= ${pay.minEur * 0.999} and case when ${offers.salaryCurrency} = ${pay.currency} then ${offers.hourlyPay} >= ${pay.min} else ${offers.hourlyPayEur} >= ${pay.minEur} end)`;
}

/**
 * How many public offers pay each hourly rate, by currency (for one set of the other filters): a
 * pay floor's total is then counted in memory. Floors vary from search to search, and counting
 * every offer above a low floor read most of the pay index (36 ms at 100,000 offers) each time.
 */
export interface PayLevel {
  currency: string;
  hourlyPay: number;
  hourlyPayEur: number;
  offers: number;
}

/** The offers of the distribution that payCondition lets through, decided the same way. */
export function countPayingAtLeast(levels: readonly PayLevel[], pay: PayFilter): number {
  const lowerBound = pay.minEur * 0.999;
  let total = 0;
  for (const level of levels) {
    if (level.hourlyPayEur < lowerBound) continue;
    const paysEnough = level.currency === pay.currency ? level.hourlyPay >= pay.min : level.hourlyPayEur >= pay.minEur;
    if (paysEnough) total += level.offers;
  }
  return total;
}

/** Highest pay first in any currency (written to match offers_public_pay_idx); offers without pay last. */
export function payOrder(direction: 'asc' | 'desc'): SQL[] {
  return direction === 'desc'
    ? [sql`${offers.hourlyPayEur} desc nulls last`, sql`${offers.id} desc nulls last`]
    : [sql`${offers.hourlyPayEur} asc nulls last`, sql`${offers.id} asc`];
}

const cents = (amount: number) => Math.round(amount * 100) / 100;

/**
 * An offer's hourly pay as the list shows it: in the asked currency (converted through euro unless
 * it is the offer's own), else in the offer's currency.
 */
export function hourlyPayOf(
  row: { hourlyPay: string | null; hourlyPayEur: string | null; salaryCurrency: string | null },
  display: { currency: PayCurrency; rates: ExchangeRates } | null,
): Money | null {
  if (row.hourlyPay === null || row.salaryCurrency === null) return null;
  const own = row.salaryCurrency.trim();
  if (!display || display.currency === own) return { amount: cents(Number(row.hourlyPay)), currency: own };
  const perEur = display.rates.perEur[display.currency];
  if (row.hourlyPayEur === null || !perEur) return null;
  return { amount: cents(Number(row.hourlyPayEur) * perEur), currency: display.currency };
}
