import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCandidate, newClient } from '../../test/accounts.ts';
import { type FakeDecision, type FakeKsef, startFakeKsef } from '../../test/fake-ksef.ts';
import { OPERATOR_ENV, operatorHeaders } from '../../test/operator.ts';
import { type TestApp, createTestApp } from '../../test/test-app.ts';
import type { Account } from '../applications/testing.ts';
import { ksefJobQueue } from '../invoices/index.ts';
import { invoices, ksefSubmissions } from '../invoices/invoices.tables.ts';
import { buyOnePublication } from '../payments/testing.ts';
import { shopOrders } from '../shop/shop.tables.ts';
import { BUDPOL, FJORDBYGG, billedEmployer } from '../shop/testing.ts';
import { operatorAudit } from './operator.tables.ts';

/* The operator's KSeF (issue 26): the submissions by status, and resends against a fake KSeF. */

const KSEF_TOKEN = 'test-ksef-token-20261129';
const REFUSAL: FakeDecision = { code: 450, description: 'Błąd weryfikacji semantyki dokumentu faktury', details: ['Nieprawidłowy identyfikator nabywcy'] };

async function until<T>(read: () => Promise<T | undefined>, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe('the operator’s KSeF with sending off', () => {
  let t: TestApp;
  let operator: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp({ env: { ...OPERATOR_ENV } });
    operator = await operatorHeaders(t.app);
  });
  afterAll(() => t.close());

  it('is the operators’ only: 401 without a session, 403 for a candidate and an employer', async () => {
    const candidate = await newCandidate(t.app, t.database.db);
    const employer = await newClient(t.app, t.database.db);
    const calls = [
      { method: 'GET' as const, url: '/v1/operator/ksef' },
      { method: 'POST' as const, url: '/v1/operator/ksef/1/resend' },
    ];
    for (const call of calls) {
      expect((await t.app.inject(call)).statusCode, call.url).toBe(401);
      expect((await t.app.inject({ ...call, headers: candidate.auth })).statusCode, call.url).toBe(403);
      expect((await t.app.inject({ ...call, headers: employer.auth })).statusCode, call.url).toBe(403);
    }
  });

  it('lists nothing, says sending is off, and refuses a resend with 409', async () => {
    const list = await t.app.inject({ method: 'GET', url: '/v1/operator/ksef', headers: operator });
    expect(list.json()).toEqual({ enabled: false, items: [], page: 1, pageSize: 25, total: 0, counts: { pending: 0, sent: 0, accepted: 0, rejected: 0, stuck: 0 } });
    const resend = await t.app.inject({ method: 'POST', url: '/v1/operator/ksef/1/resend', headers: operator });
    expect(resend.statusCode).toBe(409);
    expect(resend.json()).toMatchObject({ code: 'ksef_sending_disabled', message: 'Sending invoices to KSeF is switched off (KSEF_ENABLED), so nothing can be sent again.' });
    expect((await t.app.inject({ method: 'GET', url: '/v1/operator/ksef?status=lost', headers: operator })).statusCode).toBe(400);
  });
});

describe('the operator’s KSeF against a fake KSeF', () => {
  let t: TestApp;
  let fake: FakeKsef;
  let operator: Record<string, string>;
  let boss: Account;
  let nordic: Account;
  let acceptedId: number;
  let rejectedId: number;
  const db = () => t.database.db;

  const submissionOf = async (invoiceId: number) => (await db().select().from(ksefSubmissions).where(eq(ksefSubmissions.invoiceId, invoiceId)))[0];
  const decided = (invoiceId: number) =>
    until(async () => {
      const row = await submissionOf(invoiceId);
      return row && (row.status === 'accepted' || row.status === 'rejected') ? row : undefined;
    });
  const invoiceOf = async (orderUuid: string) =>
    (await db().select({ invoice: invoices }).from(invoices).innerJoin(shopOrders, eq(shopOrders.id, invoices.orderId)).where(eq(shopOrders.uuid, orderUuid)))[0]?.invoice;
  const list = async (query = '') => {
    const answer = await t.app.inject({ method: 'GET', url: `/v1/operator/ksef${query}`, headers: operator });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json();
  };
  const numberOf = async (invoiceId: number) => (await db().select({ number: invoices.number }).from(invoices).where(eq(invoices.id, invoiceId)))[0]?.number as string;
  const resend = (invoiceId: number) => t.app.inject({ method: 'POST', url: `/v1/operator/ksef/${invoiceId}/resend`, headers: operator });
  const sendsOf = (number: string) => fake.received.filter((invoice) => invoice.xml.includes(`<P_2>${number}</P_2>`));

  beforeAll(async () => {
    // The Norwegian buyer's invoices are refused until the test says otherwise.
    fake = await startFakeKsef({ token: KSEF_TOKEN, decide: (xml) => (xml.includes(`<Nazwa>${FJORDBYGG.name}</Nazwa>`) ? REFUSAL : 'accept') });
    t = await createTestApp({ jobs: true, env: { ...OPERATOR_ENV, KSEF_ENABLED: 'true', KSEF_TOKEN, KSEF_BASE_URL: fake.url } });
    operator = await operatorHeaders(t.app);
    boss = await billedEmployer(t.app, db(), BUDPOL);
    nordic = await billedEmployer(t.app, db(), FJORDBYGG);
    acceptedId = (await invoiceOf(await buyOnePublication(t.app, db(), boss)))?.id as number;
    rejectedId = (await invoiceOf(await buyOnePublication(t.app, db(), nordic)))?.id as number;
    await Promise.all([decided(acceptedId), decided(rejectedId)]);
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('lists the submissions by status with their counts: accepted with the KSeF number, rejected with KSeF’s reason', async () => {
    const accepted = await submissionOf(acceptedId);
    const all = await list();
    expect(all).toMatchObject({ enabled: true, total: 2, counts: { pending: 0, sent: 0, accepted: 1, rejected: 1, stuck: 0 } });
    const [rejectedRow] = (await list('?status=rejected')).items;
    expect(rejectedRow).toMatchObject({
      invoiceId: rejectedId,
      kind: 'VAT',
      buyer: { name: FJORDBYGG.name, taxId: FJORDBYGG.licTradNum, country: 'NO' },
      gross: 100,
      status: 'rejected',
      stuck: false,
      ksefNumber: null,
      lastError: '450 Błąd weryfikacji semantyki dokumentu faktury; Nieprawidłowy identyfikator nabywcy',
      attempts: 1,
      resends: 0,
      decidedAt: expect.any(String),
    });
    const acceptedList = await list('?status=accepted');
    expect(acceptedList).toMatchObject({ total: 1, items: [{ invoiceId: acceptedId, status: 'accepted', ksefNumber: accepted?.ksefNumber, gross: 123, buyer: { name: BUDPOL.name } }] });
    expect(acceptedList.items[0].ksefNumber).toMatch(/^5260250274-/);
    expect((await list('?status=pending')).items).toEqual([]);
    // The hash of the XML as sent is kept: the very XML the fake received.
    const [sent] = sendsOf(await numberOf(acceptedId));
    expect(accepted?.invoiceHash).toBe(createHash('sha256').update(sent?.xml ?? '').digest('base64'));
  });

  it('refuses to resend an accepted invoice (409) and an unknown one (404)', async () => {
    const accepted = await resend(acceptedId);
    expect(accepted.statusCode).toBe(409);
    expect(accepted.json()).toMatchObject({ code: 'ksef_already_accepted' });
    expect((await resend(999_999)).statusCode).toBe(404);
    expect((await resend(0)).statusCode).toBe(400);
  });

  it('resends a rejected invoice once for two clicks at once: pending, then accepted through the job, audited', async () => {
    fake.setDecision(() => 'accept');
    const number = await numberOf(rejectedId);
    const [first, second] = await Promise.all([resend(rejectedId), resend(rejectedId)]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    const answers = [first.json(), second.json()];
    expect(answers.map((answer) => answer.resent).sort()).toEqual([false, true]);
    expect(answers.find((answer) => answer.resent)).toMatchObject({ message: 'The invoice is queued to be sent to KSeF again.', item: { status: 'pending', resends: 1, attempts: 0 } });
    expect((await list('?status=pending')).items.map((row: { invoiceId: number }) => row.invoiceId)).toEqual([rejectedId]);

    const done = await decided(rejectedId);
    expect(done).toMatchObject({ status: 'accepted', resends: 1, attempts: 1, lastError: null, ksefNumber: expect.stringMatching(/^5260250274-/) });
    expect(sendsOf(number)).toHaveLength(2);
    const audit = await db().select().from(operatorAudit).where(eq(operatorAudit.action, 'ksef.resend'));
    expect(audit).toEqual([
      expect.objectContaining({
        targetType: 'invoice',
        targetId: String(rejectedId),
        operatorEmail: 'operator@trades.example',
        details: expect.objectContaining({ invoiceNumber: number, previousStatus: 'rejected', resends: 1, invoiceHash: done.invoiceHash }),
      }),
    ]);
    expect((await list()).counts).toMatchObject({ accepted: 2, rejected: 0 });
  }, 90_000);

  it('takes KSeF’s duplicate answer in the job as accepted under the original number: a send whose answer was lost', async () => {
    const before = await submissionOf(acceptedId);
    const number = await numberOf(acceptedId);
    // The process died after KSeF took the invoice and before the answer was stored: the submission still waits to be sent.
    await db()
      .update(ksefSubmissions)
      .set({ status: 'pending', ksefNumber: null, upo: null, sessionReferenceNumber: null, invoiceReferenceNumber: null, attempts: 0, statusChecks: 0, decidedAt: null })
      .where(eq(ksefSubmissions.invoiceId, acceptedId));
    await ksefJobQueue(t.jobs).submit(acceptedId);
    const done = await decided(acceptedId);
    expect(done).toMatchObject({ status: 'accepted', ksefNumber: before?.ksefNumber, lastError: null });
    expect(done.upo).toContain(`<NumerKSeFDokumentu>${before?.ksefNumber}</NumerKSeFDokumentu>`);
    expect(sendsOf(number)).toHaveLength(2);
  }, 90_000);

  it('shows a submission without progress for an hour as stuck, and a resend of it ends accepted as a duplicate', async () => {
    const before = await submissionOf(acceptedId);
    const number = await numberOf(acceptedId);
    // Sent, but its status checks were lost: nothing has moved for two hours.
    await db()
      .update(ksefSubmissions)
      .set({ status: 'sent', ksefNumber: null, upo: null, decidedAt: null, updatedAt: new Date(Date.now() - 2 * 3_600_000) })
      .where(eq(ksefSubmissions.invoiceId, acceptedId));
    const stuck = await list('?status=stuck');
    expect(stuck).toMatchObject({ total: 1, counts: { sent: 1, stuck: 1 }, items: [{ invoiceId: acceptedId, status: 'sent', stuck: true }] });
    const answer = await resend(acceptedId);
    expect(answer.json()).toMatchObject({ resent: true, item: { status: 'pending', stuck: false, resends: 1 } });
    const done = await decided(acceptedId);
    expect(done).toMatchObject({ status: 'accepted', ksefNumber: before?.ksefNumber, resends: 1 });
    expect(sendsOf(number)).toHaveLength(3);
  }, 90_000);
});
