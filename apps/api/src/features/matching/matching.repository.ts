import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../infra/db/database.ts';
import { offers } from '../offers/offers.tables.ts';
import { MATCH_ENGINE_VERSION, type CandidateSnapshot, type MatchOfferInput } from '@trades/contracts';
import { type PairBatch, type PairRows, offerSkillIds } from './matching.pairs.ts';
import { candidateMatchProfiles, offerMatches } from './matching.tables.ts';

/* Arrays and times travel as text parameters with a cast, the same on PostgreSQL and PGlite. */
const intArray = (ids: readonly number[]) => sql`${`{${ids.join(',')}}`}::int[]`;
const timestamp = (at: Date) => sql`${at.toISOString()}::timestamptz`;

/** The offer columns the engine reads, plus what says whether the offer can be matched at all. */
export const matchOfferColumns = {
  id: offers.id,
  status: offers.status,
  publicationAt: offers.publicationAt,
  endPublicationAt: offers.endPublicationAt,
  industryId: offers.industryId,
  professionId: offers.professionId,
  professionClassId: offers.professionClassId,
  requirements: offers.requirements,
  languages: offers.languages,
  minExperience: offers.minExperience,
  workLocationStateId: offers.workLocationStateId,
  allState: offers.allState,
  workLocationRegionId: offers.workLocationRegionId,
  workLocationCityId: offers.workLocationCityId,
  regions: offers.regions,
  salaryGrossMin: offers.salaryGrossMin,
  salaryGrossMax: offers.salaryGrossMax,
  salaryCurrency: offers.salaryCurrency,
  workStartAt: offers.workStartAt,
  workSystems: offers.workSystems,
  contractTypes: offers.contractTypes,
  isFlexibleWork: offers.isFlexibleWork,
  isConstantWork: offers.isConstantWork,
};
export type MatchOfferRow = MatchOfferInput & { id: number; status: number; publicationAt: Date | null; endPublicationAt: Date | null };

/** Active and inside its publication window: the only offers that have matches. */
export function matchableOfferSql(now: Date) {
  const at = timestamp(now);
  return sql`${offers.status} = 2 and ${offers.publicationAt} <= ${at} and ${offers.endPublicationAt} > ${at}`;
}

export async function findMatchOffer(db: Executor, offerId: number): Promise<MatchOfferRow | undefined> {
  const [row] = await db.select(matchOfferColumns).from(offers).where(eq(offers.id, offerId)).limit(1);
  return row;
}

export function isMatchable(offer: Pick<MatchOfferRow, 'status' | 'publicationAt' | 'endPublicationAt'>, now: Date): boolean {
  return offer.status === 2 && offer.publicationAt !== null && offer.publicationAt <= now && offer.endPublicationAt !== null && offer.endPublicationAt > now;
}

/**
 * The prefilter of an offer, in SQL: eligible candidates of its trade with a work place in its
 * country who list its profession or share one of its professional skills. Everyone else scores
 * under the floor (see MATCH_STORE_FLOOR).
 */
export async function prefilteredCandidates(db: Executor, offer: MatchOfferInput): Promise<{ userId: number; profile: CandidateSnapshot }[]> {
  const t = candidateMatchProfiles;
  const skills = offerSkillIds(offer);
  const country = offer.workLocationStateId === null ? sql`true` : sql`${t.countryIds} @> ${intArray([offer.workLocationStateId])}`;
  const trade = skills.length === 0 ? sql`${t.professionIds} @> ${intArray([offer.professionId])}` : sql`(${t.professionIds} @> ${intArray([offer.professionId])} or ${t.skillIds} && ${intArray(skills)})`;
  return db
    .select({ userId: t.userId, profile: t.profile })
    .from(t)
    .where(sql`${t.eligible} and ${t.industryIds} @> ${intArray([offer.industryId])} and ${country} and ${trade}`);
}

/** The matchable offers of a candidate's trades and countries (or of no country). */
export async function prefilteredOffers(db: Executor, industryIds: readonly number[], countryIds: readonly number[], now: Date): Promise<MatchOfferRow[]> {
  if (industryIds.length === 0) return [];
  return db
    .select(matchOfferColumns)
    .from(offers)
    .where(
      sql`${matchableOfferSql(now)} and ${offers.industryId} = any(${intArray(industryIds)}) and (${offers.workLocationStateId} is null or ${offers.workLocationStateId} = any(${intArray(countryIds)}))`,
    );
}

function pairRowsSelect(rows: PairRows, now: Date) {
  return sql`
    select r.o, r.c, r.s, r.b, ${timestamp(now)}, ${MATCH_ENGINE_VERSION}
    from rows from (unnest(${rows.offerIds}::int[]), unnest(${rows.candidateUserIds}::int[]), unnest(${rows.scores}::int[]), json_array_elements(${rows.breakdowns}::json)) as r(o, c, s, b)`;
}

/** Inserts or updates pairs in one statement; a pair's uuid follows from the pair, so it never changes. */
export async function upsertPairs(db: Executor, pairs: PairBatch, now: Date): Promise<void> {
  if (pairs.size === 0) return;
  await db.execute(sql`
    insert into ${offerMatches} (offer_id, candidate_user_id, score, breakdown, computed_at, engine_version)
    ${pairRowsSelect(pairs.rows(), now)}
    on conflict (offer_id, candidate_user_id) do update
      set score = excluded.score, breakdown = excluded.breakdown, computed_at = excluded.computed_at, engine_version = excluded.engine_version`);
}

/** Appends pairs to a table of offer_matches' shape without conflict handling (the full rebuild's fresh table). */
export async function insertPairs(db: Executor, table: string, rows: PairRows, now: Date): Promise<void> {
  if (rows.size === 0) return;
  await db.execute(sql`insert into ${sql.identifier(table)} (offer_id, candidate_user_id, score, breakdown, computed_at, engine_version) ${pairRowsSelect(rows, now)}`);
}

/** Removes the offer's pairs except those of the kept candidates. */
export async function deleteOfferPairsExcept(db: Executor, offerId: number, keptCandidateIds: readonly number[]): Promise<void> {
  await db.execute(sql`delete from ${offerMatches} where offer_id = ${offerId} and not (candidate_user_id = any(${intArray(keptCandidateIds)}))`);
}

/** Removes the candidate's pairs except those of the kept offers. */
export async function deleteCandidatePairsExcept(db: Executor, candidateUserId: number, keptOfferIds: readonly number[]): Promise<void> {
  await db.execute(sql`delete from ${offerMatches} where candidate_user_id = ${candidateUserId} and not (offer_id = any(${intArray(keptOfferIds)}))`);
}

/** Offers that still have pairs but are no longer matchable (withdrawn elsewhere, or their publication ended). */
export async function unmatchableOfferIdsWithPairs(db: Executor, now: Date): Promise<number[]> {
  const at = timestamp(now);
  const result = (await db.execute(
    sql`select distinct m.offer_id from offer_matches m join offers o on o.id = m.offer_id where not (o.status = 2 and o.publication_at <= ${at} and o.end_publication_at > ${at})`,
  )) as unknown as { rows: { offer_id: number }[] };
  return result.rows.map((row) => Number(row.offer_id));
}

/** The candidate's stored matches, best first, for their data export. */
export async function matchesOfCandidate(db: Executor, candidateUserId: number) {
  return db
    .select({ offerId: offerMatches.offerId, score: offerMatches.score, breakdown: offerMatches.breakdown, computedAt: offerMatches.computedAt })
    .from(offerMatches)
    .where(eq(offerMatches.candidateUserId, candidateUserId))
    .orderBy(sql`${offerMatches.score} desc`, offerMatches.offerId);
}
