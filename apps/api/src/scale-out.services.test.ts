import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { type IncomingHttpHeaders, type Server, createServer, request as forward } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AccountType, OrderStatus, StatusId, marketToday } from '@trades/contracts';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { exited, freePort, freshDatabase, readyWithin, startServer } from './test/processes.ts';

// Needs PostgreSQL and Redis: runs in the 'services' project (npm run test:postgres, .ci/run), never skipped.

/** A round-robin proxy made for this test: each request goes to the next web process, as a load balancer would. */
async function roundRobinProxy(targets: readonly number[]): Promise<{ port: number; served: Map<number, number>; close(): Promise<void> }> {
  const served = new Map<number, number>();
  let next = 0;
  const server: Server = createServer((incoming, outgoing) => {
    const target = targets[next % targets.length] as number;
    next += 1;
    served.set(target, (served.get(target) ?? 0) + 1);
    const headers: IncomingHttpHeaders = { ...incoming.headers, 'x-forwarded-for': incoming.socket.remoteAddress ?? '127.0.0.1', 'x-forwarded-proto': 'http' };
    const upstream = forward({ host: '127.0.0.1', port: target, method: incoming.method, path: incoming.url, headers }, (answer) => {
      outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(outgoing);
    });
    upstream.on('error', () => {
      if (!outgoing.headersSent) outgoing.writeHead(502);
      outgoing.end();
    });
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (typeof address !== 'object' || !address) throw new Error('the proxy has no port');
  return { port: address.port, served, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

const PASSWORD = 'Budowa2026!';
const dayFromNow = (days: number) => marketToday(new Date(Date.now() + days * 86_400_000));

describe('two web processes and a worker behind a round-robin proxy (issue 23)', () => {
  it('an employer signs up, pays a publication in the sandbox and publishes, a candidate applies, is moved and packed: every job once', async () => {
    const database = await freshDatabase('trades_scale_out');
    const dataDir = mkdtempSync(path.join(tmpdir(), 'trades-scale-out-'));
    const children: ChildProcess[] = [];
    const output: string[] = [];
    // The proxy's port first, so the processes' free ports cannot be the one it takes.
    const targets: number[] = [];
    const proxy = await roundRobinProxy(targets);
    const [web1, web2, worker] = [await freePort(), await freePort(), await freePort()];
    targets.push(web1, web2);
    const base = `http://127.0.0.1:${proxy.port}`;
    const client = new pg.Client({ connectionString: database.url });
    try {
      const start = (port: number, role: 'web' | 'worker') => {
        const child = startServer(
          database.url,
          port,
          dataDir,
          {
            PROCESS_ROLE: role,
            PUBLIC_URL: base,
            TRUST_PROXY: '1',
            REDIS_URL: process.env.TEST_REDIS_URL ?? '',
            RATE_LIMIT_NAMESPACE: `scale-out-${process.pid}-${Date.now()}`,
            DEMO_DATA: 'true',
            FREE_PUBLICATION: 'false',
            PAYMENT_PROVIDER: 'sandbox',
            LOG_LEVEL: 'warn',
          },
          true,
        );
        child.stdout?.on('data', (chunk: Buffer) => output.push(`[${role} ${port}] ${chunk.toString()}`));
        child.stderr?.on('data', (chunk: Buffer) => output.push(`[${role} ${port}] ${chunk.toString()}`));
        children.push(child);
        return child;
      };
      const processes = [start(web1, 'web'), start(web2, 'web'), start(worker, 'worker')];
      const started = await Promise.allSettled([web1, web2, worker].map((port, i) => readyWithin(port, processes[i] as ChildProcess, 150_000)));
      expect(started.map((result) => result.status), output.join('')).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);
      if (!process.env.TEST_REDIS_URL) throw new Error('TEST_REDIS_URL is not set: the web processes share their limits through Redis.');
      // The demo's seeded mails wait for the outbox's sweep (a minute old): the flow's own are delivered at once.
      await client.connect();
      const seededMails = (await client.query<{ last: number }>(`select coalesce(max(id), 0)::int as last from outbox_messages`)).rows[0]?.last ?? 0;

      /** Every call goes through the proxy. */
      const api = async <T = Record<string, unknown>>(method: string, url: string, token?: string, body?: object): Promise<{ status: number; json: T }> => {
        const answer = await fetch(`${base}${url}`, {
          method,
          headers: { 'x-locale': 'en', ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
          body: body ? JSON.stringify(body) : undefined,
          signal: AbortSignal.timeout(30_000),
        });
        const text = await answer.text();
        return { status: answer.status, json: (text && answer.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text) as T };
      };
      const ok = <T>(answer: { status: number; json: T }, status = 200): T => {
        expect(answer.status, `${JSON.stringify(answer.json)}\n${output.join('')}`).toBe(status);
        return answer.json;
      };

      /* The employer signs up, completes the company data and writes a draft. */
      const consents = ok(await api<{ id: number }[]>('GET', `/v1/public/dictionary/consents?accountType=${AccountType.Client}`));
      const email = `scale-out.${Date.now()}@example.com`;
      ok(
        await api('POST', '/v1/public/client/register', undefined, {
          firstName: 'Anna',
          lastName: 'Nowak',
          email,
          password: PASSWORD,
          phone: { country: 'PL', number: '512345678' },
          name: 'Budpol Sp. z o.o.',
          licTradNum: '5260250274',
          clientProfileConsents: consents.map((consent) => consent.id),
        }),
        201,
      );
      const employer = ok(await api<{ token: string }>('POST', '/v1/login_check', undefined, { username: email, password: PASSWORD })).token;
      ok(await api('POST', '/v1/client-profile/update', employer, { name: 'Budpol Sp. z o.o.', licTradNum: '5260250274', street: 'ul. Długa', propertyNumber: '5', zipCode: '00-238', city: 'Warszawa', country: 'PL' }));
      const brandId = ok(await api<{ data: { data: { id: number } } }>('POST', '/v1/client-brand/', employer, { name: 'Budpol' }), 201).data.data.id;
      const offer = ok(
        await api<{ offer: { id: number; uuid: string } }>('POST', '/v1/client-offer/create', employer, {
          clientBrand: brandId,
          industry: 1,
          profession: 1,
          professionClass: 2,
          numberOfVacancies: 2,
          minExperience: 2,
          workStartAt: dayFromNow(20),
          workEndAt: dayFromNow(200),
          workLocationState: 1,
          workLocationRegions: [{ region: 102, cities: [10201] }],
          certificates: [],
          skillsProfessionals: [{ id: 20, isRequired: true, rating: 4 }],
          skillsTechnicals: [],
          requiredDocuments: [],
          languages: [{ languageCode: 'en', languageProficiency: 2, isRequired: true }],
          contractTypes: [1],
          workSystems: [1],
          salaryGrossValueMin: { amount: 270, currency: 'NOK' },
          salaryGrossValueMax: { amount: 320, currency: 'NOK' },
          description: '<p>Carpenters for new housing in Stavanger.</p>',
        }),
        201,
      ).offer;

      /* Its publication is bought in the sandbox; the payment page's button is pressed twice, on both web processes at once. */
      const products = ok(await api<{ items: { uuid: string; type: string }[] }>('GET', '/v1/shop/product', employer)).items;
      const publication = products.find((product) => product.type === 'publish_offer');
      ok(await api('POST', '/v1/shop/cart/item/add', employer, { cartItems: [{ product: publication?.uuid, items: [{ uuid: offer.uuid }] }] }));
      const cart = ok(await api<{ data: { uuid: string } }>('GET', '/v1/shop/cart', employer)).data.uuid;
      const placed = ok(await api<{ items: { paymentUrl: string; orderUuid: string }[] }>('POST', `/v1/payment/transaction/register/${cart}`, employer, { regulationAccept: true, urlReturn: '/user/order-list' })).items[0];
      const paymentToken = String(placed?.paymentUrl).split('/').pop();
      const presses = await Promise.all([1, 2].map(() => api<{ status?: number; code?: string }>('POST', `/v1/payment/sandbox/${paymentToken}/complete`, undefined, { outcome: 'success' })));
      // One press settles the payment; the other finds it settled (409), whichever process each reached.
      const outcomes = presses.map((press) => (press.status === 200 ? press.json.status : press.json.code)).sort();
      expect(outcomes, JSON.stringify(presses)).toEqual([OrderStatus.PaymentCompleted, 'shop_payment_not_pending'].sort());
      const order = ok(await api<{ items: { status: number; number: string }[] }>('GET', `/v1/shop/order/${placed?.orderUuid}`, employer)).items[0];
      expect(order?.status).toBe(OrderStatus.PaymentCompleted);
      // Paid, the offer published itself (issue 25).
      expect(ok(await api<{ status: { id: number } }>('GET', `/v1/client-offer/${offer.id}/show`, employer)).status.id).toBe(StatusId.Active);

      /* A candidate applies; the employer moves her on and packs her documents (a job on the worker). */
      const candidate = ok(await api<{ token: string }>('POST', '/v1/login_check', undefined, { username: 'candidate1@demo.trades.example', password: 'Demo1234!' })).token;
      ok(await api('POST', `/v1/candidate-offer/apply/${offer.id}`, candidate, { availableFrom: dayFromNow(5) }));
      const entries = ok(await api<{ items: { id: number }[] }>('GET', `/v1/client-offer/${offer.id}/applications/list`, employer)).items;
      expect(entries).toHaveLength(1);
      ok(await api('POST', '/v1/client-offer/applied/bulk-update', employer, { ids: entries.map((entry) => entry.id), status: StatusId.ItSuits }));
      const queued = ok(await api<{ data: { offerDatasetQueue: { id: number } } }>('POST', `/v1/client-offer/${offer.id}/data-set-queue`, employer, { status: StatusId.ItSuits }));
      const packId = queued.data.offerDatasetQueue.id;
      let pack = { status: { id: 0 }, dataSetDownloadUrl: null as string | null };
      for (const until = Date.now() + 90_000; pack.status.id !== StatusId.Completed && Date.now() < until; ) {
        await new Promise((resolve) => setTimeout(resolve, 500));
        pack = ok(await api<typeof pack>('GET', `/v1/client-offer/${offer.id}/data-set-queue/${packId}`, employer));
      }
      expect(pack.status.id, output.join('')).toBe(StatusId.Completed);
      const zip = await fetch(`${base}${pack.dataSetDownloadUrl}`);
      expect(zip.status).toBe(200);
      expect(zip.headers.get('content-type')).toBe('application/zip');
      expect((await zip.arrayBuffer()).byteLength).toBeGreaterThan(1_000);

      /* Every job due so far has run, once: none failed, none ran again; the order was settled once. */
      const due = async () =>
        (await client.query<{ n: number }>(`select count(*)::int as n from pgboss.job where state in ('created', 'retry', 'active') and start_after <= now()`)).rows[0]?.n;
      for (const until = Date.now() + 60_000; (await due()) !== 0 && Date.now() < until; ) await new Promise((resolve) => setTimeout(resolve, 500));
      expect(await due()).toBe(0);
      const jobs = (await client.query<{ name: string; state: string; runs: number; n: number }>(
        `select name, state, retry_count + 1 as runs, count(*)::int as n from pgboss.job where state <> 'created' group by name, state, retry_count order by name`,
      )).rows;
      expect(jobs.filter((job) => job.state !== 'completed' || job.runs !== 1)).toEqual([]);
      expect(jobs.map((job) => job.name)).toEqual(expect.arrayContaining([expect.stringMatching(/pack|data-set/i), expect.stringMatching(/outbox|mail/i)]));
      const settled = await client.query<{ invoices: number; attempts: number }>(
        `select (select count(*)::int from invoices i join shop_orders o on o.id = i.order_id where o.uuid = $1) as invoices,
                (select count(*)::int from payment_attempts a join shop_orders o on o.id = a.order_id where o.uuid = $1 and a.state = 'completed') as attempts`,
        [placed?.orderUuid],
      );
      expect(settled.rows[0]).toEqual({ invoices: 1, attempts: 1 });
      // Every mail of the flow handed over once ('stored' where no transport is set, as here), none waiting or failed.
      const mails = (await client.query<{ status: string; attempts: number; n: number }>(`select status, attempts, count(*)::int as n from outbox_messages where id > $1 group by status, attempts`, [seededMails])).rows;
      const undelivered = await client.query(`select id, template, recipient, created_at, status, attempts from outbox_messages where id > $1 and (status in ('pending', 'failed') or attempts > 1)`, [seededMails]);
      const outboxJobs = await client.query(`select name, state, data, start_after, created_on from pgboss.job where name like '%outbox%' order by created_on`);
      expect(undelivered.rows, JSON.stringify(outboxJobs.rows)).toEqual([]);
      expect(mails.length).toBeGreaterThan(0);

      // Both web processes answered; what the closing note shows, with the worker's and one web process's /metrics
      // (read from this machine, as Prometheus beside them would: loopback needs no token).
      expect([...proxy.served.values()].every((count) => count > 5)).toBe(true);
      const metricsOf = async (port: number) => {
        const answer = await fetch(`http://127.0.0.1:${port}/metrics`);
        expect(answer.status).toBe(200);
        return (await answer.text()).split('\n').filter((line) => /^(job_duration_seconds_count|job_queue_depth|outbox_deliveries_total|payment_notifications_total|http_request_duration_seconds_count)\{/.test(line));
      };
      const [workerMetrics, webMetrics] = [await metricsOf(worker), await metricsOf(web1)];
      expect(workerMetrics).toContainEqual(expect.stringMatching(/^job_duration_seconds_count\{queue="candidate-documents.generate-pack",outcome="completed"\} 1$/));
      console.log(
        [
          `proxy: ${[...proxy.served].map(([port, count]) => `web :${port} answered ${count}`).join(', ')}`,
          `order ${order?.number}: ${settled.rows[0]?.invoices} invoice, ${settled.rows[0]?.attempts} completed payment (the sandbox button pressed twice at once)`,
          `pack ${packId}: completed, ZIP served through the proxy`,
          'jobs (name, state, runs, count):',
          ...jobs.map((job) => `  ${job.name} ${job.state} ×${job.runs}: ${job.n}`),
          `mails of the flow: ${mails.map((mail) => `${mail.n} ${mail.status}`).join(', ')}`,
          `worker :${worker} /metrics:`,
          ...workerMetrics.filter((line) => !/^job_queue_depth.* 0$/.test(line)).map((line) => `  ${line}`),
          '  (every other job_queue_depth line: 0)',
          `web :${web1} /metrics (requests by route and status):`,
          ...webMetrics.filter((line) => line.startsWith('http_')).map((line) => `  ${line}`),
        ].join('\n'),
      );
    } finally {
      for (const child of children) child.kill('SIGTERM');
      await Promise.all(children.map(exited));
      await client.end().catch(() => undefined);
      await proxy.close();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 300_000);
});
