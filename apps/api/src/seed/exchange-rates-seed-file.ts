import type { ExchangeRate } from '../features/reference/index.ts';

/** The seeded rates' file, which `npm run rates:update -- --write-seed` rewrites. */
export const EXCHANGE_RATES_SEED_FILE = new URL('./reference/exchange-rates.ts', import.meta.url);

const quoted = (text: string) => `'${text.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`;

/** The seed file's text for the given rates; the committed file is this text too, so a rewrite shows only the rates' change. */
export function exchangeRatesSeedText(rates: readonly ExchangeRate[]): string {
  return [
    '/*',
    ' * Reference exchange rates (issue 28): units of each pay currency per 1 EUR on the rate\'s day, with',
    ' * where it comes from. Seeded on every start, except over a rate of a later day in the database',
    ' * (written by `npm run rates:update`); `npm run rates:update -- --write-seed` rewrites this file.',
    ' */',
    "import type { ExchangeRate } from '../../features/reference/index.ts';",
    '',
    'export const exchangeRates: readonly ExchangeRate[] = [',
    ...rates.map((rate) => `  { currency: ${quoted(rate.currency)}, perEur: ${rate.perEur}, rateDate: ${quoted(rate.rateDate)}, source: ${quoted(rate.source)} },`),
    '];',
    '',
  ].join('\n');
}
