/*
 * Money of the shop, shared by the API and the web app. Pure rules, no floats.
 *
 * - Every amount is an integer number of grosze (1 PLN = 100 grosze); prices are stored net.
 * - VAT treatment: a buyer whose country is Poland, or unknown, pays 23% Polish VAT; a business
 *   buyer established outside Poland with a tax id valid for its country gets the reverse charge
 *   ("odwrotne obciążenie", "np I" outside the EU and "np II" inside it in KSeF): no Polish VAT.
 * - Rounding: VAT is computed once per rate on the sum of the net values of that rate (the
 *   "sum" method of art. 106e ust. 11 of the VAT act), rounded to the nearest grosz with halves
 *   rounded up: vat = floor((net × 23 + 50) / 100). Lines carry no VAT of their own, so the
 *   totals always add up: gross = net + vat.
 */

import { LOCALE_TAGS } from '../formatting.ts';
import type { Locale } from '../locale.ts';

export const SHOP_CURRENCY = 'PLN' as const;
export const POLISH_VAT_RATE = 23;
export const SELLER_COUNTRY = 'PL';

export type VatTreatment = 'standard' | 'reverse_charge';

/** The member states of the European Union (ISO 3166-1 alpha-2), whose businesses are identified by a VAT number in VIES. */
export const EU_COUNTRIES: readonly string[] = ['AT', 'BE', 'BG', 'CY', 'CZ', 'DE', 'DK', 'EE', 'ES', 'FI', 'FR', 'GR', 'HR', 'HU', 'IE', 'IT', 'LT', 'LU', 'LV', 'MT', 'NL', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK'];

export function isEuCountry(country: string | null | undefined): boolean {
  return country !== null && country !== undefined && EU_COUNTRIES.includes(country.toUpperCase());
}

/**
 * The buyer's VAT treatment. The reverse charge ("odwrotne obciążenie", no Polish VAT) applies only
 * to a business established outside Poland whose tax id was shown valid for its country (in the EU:
 * confirmed in VIES when that check is on); anyone else, a Polish buyer, an unknown country or an
 * unproven tax id, pays 23%.
 */
export function vatTreatmentOf(buyer: { country: string | null; businessIdentified: boolean }): VatTreatment {
  const country = buyer.country?.trim().toUpperCase() || SELLER_COUNTRY;
  if (country === SELLER_COUNTRY) return 'standard';
  return buyer.businessIdentified ? 'reverse_charge' : 'standard';
}

/** The rate in percent applied under a treatment: 23 or 0 (reverse charge). */
export function taxRateOf(treatment: VatTreatment): number {
  return treatment === 'standard' ? POLISH_VAT_RATE : 0;
}

function assertGrosze(value: number, what: string): void {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${what} must be a non-negative integer of grosze`);
}

/** VAT on a net sum at a rate in whole percent, halves up (the rule above). */
export function vatOf(netGrosze: number, ratePercent: number): number {
  assertGrosze(netGrosze, 'net');
  return Math.floor((netGrosze * ratePercent + 50) / 100);
}

export interface MoneyLine {
  unitNet: number;
  quantity: number;
}

export interface MoneyTotals {
  totalItemsQuantity: number;
  totalNetValue: number;
  taxRate: number;
  taxValue: number;
  totalGrossValue: number;
  vatTreatment: VatTreatment;
}

/** Totals of lines under one treatment (every line of an order has the same rate). */
export function totalsOf(lines: readonly MoneyLine[], treatment: VatTreatment): MoneyTotals {
  let net = 0;
  let quantity = 0;
  for (const line of lines) {
    assertGrosze(line.unitNet, 'unit price');
    if (!Number.isSafeInteger(line.quantity) || line.quantity < 0) throw new RangeError('quantity must be a non-negative integer');
    net += line.unitNet * line.quantity;
    quantity += line.quantity;
  }
  const taxRate = taxRateOf(treatment);
  const taxValue = vatOf(net, taxRate);
  return { totalItemsQuantity: quantity, totalNetValue: net, taxRate, taxValue, totalGrossValue: net + taxValue, vatTreatment: treatment };
}

/** "1234.50" from 123450 grosze: the decimal text of an amount (for the KSeF XML and P24 descriptions). */
export function groszeToDecimal(grosze: number): string {
  assertGrosze(grosze, 'amount');
  return `${Math.floor(grosze / 100)}.${String(grosze % 100).padStart(2, '0')}`;
}

/** A signed amount as a decimal ("-12.30"): a correction invoice's differences. */
export function signedGroszeToDecimal(grosze: number): string {
  return grosze < 0 ? `-${groszeToDecimal(-grosze)}` : groszeToDecimal(grosze);
}

/** A signed amount the Polish way ("-1 234,50"). */
export function formatSignedPlnAmount(grosze: number): string {
  return grosze < 0 ? `-${formatPlnAmount(-grosze)}` : formatPlnAmount(grosze);
}

/**
 * A gross amount split into net and VAT at a rate, the VAT computed from the gross (art. 106e ust. 11's
 * "from the gross" method, halves up): what a partial refund of a gross sum corrects.
 */
export function splitGross(grossGrosze: number, ratePercent: number): { net: number; vat: number } {
  assertGrosze(grossGrosze, 'gross');
  const vat = Math.floor((grossGrosze * ratePercent * 2 + (100 + ratePercent)) / (2 * (100 + ratePercent)));
  return { net: grossGrosze - vat, vat };
}

/**
 * An amount in grosze as the reader's language writes money (Intl, one form per language): "1,00 zł"
 * in Polish, "PLN 1.00" in English, "1,00 PLN" in Norwegian and Ukrainian. Every page, mail and
 * price text of the shop goes through it, so no page mixes "zł" and "PLN".
 */
export function formatMoney(grosze: number, currency: string, locale: Locale): string {
  if (!Number.isSafeInteger(grosze)) throw new RangeError('amount must be an integer of grosze');
  return new Intl.NumberFormat(LOCALE_TAGS[locale], { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(grosze / 100);
}

/** "1 234,50" with a non-breaking thousands space, as Polish invoices write amounts. */
export function formatPlnAmount(grosze: number): string {
  const [whole = '0', cents = '00'] = groszeToDecimal(grosze).split('.');
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0')},${cents}`;
}

/**
 * The invoice number: series FV, the month of issue and a counter per month starting at 1
 * without gaps, e.g. FV/2026/11/0001 (the counter is taken inside the settlement transaction).
 */
export function invoiceNumber(year: number, month: number, sequence: number): string {
  return seriesNumber('FV', year, month, sequence);
}

/** Documents numbered per series and month: ZAM/2026/11/0007 (orders), KOR/2026/11/0001 (correction invoices). */
export const NumberSeries = { Invoice: 'FV', Correction: 'KOR', Order: 'ZAM' } as const;
export type NumberSeries = (typeof NumberSeries)[keyof typeof NumberSeries];

export function seriesNumber(series: NumberSeries, year: number, month: number, sequence: number): string {
  if (!Number.isInteger(sequence) || sequence < 1) throw new RangeError('sequence starts at 1');
  return `${series}/${year}/${String(month).padStart(2, '0')}/${String(sequence).padStart(4, '0')}`;
}

/** The counter's key: the issue month in the seller's time zone (Europe/Warsaw), "2026-11". */
export function invoicePeriodOf(issuedAt: Date): { year: number; month: number; key: string } {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw', year: 'numeric', month: '2-digit' }).formatToParts(issuedAt);
  const year = Number(parts.find((p) => p.type === 'year')?.value);
  const month = Number(parts.find((p) => p.type === 'month')?.value);
  return { year, month, key: `${year}-${String(month).padStart(2, '0')}` };
}
