import { StatusId } from '@trades/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCandidate } from '../../test/accounts.ts';
import { type TestApp, createTestApp } from '../../test/test-app.ts';
import { findUserByEmail } from '../accounts/index.ts';
import { candidatePublicId } from '../applications/index.ts';
import { type Account, employer } from '../applications/testing.ts';
import { offers } from '../offers/offers.tables.ts';
import { candidateProfilePurchases, clientSubscriptions, shopProducts } from './shop.tables.ts';
import { monthIndexOf } from './subscriptions.service.ts';
import { PRO_MONTH, draftOffer, inPipeline } from './testing.ts';

/* Subscriptions' quotas: approving a Draft and unlocking a profile without an order. */

describe('subscription quotas', () => {
  let t: TestApp;
  let boss: Account;
  const db = () => t.database.db;
  const approve = (id: number) => t.app.inject({ method: 'PATCH', url: `/v1/client-offer/${id}/approved`, headers: boss.auth });
  const candidateInPipeline = async (offerId: number) => {
    const account = await newCandidate(t.app, db());
    const id = (await findUserByEmail(db(), account.email))?.id as number;
    await inPipeline(db(), offerId, id);
    return candidatePublicId(t.config.JWT_SECRET, id);
  };
  const unlock = (uuid: string) => t.app.inject({ method: 'POST', url: `/v1/shop/candidate-profile/${uuid}/unlock`, headers: boss.auth });

  beforeAll(async () => {
    t = await createTestApp({ env: { FREE_PUBLICATION: 'false' } });
    boss = await employer(t.app, db());
  });
  afterAll(() => t.close());

  it('counts a subscription’s months from its start', () => {
    const start = new Date('2026-01-31T10:00:00Z');
    expect(monthIndexOf(start, new Date('2026-01-31T12:00:00Z'))).toBe(0);
    expect(monthIndexOf(start, new Date('2026-02-27T12:00:00Z'))).toBe(0);
    expect(monthIndexOf(start, new Date('2026-02-28T12:00:00Z'))).toBe(1);
    expect(monthIndexOf(start, new Date('2026-12-31T09:00:00Z'))).toBe(10);
  });

  it('without a subscription, approving a Draft needs payment', async () => {
    const offer = await draftOffer(db(), boss.userId);
    const res = await approve(offer.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('offer_publication_requires_payment');
  });

  it('with quota left, approving publishes the Draft without an order, until the month’s quota is used', async () => {
    const [product] = await db().select().from(shopProducts).where(eq(shopProducts.uuid, PRO_MONTH.uuid));
    const now = Date.now();
    await db().insert(clientSubscriptions).values({ clientUserId: boss.userId, productId: product?.id as number, startsAt: new Date(now - 86_400_000), endsAt: new Date(now + 20 * 86_400_000), quotaPublications: 1, quotaProfiles: 1 });
    const first = await draftOffer(db(), boss.userId);
    const second = await draftOffer(db(), boss.userId);
    expect((await approve(first.id)).statusCode).toBe(200);
    const [row] = await db().select({ status: offers.status }).from(offers).where(eq(offers.id, first.id));
    // Paid for by the quota, it publishes itself.
    expect(row?.status).toBe(StatusId.Active);
    expect((await approve(second.id)).statusCode).toBe(409);
    const subs = await t.app.inject({ method: 'GET', url: '/v1/shop/subscription', headers: boss.auth });
    expect(subs.json().items).toMatchObject([{ productUuid: PRO_MONTH.uuid, quota: { publications: 1, profiles: 1 }, used: { publications: 1, profiles: 0 } }]);
  });

  it('unlocks a candidate’s profile with the quota, once, and refuses without quota', async () => {
    const offer = await draftOffer(db(), boss.userId);
    const first = await candidateInPipeline(offer.id);
    const second = await candidateInPipeline(offer.id);
    const res = await unlock(first);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ unlocked: true });
    const purchases = await db().select().from(candidateProfilePurchases).where(eq(candidateProfilePurchases.clientUserId, boss.userId));
    expect(purchases).toHaveLength(1);
    expect(purchases[0]?.subscriptionId).toEqual(expect.any(Number));
    expect((await unlock(first)).json().code).toBe('shop_candidate_not_available');
    const none = await unlock(second);
    expect(none.statusCode).toBe(409);
    expect(none.json().code).toBe('shop_no_subscription_quota');
    expect((await unlock('00000000-0000-4000-8000-000000000000')).statusCode).toBe(409);
  });
});
