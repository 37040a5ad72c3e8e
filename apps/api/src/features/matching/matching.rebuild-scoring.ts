import { MATCH_STORE_FLOOR, type CandidateSnapshot, type MatchOfferInput, compileOffer, scoreStoredMatch } from '@trades/contracts';
import { PairBatch, type PairRows, offerSkillIds } from './matching.pairs.ts';

/* The scoring of the full rebuild, pure: run in the rebuild itself or, at scale, in worker threads (matching.rebuild.worker.ts). */

/** Pairs per batch handed over to be written. */
export const REBUILD_BATCH = 20_000;

/** What one scorer gets: the eligible candidates and its share of the matchable offers. */
export interface ScoringShare {
  candidateUserIds: number[];
  /** The candidates' snapshots as one JSON array, in candidateUserIds order: text crosses to a thread far faster than objects. */
  profiles: string;
  offers: (MatchOfferInput & { id: number })[];
}

function push(index: Map<string, number[]>, key: string, at: number): void {
  const list = index.get(key);
  if (list) list.push(at);
  else index.set(key, [at]);
}

/**
 * Scores every offer of the share against its part of the candidates, indexed the way the SQL
 * prefilter selects (profession and country; trade, professional skill and country), and hands
 * the pairs at or above the floor to `store` in batches, waiting for it. Answers the pairs scored.
 */
export async function scoreShare({ candidateUserIds, profiles, offers }: ScoringShare, store: (rows: PairRows) => Promise<void>): Promise<number> {
  const candidates = JSON.parse(profiles) as CandidateSnapshot[];
  // Country 0 stands for "any", for offers without a country.
  const byProfession = new Map<string, number[]>();
  const bySkill = new Map<string, number[]>();
  candidates.forEach((candidate, at) => {
    const countries = [0, ...candidate.places.map((place) => place.countryId)];
    for (const profession of candidate.professions) {
      for (const country of countries) {
        push(byProfession, `${profession.professionId}:${country}`, at);
        for (const skill of Object.keys(profession.items.skillsProfessionals ?? {})) push(bySkill, `${profession.industryId}:${skill}:${country}`, at);
      }
    }
  });
  const seen = new Int32Array(candidates.length);
  let scored = 0;
  let pending = new PairBatch();
  for (let o = 0; o < offers.length; o++) {
    const offer = offers[o] as ScoringShare['offers'][number];
    const compiled = compileOffer(offer);
    const country = offer.workLocationStateId ?? 0;
    const lists = [byProfession.get(`${offer.professionId}:${country}`) ?? []];
    for (const skill of offerSkillIds(offer)) lists.push(bySkill.get(`${offer.industryId}:${skill}:${country}`) ?? []);
    const stamp = o + 1;
    for (const list of lists) {
      for (const at of list) {
        if (seen[at] === stamp) continue;
        seen[at] = stamp;
        scored++;
        const result = scoreStoredMatch(compiled, candidates[at] as CandidateSnapshot);
        if (result.score >= MATCH_STORE_FLOOR) pending.add(offer.id, candidateUserIds[at] as number, result);
      }
    }
    if (pending.size >= REBUILD_BATCH) {
      await store(pending.rows());
      pending = new PairBatch();
    }
  }
  if (pending.size > 0) await store(pending.rows());
  return scored;
}
