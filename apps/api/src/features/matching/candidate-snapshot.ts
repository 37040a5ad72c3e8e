import { type CandidateSnapshot, type MatchItemKind, type SnapshotPlace, type SnapshotProfession, StatusId } from '@trades/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../infra/db/database.ts';
import { candidateProfiles } from '../accounts/accounts.tables.ts';
import {
  candidateContractTypes,
  candidateLanguages,
  candidateProfessionItems,
  candidateProfessions,
  candidateWorkEntries,
  candidateWorkLocationCities,
  candidateWorkLocationRegions,
  candidateWorkLocations,
  candidateWorkSystems,
} from '../candidate-profile/candidate-profile.tables.ts';
import { candidateMatchProfiles } from './matching.tables.ts';

/** The consent "my profile is shared with employers for recruitment" (seed/reference/consents.ts). */
export const SHARE_PROFILE_CONSENT_ID = 3;
/** The proficiency id of a native speaker, given to the candidate's native language. */
const NATIVE_PROFICIENCY = 7;
const SCORED_KINDS: readonly MatchItemKind[] = ['skillsProfessionals', 'skillsAdditionals', 'skillsTechnicals', 'certificates'];

export type SnapshotRow = typeof candidateMatchProfiles.$inferInsert;

function groupBy<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const out = new Map<K, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = out.get(k);
    if (list) list.push(row);
    else out.set(k, [row]);
  }
  return out;
}

/**
 * The engine's snapshots of the given candidates, read from the profile tables in a few queries
 * (one per list, whatever the number of candidates). A user without a candidate profile has none.
 */
export async function readCandidateSnapshots(db: Executor, userIds: readonly number[], now: Date): Promise<SnapshotRow[]> {
  if (userIds.length === 0) return [];
  const ids = [...userIds];
  const [profiles, professions, languages, places, workSystems, contractTypes] = await Promise.all([
    db
      .select({
        userId: candidateProfiles.userId,
        status: candidateProfiles.status,
        wizardStep: candidateProfiles.wizardStep,
        availableStatus: candidateProfiles.availableStatus,
        availableFrom: candidateProfiles.availableFrom,
        nativeLanguage: candidateProfiles.nativeLanguage,
        isConstantWork: candidateProfiles.isConstantWork,
        isFlexibleWork: candidateProfiles.isFlexibleWork,
        // Spelled out: drizzle leaves columns unqualified in a one-table select, which a correlated subquery cannot afford.
        shared: sql<boolean>`exists (select 1 from user_consents uc where uc.user_id = candidate_profiles.user_id and uc.consent_id = ${SHARE_PROFILE_CONSENT_ID} and uc.is_acceptance)`,
      })
      .from(candidateProfiles)
      .where(inArray(candidateProfiles.userId, ids)),
    db.select().from(candidateProfessions).where(inArray(candidateProfessions.userId, ids)),
    db.select().from(candidateLanguages).where(inArray(candidateLanguages.userId, ids)),
    db.select().from(candidateWorkLocations).where(inArray(candidateWorkLocations.userId, ids)),
    db.select().from(candidateWorkSystems).where(inArray(candidateWorkSystems.userId, ids)),
    db.select().from(candidateContractTypes).where(inArray(candidateContractTypes.userId, ids)),
  ]);
  const entryIds = professions.map((p) => p.id);
  const placeIds = places.map((p) => p.id);
  const [items, months, regions, cities] = await Promise.all([
    entryIds.length === 0
      ? []
      : db
          .select()
          .from(candidateProfessionItems)
          .where(and(inArray(candidateProfessionItems.professionEntryId, entryIds), inArray(candidateProfessionItems.kind, [...SCORED_KINDS]))),
    entryIds.length === 0
      ? []
      : db
          .select({ entryId: candidateWorkEntries.professionEntryId, months: sql<number>`sum(${candidateWorkEntries.years} * 12 + ${candidateWorkEntries.months})::int` })
          .from(candidateWorkEntries)
          .where(inArray(candidateWorkEntries.professionEntryId, entryIds))
          .groupBy(candidateWorkEntries.professionEntryId),
    placeIds.length === 0 ? [] : db.select().from(candidateWorkLocationRegions).where(inArray(candidateWorkLocationRegions.workLocationId, placeIds)),
    placeIds.length === 0 ? [] : db.select().from(candidateWorkLocationCities).where(inArray(candidateWorkLocationCities.workLocationId, placeIds)),
  ]);

  const itemsByEntry = groupBy(items, (row) => row.professionEntryId);
  const monthsByEntry = new Map(months.map((row) => [row.entryId, Number(row.months)]));
  const professionsByUser = groupBy(professions, (row) => row.userId);
  const languagesByUser = groupBy(languages, (row) => row.userId);
  const placesByUser = groupBy(places, (row) => row.userId);
  const regionsByPlace = groupBy(regions, (row) => row.workLocationId);
  const citiesByPlace = groupBy(cities, (row) => row.workLocationId);
  const systemsByUser = groupBy(workSystems, (row) => row.userId);
  const contractsByUser = groupBy(contractTypes, (row) => row.userId);

  return profiles.map((profile) => {
    const own = (professionsByUser.get(profile.userId) ?? []).sort((a, b) => a.position - b.position);
    const snapshotProfessions: SnapshotProfession[] = own.map((entry) => {
      const byKind: SnapshotProfession['items'] = {};
      for (const item of itemsByEntry.get(entry.id) ?? []) {
        const kind = item.kind as MatchItemKind;
        (byKind[kind] ??= {})[item.itemId] = item.rating ?? 0;
      }
      return {
        industryId: entry.industryId,
        professionId: entry.professionId,
        professionClassId: entry.professionClassId,
        experienceMonths: monthsByEntry.get(entry.id) ?? 0,
        items: byKind,
      };
    });
    const spoken: Record<string, number> = {};
    for (const language of languagesByUser.get(profile.userId) ?? []) spoken[language.languageCode] = language.languageProficiency;
    if (profile.nativeLanguage) spoken[profile.nativeLanguage] = NATIVE_PROFICIENCY;
    const snapshotPlaces: SnapshotPlace[] = (placesByUser.get(profile.userId) ?? [])
      .sort((a, b) => a.position - b.position)
      .map((place) => ({
        countryId: place.countryId,
        allState: place.allState,
        regionIds: (regionsByPlace.get(place.id) ?? []).map((row) => row.regionId),
        cityIds: (citiesByPlace.get(place.id) ?? []).map((row) => row.cityId),
        salaryAmount: place.salaryAmount,
        salaryCurrency: place.salaryCurrency,
      }));
    const snapshot: CandidateSnapshot = {
      professions: snapshotProfessions,
      languages: spoken,
      places: snapshotPlaces,
      availableStatus: profile.availableStatus,
      availableFrom: profile.availableFrom,
      workSystems: (systemsByUser.get(profile.userId) ?? []).map((row) => row.workSystemId),
      contractTypes: (contractsByUser.get(profile.userId) ?? []).map((row) => row.contractTypeId),
      isConstantWork: profile.isConstantWork,
      isFlexibleWork: profile.isFlexibleWork,
    };
    return {
      userId: profile.userId,
      eligible: profile.status === StatusId.Active && profile.wizardStep === 0 && Boolean(profile.shared),
      ...prefilterArrays(snapshot),
      profile: snapshot,
      updatedAt: now,
    };
  });
}

/** The arrays the SQL prefilter reads, from a snapshot (the benchmark writes snapshots directly). */
export function prefilterArrays(snapshot: CandidateSnapshot): Pick<SnapshotRow, 'industryIds' | 'professionIds' | 'skillIds' | 'countryIds'> {
  const skills = new Set<number>();
  for (const profession of snapshot.professions) for (const id of Object.keys(profession.items.skillsProfessionals ?? {})) skills.add(Number(id));
  return {
    industryIds: [...new Set(snapshot.professions.map((p) => p.industryId))],
    professionIds: snapshot.professions.map((p) => p.professionId),
    skillIds: [...skills],
    countryIds: snapshot.places.map((p) => p.countryId),
  };
}

/** Writes the snapshots (insert or replace) and removes those of the given users who no longer have a profile. */
export async function storeCandidateSnapshots(db: Executor, userIds: readonly number[], rows: readonly SnapshotRow[]): Promise<void> {
  if (rows.length > 0) {
    await db
      .insert(candidateMatchProfiles)
      .values([...rows])
      .onConflictDoUpdate({
        target: candidateMatchProfiles.userId,
        set: {
          eligible: sql`excluded.eligible`,
          industryIds: sql`excluded.industry_ids`,
          professionIds: sql`excluded.profession_ids`,
          skillIds: sql`excluded.skill_ids`,
          countryIds: sql`excluded.country_ids`,
          profile: sql`excluded.profile`,
          updatedAt: sql`excluded.updated_at`,
        },
      });
  }
  const kept = new Set(rows.map((row) => row.userId));
  const gone = userIds.filter((id) => !kept.has(id));
  if (gone.length > 0) await db.delete(candidateMatchProfiles).where(inArray(candidateMatchProfiles.userId, gone));
}

export async function findCandidateSnapshot(db: Executor, userId: number) {
  const [row] = await db.select().from(candidateMatchProfiles).where(eq(candidateMatchProfiles.userId, userId)).limit(1);
  return row;
}
