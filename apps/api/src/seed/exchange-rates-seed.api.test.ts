import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ExchangeRate, loadExchangeRates, refreshOffersPayInEuro, saveExchangeRates } from '../features/reference/index.ts';
import { exchangeRates as exchangeRatesTable } from '../features/reference/reference.tables.ts';
import { offers } from '../features/offers/offers.tables.ts';
import { createEmployer, insertOffer } from '../features/offers/testing.ts';
import type { DatabaseHandle } from '../infra/db/database.ts';
import { openTestDatabase } from '../test/test-app.ts';
import { seedReferenceData } from './reference-seed.ts';
import { exchangeRates } from './reference/exchange-rates.ts';

describe('exchange rates seeding', () => {
  let database: DatabaseHandle;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ handle: database, drop } = await openTestDatabase());
    await seedReferenceData(database.db);
  });
  afterAll(() => drop());

  const euroPay = async (offerId: number) => (await database.db.select({ eur: offers.hourlyPayEur }).from(offers).where(eq(offers.id, offerId)))[0]?.eur;
  const seedRate = (currency: string): ExchangeRate => {
    const rate = exchangeRates.find((item) => item.currency === currency);
    if (!rate) throw new Error(`${currency} is not seeded`);
    return rate;
  };

  it("stores the file's rates, and seeding again writes nothing and recomputes no offer", async () => {
    expect(await loadExchangeRates(database.db)).toEqual({
      rateDate: seedRate('NOK').rateDate,
      perEur: Object.fromEntries(exchangeRates.map((rate) => [rate.currency, rate.perEur])),
    });
    const again = await saveExchangeRates(database.db, exchangeRates);
    expect(again.changes.every((change) => change.outcome === 'unchanged')).toBe(true);
    expect(again.offersRecomputed).toBe(0);
  });

  it("keeps a rate of a later day in the database (the command's) over the file's", async () => {
    await database.db.update(exchangeRatesTable).set({ perEur: '12.5', rateDate: '2099-01-02', source: 'rates:update' }).where(eq(exchangeRatesTable.currency, 'NOK'));
    await seedReferenceData(database.db);
    const [nok] = await database.db.select().from(exchangeRatesTable).where(eq(exchangeRatesTable.currency, 'NOK'));
    expect(nok).toMatchObject({ perEur: '12.500000', rateDate: '2099-01-02', source: 'rates:update' });
    const saved = await saveExchangeRates(database.db, exchangeRates);
    expect(saved.changes.find((change) => change.currency === 'NOK')).toMatchObject({ outcome: 'kept_newer', before: { perEur: 12.5, rateDate: '2099-01-02' } });
    expect((await loadExchangeRates(database.db)).rateDate).toBe(seedRate('SEK').rateDate);
  });

  it("recomputes an offer's hourly pay in euro when a rate changes", async () => {
    const employer = await createEmployer(database.db, 'Rates AS');
    const offer = await insertOffer(database.db, employer.userId, { salaryGrossMin: '270', salaryCurrency: 'NOK' });
    expect(await euroPay(offer.id)).toBe('21.600000'); // 270 / 12.5, by the trigger

    const later = { ...seedRate('NOK'), perEur: 10.8, rateDate: '2099-01-05' };
    const saved = await saveExchangeRates(database.db, [later]);
    expect(saved.changes).toEqual([{ currency: 'NOK', outcome: 'changed', before: { perEur: 12.5, rateDate: '2099-01-02' }, after: { perEur: 10.8, rateDate: '2099-01-05' } }]);
    expect(saved.offersRecomputed).toBeGreaterThanOrEqual(1);
    expect(await euroPay(offer.id)).toBe('25.000000');
  });

  it('leaves no euro pay for an offer whose currency has lost its rate', async () => {
    const employer = await createEmployer(database.db, 'Koruna s.r.o.');
    const offer = await insertOffer(database.db, employer.userId, { salaryGrossMin: '247', salaryCurrency: 'CZK' });
    expect(Number(await euroPay(offer.id))).toBeCloseTo(247 / seedRate('CZK').perEur, 5);
    await database.db.delete(exchangeRatesTable).where(eq(exchangeRatesTable.currency, 'CZK'));
    expect(await refreshOffersPayInEuro(database.db)).toBeGreaterThanOrEqual(1);
    expect(await euroPay(offer.id)).toBeNull();
    await seedReferenceData(database.db);
    expect(Number(await euroPay(offer.id))).toBeCloseTo(247 / seedRate('CZK').perEur, 5);
  });
});
