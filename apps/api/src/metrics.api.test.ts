import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildWorkerApp } from './app.ts';
import { loadConfig } from './config/config.ts';
import type { DatabaseHandle } from './infra/db/database.ts';
import { JobQueue } from './infra/jobs/job-queue.ts';
import type { MessageTransport } from './infra/mail/delivery.ts';
import { OUTBOX_DELIVERY_JOB, createOutbox } from './infra/mail/outbox.ts';
import { AppMetrics } from './infra/metrics/metrics.ts';
import { registerJobs } from './jobs.ts';
import { type TestApp, createTestApp, openTestDatabase } from './test/test-app.ts';

/* GET /metrics (issue 23): who may read it, its format, and what the web app and a worker count. */

const METRICS_TOKEN = 'metrics-token-of-the-test-0123456789abcdef';
const bearer = { authorization: `Bearer ${METRICS_TOKEN}` };
const P24 = { PAYMENT_PROVIDER: 'przelewy24', P24_MERCHANT_ID: '64195', P24_POS_ID: '64195', P24_CRC: 'b2f6a2c1d4e5f6a7', P24_API_KEY: 'f00dfeedcafebabe' };

/** One sample's value in Prometheus's text format: `name{labels} value`, labels in the order they were declared. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((row) => row.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

async function scrapeUntil(app: FastifyInstance, series: string, timeoutMs = 15_000): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = sample((await app.inject({ method: 'GET', url: '/metrics', headers: bearer })).body, series);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`no ${series} in time`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('/metrics of a web process', () => {
  let t: TestApp;

  beforeAll(async () => {
    // Behind one proxy (TRUST_PROXY=1), so request.ip follows X-Forwarded-For: the endpoint must not.
    t = await createTestApp({ jobs: true, env: { METRICS_TOKEN, TRUST_PROXY: '1', ...P24 } });
  });
  afterAll(() => t.close());

  it('answers another machine only with the token, and otherwise as an unknown path', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: '/v1/no-such-path', remoteAddress: '10.0.0.5' });
    for (const headers of [{}, { authorization: 'Bearer wrong-token' }, { authorization: METRICS_TOKEN }, { 'x-forwarded-for': '127.0.0.1' }]) {
      const refused = await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '10.0.0.5', headers });
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual(unknown.json());
    }
    const allowed = await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '10.0.0.5', headers: { authorization: `bearer ${METRICS_TOKEN}` } });
    expect(allowed.statusCode).toBe(200);
  });

  it('answers this machine without the token, unless a proxy on it relayed the request', async () => {
    for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      expect((await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress })).statusCode).toBe(200);
    }
    for (const headers of [{ 'x-forwarded-for': '203.0.113.7' }, { forwarded: 'for=203.0.113.7' }, { 'x-real-ip': '203.0.113.7' }]) {
      expect((await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1', headers })).statusCode).toBe(404);
    }
  });

  it('is not in the OpenAPI document', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json() as { paths: Record<string, unknown> };
    expect(Object.keys(spec.paths)).not.toContain('/metrics');
  });

  it("speaks Prometheus's text format and times requests by route pattern and status, never by URL", async () => {
    const orderUuid = '2f0c2a8e-8d1e-4a57-9a3b-6f1f1c0d9e11';
    await t.app.inject({ method: 'GET', url: `/v1/shop/order/${orderUuid}` });
    await t.app.inject({ method: 'GET', url: '/v1/no-such-path' });
    const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: bearer });
    expect(res.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain('# TYPE http_request_duration_seconds histogram');
    expect(sample(res.body, 'http_request_duration_seconds_count{method="GET",route="/v1/shop/order/:uuid",status="401"}')).toBe(1);
    expect(sample(res.body, 'http_request_duration_seconds_bucket{le="+Inf",method="GET",route="/v1/shop/order/:uuid",status="401"}')).toBe(1);
    expect(res.body).toContain('route="unmatched",status="404"');
    expect(res.body).not.toContain(orderUuid);
    expect(res.body).not.toContain('no-such-path');
    for (const name of ['job_duration_seconds', 'job_queue_depth', 'payment_notifications_total', 'ksef_submissions_total', 'outbox_deliveries_total']) {
      expect(res.body).toContain(`# TYPE ${name} `);
    }
  });

  it("counts Przelewy24's notifications by outcome, a body refused by its schema included", async () => {
    const notification = { merchantId: 64_195, posId: 64_195, sessionId: 'no-such-session', amount: 100, originAmount: 100, currency: 'PLN', orderId: 1, methodId: 181, statement: 's', sign: 'f'.repeat(96) };
    expect((await t.app.inject({ method: 'POST', url: '/v1/payment/notification/przelewy24', payload: notification })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: '/v1/payment/notification/przelewy24', payload: { sign: 'x' } })).statusCode).toBe(422);
    const text = (await t.app.inject({ method: 'GET', url: '/metrics', headers: bearer })).body;
    expect(sample(text, 'payment_notifications_total{provider="przelewy24",kind="payment",outcome="rejected"}')).toBe(2);
  });

  it("counts the outbox job's delivery, the job's run and its queue's depth", async () => {
    const jobs = t.jobs as JobQueue;
    const outbox = createOutbox(t.config.PUBLIC_URL, (id) => jobs.send(OUTBOX_DELIVERY_JOB, { id }));
    const message = await outbox.email(t.database.db, { to: 'metrics@example.com', locale: 'en', template: 'test', content: { subject: 'Counted', heading: 'Counted', paragraphs: ['Through the job queue'] } });
    await outbox.flush([message]);
    // The test's workers have no transport: the message is stored.
    expect(await scrapeUntil(t.app, 'outbox_deliveries_total{channel="email",outcome="stored"}')).toBe(1);
    expect(await scrapeUntil(t.app, `job_duration_seconds_count{queue="${OUTBOX_DELIVERY_JOB}",outcome="completed"}`)).toBeGreaterThanOrEqual(1);
    expect(await scrapeUntil(t.app, `job_queue_depth{queue="${OUTBOX_DELIVERY_JOB}",state="ready"}`)).toBeGreaterThanOrEqual(0);
  }, 30_000);
});

describe('/metrics of a worker process', () => {
  let database: DatabaseHandle;
  let drop: () => Promise<void>;
  let jobs: JobQueue;
  let worker: FastifyInstance;
  let transportFails = false;
  const transport: MessageTransport = {
    async send() {
      if (transportFails) throw new Error('connection refused');
    },
  };

  beforeAll(async () => {
    ({ handle: database, drop } = await openTestDatabase());
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: path.join(os.tmpdir(), 'trades-test'), JWT_SECRET: 'j'.repeat(40), METRICS_TOKEN });
    const metrics = new AppMetrics();
    jobs = new JobQueue(database, { metrics });
    await jobs.start();
    await registerJobs(jobs, database, config, { email: transport }, metrics);
    worker = await buildWorkerApp({ config, database, logger: false, metrics });
  });
  afterAll(async () => {
    await worker.close();
    await jobs.stop();
    await drop();
  });

  it('serves them beside its health checks, to the token alone from another machine', async () => {
    expect((await worker.inject({ method: 'GET', url: '/metrics', remoteAddress: '10.0.0.5' })).statusCode).toBe(404);
    expect((await worker.inject({ method: 'GET', url: '/metrics', remoteAddress: '10.0.0.5', headers: bearer })).statusCode).toBe(200);
    expect((await worker.inject({ method: 'GET', url: '/healthz', remoteAddress: '10.0.0.5' })).statusCode).toBe(200);
  });

  it('counts mail sent and delivery attempts that failed, and the failed job run', async () => {
    const outbox = createOutbox('http://localhost:3000', (id) => jobs.send(OUTBOX_DELIVERY_JOB, { id }));
    const send = async (to: string) => outbox.flush([await outbox.email(database.db, { to, locale: 'en', template: 'test', content: { subject: 'Hi', heading: 'Hi', paragraphs: ['Hello'] } })]);
    await send('sent@example.com');
    expect(await scrapeUntil(worker, 'outbox_deliveries_total{channel="email",outcome="sent"}')).toBe(1);
    transportFails = true;
    await send('refused@example.com');
    expect(await scrapeUntil(worker, 'outbox_deliveries_total{channel="email",outcome="retrying"}')).toBe(1);
    expect(await scrapeUntil(worker, `job_duration_seconds_count{queue="${OUTBOX_DELIVERY_JOB}",outcome="failed"}`)).toBe(1);
  }, 30_000);
});
