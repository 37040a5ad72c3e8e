import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../../infra/db/database.ts';
import { openTestDatabase } from '../../test/test-app.ts';
import { offers } from '../offers/offers.tables.ts';
import { createEmployer, insertOffer } from '../offers/testing.ts';
import { describeExchangeRateChanges, loadExchangeRates, saveExchangeRates, updateExchangeRates } from './exchange-rates.ts';
import { exchangeRates } from './reference.tables.ts';

/** An ECB daily file of 2026-12-04 (made-up rates): NOK 11.7625, SEK 10.945, DKK 7.469, PLN 4.228, CZK 24.215. */
const DAILY = readFileSync(new URL('./ecb-daily.fixture.xml', import.meta.url), 'utf8');
const SOURCE = 'ECB euro foreign exchange reference rates (saved file ecb-daily.fixture.xml)';

describe('updating the exchange rates from an ECB file (npm run rates:update)', () => {
  let database: DatabaseHandle;
  let drop: () => Promise<void>;
  let offerId: number;
  beforeAll(async () => {
    ({ handle: database, drop } = await openTestDatabase());
    // Known starting rates of an earlier day, whatever the seed file holds.
    await saveExchangeRates(
      database.db,
      ['NOK', 'SEK', 'DKK', 'EUR', 'PLN', 'CZK'].map((currency) => ({ currency, perEur: currency === 'EUR' ? 1 : 10, rateDate: '2026-01-02', source: 'test' })),
    );
    const employer = await createEmployer(database.db, 'Fjord Bygg AS');
    offerId = (await insertOffer(database.db, employer.userId, { salaryGrossMin: '235.25', salaryCurrency: 'NOK' })).id;
  });
  afterAll(() => drop());

  const euroPay = async () => (await database.db.select({ eur: offers.hourlyPayEur }).from(offers).where(eq(offers.id, offerId)))[0]?.eur;

  it('refuses a file missing a pay currency and changes nothing', async () => {
    const update = await updateExchangeRates(database.db, DAILY.replace(/\t+<Cube currency='PLN'[^\n]*\n/, ''), SOURCE);
    expect(update).toEqual({ ok: false, problems: ['PLN: missing in the rates of 2026-12-04'] });
    expect((await loadExchangeRates(database.db)).rateDate).toBe('2026-01-02');
    expect(await euroPay()).toBe('23.525000');
  });

  it("writes the file's rates with its day and recomputes the offers' euro pay", async () => {
    const update = await updateExchangeRates(database.db, DAILY, SOURCE);
    if (!update.ok) throw new Error(update.problems.join('; '));
    expect(describeExchangeRateChanges(update)).toEqual([
      'NOK: 10 (2026-01-02) -> 11.7625 (2026-12-04)',
      'SEK: 10 (2026-01-02) -> 10.945 (2026-12-04)',
      'DKK: 10 (2026-01-02) -> 7.469 (2026-12-04)',
      'EUR: 1 (2026-01-02) -> 1 (2026-12-04)',
      'PLN: 10 (2026-01-02) -> 4.228 (2026-12-04)',
      'CZK: 10 (2026-01-02) -> 24.215 (2026-12-04)',
      'hourly pay in euro recomputed for 1 offer(s)',
    ]);
    expect(await loadExchangeRates(database.db)).toEqual({ rateDate: '2026-12-04', perEur: { NOK: 11.7625, SEK: 10.945, DKK: 7.469, EUR: 1, PLN: 4.228, CZK: 24.215 } });
    const [nok] = await database.db.select().from(exchangeRates).where(eq(exchangeRates.currency, 'NOK'));
    expect(nok?.source).toBe(SOURCE);
    expect(await euroPay()).toBe('20.000000');
  });

  it('changes nothing when the same file is read again, and keeps rates of a later day than the file', async () => {
    const again = await updateExchangeRates(database.db, DAILY, SOURCE);
    if (!again.ok) throw new Error(again.problems.join('; '));
    expect(again.offersRecomputed).toBe(0);
    expect(again.changes.every((change) => change.outcome === 'unchanged')).toBe(true);

    const older = await updateExchangeRates(database.db, DAILY.replace("time='2026-12-04'", "time='2026-11-27'").replace("rate='11.7625'", "rate='11.5'"), SOURCE);
    if (!older.ok) throw new Error(older.problems.join('; '));
    expect(describeExchangeRateChanges(older)[0]).toBe("NOK: kept 11.7625 (2026-12-04), newer than the file's 11.5 (2026-11-27)");
    expect(await euroPay()).toBe('20.000000');
  });
});
