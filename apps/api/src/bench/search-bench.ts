/*
 * npm run bench:search — the public offer search under concurrent load.
 *
 * Creates a fresh PostgreSQL database on the server of BENCH_DATABASE_URL (default
 * postgres://postgres@127.0.0.1:5432/test), migrates and seeds the reference data, inserts
 * 100,000 generated offers, starts a bare Fastify route and the real API, each in a child process,
 * and runs autocannon for BENCH_SECONDS (default 10) against the bare route, /healthz and a
 * filtered, sorted page of the public list (one popular page, then many different pages, then varied
 * keyword, distance and pay searches). Prints requests per second and p50/p99 latency, the ratios
 * to the bare route (the fixed cost of a request, issue 28) and the EXPLAIN plans of one query of
 * each kind, then drops the database (BENCH_KEEP_DATABASE=true keeps it). BENCH_CPU_PROF=<dir>
 * writes the API process's V8 profile there. Only 127.0.0.1 is ever loaded.
 */
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon, { type Result } from 'autocannon';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { AccountType, StatusId, offerListQuery } from '@trades/contracts';
import { users } from '../features/accounts/accounts.tables.ts';
import { clientBrands, offers } from '../features/offers/offers.tables.ts';
import { countPublicOffersQuery, listPublicOffersQuery, listQueryOf } from '../features/offers/index.ts';
import { ReferenceCatalogueStore, loadExchangeRates } from '../features/reference/index.ts';
import { type Database, openDatabase } from '../infra/db/database.ts';
import { type DemoEmployer, buildGeneratedOffer, seededRandom } from '../seed/demo-offers.ts';
import { seedDatabase } from '../seed/seed.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const OFFERS = Number(process.env.BENCH_OFFERS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
/** Distinct generated offers; the rest are copies with their own uuid and publication date. */
const DISTINCT = 2_000;
const EMPLOYERS = 20;
const LIST_QUERY = 'industry=1&country=1&sort=publicationAt%7Cdesc&page=3';
/** What the search's keyword, distance and pay runs ask (issue 28); the cities are the most common ones of the offers. */
const KEYWORDS = ['spawacz', 'welder', 'sveiser', 'зварник', 'elektryk', 'carpenter'];
const keywordQuery = (q: string) => `q=${encodeURIComponent(q)}`;
const distanceQuery = (cityId: number, radiusKm: number) => `near=${cityId}&radiusKm=${radiusKm}&sort=distance%7Casc`;
const payQuery = (payMin: number) => `payMin=${payMin}&payCurrency=NOK&sort=pay%7Cdesc`;

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: SERVER_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function insertEmployers(db: Database): Promise<DemoEmployer[]> {
  const employers: DemoEmployer[] = [];
  for (let i = 0; i < EMPLOYERS; i++) {
    const [user] = await db
      .insert(users)
      .values({ email: `bench-employer-${i}@bench.example`, passwordHash: 'x', accountType: AccountType.Client, firstName: 'Bench', lastName: `Employer ${i}` })
      .returning({ id: users.id });
    if (!user) throw new Error('employer not created');
    const brands = await db
      .insert(clientBrands)
      .values([
        { clientUserId: user.id, name: `Bench Bygg ${i} AS`, isMain: true },
        { clientUserId: user.id, name: `Bench Industri ${i}` },
      ])
      .returning({ id: clientBrands.id });
    employers.push({ userId: user.id, brandIds: brands.map((b) => b.id), languages: i % 2 === 0 ? ['no', 'en', 'ua'] : ['pl', 'ua', 'en'] });
  }
  return employers;
}

/**
 * DISTINCT generated offers inserted in multi-row statements, then copied in SQL up to OFFERS
 * with fresh uuids, publication dates spread over the last 29 days and one in ten not active
 * (drafts and archived offers the public index must skip).
 */
async function insertOffers(db: Database, employers: readonly DemoEmployer[]): Promise<void> {
  const now = new Date();
  const distinct = Math.min(DISTINCT, OFFERS);
  const batch = 500;
  for (let start = 0; start < distinct; start += batch) {
    const rows = [];
    for (let index = start; index < Math.min(distinct, start + batch); index++) {
      rows.push(buildGeneratedOffer(42, index, employers[index % employers.length] as DemoEmployer, now, (index % 29) + (index % 24) / 24));
    }
    await db.insert(offers).values(rows);
  }
  const copies = Math.ceil(OFFERS / distinct) - 1;
  if (copies > 0) {
    await db.execute(sql`
      insert into offers (slug, client_user_id, client_brand_id, status, industry_id, profession_id, profession_class_id,
        number_of_vacancies, min_experience, description, work_start_at, work_end_at, work_location_state_id, all_state,
        work_location_region_id, work_location_city_id, is_constant_work, is_flexible_work, work_rotational, work_overtime,
        work_daily_hours, work_month_days, salary_gross_min, salary_gross_max, salary_currency, salary_daily_min, salary_month_min,
        is_salary_gross, show_salary_gross, show_salary_daily, show_salary_month, salary_type, publication_at, end_publication_at,
        requirements, required_documents, languages, rewards, benefits, we_offers, contract_types, work_systems, regions, flexible_works)
      select slug, client_user_id, client_brand_id,
        (case when random() < 0.1 then (array[${StatusId.Draft}, ${StatusId.Archived}, ${StatusId.Withdrawn}]::smallint[])[1 + floor(random() * 3)::int] else ${StatusId.Active}::smallint end),
        industry_id, profession_id, profession_class_id, number_of_vacancies, min_experience, description,
        work_start_at, work_end_at, work_location_state_id, all_state, work_location_region_id, work_location_city_id,
        is_constant_work, is_flexible_work, work_rotational, work_overtime, work_daily_hours, work_month_days,
        salary_gross_min, salary_gross_max, salary_currency, salary_daily_min, salary_month_min, is_salary_gross,
        show_salary_gross, show_salary_daily, show_salary_month, salary_type, p.published, p.published + interval '30 days',
        requirements, required_documents, languages, rewards, benefits, we_offers, contract_types, work_systems, regions, flexible_works
      from offers
      cross join generate_series(1, ${copies}::int) as copy(n)
      cross join lateral (select now() - random() * interval '29 days' + (copy.n * interval '0 seconds') as published) p
      limit ${OFFERS - distinct}::int`);
  }
  await db.execute(sql`vacuum analyze offers`);
}

/** The plans of the page and count queries of each search (name and query string as sent over HTTP). */
async function explain(db: Database, searches: readonly (readonly [string, string])[]): Promise<string[]> {
  const context = { catalogue: await ReferenceCatalogueStore.of(db).current(), rates: await loadExchangeRates(db) };
  const out: string[] = [];
  const client = new pg.Client({ connectionString: currentUrl });
  await client.connect();
  try {
    for (const [search, queryString] of searches) {
      const parsed = offerListQuery.safeParse(Object.fromEntries(new URLSearchParams(queryString)));
      if (!parsed.success) throw new Error(`benchmark query ${queryString} does not parse`);
      const query = listQueryOf(parsed.data, new Date(), context);
      for (const [name, builder] of [
        ['page', listPublicOffersQuery(db, query, new Date())],
        ['count', countPublicOffersQuery(db, query, new Date())],
      ] as const) {
        const { sql: text, params } = builder.toSQL();
        const plan = await client.query(`explain (analyze, buffers, costs off) ${text}`, params as unknown[]);
        out.push(`-- ${search} ${name} query plan (${queryString})`, ...plan.rows.map((row: Record<string, string>) => `   ${row['QUERY PLAN']}`));
      }
    }
  } finally {
    await client.end();
  }
  return out;
}

let currentUrl = '';

function startServer(url: string, kind: 'api' | 'bare' = 'api'): Promise<{ port: number; stop(): Promise<void> }> {
  const profileDir = kind === 'api' ? process.env.BENCH_CPU_PROF : undefined;
  const child = fork(path.join(here, 'bench-server.ts'), [], {
    execArgv: ['--import', 'tsx', ...(profileDir ? ['--cpu-prof', '--cpu-prof-dir', profileDir] : [])],
    env: { ...process.env, BENCH_SERVER_DATABASE_URL: url, BENCH_SERVER_KIND: kind },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
    child.once('message', (message) => {
      const port = (message as { port?: number }).port;
      if (!port) return reject(new Error('server sent no port'));
      resolve({
        port,
        stop: () =>
          new Promise<void>((done) => {
            child.removeAllListeners('exit');
            child.once('exit', () => done());
            child.send('stop');
            setTimeout(() => child.kill('SIGKILL'), 5000).unref();
          }),
      });
    });
  });
}

async function load(url: string, seconds: number, nextPath?: () => string): Promise<Result> {
  return autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    pipelining: 1,
    headers: { 'x-locale': 'no' },
    ...(nextPath ? { requests: [{ setupRequest: (request: { path: string }) => ({ ...request, path: nextPath() }) }] } : {}),
  });
}

/**
 * Many different searches (industry x country x sort x page, 4,320 combinations) in random
 * order: most pages are not in the short-lived page cache, so this run shows the database path.
 */
function variedListPath(random: () => number): () => string {
  const industries = [1, 5, 6, 8];
  const sorts = ['publicationAt%7Cdesc', 'publicationAt%7Casc', 'workStartAt%7Casc', 'workStartAt%7Cdesc', 'workEndAt%7Casc', 'workEndAt%7Cdesc'];
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)] as T;
  return () =>
    `/v1/public/offer/list?industry=${pick(industries)}&country=${1 + Math.floor(random() * 9)}&sort=${pick(sorts)}&page=${1 + Math.floor(random() * 20)}`;
}

/** Keyword, distance and pay searches in random order (issue 28): each run asks one kind. */
function variedSearchPath(random: () => number, query: () => string): () => string {
  return () => `/v1/public/offer/list?${query()}&page=${1 + Math.floor(random() * 3)}`;
}

function describe(name: string, result: Result): string {
  const problems = result.non2xx + result.errors + result.timeouts;
  return `${name.padEnd(16)} ${result.requests.average.toFixed(0).padStart(7)} req/s   p50 ${String(result.latency.p50).padStart(4)} ms   p99 ${String(result.latency.p99).padStart(4)} ms   (${result.requests.total} requests${problems ? `, ${problems} non-2xx/errors/timeouts` : ''})`;
}

async function main(): Promise<void> {
  const name = `bench_search_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  currentUrl = url.toString();
  console.log(`Search benchmark: database ${name} on ${url.host}, ${OFFERS} offers, ${CONNECTIONS} connections, ${SECONDS} s per run`);
  await admin(`create database ${name}`);
  const database = await openDatabase({ url: currentUrl, poolSize: 4 });
  let server: { port: number; stop(): Promise<void> } | undefined;
  let bareServer: typeof server;
  try {
    const started = Date.now();
    await database.migrate();
    await seedDatabase(database.db, { demo: false });
    const employers = await insertEmployers(database.db);
    await insertOffers(database.db, employers);
    const stats = (
      (await database.db.execute(
        sql`select count(*)::int as total, count(*) filter (where status = 2)::int as active, count(hourly_pay)::int as paid, count(hourly_pay_eur)::int as paid_eur, count(distinct work_location_city_id)::int as cities from offers`,
      )) as unknown as { rows: { total: number; active: number; paid: number; paid_eur: number; cities: number }[] }
    ).rows[0];
    console.log(
      `Prepared in ${((Date.now() - started) / 1000).toFixed(1)} s: ${stats?.total} offers, ${stats?.active} active, ${stats?.paid} with hourly pay (${stats?.paid_eur} in euro), ${stats?.cities} distinct cities`,
    );
    const cityRows = (
      (await database.db.execute(
        sql`select work_location_city_id as id from offers where status = ${StatusId.Active} and work_location_city_id is not null group by 1 order by count(*) desc limit 6`,
      )) as unknown as { rows: { id: number }[] }
    ).rows;
    const cities = cityRows.map((row) => Number(row.id));
    const searchRandom = seededRandom(11);
    const pick = <T>(items: readonly T[]) => items[Math.floor(searchRandom() * items.length)] as T;
    const nextKeyword = () => keywordQuery(pick(KEYWORDS));
    const nextDistance = () => distanceQuery(pick(cities), 50 + Math.floor(searchRandom() * 151));
    const nextPay = () => payQuery(150 + Math.floor(searchRandom() * 151));
    const plans = [
      ['filtered', LIST_QUERY],
      ['keyword', keywordQuery('sveiser')],
      ['distance', distanceQuery(cities[0] ?? 1, 100)],
      ['pay', payQuery(200)],
    ] as const;
    for (const line of await explain(database.db, plans)) console.log(line);

    // A bare route in the same kind of process, loaded just before /healthz and again after the list (other work on the machine moves both).
    bareServer = await startServer(currentUrl, 'bare');
    const bareUrl = `http://127.0.0.1:${bareServer.port}/healthz`;
    await load(bareUrl, 2);
    const bareBefore = await load(bareUrl, SECONDS);

    server = await startServer(currentUrl);
    const base = `http://127.0.0.1:${server.port}`;
    for (const [search, queryString] of plans.slice(1)) {
      const answer = await fetch(`${base}/v1/public/offer/list?${queryString}`, { headers: { 'x-locale': 'no' } });
      const found = answer.ok ? ((await answer.json()) as { numTotal: number }).numTotal : undefined;
      console.log(`${search} search: HTTP ${answer.status}${found === undefined ? '' : `, ${found} offers`} (?${queryString})`);
    }
    const listUrl = `${base}/v1/public/offer/list?${LIST_QUERY}`;
    const probe = await fetch(listUrl, { headers: { 'x-locale': 'no' } });
    const page = (await probe.json()) as { items: unknown[]; numTotal: number };
    console.log(`List page: HTTP ${probe.status}, ${page.items.length} items of ${page.numTotal} (GET /v1/public/offer/list?${LIST_QUERY})`);
    // Warm-up: JIT, connection pool, the catalogue and PostgreSQL's buffers.
    await load(`${base}/healthz`, 2);
    await load(listUrl, 2);
    const health = await load(`${base}/healthz`, SECONDS);
    const list = await load(listUrl, SECONDS);
    const bareAfter = await load(bareUrl, SECONDS);
    const varied = await load(base, SECONDS, variedListPath(seededRandom(7)));
    const keyword = await load(base, SECONDS, variedSearchPath(searchRandom, nextKeyword));
    const distance = await load(base, SECONDS, variedSearchPath(searchRandom, nextDistance));
    const pay = await load(base, SECONDS, variedSearchPath(searchRandom, nextPay));
    console.log(describe('bare Fastify', bareBefore));
    console.log(describe('bare, again', bareAfter));
    console.log(describe('/healthz', health));
    console.log(describe('offer list', list));
    console.log(describe('varied lists', varied));
    console.log(describe('keyword search', keyword));
    console.log(describe('distance search', distance));
    console.log(describe('pay search', pay));
    const bare = (bareBefore.requests.average + bareAfter.requests.average) / 2;
    const ofBare = (result: Result) => (result.requests.average / bare).toFixed(2);
    console.log(`Ratio /healthz / bare: ${ofBare(health)} (target at least 0.7); offer list / bare: ${ofBare(list)} (target at least 0.5)`);
    const ratio = list.requests.average / health.requests.average;
    console.log(`Ratio list / healthz: ${ratio.toFixed(2)} (target at least 0.33); list p99 ${list.latency.p99} ms (target under 50 ms)`);
  } finally {
    await bareServer?.stop();
    await server?.stop();
    await database.close();
    if (process.env.BENCH_KEEP_DATABASE === 'true') console.log(`Kept database ${name} (BENCH_KEEP_DATABASE=true); drop it when done.`);
    else await admin(`drop database if exists ${name} with (force)`);
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
