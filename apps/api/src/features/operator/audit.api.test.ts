import { OrderStatus } from '@trades/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCandidate, newClient } from '../../test/accounts.ts';
import { OPERATOR_ENV, TEST_OPERATOR, operatorHeaders } from '../../test/operator.ts';
import { type TestApp, createTestApp } from '../../test/test-app.ts';
import { BUDPOL, PUBLISH_OFFER, addToCart, billedEmployer, draftOffer } from '../shop/testing.ts';

/* The operators' audit (issue 26): every action with who, when, what and why; append-only down to the database. */

describe('the operators’ audit', () => {
  let t: TestApp;
  let operator: Record<string, string>;
  const db = () => t.database.db;

  beforeAll(async () => {
    t = await createTestApp({ env: { ...OPERATOR_ENV } });
    operator = await operatorHeaders(t.app);
  });
  afterAll(() => t.close());

  const paidOrder = async () => {
    const boss = await billedEmployer(t.app, db(), BUDPOL);
    await addToCart(t.app, boss.auth, PUBLISH_OFFER.uuid, [(await draftOffer(db(), boss.userId)).uuid]);
    const cart = (await t.app.inject({ method: 'GET', url: '/v1/shop/cart', headers: boss.auth })).json().data.uuid as string;
    const placed = (await t.app.inject({ method: 'POST', url: `/v1/payment/transaction/register/${cart}`, headers: boss.auth, payload: { regulationAccept: true, urlReturn: '/user/order-list' } })).json().items[0];
    const paid = await t.app.inject({ method: 'POST', url: `/v1/payment/sandbox/${String(placed.paymentUrl).split('/').pop()}/complete`, payload: { outcome: 'success' } });
    expect(paid.json().status).toBe(OrderStatus.PaymentCompleted);
    return placed.orderUuid as string;
  };
  const audit = (query = '') => t.app.inject({ method: 'GET', url: `/v1/operator/audit${query}`, headers: operator });

  it('is the operators’ only: 401 without a session, 403 for a candidate and an employer', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/v1/operator/audit' })).statusCode).toBe(401);
    const candidate = await newCandidate(t.app, db());
    const employer = await newClient(t.app, db());
    for (const caller of [candidate, employer]) {
      expect((await t.app.inject({ method: 'GET', url: '/v1/operator/audit', headers: caller.auth })).statusCode).toBe(403);
    }
  });

  it('records a refund with who, when, what and why, in the refund’s own transaction', async () => {
    const uuid = await paidOrder();
    const before = Date.now();
    const refund = await t.app.inject({ method: 'POST', url: `/v1/operator/orders/${uuid}/refund`, headers: operator, payload: { amount: 50, reason: 'Goodwill after a call' } });
    expect(refund.statusCode, refund.body).toBe(200);
    const refused = await t.app.inject({ method: 'POST', url: `/v1/operator/orders/${uuid}/refund`, headers: operator, payload: { amount: 100_000, reason: 'Too much' } });
    expect(refused.statusCode).toBe(422);

    const entries = (await audit(`?targetId=${uuid}`)).json().items;
    // The refused refund left no record: nothing happened.
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      operator: { email: TEST_OPERATOR.email },
      action: 'order.refund',
      targetType: 'order',
      targetId: uuid,
      reason: 'Goodwill after a call',
      details: { amount: 50, orderNumber: expect.stringMatching(/^ZAM\//), correctionNumber: expect.stringMatching(/^KOR\//) },
    });
    expect(new Date(entries[0].occurredAt).getTime()).toBeGreaterThanOrEqual(before - 1_000);
  });

  it('pages newest first and filters by action and operator', async () => {
    for (const reason of ['First', 'Second', 'Third']) {
      const uuid = await paidOrder();
      expect((await t.app.inject({ method: 'POST', url: `/v1/operator/orders/${uuid}/refund`, headers: operator, payload: { amount: 1, reason } })).statusCode).toBe(200);
    }
    const first = (await audit('?limit=2&action=order.refund')).json();
    expect(first.items.map((entry: { reason: string }) => entry.reason)).toEqual(['Third', 'Second']);
    expect(first.nextBefore).toBe(first.items[1].id);
    const second = (await audit(`?limit=2&action=order.refund&before=${first.nextBefore}`)).json();
    expect(second.items[0].reason).toBe('First');
    expect((await audit('?operator=OPERATOR@TRADES')).json().items.length).toBeGreaterThanOrEqual(4);
    expect((await audit('?operator=someone-else')).json().items).toEqual([]);
    expect((await audit('?action=nothing.like.this')).json().items).toEqual([]);
    // A malformed query is the caller's mistake, as on every list of the API.
    expect((await audit('?limit=0')).statusCode).toBe(400);
  });

  it('cannot be changed or removed, not even straight in the database', async () => {
    const count = async (where = sql``) => ((await db().execute(sql`select count(*)::int as n from operator_audit ${where}`)) as unknown as { rows: { n: number }[] }).rows[0]?.n;
    const rows = await count();
    expect(rows).toBeGreaterThan(0);
    const refusal = (statement: ReturnType<typeof sql>) =>
      db()
        .execute(statement)
        .then(
          () => 'allowed',
          (error: Error) => String((error.cause as Error | undefined)?.message ?? error.message),
        );
    expect(await refusal(sql`update operator_audit set reason = 'rewritten'`)).toMatch(/append-only: UPDATE/);
    expect(await refusal(sql`delete from operator_audit`)).toMatch(/append-only: DELETE/);
    expect(await refusal(sql`truncate operator_audit`)).toMatch(/append-only: TRUNCATE/);
    expect(await count()).toBe(rows);
    expect(await count(sql`where reason = 'rewritten'`)).toBe(0);
  });
});
