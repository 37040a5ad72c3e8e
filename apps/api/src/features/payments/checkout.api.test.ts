import { StatusId } from '@trades/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestMail, newCandidate } from '../../test/accounts.ts';
import { type TestApp, createTestApp } from '../../test/test-app.ts';
import { createOutbox } from '../../infra/mail/outbox.ts';
import { findUserByEmail } from '../accounts/index.ts';
import { candidatePublicId } from '../applications/index.ts';
import type { Account } from '../applications/testing.ts';
import { offers } from '../offers/offers.tables.ts';
import { invoices } from '../invoices/invoices.tables.ts';
import { candidateProfilePurchases, clientSubscriptions, shopOrders } from '../shop/shop.tables.ts';
import { CANDIDATE_PROFILE, PRO_MONTH, PUBLISH_OFFER, addToCart, billedEmployer, draftOffer, inPipeline } from '../shop/testing.ts';
import { expireWaitingOrders, settlementDepsOf } from './checkout.service.ts';
import { paymentAttempts } from './payments.tables.ts';
import { settleAttempt } from './settlement.ts';

/* Orders, the sandbox payment, settlement, renewal and expiry (employer-side.md 4 "Cart and order", 7). */

describe('orders and the sandbox payment', () => {
  let t: TestApp;
  let boss: Account;
  let rival: Account;
  const db = () => t.database.db;
  const cartUuid = async (auth = boss.auth) => (await t.app.inject({ method: 'GET', url: '/v1/shop/cart', headers: auth })).json().data.uuid as string;
  const register = async (auth = boss.auth, payload: Record<string, unknown> = {}) =>
    t.app.inject({ method: 'POST', url: `/v1/payment/transaction/register/${await cartUuid(auth)}`, headers: auth, payload: { regulationAccept: true, urlReturn: '/user/order/{orderUuid}', method: 1, ...payload } });
  const tokenOf = (paymentUrl: string) => paymentUrl.split('/').pop() as string;
  const complete = (token: string, outcome: 'success' | 'failure') => t.app.inject({ method: 'POST', url: `/v1/payment/sandbox/${token}/complete`, payload: { outcome } });
  const order = async (uuid: string, auth = boss.auth) => t.app.inject({ method: 'GET', url: `/v1/shop/order/${uuid}`, headers: auth });

  beforeAll(async () => {
    t = await createTestApp();
    boss = await billedEmployer(t.app, db());
    rival = await billedEmployer(t.app, db());
  });
  afterAll(() => t.close());

  it('lists the payment methods, first card', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/payment/methods', headers: boss.auth });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().items.map((m: { code: string }) => m.code)).toEqual(['card', 'blik', 'wallet', 'transfer']);
    expect(res.json().items[0]).toMatchObject({ provider_method_id: 1, logo: '/payment-methods/card.svg' });
  });

  it('refuses an empty cart, a foreign cart uuid, an outside return address and an unknown method', async () => {
    expect((await register()).json().code).toBe('shop_cart_empty');
    const offer = await draftOffer(db(), boss.userId);
    await addToCart(t.app, boss.auth, PUBLISH_OFFER.uuid, [offer.uuid]);
    const foreign = await t.app.inject({ method: 'POST', url: `/v1/payment/transaction/register/${await cartUuid(rival.auth)}`, headers: boss.auth, payload: { regulationAccept: true, urlReturn: '/user/cart' } });
    expect(foreign.statusCode).toBe(404);
    for (const urlReturn of ['https://evil.example/user/cart', '//evil.example/x', 'javascript:alert(1)']) {
      const res = await register(boss.auth, { urlReturn });
      expect(res.statusCode, urlReturn).toBe(422);
      expect(res.json().code).toBe('shop_invalid_return_url');
    }
    expect((await register(boss.auth, { method: 99 })).json().code).toBe('shop_invalid_payment_method');
    expect((await register(boss.auth, { regulationAccept: false })).statusCode).toBe(422);
    expect(await db().select().from(shopOrders)).toEqual([]);
  });

  it('turns the cart into a waiting order, declines, renews, pays once: offers published, profile unlocked, subscription, invoice, mail', async () => {
    const second = await draftOffer(db(), boss.userId);
    await addToCart(t.app, boss.auth, PUBLISH_OFFER.uuid, [second.uuid]);
    const candidate = await newCandidate(t.app, db(), { firstName: 'Marek', lastName: 'Nowak' });
    const candidateId = (await findUserByEmail(db(), candidate.email))?.id as number;
    const [offer] = await db().select().from(offers).where(eq(offers.id, second.id));
    await inPipeline(db(), offer?.id as number, candidateId);
    await addToCart(t.app, boss.auth, CANDIDATE_PROFILE.uuid, [candidatePublicId(t.config.JWT_SECRET, candidateId)]);
    await addToCart(t.app, boss.auth, PRO_MONTH.uuid, []);

    const placed = await register();
    expect(placed.statusCode, placed.body).toBe(200);
    const { paymentUrl, orderUuid } = placed.json().items[0];
    expect(paymentUrl).toMatch(/^http:\/\/localhost:3000\/payment\/sandbox\/[\w-]+$/);
    const cartAfter = await t.app.inject({ method: 'GET', url: '/v1/shop/cart', headers: boss.auth });
    expect(cartAfter.json().data.cartItems.data).toEqual([]);

    const net = 2 * 100 + 2900 + 59_900;
    const waiting = (await order(orderUuid)).json().items[0];
    expect(waiting).toMatchObject({ status: 1, is_recreate: false, paymentUrl, totalNetValue: net, taxRate: 23, totalItemsQuantity: 4 });
    expect(waiting.cartItems.data.map((g: { type: string }) => g.type)).toEqual(['publish_offer', 'candidate_profile_assignment', 'subscription_monthly']);
    expect((await order(orderUuid, rival.auth)).statusCode).toBe(404);

    const sandbox = await t.app.inject({ method: 'GET', url: `/v1/payment/sandbox/${tokenOf(paymentUrl)}` });
    expect(sandbox.json()).toMatchObject({ orderUuid, amount: waiting.totalGrossValue, currency: 'PLN', state: 'pending', urlReturn: `http://localhost:3000/user/order/${orderUuid}` });

    const declined = await complete(tokenOf(paymentUrl), 'failure');
    expect(declined.json()).toMatchObject({ status: 7 });
    expect((await complete(tokenOf(paymentUrl), 'success')).statusCode).toBe(409);
    const list = (await t.app.inject({ method: 'GET', url: '/v1/shop/order', headers: boss.auth })).json().items;
    expect(list).toMatchObject([{ uuid: orderUuid, status: 7, is_recreate: true }]);
    expect((await t.app.inject({ method: 'GET', url: '/v1/shop/order', headers: rival.auth })).json().items).toEqual([]);
    expect((await t.app.inject({ method: 'POST', url: `/v1/payment/transaction/recreate/${orderUuid}`, headers: rival.auth, payload: { regulationAccept: true, urlReturn: '/user/order-list' } })).statusCode).toBe(404);

    const renewed = await t.app.inject({ method: 'POST', url: `/v1/payment/transaction/recreate/${orderUuid}`, headers: boss.auth, payload: { regulationAccept: true, urlReturn: '/user/order/{orderUuid}' } });
    expect(renewed.statusCode, renewed.body).toBe(200);
    const newUrl = renewed.json().items[0].paymentUrl as string;
    expect(newUrl).not.toBe(paymentUrl);
    expect((await order(orderUuid)).json().items[0]).toMatchObject({ status: 1, paymentUrl: newUrl });

    const paid = await complete(tokenOf(newUrl), 'success');
    expect(paid.json()).toMatchObject({ status: 4 });
    expect((await complete(tokenOf(newUrl), 'success')).statusCode).toBe(409);
    const detail = (await order(orderUuid)).json().items[0];
    expect(detail).toMatchObject({ status: 4, is_recreate: false, paymentUrl: null });
    expect(detail.invoiceId).toEqual(expect.any(Number));

    // The paid offers publish themselves at once: active, the publication window starting with the payment.
    const offerRows = await db().select({ status: offers.status, publicationAt: offers.publicationAt, endPublicationAt: offers.endPublicationAt }).from(offers).where(eq(offers.clientUserId, boss.userId));
    expect(offerRows.map((o) => o.status)).toEqual([StatusId.Active, StatusId.Active]);
    for (const row of offerRows) expect((row.endPublicationAt?.getTime() ?? 0) - (row.publicationAt?.getTime() ?? 0)).toBe(30 * 86_400_000);
    expect(await db().select().from(candidateProfilePurchases).where(eq(candidateProfilePurchases.clientUserId, boss.userId))).toHaveLength(1);
    const [subscription] = await db().select().from(clientSubscriptions).where(eq(clientSubscriptions.clientUserId, boss.userId));
    expect(subscription).toMatchObject({ quotaPublications: 30, quotaProfiles: 20 });
    const [invoice] = await db().select().from(invoices).where(eq(invoices.clientUserId, boss.userId));
    expect(invoice?.number).toMatch(/^FV\/\d{4}\/\d{2}\/0001$/);
    expect(invoice).toMatchObject({ totalNet: net, taxRate: 23, totalGross: detail.totalGrossValue });
    // Each publication names its offer, with the offer's number (issue 25): here two copies of one carpenter offer.
    const offerIds = (await db().select({ id: offers.id }).from(offers).where(eq(offers.clientUserId, boss.userId))).map((row) => row.id).sort((a, b) => a - b);
    expect(invoice?.lines).toEqual([
      ...offerIds.map((id) => ({ name: `Publikacja oferty: Cieśla, Stavanger · #${id}`, quantity: 1, unitNet: 100, net: 100 })),
      { name: 'Profil kandydata', quantity: 1, unitNet: 2900, net: 2900 },
      { name: 'Abonament Pro miesięczny', quantity: 1, unitNet: 59_900, net: 59_900 },
    ]);
    const mail = await latestMail(db(), boss.email, 'shop_order_paid');
    expect(mail.text).toContain(invoice?.number);

    // The bought candidate cannot be added again; a paid order is not renewed.
    await addToCart(t.app, boss.auth, CANDIDATE_PROFILE.uuid, [candidatePublicId(t.config.JWT_SECRET, candidateId)], 422);
    const again = await t.app.inject({ method: 'POST', url: `/v1/payment/transaction/recreate/${orderUuid}`, headers: boss.auth, payload: { regulationAccept: true, urlReturn: '/user/order-list' } });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('shop_order_already_paid');
  });

  it('settles two simultaneous successes once: one invoice, numbers without gaps', async () => {
    const offer = await draftOffer(db(), rival.userId);
    await addToCart(t.app, rival.auth, PUBLISH_OFFER.uuid, [offer.uuid]);
    const placed = (await register(rival.auth)).json().items[0];
    const [attempt] = await db().select().from(paymentAttempts).where(eq(paymentAttempts.token, tokenOf(placed.paymentUrl)));
    const deps = settlementDepsOf({ db: db(), now: () => new Date(), outbox: createOutbox(t.config.PUBLIC_URL, async () => undefined), config: t.config });
    const results = await Promise.all([1, 2, 3].map(() => settleAttempt(deps, attempt?.id as number, { kind: 'success' })));
    expect(results.filter((r) => r.changed)).toHaveLength(1);
    const rows = await db().select().from(invoices).where(eq(invoices.clientUserId, rival.userId));
    expect(rows).toHaveLength(1);
    const numbers = (await db().select({ number: invoices.number }).from(invoices)).map((r) => Number(r.number.split('/')[3])).sort();
    expect(numbers).toEqual([1, 2]);
  });

  it('fails waiting orders never paid within the timeout, and renewal then works', async () => {
    const offer = await draftOffer(db(), rival.userId);
    await addToCart(t.app, rival.auth, PUBLISH_OFFER.uuid, [offer.uuid]);
    const placed = (await register(rival.auth)).json().items[0];
    expect(await expireWaitingOrders(db(), new Date(), 60)).toBe(0);
    expect(await expireWaitingOrders(db(), new Date(Date.now() + 61 * 60_000), 60)).toBe(1);
    expect((await order(placed.orderUuid, rival.auth)).json().items[0]).toMatchObject({ status: 7, is_recreate: true });
    const sandbox = await t.app.inject({ method: 'GET', url: `/v1/payment/sandbox/${tokenOf(placed.paymentUrl)}` });
    expect(sandbox.json().state).toBe('expired');
    expect((await complete(tokenOf(placed.paymentUrl), 'success')).statusCode).toBe(409);
  });

  it('keeps orders from candidates (403) and callers without a token (401)', async () => {
    const candidate = await newCandidate(t.app, db());
    expect((await t.app.inject({ method: 'GET', url: '/v1/shop/order', headers: candidate.auth })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/v1/shop/order' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/v1/payment/methods' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/v1/payment/sandbox/unknown-token-123' })).statusCode).toBe(404);
  });
});

describe('orders without a payment provider (production without Przelewy24)', () => {
  it('refuses to place an order and keeps the cart', async () => {
    const t = await createTestApp({ env: { NODE_ENV: 'production' } });
    try {
      expect(t.config.PAYMENT_PROVIDER).toBeNull();
      const boss = await billedEmployer(t.app, t.database.db);
      const offer = await draftOffer(t.database.db, boss.userId);
      await addToCart(t.app, boss.auth, PUBLISH_OFFER.uuid, [offer.uuid]);
      const cart = (await t.app.inject({ method: 'GET', url: '/v1/shop/cart', headers: boss.auth })).json().data;
      const res = await t.app.inject({ method: 'POST', url: `/v1/payment/transaction/register/${cart.uuid}`, headers: boss.auth, payload: { regulationAccept: true, urlReturn: '/user/order-list' } });
      expect(res.statusCode).toBe(503);
      expect(res.json().code).toBe('shop_payment_provider_error');
      expect((await t.app.inject({ method: 'GET', url: '/v1/shop/cart', headers: boss.auth })).json().data.cartItems.data).toHaveLength(1);
    } finally {
      await t.close();
    }
  });
});
