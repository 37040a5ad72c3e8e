/*
 * Reference exchange rates (issue 28): units of each pay currency per 1 EUR on the rate's day, with
 * where it comes from. Seeded on every start, except over a rate of a later day in the database
 * (written by `npm run rates:update`); `npm run rates:update -- --write-seed` rewrites this file.
 */
import type { ExchangeRate } from '../../features/reference/index.ts';

export const exchangeRates: readonly ExchangeRate[] = [
  { currency: 'NOK', perEur: 11.6, rateDate: '2025-06-30', source: 'Approximate levels of the ECB euro reference rates at the end of June 2025, rounded by hand: not the official values of any one day. Run npm run rates:update for the real ones.' },
  { currency: 'SEK', perEur: 11.1, rateDate: '2025-06-30', source: 'Approximate levels of the ECB euro reference rates at the end of June 2025, rounded by hand: not the official values of any one day. Run npm run rates:update for the real ones.' },
  { currency: 'DKK', perEur: 7.46, rateDate: '2025-06-30', source: 'Approximate levels of the ECB euro reference rates at the end of June 2025, rounded by hand: not the official values of any one day. Run npm run rates:update for the real ones.' },
  { currency: 'EUR', perEur: 1, rateDate: '2025-06-30', source: 'The euro itself' },
  { currency: 'PLN', perEur: 4.25, rateDate: '2025-06-30', source: 'Approximate levels of the ECB euro reference rates at the end of June 2025, rounded by hand: not the official values of any one day. Run npm run rates:update for the real ones.' },
  { currency: 'CZK', perEur: 24.7, rateDate: '2025-06-30', source: 'Approximate levels of the ECB euro reference rates at the end of June 2025, rounded by hand: not the official values of any one day. Run npm run rates:update for the real ones.' },
];
