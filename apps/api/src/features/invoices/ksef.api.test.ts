import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeKsef, startFakeKsef } from '../../test/fake-ksef.ts';
import { type TestApp, createTestApp } from '../../test/test-app.ts';
import type { Account } from '../applications/testing.ts';
import { KsefCallError, httpKsefGateway, ksefSettingsOf } from './ksef-gateway.ts';
import { type KsefDeps, KSEF_SEND_TRIES, KSEF_SUBMIT_JOB, checkKsefStatus, ksefJobQueue, submitInvoiceToKsef, sweepKsefSubmissions } from './ksef-submissions.ts';
import { createOutbox } from '../../infra/mail/outbox.ts';
import { paymentAttempts } from '../payments/payments.tables.ts';
import { buyOnePublication, settleAttempt, settlementDepsOf } from '../payments/testing.ts';
import { shopOrders } from '../shop/shop.tables.ts';
import { BUDPOL, FJORDBYGG, billedEmployer } from '../shop/testing.ts';
import { invoices, ksefSubmissions } from './invoices.tables.ts';

/* Sending invoices to KSeF (issue 11): off by default, and against a fake KSeF when on. */

const KSEF_TOKEN = 'test-ksef-token-20261124';

async function until<T>(read: () => Promise<T | undefined>, timeoutMs = 40_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const buyOne = (t: TestApp, account: Account) => buyOnePublication(t.app, t.database.db, account);

async function invoiceOf(t: TestApp, orderUuid: string) {
  const [row] = await t.database.db.select({ invoice: invoices }).from(invoices).innerJoin(shopOrders, eq(shopOrders.id, invoices.orderId)).where(eq(shopOrders.uuid, orderUuid));
  if (!row) throw new Error('no invoice');
  return row.invoice;
}

const invoiceList = async (t: TestApp, account: Account) =>
  (await t.app.inject({ method: 'POST', url: '/v1/client-financial-account/invoices', headers: account.auth })).json().items as { id: number; ksefNumber: string | null }[];

describe('KSeF sending off (the default)', () => {
  let t: TestApp;
  let fake: FakeKsef;

  beforeAll(async () => {
    fake = await startFakeKsef({ token: KSEF_TOKEN });
    // Everything set but the switch: nothing may go out.
    t = await createTestApp({ jobs: true, env: { KSEF_TOKEN, KSEF_BASE_URL: fake.url } });
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('issues the invoice without a submission and sends nothing', async () => {
    expect(t.config.KSEF_ENABLED).toBe(false);
    const boss = await billedEmployer(t.app, t.database.db);
    const invoice = await invoiceOf(t, await buyOne(t, boss));
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(await t.database.db.select().from(ksefSubmissions)).toEqual([]);
    expect(fake.calls).toEqual([]);
    expect(await invoiceList(t, boss)).toMatchObject([{ id: invoice.id, ksefNumber: null }]);
  });

  it('tries a failing send KSEF_SEND_TRIES times with the error kept, then rejects it', async () => {
    const db = t.database.db;
    const [invoice] = await db.select().from(invoices);
    if (!invoice) throw new Error('no invoice');
    await db.insert(ksefSubmissions).values({ invoiceId: invoice.id });
    const queued: number[] = [];
    const deps: KsefDeps = {
      db,
      gateway: { send: () => Promise.reject(new KsefCallError('KSeF POST /sessions/online: HTTP 503')), status: () => Promise.reject(new Error('not sent')) },
      queue: { submit: async () => undefined, checkStatus: async (invoiceId) => void queued.push(invoiceId) },
      now: () => new Date(),
    };
    for (let attempt = 1; attempt < KSEF_SEND_TRIES; attempt += 1) {
      await expect(submitInvoiceToKsef(deps, invoice.id)).rejects.toThrow(KsefCallError);
      expect(await db.select().from(ksefSubmissions)).toMatchObject([{ status: 'pending', attempts: attempt, lastError: 'KSeF POST /sessions/online: HTTP 503' }]);
    }
    await submitInvoiceToKsef(deps, invoice.id);
    expect(await db.select().from(ksefSubmissions)).toMatchObject([{ status: 'rejected', attempts: KSEF_SEND_TRIES, lastError: 'KSeF POST /sessions/online: HTTP 503' }]);
    await submitInvoiceToKsef(deps, invoice.id);
    expect((await db.select().from(ksefSubmissions))[0]?.attempts).toBe(KSEF_SEND_TRIES);
    expect(queued).toEqual([]);
  });

  it('uses KSEF_PUBLIC_KEY_PEM instead of fetching the key, and authenticates again when the access token is refused', async () => {
    const gateway = httpKsefGateway({ baseUrl: fake.url, token: KSEF_TOKEN, nip: '1111111111', publicKeyPem: fake.certificatePem });
    const reference = await gateway.send('<Faktura/>');
    expect(fake.received).toMatchObject([{ nip: '1111111111', xml: '<Faktura/>', referenceNumber: reference.invoiceReferenceNumber }]);
    expect(fake.calls).not.toContain('GET /security/public-key-certificates');
    expect(await gateway.status(reference)).toMatchObject({ kind: 'accepted', ksefNumber: fake.ksefNumberOf(reference.invoiceReferenceNumber) });
    // The access token is kept between calls; once KSeF refuses it, the next call authenticates again.
    expect(fake.calls.filter((call) => call === 'POST /auth/challenge')).toHaveLength(1);
    fake.revokeAccessTokens();
    await expect(gateway.status(reference)).rejects.toThrow(/HTTP 401/);
    expect(await gateway.status(reference)).toMatchObject({ kind: 'accepted' });
    expect(fake.calls.filter((call) => call === 'POST /auth/challenge')).toHaveLength(2);
  });
});

describe('KSeF sending on, against a fake KSeF', () => {
  let t: TestApp;
  let fake: FakeKsef;
  let boss: Account;
  let nordic: Account;

  beforeAll(async () => {
    fake = await startFakeKsef({
      token: KSEF_TOKEN,
      processingChecks: 1,
      decide: (xml) =>
        xml.includes('<Nazwa>Fjordbygg AS</Nazwa>') ? { code: 450, description: 'Błąd weryfikacji semantyki dokumentu faktury', details: ['Nieprawidłowy identyfikator nabywcy'] } : 'accept',
    });
    t = await createTestApp({ jobs: true, env: { KSEF_ENABLED: 'true', KSEF_TOKEN, KSEF_BASE_URL: fake.url } });
    boss = await billedEmployer(t.app, t.database.db, BUDPOL);
    nordic = await billedEmployer(t.app, t.database.db, FJORDBYGG);
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const submissionOf = async (invoiceId: number) => (await t.database.db.select().from(ksefSubmissions).where(eq(ksefSubmissions.invoiceId, invoiceId)))[0];
  const decided = (invoiceId: number) =>
    until(async () => {
      const row = await submissionOf(invoiceId);
      return row && (row.status === 'accepted' || row.status === 'rejected') ? row : undefined;
    });

  it('sends each issued invoice once; the fake decrypts exactly its FA(3) XML; polling stores the KSeF number and UPO; a rejection keeps its reason', async () => {
    const [accepted, rejected] = await Promise.all([buyOne(t, boss).then((uuid) => invoiceOf(t, uuid)), buyOne(t, nordic).then((uuid) => invoiceOf(t, uuid))]);

    const done = await decided(accepted.id);
    const xml = await t.app.inject({ method: 'GET', url: `/v1/client-financial-account/invoice/${accepted.id}/ksef-xml`, headers: boss.auth });
    const sent = fake.received.filter((invoice) => invoice.xml.includes(`<P_2>${accepted.number}</P_2>`));
    expect(sent).toHaveLength(1);
    expect(sent[0]?.xml).toBe(xml.body);
    expect(sent[0]?.nip).toBe('5260250274');
    expect(done).toMatchObject({
      status: 'accepted',
      sessionReferenceNumber: sent[0]?.sessionReferenceNumber,
      invoiceReferenceNumber: sent[0]?.referenceNumber,
      ksefNumber: fake.ksefNumberOf(sent[0]?.referenceNumber ?? ''),
      attempts: 1,
      lastError: null,
    });
    // The first check found it still in progress; a later one the decision.
    expect(done.statusChecks).toBe(2);
    expect(done.upo).toContain(`<NumerKSeFDokumentu>${done.ksefNumber}</NumerKSeFDokumentu>`);
    expect((await invoiceList(t, boss)).find((row) => row.id === accepted.id)?.ksefNumber).toBe(done.ksefNumber);
    expect(fake.calls.filter((call) => call.startsWith('POST /sessions/online/') && call.endsWith('/close'))).toHaveLength(2);

    const refused = await decided(rejected.id);
    expect(refused).toMatchObject({ status: 'rejected', ksefNumber: null, upo: null });
    expect(refused.lastError).toBe('450 Błąd weryfikacji semantyki dokumentu faktury; Nieprawidłowy identyfikator nabywcy');
    expect((await invoiceList(t, nordic))[0]?.ksefNumber).toBeNull();
    // Counted by the process that runs the jobs (this app), each move once.
    const metrics = (await t.app.inject({ method: 'GET', url: '/metrics' })).body;
    expect(metrics).toContain('ksef_submissions_total{status="sent"} 2');
    expect(metrics).toContain('ksef_submissions_total{status="accepted"} 1');
    expect(metrics).toContain('ksef_submissions_total{status="rejected"} 1');
  }, 90_000);

  it('does not send twice: a repeated settlement, queueing, sweep or job run changes nothing once decided', async () => {
    const db = t.database.db;
    const before = fake.received.length;
    const rows = await db.select().from(ksefSubmissions);
    expect(rows).toHaveLength(2);
    const deps: KsefDeps = { db, gateway: httpKsefGateway(ksefSettingsOf(t.config)), queue: ksefJobQueue(t.jobs), now: () => new Date() };
    for (const row of rows) {
      await submitInvoiceToKsef(deps, row.invoiceId);
      await checkKsefStatus(deps, row.invoiceId);
      await deps.queue.submit(row.invoiceId);
      const [invoice] = await db.select().from(invoices).where(eq(invoices.id, row.invoiceId));
      const [attempt] = await db.select().from(paymentAttempts).where(eq(paymentAttempts.orderId, invoice?.orderId ?? 0));
      const repeat = await settleAttempt(settlementDepsOf({ db, now: () => new Date(), outbox: createOutbox(t.config.PUBLIC_URL, async () => undefined), config: t.config, ksef: deps.queue }), attempt?.id ?? 0, { kind: 'success' });
      expect(repeat.changed).toBe(false);
    }
    await sweepKsefSubmissions(deps);
    await until(async () => {
      const queued = (await db.execute(sql`select count(*)::int as n from pgboss.job where name = ${KSEF_SUBMIT_JOB} and state in ('created', 'retry', 'active')`)) as unknown as { rows: { n: number }[] };
      return queued.rows[0]?.n === 0 ? true : undefined;
    });
    expect(fake.received).toHaveLength(before);
    expect(await db.select().from(ksefSubmissions)).toEqual(rows);
  }, 60_000);
});
