import { describe, expect, it } from 'vitest';
import { formatMoney, formatPlnAmount, formatSignedPlnAmount, groszeToDecimal, invoiceNumber, invoicePeriodOf, isEuCountry, signedGroszeToDecimal, splitGross, totalsOf, vatOf, vatTreatmentOf } from './money.ts';

describe('shop money', () => {
  it('computes VAT on the net sum, rounding halves up to the grosz', () => {
    expect(vatOf(100, 23)).toBe(23);
    expect(vatOf(2, 23)).toBe(0); // 0.46 gr
    expect(vatOf(3, 23)).toBe(1); // 0.69 gr
    expect(vatOf(50, 23)).toBe(12); // 11.5 gr, half up
    expect(vatOf(150, 23)).toBe(35); // 34.5 gr, half up
    expect(vatOf(49_900, 23)).toBe(11_477);
    expect(vatOf(12_345, 0)).toBe(0);
  });

  it('totals lines once per rate, so gross is always net plus VAT', () => {
    const lines = [
      { unitNet: 50, quantity: 3 },
      { unitNet: 1999, quantity: 1 },
    ];
    const totals = totalsOf(lines, 'standard');
    expect(totals).toEqual({ totalItemsQuantity: 4, totalNetValue: 2149, taxRate: 23, taxValue: 494, totalGrossValue: 2643, vatTreatment: 'standard' });
    // Per-line rounding would give 12 × 3 + 460 = 496: the sum method differs and is the rule.
    expect(totalsOf(lines, 'reverse_charge')).toMatchObject({ taxRate: 0, taxValue: 0, totalGrossValue: 2149 });
    expect(totalsOf([], 'standard')).toMatchObject({ totalItemsQuantity: 0, totalNetValue: 0, taxValue: 0, totalGrossValue: 0 });
  });

  it('refuses fractions of a grosz', () => {
    expect(() => totalsOf([{ unitNet: 1.5, quantity: 1 }], 'standard')).toThrow(RangeError);
    expect(() => vatOf(-1, 23)).toThrow(RangeError);
  });

  it('charges Polish VAT in Poland, when the country is unknown or the business unproven, and reverse-charges identified foreign businesses', () => {
    expect(vatTreatmentOf({ country: 'PL', businessIdentified: true })).toBe('standard');
    expect(vatTreatmentOf({ country: null, businessIdentified: true })).toBe('standard');
    expect(vatTreatmentOf({ country: 'no', businessIdentified: true })).toBe('reverse_charge');
    expect(vatTreatmentOf({ country: 'DE', businessIdentified: true })).toBe('reverse_charge');
    expect(vatTreatmentOf({ country: 'NO', businessIdentified: false })).toBe('standard');
    expect(isEuCountry('de')).toBe(true);
    expect(isEuCountry('NO')).toBe(false);
    expect(isEuCountry(null)).toBe(false);
  });

  it('splits a refunded gross sum into net and VAT from the gross, halves up, and writes signed differences', () => {
    expect(splitGross(123, 23)).toEqual({ net: 100, vat: 23 });
    expect(splitGross(100, 23)).toEqual({ net: 81, vat: 19 });
    expect(splitGross(61, 23)).toEqual({ net: 50, vat: 11 });
    expect(splitGross(500, 0)).toEqual({ net: 500, vat: 0 });
    expect(signedGroszeToDecimal(-1230)).toBe('-12.30');
    expect(signedGroszeToDecimal(5)).toBe('0.05');
    expect(formatSignedPlnAmount(-123_450)).toBe('-1\u00a0234,50');
  });

  it('writes amounts as decimals and the Polish way', () => {
    expect(groszeToDecimal(123_450)).toBe('1234.50');
    expect(groszeToDecimal(5)).toBe('0.05');
    expect(formatPlnAmount(123_456_789)).toBe('1\u00a0234\u00a0567,89');
  });

  it('numbers invoices per month from 0001 and takes the month in Warsaw time', () => {
    expect(invoiceNumber(2026, 11, 1)).toBe('FV/2026/11/0001');
    expect(invoiceNumber(2026, 1, 12_345)).toBe('FV/2026/01/12345');
    expect(() => invoiceNumber(2026, 1, 0)).toThrow(RangeError);
    // 23:30 UTC on 30 November is already 1 December in Warsaw.
    expect(invoicePeriodOf(new Date('2026-11-30T23:30:00Z')).key).toBe('2026-12');
    expect(invoicePeriodOf(new Date('2026-11-30T12:00:00Z'))).toEqual({ year: 2026, month: 11, key: '2026-11' });
  });

  it('writes money one way per language: "zł" in Polish, "PLN" elsewhere, each language\'s decimal mark', () => {
    // Intl separates with no-break spaces; compare with plain ones.
    const plain = (grosze: number, locale: Parameters<typeof formatMoney>[2]) => formatMoney(grosze, 'PLN', locale).replace(/[\u00a0\u202f]/g, ' ');
    expect(plain(100, 'pl')).toBe('1,00 zł');
    expect(plain(100, 'en')).toBe('PLN 1.00');
    expect(plain(100, 'no')).toBe('1,00 PLN');
    expect(plain(100, 'ua')).toBe('1,00 PLN');
    expect(plain(1_234_550, 'pl')).toBe('12 345,50 zł');
    expect(plain(1_234_550, 'en')).toBe('PLN 12,345.50');
    expect(plain(1_234_550, 'no')).toBe('12 345,50 PLN');
    expect(plain(1_234_550, 'ua')).toBe('12 345,50 PLN');
    expect(plain(-246, 'en')).toBe('-PLN 2.46');
    expect(plain(-246, 'pl')).toBe('-2,46 zł');
    for (const locale of ['pl', 'en', 'no', 'ua'] as const) {
      const text = formatMoney(49_900, 'PLN', locale);
      // One currency word per language, never both.
      expect(text.includes('zł') && text.includes('PLN')).toBe(false);
    }
    expect(() => formatMoney(1.5, 'PLN', 'pl')).toThrow(RangeError);
  });
});
