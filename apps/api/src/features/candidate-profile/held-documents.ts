import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../infra/db/database.ts';
import { candidateWorkLocationDocuments, candidateWorkLocations } from './candidate-profile.tables.ts';

/** The documents candidates hold per country of work (wizard step 6): user id -> country id -> document ids. */
export type HeldDocuments = Map<number, Map<number, Set<number>>>;

export async function heldDocumentsOf(db: Executor, userIds: readonly number[], countryId?: number | null): Promise<HeldDocuments> {
  const held: HeldDocuments = new Map();
  if (userIds.length === 0 || countryId === null) return held;
  const rows = await db
    .select({ userId: candidateWorkLocations.userId, countryId: candidateWorkLocations.countryId, documentId: candidateWorkLocationDocuments.documentId })
    .from(candidateWorkLocationDocuments)
    .innerJoin(candidateWorkLocations, eq(candidateWorkLocations.id, candidateWorkLocationDocuments.workLocationId))
    .where(
      and(
        inArray(candidateWorkLocations.userId, [...userIds]),
        countryId === undefined ? undefined : eq(candidateWorkLocations.countryId, countryId),
      ),
    );
  for (const row of rows) {
    let byCountry = held.get(row.userId);
    if (!byCountry) held.set(row.userId, (byCountry = new Map()));
    let documents = byCountry.get(row.countryId);
    if (!documents) byCountry.set(row.countryId, (documents = new Set()));
    documents.add(row.documentId);
  }
  return held;
}

/** One candidate's documents for one country. */
export function heldFor(held: HeldDocuments, userId: number, countryId: number | null): Set<number> {
  return (countryId === null ? undefined : held.get(userId)?.get(countryId)) ?? new Set();
}
