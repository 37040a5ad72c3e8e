import { addDays, marketToday } from '@trades/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../test/test-app.ts';
import { invoices } from '../invoices/invoices.tables.ts';
import { offers } from '../offers/offers.tables.ts';
import { expireWaitingOrders } from '../payments/testing.ts';
import { type Account } from '../applications/testing.ts';
import { PUBLISH_OFFER, addToCart, billedEmployer, draftOffer } from './testing.ts';

/* Issue 25, defects 8 and 10: cart, order and invoice lines name the offer (never "Carpenter" alone), the cart shows the publication window, a failed order says why. */

interface Item {
  id: number;
  uuid: string;
  name: string;
  start_at: string | null;
  end_at: string | null;
}
type Groups = { type: string; items: Item[] }[];

describe('offer names on cart, order and invoice lines', () => {
  let t: TestApp;
  let boss: Account;
  const clock = new Date('2026-11-20T10:00:00Z');
  const db = () => t.database.db;
  const get = (url: string, locale = 'en') => t.app.inject({ method: 'GET', url, headers: { ...boss.auth, 'x-locale': locale } });
  const cartItems = async (locale = 'en') => ((await get('/v1/shop/cart', locale)).json().data.cartItems.data as Groups).flatMap((group) => group.items);

  /** Places the cart's order and answers its uuid and the sandbox token of its payment. */
  async function placeOrder() {
    const cart = (await get('/v1/shop/cart')).json().data.uuid as string;
    const placed = await t.app.inject({ method: 'POST', url: `/v1/payment/transaction/register/${cart}`, headers: boss.auth, payload: { regulationAccept: true, urlReturn: '/user/order-list' } });
    expect(placed.statusCode, placed.body).toBe(200);
    const { paymentUrl, orderUuid } = placed.json().items[0] as { paymentUrl: string; orderUuid: string };
    return { orderUuid, token: paymentUrl.split('/').pop() as string };
  }
  const complete = (token: string, outcome: 'success' | 'failure') => t.app.inject({ method: 'POST', url: `/v1/payment/sandbox/${token}/complete`, payload: { outcome } });
  const order = async (uuid: string) => (await get(`/v1/shop/order/${uuid}`)).json().items[0] as { status: number; failureReason: string | null; cartItems: { data: Groups } };

  beforeAll(async () => {
    t = await createTestApp({ clock: () => clock });
    boss = await billedEmployer(t.app, db());
  });
  afterAll(() => t.close());

  it('names an offer in the cart by its title and city, numbered only where another of the employer’s offers reads alike, and shows its publication window', async () => {
    const welder = await draftOffer(db(), boss.userId);
    await db().update(offers).set({ professionId: 2 }).where(eq(offers.id, welder.id));
    await addToCart(t.app, boss.auth, PUBLISH_OFFER.uuid, [welder.uuid]);
    const [alone] = await cartItems();
    expect(alone?.name).toMatch(/^[^·#]+, Stavanger$/);
    expect(alone?.name).not.toContain('-');

    // A copy of the first reads the same: both carry their numbers, wherever either is shown.
    const first = await draftOffer(db(), boss.userId);
    const copy = await draftOffer(db(), boss.userId);
    await addToCart(t.app, boss.auth, PUBLISH_OFFER.uuid, [first.uuid, copy.uuid]);
    const items = await cartItems();
    const byUuid = new Map(items.map((item) => [item.uuid, item]));
    expect(byUuid.get(first.uuid)?.name).toBe(`Carpenter, Stavanger · #${first.id}`);
    expect(byUuid.get(copy.uuid)?.name).toBe(`Carpenter, Stavanger · #${copy.id}`);
    expect((await cartItems('pl')).find((item) => item.uuid === first.uuid)?.name).toBe(`Cieśla, Stavanger · #${first.id}`);

    // The window bought, from today (it starts on payment) for OFFER_PUBLICATION_DAYS, not the work period.
    const today = marketToday(clock);
    for (const item of items) expect(item).toMatchObject({ start_at: today, end_at: addDays(today, t.config.OFFER_PUBLICATION_DAYS) });
  });

  it('issues invoice lines naming each offer with its number, and keeps them as issued when the offer changes', async () => {
    const { orderUuid, token } = await placeOrder();
    expect((await complete(token, 'success')).json().status).toBe(4);
    const [invoice] = await db().select().from(invoices).where(eq(invoices.kind, 'VAT'));
    const offerIds = (await db().select({ id: offers.id }).from(offers).where(eq(offers.clientUserId, boss.userId))).map((row) => row.id).sort((a, b) => a - b);
    const names = invoice?.lines.map((line) => line.name).sort();
    expect(names).toHaveLength(3);
    expect(names?.filter((name) => name.startsWith('Publikacja oferty: Cieśla, Stavanger · #'))).toEqual([`Publikacja oferty: Cieśla, Stavanger · #${offerIds[1]}`, `Publikacja oferty: Cieśla, Stavanger · #${offerIds[2]}`]);
    expect(names?.every((name) => /^Publikacja oferty: .+, Stavanger · #\d+$/.test(name))).toBe(true);

    // The order shows the publication as it happened once paid.
    const paid = await order(orderUuid);
    expect(paid.failureReason).toBeNull();
    for (const item of paid.cartItems.data.flatMap((group) => group.items)) expect(item.name).toMatch(/Stavanger/);

    // An issued invoice never changes: moving the offer elsewhere leaves its line as it was.
    await db().update(offers).set({ workLocationCityId: null }).where(eq(offers.id, offerIds[1] as number));
    const [again] = await db().select().from(invoices).where(eq(invoices.id, invoice?.id as number));
    expect(again?.lines.map((line) => line.name).sort()).toEqual(names);
  });

  it('says why a failed order failed: declined at the payment page, or expired unpaid', async () => {
    const declined = await draftOffer(db(), boss.userId);
    await addToCart(t.app, boss.auth, PUBLISH_OFFER.uuid, [declined.uuid]);
    const first = await placeOrder();
    await complete(first.token, 'failure');
    expect(await order(first.orderUuid)).toMatchObject({ status: 7, failureReason: 'declined' });

    const expiring = await draftOffer(db(), boss.userId);
    await addToCart(t.app, boss.auth, PUBLISH_OFFER.uuid, [expiring.uuid]);
    const second = await placeOrder();
    expect(await order(second.orderUuid)).toMatchObject({ status: 1, failureReason: null });
    expect(await expireWaitingOrders(db(), new Date(clock.getTime() + 24 * 3_600_000), 60)).toBe(1);
    expect(await order(second.orderUuid)).toMatchObject({ status: 7, failureReason: 'expired' });
  });
});
