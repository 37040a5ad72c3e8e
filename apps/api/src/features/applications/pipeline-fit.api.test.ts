import { MATCH_DIMENSIONS, MATCH_PERFECT_SCORE, type PipelineList, StatusId, failsRequirement } from '@trades/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../test/test-app.ts';
import { completeSteps } from '../../test/candidate-profile.ts';
import { newCandidate } from '../../test/accounts.ts';
import { insertOffer } from '../offers/testing.ts';
import { type Account, employer } from './testing.ts';

/*
 * The pipeline's fit verdict (issue 25, defect 4): scored by the real matching engine, the card
 * carries the verdict and every dimension from the breakdown its score comes from. The test
 * candidate is an expert carpenter who works in Stavanger and Sandnes (Rogaland).
 */

describe('the fit verdict of the pipeline', () => {
  let t: TestApp;
  let boss: Account;

  beforeAll(async () => {
    t = await createTestApp();
    boss = await employer(t.app, t.database.db);
    const candidate = await newCandidate(t.app, t.database.db, { firstName: 'Piotr', lastName: 'Wiśniewski' });
    await completeSteps(t.app, candidate.auth);
    await t.settle();
  });
  afterAll(() => t.close());

  /** A carpenter offer paid for and published through the API, so the engine scores it against the candidate. */
  const published = async (overrides: Parameters<typeof insertOffer>[2]) => {
    const offer = await insertOffer(t.database.db, boss.userId, { status: StatusId.Paid, publicationAt: null, endPublicationAt: null, ...overrides });
    const res = await t.app.inject({ method: 'PATCH', url: `/v1/client-offer/${offer.id}/publish`, headers: boss.auth });
    expect(res.statusCode, res.body).toBe(200);
    await t.settle();
    return offer.id;
  };
  const firstCard = async (offerId: number, locale = 'en') => {
    const res = await t.app.inject({ method: 'GET', url: `/v1/client-offer/${offerId}/applications/list`, headers: { ...boss.auth, 'x-locale': locale } });
    expect(res.statusCode, res.body).toBe(200);
    const card = (res.json() as PipelineList).items.find((item) => item.memberCandidate?.lastName === 'Wiśniewski');
    if (!card) throw new Error('the matched candidate is not in the first tab');
    return card;
  };
  /** The breakdown covers every dimension, and its points add up to partsScore, which is the score unless a knock-out capped it. */
  const expectConsistent = (card: Awaited<ReturnType<typeof firstCard>>) => {
    expect(card.scoreBreakdown.map((entry) => entry.dimension)).toEqual([...MATCH_DIMENSIONS]);
    expect(card.scoreBreakdown.reduce((sum, entry) => sum + entry.weight, 0)).toBe(100);
    expect(card.scoreBreakdown.reduce((sum, entry) => sum + entry.points, 0)).toBe(card.partsScore);
    expect(card.partsScore).toBe(card.score);
  };

  it('gives a skilled worker a partial fit, not a perfect one, for a foreman offer however high the score', async () => {
    const offerId = await published({ slug: 'foreman-stavanger', professionClassId: 4, salaryGrossMin: '350', salaryGrossMax: '420' });
    const card = await firstCard(offerId);
    expect(card.score).toBeGreaterThanOrEqual(MATCH_PERFECT_SCORE);
    expectConsistent(card);
    expect(card.fitVerdict).toBe('partial');
    expect(card.scoreBreakdown.filter(failsRequirement).map((entry) => entry.dimension)).toEqual(['professionClass']);
    expect(card.scoreBreakdown.find((entry) => entry.dimension === 'professionClass')).toMatchObject({ score: 50, weight: 5, met: false, knockOut: false });
  });

  it('counts the place of work: an offer in a city outside the candidate regions is no perfect fit', async () => {
    const offerId = await published({ slug: 'carpenter-alesund', workLocationRegionId: 103, workLocationCityId: 10301 });
    const card = await firstCard(offerId, 'pl');
    expect(card.score).toBeGreaterThanOrEqual(MATCH_PERFECT_SCORE);
    expectConsistent(card);
    expect(card.fitVerdict).toBe('partial');
    const location = card.scoreBreakdown.find((entry) => entry.dimension === 'location');
    expect(location).toMatchObject({ score: 40, weight: 6, met: false });
    // The hint names the region in the request's language.
    expect(location?.hints[0]).toMatchObject({ key: 'addRegion', params: { region: 'Møre og Romsdal' } });
  });

  it('calls perfect a candidate who meets every requirement', async () => {
    const offerId = await published({ slug: 'carpenter-sandnes', workLocationCityId: 10202 });
    const card = await firstCard(offerId);
    expectConsistent(card);
    expect(card.score).toBeGreaterThanOrEqual(MATCH_PERFECT_SCORE);
    expect(card.scoreBreakdown.filter(failsRequirement)).toEqual([]);
    expect(card.fitVerdict).toBe('perfect');
  });
});
