import { describe, expect, it } from 'vitest';
import { type PayLevel, countPayingAtLeast, payFilterOf } from './offer-pay.ts';

const rates = { rateDate: '2026-12-01', perEur: { EUR: 1, NOK: 11.5, PLN: 4.25 } };
const levels: PayLevel[] = [
  { currency: 'NOK', hourlyPay: 250, hourlyPayEur: 250 / 11.5, offers: 3 },
  { currency: 'NOK', hourlyPay: 300, hourlyPayEur: 300 / 11.5, offers: 2 },
  { currency: 'EUR', hourlyPay: 22, hourlyPayEur: 22, offers: 4 },
  { currency: 'PLN', hourlyPay: 50, hourlyPayEur: 50 / 4.25, offers: 7 },
];
const floor = (min: number, currency: 'EUR' | 'NOK' | 'PLN') => payFilterOf(rates, min, currency) as NonNullable<ReturnType<typeof payFilterOf>>;

describe('countPayingAtLeast', () => {
  it('counts offers in the floor currency by their own pay, a floor equal to it included', () => {
    expect(countPayingAtLeast(levels, floor(250, 'NOK'))).toBe(3 + 2 + 4);
    expect(countPayingAtLeast(levels, floor(250.01, 'NOK'))).toBe(2 + 4);
  });

  it('counts offers in other currencies by their pay in euro', () => {
    expect(countPayingAtLeast(levels, floor(22, 'EUR'))).toBe(2 + 4);
    expect(countPayingAtLeast(levels, floor(50, 'PLN'))).toBe(3 + 2 + 4 + 7);
    expect(countPayingAtLeast(levels, floor(1_000, 'EUR'))).toBe(0);
  });
});
