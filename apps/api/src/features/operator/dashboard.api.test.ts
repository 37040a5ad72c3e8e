import { addDays, marketToday } from '@trades/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCandidate, newClient } from '../../test/accounts.ts';
import { OPERATOR_ENV, operatorHeaders } from '../../test/operator.ts';
import { type TestApp, createTestApp } from '../../test/test-app.ts';
import { users } from '../accounts/accounts.tables.ts';
import { offerCandidateHistory, offerCandidates } from '../applications/applications.tables.ts';
import { invoices, ksefSubmissions } from '../invoices/invoices.tables.ts';
import { offers } from '../offers/offers.tables.ts';
import { buyOnePublication } from '../payments/testing.ts';
import { paymentAttempts, paymentRefunds } from '../payments/payments.tables.ts';
import { shopOrders } from '../shop/shop.tables.ts';
import { BUDPOL, billedEmployer, draftOffer } from '../shop/testing.ts';

/*
 * The operator's dashboard (issue 26) on a small known data set around the spring clock change in
 * Warsaw (29 March 2026, 02:00 → 03:00): each event is counted on its Warsaw day, a quiet day is zeros.
 */

const at = (iso: string) => new Date(iso);

describe('the operator’s dashboard', () => {
  let t: TestApp;
  let operator: Record<string, string>;
  const db = () => t.database.db;
  const get = (url: string, headers = operator) => t.app.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    t = await createTestApp({ env: { ...OPERATOR_ENV } });
    operator = await operatorHeaders(t.app);

    // Sign-ups: 28 March 23:30 UTC is 29 March 00:30 in Warsaw (still winter time, UTC+1); 30 March 21:59 UTC is 23:59 (summer time, UTC+2), 22:00 UTC already 31 March.
    const candidates = [await newCandidate(t.app, db()), await newCandidate(t.app, db())];
    const [early, noon] = candidates;
    await db().update(users).set({ createdAt: at('2026-03-28T23:30:00Z') }).where(eq(users.email, early?.email ?? ''));
    await db().update(users).set({ createdAt: at('2026-03-29T12:00:00Z') }).where(eq(users.email, noon?.email ?? ''));
    const late = await newClient(t.app, db());
    await db().update(users).set({ createdAt: at('2026-03-30T21:59:00Z') }).where(eq(users.email, late.email));

    // The employer who pays, signed up at midnight of 31 March in Warsaw.
    const boss = await billedEmployer(t.app, db(), BUDPOL);
    await db().update(users).set({ createdAt: at('2026-03-30T22:00:00Z') }).where(eq(users.id, boss.userId));

    // Offers published: two on 29 March, one before the range (not counted).
    for (const publicationAt of ['2026-03-29T08:00:00Z', '2026-03-29T20:00:00Z', '2026-03-27T22:59:00Z']) {
      const offer = await draftOffer(db(), boss.userId);
      await db().update(offers).set({ status: 3, publicationAt: at(publicationAt), endPublicationAt: at('2026-05-01T00:00:00Z') }).where(eq(offers.id, offer.id));
    }

    // Applications and pipeline moves on 30 March; a matched entry that nobody applied to is no application, and an entry's first stage is no move.
    const pipelineOffer = await draftOffer(db(), boss.userId);
    const candidateIds = await Promise.all(candidates.map(async (c) => (await db().select({ id: users.id }).from(users).where(eq(users.email, c.email)))[0]?.id as number));
    const [applied] = await db()
      .insert(offerCandidates)
      .values({ offerId: pipelineOffer.id, candidateUserId: candidateIds[0], appliedAt: at('2026-03-30T10:00:00Z') })
      .returning();
    await db().insert(offerCandidates).values({ offerId: pipelineOffer.id, candidateUserId: candidateIds[1], appliedAt: null });
    await db()
      .insert(offerCandidateHistory)
      .values([
        { offerCandidateId: applied?.id as number, fromStatus: null, toStatus: 8, changedAt: at('2026-03-30T10:00:00Z') },
        { offerCandidateId: applied?.id as number, fromStatus: 8, toStatus: 11, changedAt: at('2026-03-30T11:00:00Z') },
        { offerCandidateId: applied?.id as number, fromStatus: 11, toStatus: 9, changedAt: at('2026-03-30T12:00:00Z') },
      ]);

    // Two orders paid on 31 March (123 gross, 100 net each); one refunded in part that day, a failed refund not counted; a KSeF rejection.
    const paid = [await buyOnePublication(t.app, db(), boss), await buyOnePublication(t.app, db(), boss)];
    for (const uuid of paid) await db().update(shopOrders).set({ paidAt: at('2026-03-31T09:00:00Z') }).where(eq(shopOrders.uuid, uuid));
    const refund = await t.app.inject({ method: 'POST', url: `/v1/operator/orders/${paid[0]}/refund`, headers: operator, payload: { amount: 23, reason: 'Rabat' } });
    expect(refund.statusCode, refund.body).toBe(200);
    await db().update(paymentRefunds).set({ createdAt: at('2026-03-31T10:00:00Z') });
    const [order] = await db().select().from(shopOrders).where(eq(shopOrders.uuid, paid[1] as string));
    const [attempt] = await db().select().from(paymentAttempts).where(eq(paymentAttempts.orderId, order?.id as number));
    await db()
      .insert(paymentRefunds)
      .values({ attemptId: attempt?.id as number, orderId: order?.id as number, amount: 50, kind: 'operator', reason: 'Odmowa', state: 'failed', createdAt: at('2026-03-31T11:00:00Z') });
    const [invoice] = await db().select().from(invoices).where(eq(invoices.orderId, order?.id as number));
    await db()
      .insert(ksefSubmissions)
      .values({ invoiceId: invoice?.id as number, status: 'rejected', lastError: '450 Błąd weryfikacji semantyki', decidedAt: at('2026-03-31T12:00:00Z') });
  });
  afterAll(() => t.close());

  it('is the operators’ only: 401 without a session, 403 for a candidate and an employer', async () => {
    const candidate = await newCandidate(t.app, db());
    const employer = await newClient(t.app, db());
    for (const url of ['/v1/operator/dashboard', '/v1/operator/dashboard.csv']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
      expect((await get(url, candidate.auth)).statusCode, url).toBe(403);
      expect((await get(url, employer.auth)).statusCode, url).toBe(403);
    }
  });

  it('counts each day of the range in Warsaw time, quiet days as zeros, with the totals', async () => {
    const answer = await get('/v1/operator/dashboard?from=2026-03-28&to=2026-03-31');
    expect(answer.statusCode, answer.body).toBe(200);
    const quiet = { signUpsCandidate: 0, signUpsClient: 0, offersPublished: 0, applications: 0, pipelineMoves: 0, ordersPaid: 0, revenueNet: 0, revenueGross: 0, refunds: 0, refundedAmount: 0, ksefRejections: 0 };
    expect(answer.json()).toEqual({
      from: '2026-03-28',
      to: '2026-03-31',
      timeZone: 'Europe/Warsaw',
      days: [
        { date: '2026-03-28', ...quiet },
        { date: '2026-03-29', ...quiet, signUpsCandidate: 2, offersPublished: 2 },
        { date: '2026-03-30', ...quiet, signUpsClient: 1, applications: 1, pipelineMoves: 2 },
        { date: '2026-03-31', ...quiet, signUpsClient: 1, ordersPaid: 2, revenueNet: 200, revenueGross: 246, refunds: 1, refundedAmount: 23, ksefRejections: 1 },
      ],
      totals: { ...quiet, signUpsCandidate: 2, signUpsClient: 2, offersPublished: 2, applications: 1, pipelineMoves: 2, ordersPaid: 2, revenueNet: 200, revenueGross: 246, refunds: 1, refundedAmount: 23, ksefRejections: 1 },
    });
  });

  it('defaults to the last 30 days up to today in Warsaw', async () => {
    const answer = (await get('/v1/operator/dashboard')).json();
    const today = marketToday(new Date());
    expect(answer).toMatchObject({ from: addDays(today, -29), to: today });
    expect(answer.days).toHaveLength(30);
    expect((await get(`/v1/operator/dashboard?to=2026-03-31`)).json()).toMatchObject({ from: '2026-03-02', to: '2026-03-31' });
  });

  it('refuses what is not a range with 422 and the field’s error', async () => {
    const refused = async (query: string) => {
      const answer = await get(`/v1/operator/dashboard?${query}`);
      expect(answer.statusCode, query).toBe(422);
      expect(answer.json().code).toBe('validation_error');
      return answer.json().formErrors;
    };
    expect(await refused('from=2026-04-02&to=2026-04-01')).toEqual({ to: ['dashboard_range_reversed'] });
    expect(await refused('from=2025-03-30&to=2026-03-31')).toEqual({ to: ['dashboard_range_too_long'] });
    expect(await refused('from=2026-02-30&to=2026-03-31')).toEqual({ from: ['invalid_value'] });
    expect(await refused('from=yesterday')).toEqual({ from: ['invalid_value'] });
    expect((await get('/v1/operator/dashboard.csv?from=2026-04-02&to=2026-04-01')).statusCode).toBe(422);
    // A leap year's whole year is the longest range.
    expect((await get('/v1/operator/dashboard?from=2027-03-01&to=2028-02-29')).json().days).toHaveLength(366);
  });

  it('downloads the same numbers as CSV: a header row, a row per day, money in PLN with a dot', async () => {
    const answer = await get('/v1/operator/dashboard.csv?from=2026-03-28&to=2026-03-31');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toBe('attachment; filename="dashboard-2026-03-28-2026-03-31.csv"');
    expect(answer.body.split('\r\n')).toEqual([
      'date,signUpsCandidate,signUpsClient,offersPublished,applications,pipelineMoves,ordersPaid,revenueNetPln,revenueGrossPln,refunds,refundedAmountPln,ksefRejections',
      '2026-03-28,0,0,0,0,0,0,0.00,0.00,0,0.00,0',
      '2026-03-29,2,0,2,0,0,0,0.00,0.00,0,0.00,0',
      '2026-03-30,0,1,0,1,2,0,0.00,0.00,0,0.00,0',
      '2026-03-31,0,1,0,0,0,2,2.00,2.46,1,0.23,1',
      '',
    ]);
  });
});
