import { readFileSync } from 'node:fs';
import { PAY_CURRENCIES } from '@trades/contracts';
import { describe, expect, it } from 'vitest';
import { parseEcbRates } from './ecb-rates.ts';

/** An ECB daily file as published (namespaces, single-quoted attributes); the rates are made up for the tests. */
const DAILY = readFileSync(new URL('./ecb-daily.fixture.xml', import.meta.url), 'utf8');

describe('parseEcbRates', () => {
  it('takes the day and the pay currencies of an ECB daily file, EUR as 1', () => {
    expect(parseEcbRates(DAILY, PAY_CURRENCIES)).toEqual({
      ok: true,
      rateDate: '2026-12-04',
      rates: [
        { currency: 'NOK', perEur: 11.7625 },
        { currency: 'SEK', perEur: 10.945 },
        { currency: 'DKK', perEur: 7.469 },
        { currency: 'EUR', perEur: 1 },
        { currency: 'PLN', perEur: 4.228 },
        { currency: 'CZK', perEur: 24.215 },
      ],
    });
  });

  it('takes the newest day of a file with several (the ECB history files)', () => {
    const earlierDay = "\t\t<Cube time='2026-12-03'>\n\t\t\t<Cube currency='NOK' rate='11.5000'/>\n\t\t</Cube>\n";
    const history = DAILY.replace("\t\t<Cube time='2026-12-04'>", `${earlierDay}\t\t<Cube time='2026-12-04'>`);
    expect(parseEcbRates(history, ['NOK'])).toEqual({ ok: true, rateDate: '2026-12-04', rates: [{ currency: 'NOK', perEur: 11.7625 }] });
  });

  it('refuses a file without one of the currencies', () => {
    const withoutSek = DAILY.replace("\t\t\t<Cube currency='SEK' rate='10.9450'/>\n", '');
    expect(parseEcbRates(withoutSek, PAY_CURRENCIES)).toEqual({ ok: false, problems: ['SEK: missing in the rates of 2026-12-04'] });
  });

  it.each(['0', '-7.46', 'n/a', '', '0x1F', '1e3'])('refuses the rate %j', (rate) => {
    const file = DAILY.replace("rate='7.4690'", `rate='${rate}'`);
    expect(parseEcbRates(file, PAY_CURRENCIES)).toEqual({ ok: false, problems: [`DKK: the rate '${rate}' is not a positive number`] });
  });

  it('refuses what is not an ECB rates file', () => {
    expect(parseEcbRates('<html><body>Maintenance</body></html>', PAY_CURRENCIES)).toMatchObject({ ok: false, problems: [expect.stringContaining('not an ECB reference rates file')] });
    expect(parseEcbRates(DAILY.replace("time='2026-12-04'", "time='4 December'"), PAY_CURRENCIES)).toMatchObject({ ok: false, problems: [expect.stringContaining('not an ECB')] });
    expect(parseEcbRates('<Envelope><Cube>', PAY_CURRENCIES)).toMatchObject({ ok: false, problems: [expect.stringContaining('not well-formed XML')] });
  });
});
