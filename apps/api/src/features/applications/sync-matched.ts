import { AvailabilityStatus, MATCH_EMPLOYER_THRESHOLD, StatusId } from '@trades/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../infra/db/database.ts';

/** Whose matched entries to bring in line with the stored matches: one offer's or one candidate's. */
export type MatchedEntriesScope = { offerId: number } | { candidateUserId: number };

export interface MatchedEntriesSync {
  inserted: number;
  deleted: number;
}

/**
 * Brings the employer's first tab in line with the stored matches (offer_matches): every pair at or
 * above the employer threshold, of an active offer and a complete, active profile that is not
 * "not looking" (availability 3), has a pipeline entry; a new one starts as New (8) without
 * appliedAt, with its creation in the history. Matched entries nobody touched (still 8, never
 * applied, no history beyond their creation) whose pair no longer qualifies are removed. Two
 * set-based statements; the matching jobs call it after storing an offer's or a candidate's pairs.
 * Published "now" is the app's clock, as everywhere else, not the database server's.
 */
export async function syncMatchedEntries(db: Executor, scope: MatchedEntriesScope, now: Date): Promise<MatchedEntriesSync> {
  const matchScope: SQL = 'offerId' in scope ? sql`m.offer_id = ${scope.offerId}` : sql`m.candidate_user_id = ${scope.candidateUserId}`;
  const entryScope: SQL = 'offerId' in scope ? sql`oc.offer_id = ${scope.offerId}` : sql`oc.candidate_user_id = ${scope.candidateUserId}`;
  const qualifying = sql`
    select m.offer_id, m.candidate_user_id from offer_matches m
    join offers o on o.id = m.offer_id
      and o.status = ${StatusId.Active} and o.publication_at <= ${now} and o.end_publication_at > ${now}
    join candidate_profiles p on p.user_id = m.candidate_user_id
      and p.status = ${StatusId.Active} and p.wizard_step = 0 and p.available_status <> ${AvailabilityStatus.Red}
    where m.score >= ${MATCH_EMPLOYER_THRESHOLD}`;
  // The qualifying pairs of the scope only, so neither statement reads other offers' or candidates' matches.
  const scoped = sql`${qualifying} and ${matchScope}`;
  const inserted = await db.execute(sql`
    with qualifying as (${scoped}),
    created as (
      insert into offer_candidates (offer_id, candidate_user_id, status)
      select offer_id, candidate_user_id, ${StatusId.New} from qualifying
      on conflict (offer_id, candidate_user_id) do nothing
      returning id
    )
    insert into offer_candidate_history (offer_candidate_id, from_status, to_status)
    select id, null, ${StatusId.New} from created
    returning offer_candidate_id`);
  const deleted = await db.execute(sql`
    delete from offer_candidates oc
    where ${entryScope} and oc.status = ${StatusId.New} and oc.applied_at is null
      and (select count(*) from offer_candidate_history h where h.offer_candidate_id = oc.id) <= 1
      and not exists (
        select 1 from (${scoped}) q where q.offer_id = oc.offer_id and q.candidate_user_id = oc.candidate_user_id
      )
    returning oc.id`);
  return { inserted: rowsOf(inserted), deleted: rowsOf(deleted) };
}

function rowsOf(result: unknown): number {
  return (result as { rows: unknown[] }).rows.length;
}
