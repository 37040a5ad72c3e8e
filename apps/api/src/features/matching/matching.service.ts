import type { Database, Executor } from '../../infra/db/database.ts';
import { type BackgroundWork, oneAtATimePerKey } from '../../infra/jobs/background-work.ts';
import type { JobQueue } from '../../infra/jobs/job-queue.ts';
import type { MatchingTriggers } from '../context.ts';
import { findCandidateSnapshot, readCandidateSnapshots, storeCandidateSnapshots } from './candidate-snapshot.ts';
import { MATCH_STORE_FLOOR, type CandidateSnapshot, compileOffer, scoreStoredMatch } from '@trades/contracts';
import {
  deleteCandidatePairsExcept,
  deleteOfferPairsExcept,
  findMatchOffer,
  isMatchable,
  prefilteredCandidates,
  prefilteredOffers,
  unmatchableOfferIdsWithPairs,
  upsertPairs,
} from './matching.repository.ts';
import { PairBatch } from './matching.pairs.ts';

/** Whose stored pairs changed: one offer's or one candidate's. */
export type MatchScope = { offerId: number } | { candidateUserId: number };

export interface MatchingDeps {
  db: Database;
  now: () => Date;
  /**
   * Brings the employer's first tab in line with the pairs just stored. The pipeline is the applications
   * feature's, which reads the scores stored here, so it is handed in where the app is composed.
   */
  syncPipeline: (db: Executor, scope: MatchScope, now: Date) => Promise<unknown>;
}

export const MATCH_OFFER_JOB = 'matching.offer';
export const MATCH_CANDIDATE_JOB = 'matching.candidate';
const MATCH_SWEEP_JOB = 'matching.sweep';
/** A change waits this long before it is scored, so a burst of saves costs one run. */
export const MATCH_DEBOUNCE_SECONDS = 2;

/**
 * Re-scores one offer against the prefiltered candidates: pairs at or above the floor are stored,
 * the offer's other pairs deleted. An offer that is not active, or out of its window, loses all.
 */
export async function rescoreOffer(deps: MatchingDeps, offerId: number): Promise<void> {
  const now = deps.now();
  const offer = await findMatchOffer(deps.db, offerId);
  const pairs = new PairBatch();
  if (offer && isMatchable(offer, now)) {
    const compiled = compileOffer(offer);
    for (const candidate of await prefilteredCandidates(deps.db, offer)) {
      const result = scoreStoredMatch(compiled, candidate.profile);
      if (result.score >= MATCH_STORE_FLOOR) pairs.add(offerId, candidate.userId, result);
    }
  }
  await deps.db.transaction(async (tx) => {
    await deleteOfferPairsExcept(tx, offerId, pairs.candidateUserIds);
    await upsertPairs(tx, pairs, now);
  });
  // The employer's first tab follows the stored pairs.
  await deps.syncPipeline(deps.db, { offerId }, now);
}

/** Scores one candidate's snapshot against the matchable offers of their trades and countries. */
async function scoreCandidate(deps: MatchingDeps, userId: number, snapshot: CandidateSnapshot, industryIds: number[], countryIds: number[], now: Date): Promise<PairBatch> {
  const pairs = new PairBatch();
  for (const offer of await prefilteredOffers(deps.db, industryIds, countryIds, now)) {
    const result = scoreStoredMatch(compileOffer(offer), snapshot);
    if (result.score >= MATCH_STORE_FLOOR) pairs.add(offer.id, userId, result);
  }
  return pairs;
}

/**
 * Rebuilds a candidate's snapshot from the profile tables and re-scores it against the matchable
 * offers of their trades and countries. An ineligible (incomplete, inactive, not shared) or
 * deleted profile loses every pair.
 */
export async function refreshCandidate(deps: MatchingDeps, userId: number): Promise<void> {
  const now = deps.now();
  const [row] = await readCandidateSnapshots(deps.db, [userId], now);
  await storeCandidateSnapshots(deps.db, [userId], row ? [row] : []);
  const pairs = row?.eligible ? await scoreCandidate(deps, userId, row.profile, row.industryIds, row.countryIds, now) : new PairBatch();
  await deps.db.transaction(async (tx) => {
    await deleteCandidatePairsExcept(tx, userId, pairs.offerIds);
    await upsertPairs(tx, pairs, now);
  });
  await deps.syncPipeline(deps.db, { candidateUserId: userId }, now);
}

/** Re-scores a candidate from the stored snapshot (the benchmark's "one changed profile"). */
export async function rescoreCandidateSnapshot(deps: MatchingDeps, userId: number): Promise<number> {
  const now = deps.now();
  const row = await findCandidateSnapshot(deps.db, userId);
  const pairs = row?.eligible ? await scoreCandidate(deps, userId, row.profile, row.industryIds, row.countryIds, now) : new PairBatch();
  await deps.db.transaction(async (tx) => {
    await deleteCandidatePairsExcept(tx, userId, pairs.offerIds);
    await upsertPairs(tx, pairs, now);
  });
  await deps.syncPipeline(deps.db, { candidateUserId: userId }, now);
  return pairs.size;
}

/** An offer whose publication ended changes no row, so an hourly sweep empties it (the lists already hide it). */
export async function sweepUnmatchableOffers(deps: MatchingDeps): Promise<void> {
  for (const offerId of await unmatchableOfferIdsWithPairs(deps.db, deps.now())) await rescoreOffer(deps, offerId);
}

/**
 * The triggers other features call. With pg-boss, one job per offer or candidate: the queue keeps
 * one waiting job per key (a change while one waits joins it), started after the debounce. Without
 * a queue (API tests, the embedded demo) the work runs in-process after the answer.
 */
export function matchingTriggers(deps: MatchingDeps, jobs: JobQueue | undefined, background: BackgroundWork): MatchingTriggers {
  const options = (key: string) => ({ singletonKey: key, startAfter: MATCH_DEBOUNCE_SECONDS });
  // In-process, the wizard's saves of one candidate come in a burst: their runs go one at a time, so the last save's reading is the one stored.
  const serial = oneAtATimePerKey();
  return {
    offerChanged(offerId) {
      if (jobs) background.run(() => jobs.send(MATCH_OFFER_JOB, { offerId }, options(`offer:${offerId}`)));
      else background.run(() => serial(`offer:${offerId}`, () => rescoreOffer(deps, offerId)));
    },
    candidateChanged(candidateUserId) {
      if (jobs) background.run(() => jobs.send(MATCH_CANDIDATE_JOB, { candidateUserId }, options(`candidate:${candidateUserId}`)));
      else background.run(() => serial(`candidate:${candidateUserId}`, () => refreshCandidate(deps, candidateUserId)));
    },
  };
}

/** The matching jobs' handlers (apps/api/src/jobs.ts registers them). */
export async function registerMatchingJobs(jobs: JobQueue, deps: MatchingDeps): Promise<void> {
  await jobs.define<{ offerId: number }>(MATCH_OFFER_JOB, ({ offerId }) => rescoreOffer(deps, offerId), { policy: 'stately' });
  await jobs.define<{ candidateUserId: number }>(MATCH_CANDIDATE_JOB, ({ candidateUserId }) => refreshCandidate(deps, candidateUserId), { policy: 'stately' });
  await jobs.define<object>(MATCH_SWEEP_JOB, () => sweepUnmatchableOffers(deps));
  await jobs.schedule(MATCH_SWEEP_JOB, '7 * * * *');
}
