import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { StatusId } from '@trades/contracts';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../infra/db/database.ts';
import { candidateProfiles } from '../accounts/accounts.tables.ts';
import { offers } from '../offers/offers.tables.ts';
import { readCandidateSnapshots, storeCandidateSnapshots } from './candidate-snapshot.ts';
import type { PairRows } from './matching.pairs.ts';
import { insertPairs, matchOfferColumns, matchableOfferSql } from './matching.repository.ts';
import { type ScoringShare, scoreShare } from './matching.rebuild-scoring.ts';
import { candidateMatchProfiles, matchingRebuildClaims } from './matching.tables.ts';
import { type MatchingDeps, rescoreCandidateSnapshot, rescoreOffer } from './matching.service.ts';

const SNAPSHOT_BATCH = 1_000;
const READ_BATCH = 10_000;
const WRITES_IN_FLIGHT = 2;
/** A claim this old belongs to a rebuild that died (the largest measured rebuild takes minutes). */
const ABANDONED_CLAIM_MS = 6 * 60 * 60 * 1000;

export interface RebuildFigures {
  snapshots: number;
  offers: number;
  scored: number;
  stored: number;
}

/** Rebuilds every candidate's snapshot from the profile tables, a batch of candidates at a time. */
export async function rebuildSnapshots(db: Database, now: Date): Promise<number> {
  let after = 0;
  let total = 0;
  for (;;) {
    const batch = await db
      .select({ userId: candidateProfiles.userId })
      .from(candidateProfiles)
      .where(gt(candidateProfiles.userId, after))
      .orderBy(asc(candidateProfiles.userId))
      .limit(SNAPSHOT_BATCH);
    if (batch.length === 0) break;
    const ids = batch.map((row) => row.userId);
    await storeCandidateSnapshots(db, ids, await readCandidateSnapshots(db, ids, now));
    after = ids[ids.length - 1] as number;
    total += ids.length;
  }
  await db.execute(sql`delete from candidate_match_profiles s where not exists (select 1 from candidate_profiles p where p.user_id = s.user_id)`);
  return total;
}

/** The fresh table a rebuild fills before it takes the place of offer_matches. */
const REBUILD_TABLE = 'offer_matches_rebuild';

/**
 * The rebuilt pairs replace offer_matches in one short transaction: the fresh table gets the
 * foreign keys (not yet checked, so the swap stays short), loses the pairs of offers and
 * candidates deleted meanwhile (the new keys' locks keep more from going), and takes the table's
 * and its constraints' names, so the schema is the migrations' again. Then the keys are checked
 * without blocking anyone.
 */
async function swapInRebuiltTable(db: Database, offerIds: readonly number[], candidateIds: readonly number[]): Promise<void> {
  const offerList = `{${offerIds.join(',')}}`;
  const candidateList = `{${candidateIds.join(',')}}`;
  await db.transaction(async (tx) => {
    await tx.execute(sql.raw(`alter table ${REBUILD_TABLE} add constraint ${REBUILD_TABLE}_offer_fk foreign key (offer_id) references offers (id) on delete cascade not valid`));
    await tx.execute(sql.raw(`alter table ${REBUILD_TABLE} add constraint ${REBUILD_TABLE}_candidate_fk foreign key (candidate_user_id) references users (id) on delete cascade not valid`));
    await tx.execute(
      sql`delete from ${sql.raw(REBUILD_TABLE)} where offer_id in (select id from unnest(${offerList}::int[]) as gone(id) where not exists (select 1 from offers o where o.id = gone.id))`,
    );
    await tx.execute(
      sql`delete from ${sql.raw(REBUILD_TABLE)} where candidate_user_id in (select id from unnest(${candidateList}::int[]) as gone(id) where not exists (select 1 from users u where u.id = gone.id))`,
    );
    await tx.execute(sql`drop table offer_matches`);
    for (const statement of [
      `alter table ${REBUILD_TABLE} rename to offer_matches`,
      `alter table offer_matches rename constraint ${REBUILD_TABLE}_pk to offer_matches_offer_id_candidate_user_id_pk`,
      `alter index ${REBUILD_TABLE}_candidate_idx rename to offer_matches_candidate_idx`,
      `alter table offer_matches rename constraint ${REBUILD_TABLE}_offer_fk to offer_matches_offer_id_offers_id_fk`,
      `alter table offer_matches rename constraint ${REBUILD_TABLE}_candidate_fk to offer_matches_candidate_user_id_users_id_fk`,
    ]) {
      await tx.execute(sql.raw(statement));
    }
  });
  await db.execute(sql`alter table offer_matches validate constraint offer_matches_offer_id_offers_id_fk`);
  await db.execute(sql`alter table offer_matches validate constraint offer_matches_candidate_user_id_users_id_fk`);
}

/** From this many eligible candidates on, the rebuild scores in worker threads, one per core. */
const THREADS_FROM_CANDIDATES = 10_000;

function startScoringThread(share: ScoringShare): Worker {
  const file = new URL(`./matching.rebuild.worker${path.extname(fileURLToPath(import.meta.url))}`, import.meta.url);
  // A larger young generation: most of what scoring allocates dies young, and less of it gets promoted and collected again.
  const options = { workerData: share, resourceLimits: { maxYoungGenerationSizeMb: 128 } };
  if (!file.pathname.endsWith('.ts')) return new Worker(file, options);
  // Run from TypeScript (tsx: the rebuild command, the benchmark), the thread loads tsx itself: Node 20 threads do not inherit it.
  return new Worker(`import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(file.href)}); })`, { ...options, eval: true });
}

/** Scores a share in a worker thread, writing each batch it posts; answers the pairs scored once every write is done. */
function scoreInThread(share: ScoringShare, write: (batch: PairRows) => Promise<void>): Promise<number> {
  return new Promise((resolve, reject) => {
    const thread = startScoringThread(share);
    const writes = new Set<Promise<void>>();
    let failed = false;
    const fail = (error: unknown) => {
      if (failed) return;
      failed = true;
      void thread.terminate();
      reject(error instanceof Error ? error : new Error(String(error)));
    };
    thread.on('message', (message: { batch: PairRows } | { scored: number }) => {
      if ('batch' in message) {
        const done: Promise<void> = write(message.batch)
          .then(() => thread.postMessage('written'))
          .catch(fail)
          .finally(() => writes.delete(done));
        writes.add(done);
        return;
      }
      void Promise.all(writes).then(() => {
        if (failed) return;
        void thread.terminate();
        resolve(message.scored);
      });
    });
    thread.on('error', fail);
    thread.on('exit', (code) => {
      if (code !== 0 && code !== 1) fail(new Error(`rebuild thread stopped with ${code}`));
    });
  });
}

/** Scores in this thread, two writes in flight: PostgreSQL stores one batch while the next is scored. */
async function scoreHere(share: ScoringShare, write: (batch: PairRows) => Promise<void>): Promise<number> {
  const writing = new Set<Promise<void>>();
  const scored = await scoreShare(share, async (batch) => {
    const done: Promise<void> = write(batch).finally(() => writing.delete(done));
    writing.add(done);
    if (writing.size >= WRITES_IN_FLIGHT) await Promise.race(writing);
  });
  await Promise.all(writing);
  return scored;
}

/**
 * Recomputes every pair from the stored snapshots into a fresh table, which then replaces
 * offer_matches. The eligible snapshots are read once; the matchable offers are scored against
 * them (matching.rebuild-scoring.ts), at scale in one worker thread per core, each offer against its
 * prefiltered part only; the pairs are inserted in large statements into a table without indexes
 * or foreign keys, which are built once at the end. A pair's uuid is derived from the pair, so it
 * survives the rebuild.
 */
export async function rebuildPairs(db: Database, now: Date): Promise<Omit<RebuildFigures, 'snapshots'> & { touchedOfferIds: number[] }> {
  const candidateUserIds: number[] = [];
  const profiles: string[] = [];
  let after = 0;
  for (;;) {
    const page = await db
      .select({ userId: candidateMatchProfiles.userId, profile: sql<string>`${candidateMatchProfiles.profile}::text` })
      .from(candidateMatchProfiles)
      .where(sql`${candidateMatchProfiles.eligible} and ${candidateMatchProfiles.userId} > ${after}`)
      .orderBy(asc(candidateMatchProfiles.userId))
      .limit(READ_BATCH);
    if (page.length === 0) break;
    for (const row of page) {
      candidateUserIds.push(row.userId);
      profiles.push(row.profile);
    }
    after = page[page.length - 1]?.userId as number;
  }
  const offerRows = await db.select(matchOfferColumns).from(offers).where(matchableOfferSql(now));
  // A rebuild that stopped half-way left its table behind.
  await db.execute(sql.raw(`drop table if exists ${REBUILD_TABLE}`));
  await db.execute(sql.raw(`create table ${REBUILD_TABLE} (like offer_matches including defaults including constraints)`));
  let stored = 0;
  const write = (batch: PairRows) => {
    stored += batch.size;
    return insertPairs(db, REBUILD_TABLE, batch, now);
  };
  const threads = candidateUserIds.length >= THREADS_FROM_CANDIDATES ? Math.max(1, availableParallelism()) : 0;
  const profilesJson = `[${profiles.join(',')}]`;
  const share = (offerShare: typeof offerRows): ScoringShare => ({ candidateUserIds, profiles: profilesJson, offers: offerShare });
  let scored = 0;
  if (threads === 0) scored = await scoreHere(share(offerRows), write);
  else {
    const shares = Array.from({ length: threads }, (_, k) => share(offerRows.filter((_, at) => at % threads === k)));
    for (const count of await Promise.all(shares.map((share) => scoreInThread(share, write)))) scored += count;
  }
  // Indexes built once over the loaded table cost a fraction of keeping them up row by row.
  // Built side by side (on PostgreSQL; PGlite has one connection); the primary key then takes its index as it is.
  await Promise.all([
    db.execute(sql.raw(`create unique index ${REBUILD_TABLE}_pk on ${REBUILD_TABLE} (offer_id, candidate_user_id)`)),
    db.execute(sql.raw(`create index ${REBUILD_TABLE}_candidate_idx on ${REBUILD_TABLE} (candidate_user_id, score desc)`)),
  ]);
  await db.execute(sql.raw(`alter table ${REBUILD_TABLE} add constraint ${REBUILD_TABLE}_pk primary key using index ${REBUILD_TABLE}_pk`));
  await swapInRebuiltTable(
    db,
    offerRows.map((offer) => offer.id),
    candidateUserIds,
  );
  // The employer's first tab follows: every rebuilt offer, and every offer with matched entries that may have lost their pair.
  const withEntries = (await db.execute(sql`select distinct offer_id from offer_candidates where status = ${StatusId.New} and applied_at is null`)) as unknown as {
    rows: { offer_id: number }[];
  };
  const touched = new Set([...offerRows.map((offer) => offer.id), ...withEntries.rows.map((row) => Number(row.offer_id))]);
  return { offers: offerRows.length, scored, stored, touchedOfferIds: [...touched] };
}

/** Claims the one full rebuild; undefined while another one runs. */
export async function claimRebuild(db: Database, now: Date): Promise<Date | undefined> {
  const [claim] = await db
    .insert(matchingRebuildClaims)
    .values({ id: 1, claimedAt: now })
    .onConflictDoUpdate({
      target: matchingRebuildClaims.id,
      set: { claimedAt: now },
      setWhere: sql`${matchingRebuildClaims.claimedAt} < ${new Date(now.getTime() - ABANDONED_CLAIM_MS)}`,
    })
    .returning({ claimedAt: matchingRebuildClaims.claimedAt });
  return claim?.claimedAt;
}

async function releaseRebuild(db: Database, claimedAt: Date): Promise<void> {
  await db.delete(matchingRebuildClaims).where(and(eq(matchingRebuildClaims.id, 1), eq(matchingRebuildClaims.claimedAt, claimedAt)));
}

/**
 * Re-scores what changed since the rebuild read the snapshots and offers: the jobs that re-scored
 * those changes meanwhile wrote to the table the rebuild then replaced.
 */
export async function rescoreChangedSince(deps: MatchingDeps, since: Date): Promise<void> {
  const candidates = await deps.db.select({ userId: candidateMatchProfiles.userId }).from(candidateMatchProfiles).where(gt(candidateMatchProfiles.updatedAt, since));
  for (const { userId } of candidates) await rescoreCandidateSnapshot(deps, userId);
  const changedOffers = await deps.db.select({ id: offers.id }).from(offers).where(gt(offers.updatedAt, since));
  for (const { id } of changedOffers) await rescoreOffer(deps, id);
}

/**
 * `npm run matching:rebuild` and the start of a server whose matches are stale: every snapshot, then
 * every pair, e.g. after an engine change; then the employer's matched entries of every offer whose
 * pairs were written or removed, and what changed while it ran. Undefined, doing nothing, while
 * another rebuild runs.
 */
export async function rebuildAllMatches(deps: MatchingDeps): Promise<RebuildFigures | undefined> {
  const now = deps.now();
  const claim = await claimRebuild(deps.db, now);
  if (!claim) return undefined;
  try {
    const snapshots = await rebuildSnapshots(deps.db, now);
    const readAt = deps.now();
    const { touchedOfferIds, ...figures } = await rebuildPairs(deps.db, now);
    for (const offerId of touchedOfferIds) await deps.syncPipeline(deps.db, { offerId }, now);
    await rescoreChangedSince(deps, readAt);
    return { snapshots, ...figures };
  } finally {
    await releaseRebuild(deps.db, claim);
  }
}
