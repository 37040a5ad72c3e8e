import type { MatchedOfferList, OfferDetail, PipelineList } from '@trades/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../test/test-app.ts';
import { type Account, employer, insertMatch, readyCandidate } from '../applications/testing.ts';
import { syncMatchedEntries } from '../applications/index.ts';
import { insertOffer } from './testing.ts';

/*
 * Norway's rules as candidates and employers read them: readiness for the destination (the ready
 * candidate holds the tax card 1 and the D number 2 for Norway) and the minimum wage the offer meets.
 */

describe('readiness for the destination and the minimum wage on the offer', () => {
  let t: TestApp;
  let boss: Account;
  let candidate: Account;
  beforeAll(async () => {
    t = await createTestApp();
    boss = await employer(t.app, t.database.db);
    candidate = await readyCandidate(t.app, t.database.db);
  });
  afterAll(() => t.close());

  const detail = async (auth: Record<string, string>, offerId: number, locale = 'en') => {
    // A visitor reads the public detail; a signed-in reader the signed-in one.
    const url = Object.keys(auth).length === 0 ? `/v1/public/offer/${offerId}` : `/v1/offer/${offerId}`;
    const res = await t.app.inject({ method: 'GET', url, headers: { ...auth, 'x-locale': locale } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as OfferDetail;
  };

  it('counts the documents a posted carpenter needs in Norway against those the candidate holds', async () => {
    const offer = await insertOffer(t.database.db, boss.userId, { contractTypes: [5] });
    const readiness = (await detail(candidate.auth, offer.id)).readiness;
    expect(readiness).toMatchObject({ have: 2, total: 4 });
    expect(readiness?.items.map((item) => [item.id, item.have])).toEqual([
      [2, true],
      [1, true],
      [3, false],
      [4, false],
    ]);
    expect(readiness?.items[2]).toMatchObject({ title: 'HMS card (construction site ID card)', howTo: expect.stringContaining('Arbeidstilsynet') as string });
    const inNorwegian = (await detail(candidate.auth, offer.id, 'no')).readiness;
    expect(inNorwegian?.items[2]).toMatchObject({ title: 'HMS-kort', howTo: expect.stringContaining('Arbeidsgiveren bestiller') as string });
  });

  it('asks an electrician for DSB approval, a truck driver only for the tax papers; a country without a list gives none', async () => {
    const electrician = await insertOffer(t.database.db, boss.userId, { professionId: 14 });
    expect((await detail(candidate.auth, electrician.id)).readiness?.items.map((item) => item.id)).toEqual([2, 1, 3, 34]);
    const driver = await insertOffer(t.database.db, boss.userId, { industryId: 5, professionId: 29 });
    expect((await detail(candidate.auth, driver.id)).readiness).toMatchObject({ have: 2, total: 2 });
    const sweden = await insertOffer(t.database.db, boss.userId, { workLocationStateId: 2, workLocationRegionId: null, workLocationCityId: null, salaryCurrency: 'SEK' });
    expect((await detail(candidate.auth, sweden.id)).readiness).toBeNull();
  });

  it('gives readiness to the signed-in candidate only', async () => {
    const offer = await insertOffer(t.database.db, boss.userId);
    expect((await detail({}, offer.id)).readiness).toBeUndefined();
    expect((await detail(boss.auth, offer.id)).readiness).toBeUndefined();
  });

  it('shows readiness on the matched offers and the count on the employer’s pipeline card', async () => {
    const offer = await insertOffer(t.database.db, boss.userId, { contractTypes: [5] });
    await insertMatch(t.database.db, offer.id, candidate.userId, 90);
    await syncMatchedEntries(t.database.db, { offerId: offer.id }, new Date());

    const matched = (await t.app.inject({ method: 'GET', url: '/v1/candidate-offer/list-matched', headers: candidate.auth })).json() as MatchedOfferList;
    expect(matched.items.find((item) => item.offer.id === offer.id)?.readiness).toMatchObject({ have: 2, total: 4 });

    const pipeline = await t.app.inject({ method: 'GET', url: `/v1/client-offer/${offer.id}/applications/list`, headers: boss.auth });
    expect(pipeline.statusCode, pipeline.body).toBe(200);
    expect((pipeline.json() as PipelineList).items.map((item) => item.readiness)).toEqual([{ have: 2, total: 4 }]);
  });

  it('says which minimum wage the offer meets, and nothing when it pays less or no floor applies', async () => {
    const meets = await insertOffer(t.database.db, boss.userId, { salaryGrossMin: '264.32' });
    expect((await detail({}, meets.id)).meetsMinimumWage).toEqual({ floor: 26432, currency: 'NOK', source: 'Forskrift om allmenngjøring av tariffavtale for byggeplasser' });
    const below = await insertOffer(t.database.db, boss.userId, { salaryGrossMin: '264.31' });
    expect((await detail({}, below.id)).meetsMinimumWage).toBeNull();
    const driver = await insertOffer(t.database.db, boss.userId, { industryId: 5, professionId: 29 });
    expect((await detail({}, driver.id)).meetsMinimumWage).toBeNull();
  });
});
