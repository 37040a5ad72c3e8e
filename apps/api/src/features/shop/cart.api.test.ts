import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCandidate } from '../../test/accounts.ts';
import { type TestApp, createTestApp } from '../../test/test-app.ts';
import { clientProfiles } from '../accounts/accounts.tables.ts';
import { candidatePublicId } from '../applications/index.ts';
import { type Account, employer } from '../applications/testing.ts';
import { findUserByEmail } from '../accounts/index.ts';
import { insertOffer } from '../offers/testing.ts';
import { CANDIDATE_PROFILE, PRO_MONTH, PUBLISH_OFFER, START_YEAR, addToCart, draftOffer, inPipeline } from './testing.ts';
import { candidateProfilePurchases, shopCartItems } from './shop.tables.ts';

/* Products, the price list and the cart (employer-side.md 3, 4 "Offer selection and cart", 7). */

interface CartBody {
  data: { uuid: string; cartItems: { data: { uuid: string; name: string; type: string; price: number; items: { id: number; uuid: string; profession: { title: string } | null; first_name: string | null; start_at: string | null; end_at: string | null }[] }[] } };
}

describe('the shop: products and the cart', () => {
  let t: TestApp;
  let boss: Account;
  let rival: Account;
  const db = () => t.database.db;
  const get = (url: string, headers: Record<string, string> = boss.auth) => t.app.inject({ method: 'GET', url, headers });
  const cart = async (auth = boss.auth) => (await get('/v1/shop/cart', auth)).json() as CartBody;
  const put = (product: string, uuids: string[], auth = boss.auth) =>
    t.app.inject({ method: 'PUT', url: '/v1/shop/cart/item', headers: auth, payload: { cartItems: [{ product, items: uuids.map((uuid) => ({ uuid })) }] } });
  const lineCount = async () => (await db().select().from(shopCartItems)).length;

  beforeAll(async () => {
    t = await createTestApp();
    boss = await employer(t.app, db());
    rival = await employer(t.app, db());
  });
  afterAll(() => t.close());

  it('lists the products on sale with net prices in grosze, the promotion next to the regular price', async () => {
    const res = await get('/v1/shop/product');
    expect(res.statusCode, res.body).toBe(200);
    const items = res.json().items as { type: string; price: { amount: number; isString: boolean }; priceRegular: { amount: number } | null; isPromotion: boolean; productFeatures: string[]; features: string }[];
    const publish = items.find((p) => p.type === 'publish_offer');
    expect(publish).toMatchObject({ price: { amount: 100, currency: 'PLN', isString: false }, priceRegular: { amount: 4900 }, isPromotion: true, isMain: true });
    expect(publish?.productFeatures).toEqual(publish?.features.split('|'));
    expect(items.filter((p) => p.type.startsWith('subscription_'))).toHaveLength(4);
  });

  it('gives the price list: single products, subscriptions and their trees; annual costs eleven months', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/client-profile/price-list', headers: { ...boss.auth, 'x-locale': 'pl' } });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.functions.map((p: { type: string }) => p.type)).toEqual(['publish_offer', 'candidate_profile_assignment']);
    const proMonth = body.subscription.find((p: { uuid: string }) => p.uuid === PRO_MONTH.uuid);
    const proYear = body.subscription.find((p: { name: string; period: string }) => p.period === 'year' && p.name.includes('Pro'));
    expect(proYear.price.amount).toBe(proMonth.price.amount * 11);
    expect(proMonth).toMatchObject({ isSub: true, isPopular: true, quota: { publications: 30, profiles: 20 }, priceText: '599,00\u00a0zł netto / mies.' });
    expect(body.tree_subscription.month.header).toHaveLength(2);
    expect(body.tree_subscription.month.items[0].values).toEqual(['10', '30']);
    expect(body.tree_functions.header).toHaveLength(2);
  });

  it('refuses candidates (403) and callers without a token (401)', async () => {
    const candidate = await newCandidate(t.app, db());
    for (const url of ['/v1/shop/product', '/v1/shop/cart', '/v1/shop/cart/summary', '/v1/client-profile/price-list']) {
      expect((await get(url, candidate.auth)).statusCode).toBe(403);
      expect((await get(url, {})).statusCode).toBe(401);
    }
    expect((await t.app.inject({ method: 'POST', url: '/v1/shop/cart/item/add', headers: candidate.auth, payload: { cartItems: [{ product: PUBLISH_OFFER.uuid, items: [] }] } })).statusCode).toBe(403);
  });

  it('starts with one empty cart per employer', async () => {
    const first = await cart();
    expect(first.data.cartItems.data).toEqual([]);
    expect((await cart()).data.uuid).toBe(first.data.uuid);
    expect((await cart(rival.auth)).data.uuid).not.toBe(first.data.uuid);
  });

  it('adds own Draft offers for publication and refuses others’, active ones, unknown and duplicates, changing nothing', async () => {
    const a = await draftOffer(db(), boss.userId);
    const b = await draftOffer(db(), boss.userId);
    const active = await insertOffer(db(), boss.userId);
    const foreign = await draftOffer(db(), rival.userId);
    const res = await addToCart(t.app, boss.auth, PUBLISH_OFFER.uuid, [a.uuid]);
    const group = (res.json() as CartBody).data.cartItems.data[0];
    expect(group).toMatchObject({ uuid: PUBLISH_OFFER.uuid, type: 'publish_offer', price: 100, items: [{ uuid: a.uuid, profession: { id: 1 } }] });
    expect(group?.items[0]?.profession?.title).not.toBe('');
    const before = await lineCount();
    for (const uuids of [[b.uuid, foreign.uuid], [b.uuid, active.uuid], [a.uuid], [b.uuid, b.uuid], ['not-a-uuid']]) {
      const refused = await addToCart(t.app, boss.auth, PUBLISH_OFFER.uuid, uuids, 422);
      expect(refused.json().code).toMatch(/^shop_(offer_not_available|duplicate_item)$/);
    }
    expect(await lineCount()).toBe(before);
    await addToCart(t.app, boss.auth, 'a4d5b1a0-0000-4000-8000-000000000000', [a.uuid], 422);
    // The offer list's checkboxes replace the product's items.
    const replaced = await put(PUBLISH_OFFER.uuid, [b.uuid]);
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect((replaced.json() as CartBody).data.cartItems.data[0]?.items.map((i) => i.uuid)).toEqual([b.uuid]);
    expect(((await put(PUBLISH_OFFER.uuid, [])).json() as CartBody).data.cartItems.data).toEqual([]);
    await put(PUBLISH_OFFER.uuid, [a.uuid, b.uuid]);
  });

  it('adds a candidate the employer sees and has not bought; refuses applicants, strangers and bought ones', async () => {
    const offer = await draftOffer(db(), boss.userId);
    const person = async () => {
      const account = await newCandidate(t.app, db(), { firstName: 'Marek', lastName: 'Nowak' });
      const user = await findUserByEmail(db(), account.email);
      return user?.id as number;
    };
    const matched = await person();
    const applicant = await person();
    const stranger = await person();
    const bought = await person();
    await inPipeline(db(), offer.id, matched);
    await inPipeline(db(), offer.id, applicant, true);
    await inPipeline(db(), offer.id, bought);
    await db().insert(candidateProfilePurchases).values({ clientUserId: boss.userId, candidateUserId: bought });
    const id = (userId: number) => candidatePublicId(t.config.JWT_SECRET, userId);
    const res = await addToCart(t.app, boss.auth, CANDIDATE_PROFILE.uuid, [id(matched)]);
    const group = (res.json() as CartBody).data.cartItems.data.find((g) => g.type === 'candidate_profile_assignment');
    expect(group?.items).toMatchObject([{ uuid: id(matched), first_name: 'Marek', last_name: 'Nowak' }]);
    for (const userId of [applicant, stranger, bought, matched]) {
      const refused = await addToCart(t.app, boss.auth, CANDIDATE_PROFILE.uuid, [id(userId)], 422);
      expect(refused.json().code).toBe(userId === matched ? 'shop_duplicate_item' : 'shop_candidate_not_available');
    }
    // The rival does not see this candidate.
    await addToCart(t.app, rival.auth, CANDIDATE_PROFILE.uuid, [id(matched)], 422);
  });

  it('holds one subscription: another replaces it, the same again is a duplicate', async () => {
    const first = await addToCart(t.app, boss.auth, PRO_MONTH.uuid, []);
    const sub = (first.json() as CartBody).data.cartItems.data.find((g) => g.type.startsWith('subscription'));
    expect(sub?.items[0]?.start_at).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await addToCart(t.app, boss.auth, PRO_MONTH.uuid, [], 422);
    const second = await addToCart(t.app, boss.auth, START_YEAR.uuid, []);
    const subs = (second.json() as CartBody).data.cartItems.data.filter((g) => g.type.startsWith('subscription'));
    expect(subs.map((g) => g.uuid)).toEqual([START_YEAR.uuid]);
    // PUT with no items removes it; with one empty item sets it.
    const removed = (await put(START_YEAR.uuid, [])).json() as CartBody;
    expect(removed.data.cartItems.data.some((g) => g.type.startsWith('subscription'))).toBe(false);
    const set = await t.app.inject({ method: 'PUT', url: '/v1/shop/cart/item', headers: boss.auth, payload: { cartItems: [{ product: START_YEAR.uuid, items: [{}] }] } });
    expect((set.json() as CartBody).data.cartItems.data.filter((g) => g.type.startsWith('subscription')).map((g) => g.uuid)).toEqual([START_YEAR.uuid]);
  });

  it('sums the cart in grosze with 23% VAT for a Polish buyer and none for a Norwegian company', async () => {
    const summary = async () => (await get('/v1/shop/cart/summary')).json().items[0];
    // Two offers (2 × 100), one profile (2900), Start annual (11 × 29 900).
    const net = 200 + 2900 + 328_900;
    expect(await summary()).toEqual({ totalItemsQuantity: 4, totalNetValue: net, taxRate: 23, taxValue: Math.floor((net * 23 + 50) / 100), totalGrossValue: net + Math.floor((net * 23 + 50) / 100), currency: 'PLN', vatTreatment: 'standard' });
    await db().update(clientProfiles).set({ country: 'NO' }).where(eq(clientProfiles.userId, boss.userId));
    expect(await summary()).toMatchObject({ taxRate: 0, taxValue: 0, totalGrossValue: net, vatTreatment: 'reverse_charge' });
    await db().update(clientProfiles).set({ country: 'PL' }).where(eq(clientProfiles.userId, boss.userId));
  });

  it('deletes a line of the own cart only', async () => {
    const line = (await cart()).data.cartItems.data.find((g) => g.type === 'candidate_profile_assignment')?.items[0];
    expect(line).toBeDefined();
    expect((await t.app.inject({ method: 'DELETE', url: `/v1/shop/cart/item/${line?.id}`, headers: rival.auth })).statusCode).toBe(404);
    const res = await t.app.inject({ method: 'DELETE', url: `/v1/shop/cart/item/${line?.id}`, headers: boss.auth });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as CartBody).data.cartItems.data.some((g) => g.type === 'candidate_profile_assignment')).toBe(false);
  });
});
