import { sql } from 'drizzle-orm';
import { MATCH_ENGINE_VERSION, StatusId } from '@trades/contracts';
import { type RebuildFigures, rebuildAllMatches } from './matching.rebuild.ts';
import type { MatchingDeps } from './matching.service.ts';

/**
 * Whether the stored matches lag behind: a complete, active profile without a snapshot (data from
 * before matching existed, or written straight into the tables), or pairs of another engine version.
 */
export async function matchesAreStale(deps: MatchingDeps): Promise<boolean> {
  const result = (await deps.db.execute(sql`
    select
      exists (
        select 1 from candidate_profiles p
        where p.wizard_step = 0 and p.status = ${StatusId.Active}
          and not exists (select 1 from candidate_match_profiles s where s.user_id = p.user_id)
      )
      or exists (select 1 from offer_matches m where m.engine_version <> ${MATCH_ENGINE_VERSION}) as stale`)) as unknown as { rows: { stale: boolean }[] };
  return result.rows[0]?.stale === true;
}

/** At start: rebuilds everything when the stored matches lag behind, so a newcomer's data is matched without a command. */
export async function rebuildIfStale(deps: MatchingDeps): Promise<RebuildFigures | undefined> {
  if (!(await matchesAreStale(deps))) return undefined;
  return rebuildAllMatches(deps);
}
