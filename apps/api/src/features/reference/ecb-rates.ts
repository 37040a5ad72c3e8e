import { XMLParser } from 'fast-xml-parser';
import { z } from 'zod';

/** The ECB's euro foreign exchange reference rates of the last working day (published around 16:00 CET). */
export const ECB_DAILY_RATES_URL = 'https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml';

export interface EcbRates {
  /** The day the rates were published for (the file's Cube time), YYYY-MM-DD. */
  rateDate: string;
  /** Units of each asked currency per 1 EUR, in the order asked; EUR itself is 1. */
  rates: { currency: string; perEur: number }[];
}

export type EcbRatesResult = ({ ok: true } & EcbRates) | { ok: false; problems: string[] };

/** gesmes:Envelope > Cube > Cube time=… > Cube currency=… rate=…, namespaces dropped, every Cube a list. */
const ecbFile = z.object({
  Envelope: z.object({
    Cube: z.tuple([
      z.object({
        Cube: z
          .array(
            z.object({
              time: z.iso.date(),
              Cube: z.array(z.object({ currency: z.string(), rate: z.string() })),
            }),
          )
          .min(1),
      }),
    ]),
  }),
});

/** Plain decimal notation only: Number() alone would also take '0x1F' or '1e3'. */
const DECIMAL = /^\d+(\.\d+)?$/;

/**
 * Reads an ECB reference rates file (the daily one, or a history file, whose newest day is taken)
 * for the given currencies. Refuses the whole file when it is not such a file, a currency is
 * missing or a rate is not a positive number: a half-updated table would mix days silently.
 */
export function parseEcbRates(xml: string, currencies: readonly string[]): EcbRatesResult {
  const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '', removeNSPrefix: true, parseAttributeValue: false, isArray: (name) => name === 'Cube' });
  let document: unknown;
  try {
    document = parser.parse(xml, true);
  } catch (error) {
    return { ok: false, problems: [`not well-formed XML: ${error instanceof Error ? error.message : String(error)}`] };
  }
  const file = ecbFile.safeParse(document);
  if (!file.success) return { ok: false, problems: ['not an ECB reference rates file (Envelope > Cube > Cube time > Cube currency rate)'] };
  const days = file.data.Envelope.Cube[0].Cube;
  const newest = days.reduce((latest, day) => (day.time > latest.time ? day : latest));
  const published = new Map(newest.Cube.map((cube) => [cube.currency.trim().toUpperCase(), cube.rate.trim()]));

  const rates: EcbRates['rates'] = [];
  const problems: string[] = [];
  for (const currency of currencies) {
    const rate = currency === 'EUR' ? '1' : published.get(currency);
    if (rate === undefined) problems.push(`${currency}: missing in the rates of ${newest.time}`);
    else if (!DECIMAL.test(rate) || Number(rate) <= 0) problems.push(`${currency}: the rate '${rate}' is not a positive number`);
    else rates.push({ currency, perEur: Number(rate) });
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, rateDate: newest.time, rates };
}
