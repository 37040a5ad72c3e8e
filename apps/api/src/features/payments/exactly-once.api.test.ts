import { OrderStatus } from '@trades/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCandidate } from '../../test/accounts.ts';
import { type TestApp, createTestApp } from '../../test/test-app.ts';
import { candidatePublicId } from '../applications/index.ts';
import type { Account } from '../applications/testing.ts';
import { findUserByEmail } from '../accounts/index.ts';
import { invoices } from '../invoices/invoices.tables.ts';
import { shopOrders } from '../shop/shop.tables.ts';
import { CANDIDATE_PROFILE, PRO_MONTH, PUBLISH_OFFER, addToCart, billedEmployer, draftOffer, inPipeline } from '../shop/testing.ts';
import { paymentAttempts, paymentRefunds } from './payments.tables.ts';

/* One charge per purchase (issue 22): checkout is idempotent per cart, renewal only where a payment failed, an unpaid order can be cancelled, and each ends in one order, one settlement, one invoice however the calls race. */

describe('orders exactly once', () => {
  let t: TestApp;
  const db = () => t.database.db;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const cartOf = async (account: Account) => (await t.app.inject({ method: 'GET', url: '/v1/shop/cart', headers: account.auth })).json().data;
  const register = (account: Account, cartUuid: string) =>
    t.app.inject({ method: 'POST', url: `/v1/payment/transaction/register/${cartUuid}`, headers: account.auth, payload: { regulationAccept: true, urlReturn: '/user/order/{orderUuid}' } });
  const complete = (paymentUrl: string, outcome: 'success' | 'failure' = 'success') =>
    t.app.inject({ method: 'POST', url: `/v1/payment/sandbox/${paymentUrl.split('/').pop()}/complete`, payload: { outcome } });
  const cancel = (account: Account, uuid: string) => t.app.inject({ method: 'POST', url: `/v1/shop/order/${uuid}/cancel`, headers: account.auth });
  const ordersOf = (account: Account) => db().select().from(shopOrders).where(eq(shopOrders.clientUserId, account.userId));
  const withOffer = async (account: Account) => {
    const offer = await draftOffer(db(), account.userId);
    await addToCart(t.app, account.auth, PUBLISH_OFFER.uuid, [offer.uuid]);
    return offer;
  };

  it('numbers orders ZAM/YYYY/MM/NNNN in turn, in the list, the detail, the sandbox page and the payment description', async () => {
    const boss = await billedEmployer(t.app, db());
    const numbers: string[] = [];
    for (let i = 0; i < 2; i += 1) {
      await withOffer(boss);
      const placed = await register(boss, (await cartOf(boss)).uuid);
      expect(placed.statusCode, placed.body).toBe(200);
      const { orderUuid, paymentUrl } = placed.json().items[0];
      const detail = (await t.app.inject({ method: 'GET', url: `/v1/shop/order/${orderUuid}`, headers: boss.auth })).json().items[0];
      numbers.push(detail.number);
      const sandbox = (await t.app.inject({ method: 'GET', url: `/v1/payment/sandbox/${paymentUrl.split('/').pop()}`, headers: { 'x-locale': 'pl' } })).json();
      expect(sandbox).toMatchObject({ orderNumber: detail.number, description: `Zamówienie ${detail.number}` });
    }
    expect(numbers[0]).toMatch(/^ZAM\/\d{4}\/\d{2}\/\d{4}$/);
    const [first, second] = numbers.map((n) => Number(n.split('/').pop()));
    expect(second).toBe((first as number) + 1);
    const list = (await t.app.inject({ method: 'GET', url: '/v1/shop/order', headers: boss.auth })).json().items.map((row: { number: string }) => row.number);
    expect(list).toEqual([...numbers].reverse());
  });

  it('places one order for 20 parallel checkouts of one cart, each answered with the same order and payment address; a later repeat too', async () => {
    const boss = await billedEmployer(t.app, db());
    await withOffer(boss);
    const cart = (await cartOf(boss)).uuid;
    const answers = await Promise.all(Array.from({ length: 20 }, () => register(boss, cart)));
    expect(answers.map((res) => res.statusCode)).toEqual(Array(20).fill(200));
    const items = answers.map((res) => JSON.stringify(res.json().items));
    expect(new Set(items).size).toBe(1);
    expect(await ordersOf(boss)).toHaveLength(1);
    const [order] = await ordersOf(boss);
    expect(await db().select().from(paymentAttempts).where(eq(paymentAttempts.orderId, order?.id as number))).toHaveLength(1);
    // The cart is a new, empty one; the old uuid still answers the order it became.
    const after = await cartOf(boss);
    expect(after.uuid).not.toBe(cart);
    expect(after.cartItems.data).toEqual([]);
    const later = await register(boss, cart);
    expect(later.statusCode).toBe(200);
    expect(JSON.stringify(later.json().items)).toBe(items[0]);
  });

  it('renews a payment only where it failed; a waiting order answers its own payment, a paid one 409', async () => {
    const boss = await billedEmployer(t.app, db());
    await withOffer(boss);
    const placed = (await register(boss, (await cartOf(boss)).uuid)).json().items[0];
    const recreate = () => t.app.inject({ method: 'POST', url: `/v1/payment/transaction/recreate/${placed.orderUuid}`, headers: boss.auth, payload: { regulationAccept: true, urlReturn: '/user/order-list' } });
    const again = await Promise.all([recreate(), recreate()]);
    expect(again.map((res) => res.json().items[0].paymentUrl)).toEqual([placed.paymentUrl, placed.paymentUrl]);
    expect((await complete(placed.paymentUrl, 'failure')).json().status).toBe(OrderStatus.Failed);
    const renewed = (await recreate()).json().items[0].paymentUrl;
    expect(renewed).not.toBe(placed.paymentUrl);
    expect((await complete(renewed)).json().status).toBe(OrderStatus.PaymentCompleted);
    const paid = await recreate();
    expect(paid.statusCode).toBe(409);
    expect(paid.json().code).toBe('shop_order_already_paid');
  });

  it('cancels an unpaid order (5): its sandbox payment is refused, what it held may be bought again, a repeat changes nothing, a paid order is 409', async () => {
    const boss = await billedEmployer(t.app, db());
    const offer = await withOffer(boss);
    const placed = (await register(boss, (await cartOf(boss)).uuid)).json().items[0];
    const canceled = await cancel(boss, placed.orderUuid);
    expect(canceled.statusCode, canceled.body).toBe(200);
    expect(canceled.json()).toMatchObject({ message: 'The order has been cancelled.', items: [{ uuid: placed.orderUuid, status: OrderStatus.Canceled }] });
    expect((await cancel(boss, placed.orderUuid)).statusCode).toBe(200);
    const refused = await complete(placed.paymentUrl);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('shop_payment_not_pending');
    expect((await t.app.inject({ method: 'POST', url: `/v1/payment/transaction/recreate/${placed.orderUuid}`, headers: boss.auth, payload: { regulationAccept: true, urlReturn: '/user/order-list' } })).statusCode).toBe(409);
    // The offer is free to be ordered again.
    await addToCart(t.app, boss.auth, PUBLISH_OFFER.uuid, [offer.uuid]);
    const next = (await register(boss, (await cartOf(boss)).uuid)).json().items[0];
    expect((await complete(next.paymentUrl)).json().status).toBe(OrderStatus.PaymentCompleted);
    const tooLate = await cancel(boss, next.orderUuid);
    expect(tooLate.statusCode).toBe(409);
    expect(tooLate.json().code).toBe('shop_order_already_paid');
    // Another employer's order is not found.
    const rival = await billedEmployer(t.app, db());
    expect((await cancel(rival, next.orderUuid)).statusCode).toBe(404);
  });

  it('settles a cancellation racing a payment one way only: cancelled and refused, or paid with its invoice', async () => {
    const outcomes = new Set<string>();
    for (let round = 0; round < 4; round += 1) {
      const boss = await billedEmployer(t.app, db());
      await withOffer(boss);
      const placed = (await register(boss, (await cartOf(boss)).uuid)).json().items[0];
      const [canceled, paid] = await Promise.all([cancel(boss, placed.orderUuid), complete(placed.paymentUrl)]);
      const [order] = await ordersOf(boss);
      const issued = await db().select().from(invoices).where(eq(invoices.orderId, order?.id as number));
      if (order?.status === OrderStatus.Canceled) {
        expect([canceled.statusCode, paid.statusCode]).toEqual([200, 409]);
        expect(issued).toHaveLength(0);
      } else {
        expect(order?.status).toBe(OrderStatus.PaymentCompleted);
        expect([canceled.statusCode, paid.statusCode]).toEqual([409, 200]);
        expect(issued).toHaveLength(1);
      }
      outcomes.add(String(order?.status));
    }
    expect(outcomes.size).toBeGreaterThan(0);
  });

  it("refuses to unlock with the quota a profile that waits in an order (409 shop_profile_in_pending_order)", async () => {
    const boss = await billedEmployer(t.app, db());
    await addToCart(t.app, boss.auth, PRO_MONTH.uuid, []);
    const subscription = (await register(boss, (await cartOf(boss)).uuid)).json().items[0];
    await complete(subscription.paymentUrl);
    const offer = await draftOffer(db(), boss.userId);
    const candidate = await newCandidate(t.app, db(), { firstName: 'Marek', lastName: 'Nowak' });
    const candidateId = (await findUserByEmail(db(), candidate.email))?.id as number;
    await inPipeline(db(), offer.id, candidateId);
    const candidateUuid = candidatePublicId(t.config.JWT_SECRET, candidateId);
    await addToCart(t.app, boss.auth, CANDIDATE_PROFILE.uuid, [candidateUuid]);
    const waiting = (await register(boss, (await cartOf(boss)).uuid)).json().items[0];
    const unlock = await t.app.inject({ method: 'POST', url: `/v1/shop/candidate-profile/${candidateUuid}/unlock`, headers: boss.auth });
    expect(unlock.statusCode).toBe(409);
    expect(unlock.json().code).toBe('shop_profile_in_pending_order');
    // Once that order is cancelled, the quota may unlock it.
    await cancel(boss, waiting.orderUuid);
    expect((await t.app.inject({ method: 'POST', url: `/v1/shop/candidate-profile/${candidateUuid}/unlock`, headers: boss.auth })).statusCode).toBe(200);
  });

  it('refunds, with a correction, a profile line paid after the profile was unlocked meanwhile, and keeps the rest of the order', async () => {
    const boss = await billedEmployer(t.app, db());
    await addToCart(t.app, boss.auth, PRO_MONTH.uuid, []);
    await complete((await register(boss, (await cartOf(boss)).uuid)).json().items[0].paymentUrl);
    const offer = await draftOffer(db(), boss.userId);
    const candidate = await newCandidate(t.app, db(), { firstName: 'Ewa', lastName: 'Lis' });
    const candidateId = (await findUserByEmail(db(), candidate.email))?.id as number;
    await inPipeline(db(), offer.id, candidateId);
    const candidateUuid = candidatePublicId(t.config.JWT_SECRET, candidateId);
    await addToCart(t.app, boss.auth, CANDIDATE_PROFILE.uuid, [candidateUuid]);
    await addToCart(t.app, boss.auth, PUBLISH_OFFER.uuid, [offer.uuid]);
    const placed = (await register(boss, (await cartOf(boss)).uuid)).json().items[0];
    // The payment fails; meanwhile the profile is unlocked with the quota; then the employer renews and pays.
    await complete(placed.paymentUrl, 'failure');
    expect((await t.app.inject({ method: 'POST', url: `/v1/shop/candidate-profile/${candidateUuid}/unlock`, headers: boss.auth })).statusCode).toBe(200);
    const renewed = await t.app.inject({ method: 'POST', url: `/v1/payment/transaction/recreate/${placed.orderUuid}`, headers: boss.auth, payload: { regulationAccept: true, urlReturn: '/user/order-list' } });
    expect((await complete(renewed.json().items[0].paymentUrl)).json().status).toBe(OrderStatus.PaymentCompleted);

    const [order] = await db().select().from(shopOrders).where(eq(shopOrders.uuid, placed.orderUuid));
    const refunds = await db().select().from(paymentRefunds).where(eq(paymentRefunds.orderId, order?.id as number));
    // The profile's line: 29,00 PLN net (CANDIDATE_PROFILE) and 23% VAT.
    expect(refunds).toEqual([expect.objectContaining({ kind: 'already_unlocked', amount: CANDIDATE_PROFILE.priceNet + Math.floor((CANDIDATE_PROFILE.priceNet * 23 + 50) / 100), state: 'completed' })]);
    const issued = await db().select().from(invoices).where(eq(invoices.orderId, order?.id as number));
    expect(issued.map((invoice) => invoice.kind)).toEqual(['VAT', 'KOR']);
    expect(issued[1]?.lines).toEqual([expect.objectContaining({ quantity: -1, net: -CANDIDATE_PROFILE.priceNet })]);
    // The offer was still bought.
    expect(order?.status).toBe(OrderStatus.PaymentCompleted);
  });
});
