import { readFileSync } from 'node:fs';
import { PAY_CURRENCIES } from '@trades/contracts';
import { describe, expect, it } from 'vitest';
import { EXCHANGE_RATES_SEED_FILE, exchangeRatesSeedText } from './exchange-rates-seed-file.ts';
import { exchangeRates } from './reference/exchange-rates.ts';

describe('the seeded exchange rates', () => {
  it('cover every pay currency once with a positive rate, a day and a source; EUR is 1', () => {
    expect(exchangeRates.map((rate) => rate.currency).sort()).toEqual([...PAY_CURRENCIES].sort());
    for (const rate of exchangeRates) {
      expect(rate.perEur).toBeGreaterThan(0);
      expect(rate.rateDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(rate.source.length).toBeGreaterThan(0);
      expect(rate.source.length).toBeLessThanOrEqual(300);
    }
    expect(exchangeRates.find((rate) => rate.currency === 'EUR')?.perEur).toBe(1);
  });

  it('are written in the form --write-seed writes, so a rewrite changes only the rates', () => {
    expect(exchangeRatesSeedText(exchangeRates)).toBe(readFileSync(EXCHANGE_RATES_SEED_FILE, 'utf8'));
  });
});
