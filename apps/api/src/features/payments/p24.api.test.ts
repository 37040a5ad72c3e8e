import { type IncomingMessage, type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../test/test-app.ts';
import type { Account } from '../applications/testing.ts';
import { notificationSign, refundNotificationSign, registerSign, verifySign } from './przelewy24.ts';
import { invoices } from '../invoices/invoices.tables.ts';
import { shopOrders } from '../shop/shop.tables.ts';
import { PUBLISH_OFFER, addToCart, billedEmployer, draftOffer } from '../shop/testing.ts';
import { paymentAttempts, paymentRefunds } from './payments.tables.ts';

/*
 * The Przelewy24 protocol against a local fake of their REST API (a test tool): it checks Basic
 * auth and every sign, answers register with a token and verify with success or failure.
 */

const P24 = { merchantId: 64_195, posId: 64_195, crc: 'b2f6a2c1d4e5f6a7', apiKey: 'f00dfeedcafebabe' };

interface FakeP24 {
  server: Server;
  url: string;
  registers: Record<string, unknown>[];
  verifies: Record<string, unknown>[];
  verifyAnswer: 'success' | 'error';
  registerFails: boolean;
  refunds: { requestId: string; refundsUuid: string; urlStatus: string; refunds: { orderId: number; sessionId: string; amount: number; description: string }[] }[];
}

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

async function startFakeP24(): Promise<FakeP24> {
  const fake = { registers: [], verifies: [], refunds: [], verifyAnswer: 'success', registerFails: false } as unknown as FakeP24;
  fake.server = createServer(async (request, response) => {
    const answer = (status: number, body: unknown) => response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    const auth = `Basic ${Buffer.from(`${P24.posId}:${P24.apiKey}`).toString('base64')}`;
    if (request.headers.authorization !== auth) return answer(401, { error: 'Incorrect authentication', code: 401 });
    const text = await bodyOf(request);
    const body = JSON.parse(text) as { sessionId: string; amount: number; currency: string; sign: string };
    if (request.method === 'POST' && request.url === '/api/v1/transaction/register') {
      if (fake.registerFails) return answer(500, { error: 'down', code: 500 });
      if (body.sign !== registerSign({ sessionId: body.sessionId, merchantId: P24.merchantId, amount: body.amount, currency: body.currency, crc: P24.crc })) return answer(400, { error: 'Incorrect sign', code: 400 });
      fake.registers.push(body);
      return answer(200, { data: { token: `TOKEN-${fake.registers.length}` }, responseCode: 0 });
    }
    if (request.method === 'PUT' && request.url === '/api/v1/transaction/verify') {
      const orderId = /"orderId":(\d+)/.exec(text)?.[1] ?? '';
      if (body.sign !== verifySign({ sessionId: body.sessionId, orderId, amount: body.amount, currency: body.currency, crc: P24.crc })) return answer(400, { error: 'Incorrect sign', code: 400 });
      fake.verifies.push(body);
      return fake.verifyAnswer === 'success' ? answer(200, { data: { status: 'success' }, responseCode: 0 }) : answer(400, { error: 'Transaction not found', code: 400 });
    }
    if (request.method === 'POST' && request.url === '/api/v1/transaction/refund') {
      const refund = JSON.parse(text) as FakeP24['refunds'][number];
      fake.refunds.push(refund);
      return answer(201, { data: refund.refunds.map((item) => ({ ...item, status: true, message: 'success' })), responseCode: 0 });
    }
    return answer(404, { error: 'not found' });
  });
  await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}`;
  return fake;
}

describe('Przelewy24', () => {
  let fake: FakeP24;
  let t: TestApp;
  let boss: Account;
  let orderNo = 300_000_000;
  const db = () => t.database.db;

  const place = async (method = 2) => {
    const offer = await draftOffer(db(), boss.userId);
    await addToCart(t.app, boss.auth, PUBLISH_OFFER.uuid, [offer.uuid]);
    const cart = (await t.app.inject({ method: 'GET', url: '/v1/shop/cart', headers: boss.auth })).json().data.uuid;
    return t.app.inject({ method: 'POST', url: `/v1/payment/transaction/register/${cart}`, headers: { ...boss.auth, 'x-locale': 'pl' }, payload: { regulationAccept: true, urlReturn: '/user/order/{orderUuid}', method } });
  };
  const attemptOf = async (orderUuid: string) => {
    const [row] = await db().select({ attempt: paymentAttempts }).from(paymentAttempts).innerJoin(shopOrders, eq(shopOrders.id, paymentAttempts.orderId)).where(eq(shopOrders.uuid, orderUuid));
    if (!row) throw new Error('no attempt');
    return row.attempt;
  };
  const notification = (attempt: { sessionId: string; amount: number }, overrides: Record<string, unknown> = {}) => {
    orderNo += 1;
    const fields = { merchantId: P24.merchantId, posId: P24.posId, sessionId: attempt.sessionId, amount: attempt.amount, originAmount: attempt.amount, currency: 'PLN', orderId: orderNo, methodId: 181, statement: 'p24-A1-B2', ...overrides };
    return { ...fields, sign: notificationSign(fields, P24.crc) };
  };
  const notify = (payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/v1/payment/notification/przelewy24', payload });
  const statusOf = async (orderUuid: string) => (await t.app.inject({ method: 'GET', url: `/v1/shop/order/${orderUuid}`, headers: boss.auth })).json().items[0];
  const invoiceCount = async () => (await db().select().from(invoices)).length;

  beforeAll(async () => {
    fake = await startFakeP24();
    t = await createTestApp({
      env: {
        PAYMENT_PROVIDER: 'przelewy24',
        P24_MERCHANT_ID: String(P24.merchantId),
        P24_POS_ID: String(P24.posId),
        P24_CRC: P24.crc,
        P24_API_KEY: P24.apiKey,
        P24_BASE_URL: fake.url,
      },
    });
    boss = await billedEmployer(t.app, db());
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => fake.server.close(resolve));
  });

  it('turns off free publication and the sandbox', async () => {
    expect(t.config.FREE_PUBLICATION).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: '/v1/payment/sandbox/TOKEN-12345' })).statusCode).toBe(404);
  });

  it('registers with Basic auth and the sign, amount in grosze, a session per attempt, and redirects to trnRequest', async () => {
    const res = await place(2);
    expect(res.statusCode, res.body).toBe(200);
    const { paymentUrl, orderUuid } = res.json().items[0];
    expect(paymentUrl).toBe(`${fake.url}/trnRequest/TOKEN-1`);
    expect(fake.registers[0]).toMatchObject({
      merchantId: P24.merchantId,
      posId: P24.posId,
      amount: 123,
      currency: 'PLN',
      country: 'PL',
      language: 'pl',
      channel: 8192,
      urlReturn: `http://localhost:3000/user/order/${orderUuid}`,
      urlStatus: 'http://localhost:3000/v1/payment/notification/przelewy24',
    });
    expect((await attemptOf(orderUuid)).sessionId).toBe(fake.registers[0]?.sessionId);
  });

  it('refuses a bad sign or a wrong amount with 400 and changes nothing', async () => {
    const { orderUuid } = (await place()).json().items[0];
    const attempt = await attemptOf(orderUuid);
    const forged = { ...notification(attempt), sign: 'a'.repeat(96) };
    expect((await notify(forged)).statusCode).toBe(400);
    expect((await notify(notification(attempt, { amount: 1, originAmount: 1 }))).statusCode).toBe(400);
    expect((await notify(notification(attempt, { currency: 'EUR' }))).statusCode).toBe(400);
    expect((await notify(notification({ ...attempt, sessionId: 'unknown-session' }))).statusCode).toBe(400);
    expect((await notify({ merchantId: 1 })).statusCode).toBe(422);
    expect(fake.verifies).toHaveLength(0);
    expect((await statusOf(orderUuid)).status).toBe(1);
  });

  it('marks the order "verification failed" when verify fails, and settles a later notification', async () => {
    const { orderUuid } = (await place()).json().items[0];
    const attempt = await attemptOf(orderUuid);
    fake.verifyAnswer = 'error';
    const before = await invoiceCount();
    expect((await notify(notification(attempt))).statusCode).toBe(502);
    expect(await statusOf(orderUuid)).toMatchObject({ status: 3, is_recreate: true });
    expect(await invoiceCount()).toBe(before);
    fake.verifyAnswer = 'success';
    const ok = await notify(notification(attempt));
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await statusOf(orderUuid)).status).toBe(4);
    expect(await invoiceCount()).toBe(before + 1);
  });

  it('verifies, settles once, and answers repeats without changing anything', async () => {
    const { orderUuid } = (await place()).json().items[0];
    const attempt = await attemptOf(orderUuid);
    const payload = notification(attempt);
    const verifiesBefore = fake.verifies.length;
    const before = await invoiceCount();
    const res = await notify(payload);
    expect(res.statusCode, res.body).toBe(200);
    expect(fake.verifies[verifiesBefore]).toMatchObject({ sessionId: attempt.sessionId, amount: attempt.amount, currency: 'PLN', orderId: payload.orderId });
    expect((await statusOf(orderUuid)).status).toBe(4);
    expect((await notify(payload)).statusCode).toBe(200);
    expect(fake.verifies).toHaveLength(verifiesBefore + 1);
    expect(await invoiceCount()).toBe(before + 1);
    const [stored] = await db().select().from(paymentAttempts).where(eq(paymentAttempts.id, attempt.id));
    expect(stored?.providerOrderId).toBe(BigInt(payload.orderId));
  });

  it('reads an orderId beyond 2^53 sent as a JSON number to its last digit (issue 23)', async () => {
    const { orderUuid } = (await place()).json().items[0];
    const attempt = await attemptOf(orderUuid);
    const orderId = '9007199254740993';
    const payload = notification(attempt, { orderId });
    // P24 sends the number bare; JSON.parse alone would make it ...992 and the sign would no longer match.
    const text = JSON.stringify(payload).replace(`"orderId":"${orderId}"`, `"orderId":${orderId}`);
    expect(text).toContain(`"orderId":${orderId},`);
    const res = await t.app.inject({ method: 'POST', url: '/v1/payment/notification/przelewy24', headers: { 'content-type': 'application/json' }, payload: text });
    expect(res.statusCode, res.body).toBe(200);
    // The fake checked the verification's sign over the digits it was sent, so they were these.
    expect(fake.verifies.at(-1)).toMatchObject({ sessionId: attempt.sessionId });
    const [stored] = await db().select().from(paymentAttempts).where(eq(paymentAttempts.id, attempt.id));
    expect(stored?.providerOrderId).toBe(BigInt(orderId));
    expect((await statusOf(orderUuid)).status).toBe(4);
  });

  it('settles once for 20 notifications at once: one verification taken, one invoice', async () => {
    const { orderUuid } = (await place()).json().items[0];
    const attempt = await attemptOf(orderUuid);
    const payload = notification(attempt);
    const before = await invoiceCount();
    const answers = await Promise.all(Array.from({ length: 20 }, () => notify(payload)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    expect(await invoiceCount()).toBe(before + 1);
    expect(await db().select().from(paymentRefunds)).toEqual([]);
  });

  it('refunds at once a second payment of a paid order (verified first), then takes P24’s word that the refund is done', async () => {
    const { orderUuid } = (await place()).json().items[0];
    const first = await attemptOf(orderUuid);
    // The employer renews the payment (the first one looked lost) and then both go through.
    await db().update(shopOrders).set({ status: 7 }).where(eq(shopOrders.uuid, orderUuid));
    const renewed = await t.app.inject({ method: 'POST', url: `/v1/payment/transaction/recreate/${orderUuid}`, headers: boss.auth, payload: { regulationAccept: true, urlReturn: '/user/order-list' } });
    expect(renewed.statusCode, renewed.body).toBe(200);
    const attempts = await db().select().from(paymentAttempts).innerJoin(shopOrders, eq(shopOrders.id, paymentAttempts.orderId)).where(eq(shopOrders.uuid, orderUuid));
    const second = attempts.map((row) => row.payment_attempts).find((a) => a.id !== first.id);
    const before = await invoiceCount();
    expect((await notify(notification(first))).statusCode).toBe(200);
    const verifies = fake.verifies.length;
    const late = notification(second as { sessionId: string; amount: number });
    expect((await notify(late)).statusCode).toBe(200);
    // Verified (so the money is ours to return), settled once, refunded whole.
    expect(fake.verifies).toHaveLength(verifies + 1);
    expect(await invoiceCount()).toBe(before + 1);
    expect((await statusOf(orderUuid)).status).toBe(4);
    const [refund] = await db().select().from(paymentRefunds).where(eq(paymentRefunds.attemptId, second?.id as number));
    expect(refund).toMatchObject({ kind: 'duplicate_payment', amount: second?.amount, state: 'requested' });
    const sent = fake.refunds.at(-1);
    expect(sent).toMatchObject({ requestId: refund?.requestId, refundsUuid: refund?.refundsUuid, urlStatus: 'http://localhost:3000/v1/payment/notification/przelewy24/refund' });
    expect(sent?.refunds).toEqual([{ orderId: late.orderId, sessionId: second?.sessionId, amount: second?.amount, description: expect.stringMatching(/^Zwrot ZAM\//) }]);
    // A repeat of the late notification refunds nothing more.
    expect((await notify(late)).statusCode).toBe(200);
    expect(await db().select().from(paymentRefunds).where(eq(paymentRefunds.attemptId, second?.id as number))).toHaveLength(1);

    const fields = { orderId: late.orderId, sessionId: second?.sessionId as string, merchantId: P24.merchantId, requestId: refund?.requestId as string, refundsUuid: refund?.refundsUuid as string, amount: second?.amount as number, currency: 'PLN', timestamp: 1_795_900_000, status: 0 };
    const forged = await t.app.inject({ method: 'POST', url: '/v1/payment/notification/przelewy24/refund', payload: { ...fields, sign: 'b'.repeat(96) } });
    expect(forged.statusCode).toBe(400);
    const done = await t.app.inject({ method: 'POST', url: '/v1/payment/notification/przelewy24/refund', payload: { ...fields, sign: refundNotificationSign(fields, P24.crc) } });
    expect(done.statusCode, done.body).toBe(200);
    const [completed] = await db().select().from(paymentRefunds).where(eq(paymentRefunds.id, refund?.id as number));
    expect(completed?.state).toBe('completed');
  });

  it('refunds the payment of a cancelled order instead of fulfilling it', async () => {
    const { orderUuid } = (await place()).json().items[0];
    const attempt = await attemptOf(orderUuid);
    expect((await t.app.inject({ method: 'POST', url: `/v1/shop/order/${orderUuid}/cancel`, headers: boss.auth })).statusCode).toBe(200);
    const before = await invoiceCount();
    expect((await notify(notification(attempt))).statusCode).toBe(200);
    expect((await statusOf(orderUuid)).status).toBe(5);
    expect(await invoiceCount()).toBe(before);
    const [refund] = await db().select().from(paymentRefunds).where(eq(paymentRefunds.attemptId, attempt.id));
    expect(refund).toMatchObject({ kind: 'canceled_order', amount: attempt.amount });
  });

  it('gives one invoice for two notifications at once', async () => {
    const { orderUuid } = (await place()).json().items[0];
    const attempt = await attemptOf(orderUuid);
    const payload = notification(attempt);
    const before = await invoiceCount();
    const answers = await Promise.all([notify(payload), notify(payload)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect(await invoiceCount()).toBe(before + 1);
  });

  it('places no order when P24 refuses the registration: the cart stays and the next try registers', async () => {
    const ordersBefore = (await db().select().from(shopOrders).where(eq(shopOrders.clientUserId, boss.userId))).length;
    fake.registerFails = true;
    const res = await place();
    expect(res.statusCode).toBe(502);
    expect(res.json().code).toBe('shop_payment_provider_error');
    expect(await db().select().from(shopOrders).where(eq(shopOrders.clientUserId, boss.userId))).toHaveLength(ordersBefore);
    const cart = (await t.app.inject({ method: 'GET', url: '/v1/shop/cart', headers: boss.auth })).json().data;
    expect(cart.cartItems.data[0].items).toHaveLength(1);
    fake.registerFails = false;
    const again = await t.app.inject({ method: 'POST', url: `/v1/payment/transaction/register/${cart.uuid}`, headers: boss.auth, payload: { regulationAccept: true, urlReturn: '/user/order-list' } });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().items[0].paymentUrl).toMatch(/\/trnRequest\/TOKEN-\d+$/);
  });
});
