/*
 * npm run bench:matching — the matching engine on PostgreSQL at marketplace scale.
 *
 * Creates a fresh database on the server of BENCH_DATABASE_URL (default
 * postgres://postgres@127.0.0.1:5432/test), migrates and seeds the reference data, inserts
 * BENCH_OFFERS (10,000) active generated offers (the demo generator: its industries, professions,
 * countries and requirements) and BENCH_CANDIDATES (100,000) complete, eligible candidate
 * snapshots spread the same way, then measures:
 *   - the full rebuild of every pair from the snapshots (target under 60 s),
 *   - re-scoring one changed offer against all candidates, 20 offers (target p95 under 1 s),
 *   - re-scoring one changed profile against all offers, 20 profiles (target p95 under 300 ms).
 * Prints the figures, then drops the database (BENCH_KEEP_DATABASE=true keeps it).
 */
import { matchingDepsOf } from '../features/index.ts';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { AccountType, type CandidateSnapshot, type SnapshotPlace, type SnapshotProfession } from '@trades/contracts';
import { users } from '../features/accounts/accounts.tables.ts';
import {
  type MatchingDeps,
  prefilterArrays,
  rebuildPairs,
  rescoreCandidateSnapshot,
  rescoreOffer,
} from '../features/matching/index.ts';
import { clientBrands, offers } from '../features/offers/offers.tables.ts';
import { type Database, openDatabase } from '../infra/db/database.ts';
import { type DemoEmployer, buildGeneratedOffer, seededRandom } from '../seed/demo-offers.ts';
import { countriesOfWork } from '../seed/reference/countries.ts';
import { professionItems } from '../seed/reference/profession-items.ts';
import { seedDatabase } from '../seed/seed.ts';

const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const OFFERS = Number(process.env.BENCH_OFFERS ?? 10_000);
const CANDIDATES = Number(process.env.BENCH_CANDIDATES ?? 100_000);
const RUNS = 20;
const EMPLOYERS = 20;

type Random = () => number;
const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
function some<T>(random: Random, items: readonly T[], max: number, min = 1): T[] {
  const pool = [...items];
  const out: T[] = [];
  const wanted = Math.min(pool.length, min + Math.floor(random() * (max - min + 1)));
  while (out.length < wanted) out.push(pool.splice(Math.floor(random() * pool.length), 1)[0] as T);
  return out;
}

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: SERVER_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function insertOffers(db: Database): Promise<void> {
  const employers: DemoEmployer[] = [];
  for (let i = 0; i < EMPLOYERS; i++) {
    const [user] = await db
      .insert(users)
      .values({ email: `bench-employer-${i}@bench.example`, passwordHash: 'x', accountType: AccountType.Client, firstName: 'Bench', lastName: `Employer ${i}` })
      .returning({ id: users.id });
    if (!user) throw new Error('employer not created');
    const [brand] = await db.insert(clientBrands).values({ clientUserId: user.id, name: `Bench Bygg ${i} AS`, isMain: true }).returning({ id: clientBrands.id });
    employers.push({ userId: user.id, brandIds: [brand?.id as number], languages: ['no', 'en', 'pl'] });
  }
  const now = new Date();
  for (let start = 0; start < OFFERS; start += 500) {
    const rows = [];
    for (let index = start; index < Math.min(OFFERS, start + 500); index++) {
      rows.push(buildGeneratedOffer(42, index, employers[index % EMPLOYERS] as DemoEmployer, now, (index % 29) + (index % 24) / 24));
    }
    await db.insert(offers).values(rows);
  }
}

/** The demo's trades (the professions its offers use), construction most often. */
const PROFESSIONS_BY_INDUSTRY: Record<number, readonly number[]> = {
  1: [1, 2, 3, 4, 5, 8, 9, 11, 12, 14, 18, 19],
  6: [20, 21, 22, 23, 24, 25, 27, 28],
  5: [29, 30, 31, 32, 33],
  8: [38, 39, 40, 41],
};
const INDUSTRIES = [1, 1, 1, 6, 6, 5, 5, 8] as const;
/** Norway first for most; the other countries of work less often. */
const COUNTRIES = [1, 1, 1, 1, 1, 2, 3, 4, 5, 6, 7, 8, 8, 9] as const;

function day(offsetDays: number): string {
  return new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
}

/** A complete profile: one trade, one or two of its professions with ratings, one to three countries of work. */
function generatedSnapshot(random: Random): CandidateSnapshot {
  const industryId = pick(random, INDUSTRIES);
  const professionIds = some(random, PROFESSIONS_BY_INDUSTRY[industryId] ?? [1], random() < 0.7 ? 1 : 2);
  const rating = () => 1 + Math.floor(random() * 9) / 2;
  const professions: SnapshotProfession[] = professionIds.map((professionId) => {
    const refs = professionItems[professionId];
    const rated = (ids: readonly number[] | undefined, max: number) => Object.fromEntries(some(random, ids ?? [], max).map((id) => [id, rating()]));
    const ticked = (ids: readonly number[] | undefined, max: number) => Object.fromEntries(some(random, ids ?? [], max, 0).map((id) => [id, 0]));
    const certificates: Record<string, number> = ticked(refs?.certificates.filter((id) => id > 2), 2);
    if (random() < 0.6) certificates[1] = 0;
    if (random() < 0.15) certificates[2] = 0;
    return {
      industryId,
      professionId,
      professionClassId: pick(random, [3, 1, 2, 2, 2, 4]),
      experienceMonths: Math.floor(random() * 180),
      items: {
        skillsProfessionals: rated(refs?.skillsProfessionals, 5),
        skillsAdditionals: ticked(refs?.skillsAdditionals, 3),
        skillsTechnicals: ticked(refs?.skillsTechnicals, 3),
        certificates,
      },
    };
  });
  const countryIds = some(random, [...new Set(COUNTRIES)], random() < 0.6 ? 1 : random() < 0.75 ? 2 : 3);
  if (random() < 0.6 && !countryIds.includes(1)) countryIds[0] = 1;
  const places: SnapshotPlace[] = [...new Set(countryIds)].map((countryId) => {
    const country = countriesOfWork.find((c) => c.id === countryId) ?? (countriesOfWork[0] as (typeof countriesOfWork)[number]);
    const regions = random() < 0.35 ? [] : some(random, country.regions, 2);
    const min = country.salaryGrossValueMin.amount;
    const max = country.salaryGrossValueMax.amount;
    return {
      countryId,
      allState: regions.length === 0,
      regionIds: regions.map((region) => region.id),
      cityIds: regions.flatMap((region) => some(random, region.cities, 2, 0).map((city) => city.id)),
      salaryAmount: Math.round(min + (max - min) * random() * 0.7),
      salaryCurrency: country.currency,
    };
  });
  const status = pick(random, [1, 2, 2, 2, 4, 4, 3]);
  return {
    professions,
    languages: { [pick(random, ['pl', 'pl', 'ua', 'ro', 'lt'])]: 7, ...(random() < 0.8 ? { en: 1 + Math.floor(random() * 5) } : {}), ...(random() < 0.3 ? { no: 1 + Math.floor(random() * 3) } : {}) },
    places,
    availableStatus: status,
    availableFrom: status === 2 ? day(Math.floor(random() * 60)) : null,
    workSystems: some(random, [1, 2, 3, 7, 8], 2),
    contractTypes: some(random, [1, 4, 5], 2),
    isConstantWork: random() < 0.85,
    isFlexibleWork: random() < 0.4,
  };
}

async function insertCandidates(db: Database): Promise<void> {
  await db.execute(sql`
    insert into users (email, password_hash, account_type, first_name, last_name)
    select 'bench-candidate-' || n || '@bench.example', 'x', ${AccountType.Candidate}, 'Bench', 'Candidate ' || n
    from generate_series(1, ${CANDIDATES}::int) as n`);
  const ids = ((await db.execute(sql`select id from users where account_type = ${AccountType.Candidate} order by id`)) as unknown as { rows: { id: number }[] }).rows.map((row) => row.id);
  const random = seededRandom(2026);
  for (let start = 0; start < ids.length; start += 5_000) {
    const rows = ids.slice(start, start + 5_000).map((userId) => {
      const profile = generatedSnapshot(random);
      const arrays = prefilterArrays(profile);
      return { u: userId, i: arrays.industryIds, p: arrays.professionIds, s: arrays.skillIds, c: arrays.countryIds, j: profile };
    });
    await db.execute(sql`
      insert into candidate_match_profiles (user_id, eligible, industry_ids, profession_ids, skill_ids, country_ids, profile)
      select r.u, true, array(select jsonb_array_elements_text(r.i)::int), array(select jsonb_array_elements_text(r.p)::int),
        array(select jsonb_array_elements_text(r.s)::int), array(select jsonb_array_elements_text(r.c)::int), r.j
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(u int, i jsonb, p jsonb, s jsonb, c jsonb, j jsonb)`);
  }
}

function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}

async function timed(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

function figures(name: string, times: readonly number[], target: number): string {
  const p95 = percentile(times, 95);
  return `${name.padEnd(34)} p50 ${percentile(times, 50).toFixed(0).padStart(5)} ms   p95 ${p95.toFixed(0).padStart(5)} ms   max ${Math.max(...times).toFixed(0).padStart(5)} ms   (target p95 < ${target} ms${p95 < target ? ', met' : ', MISSED'})`;
}

async function main(): Promise<void> {
  const name = `bench_matching_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  console.log(`Matching benchmark: database ${name} on ${url.host}, ${CANDIDATES} candidates, ${OFFERS} offers`);
  await admin(`create database ${name}`);
  const database = await openDatabase({ url: url.toString(), poolSize: 4 });
  try {
    const started = performance.now();
    await database.migrate();
    await seedDatabase(database.db, { demo: false });
    await insertOffers(database.db);
    await insertCandidates(database.db);
    await database.db.execute(sql`vacuum analyze`);
    console.log(`Prepared in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const deps: MatchingDeps = matchingDepsOf(database.db);

    const rebuildStarted = performance.now();
    const rebuilt = await rebuildPairs(database.db, new Date());
    const rebuildSeconds = (performance.now() - rebuildStarted) / 1000;
    await database.db.execute(sql`analyze offer_matches`);
    const size = ((await database.db.execute(sql`select pg_size_pretty(pg_total_relation_size('offer_matches')) as size`)) as unknown as { rows: { size: string }[] }).rows[0]?.size;
    console.log(
      `Full rebuild: ${rebuildSeconds.toFixed(1)} s (target < 60 s${rebuildSeconds < 60 ? ', met' : ', MISSED'}): ${rebuilt.offers} offers, ${rebuilt.scored} pairs scored after the prefilter, ${rebuilt.stored} stored (${(rebuilt.stored / CANDIDATES).toFixed(1)} per candidate, offer_matches ${size})`,
    );

    const random = seededRandom(99);
    const offerIds = ((await database.db.execute(sql`select id from offers where status = 2`)) as unknown as { rows: { id: number }[] }).rows.map((row) => row.id);
    const candidateIds = ((await database.db.execute(sql`select user_id from candidate_match_profiles`)) as unknown as { rows: { user_id: number }[] }).rows.map((row) => row.user_id);
    const offerTimes: number[] = [];
    for (let i = 0; i < RUNS; i++) offerTimes.push(await timed(() => rescoreOffer(deps, pick(random, offerIds))));
    const profileTimes: number[] = [];
    for (let i = 0; i < RUNS; i++) profileTimes.push(await timed(() => rescoreCandidateSnapshot(deps, pick(random, candidateIds))));
    console.log(figures('One changed offer vs all candidates', offerTimes, 1000));
    console.log(figures('One changed profile vs all offers', profileTimes, 300));
  } finally {
    await database.close();
    if (process.env.BENCH_KEEP_DATABASE === 'true') console.log(`Kept database ${name} (BENCH_KEEP_DATABASE=true); drop it when done.`);
    else await admin(`drop database if exists ${name} with (force)`);
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
