import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../infra/db/database.ts';
import { candidateProfilePurchases } from './shop.tables.ts';

/** Which of the candidates the employer bought or unlocked the full profile of (contacts included). */
export async function purchasedCandidateIds(db: Executor, clientUserId: number, candidateUserIds: readonly number[]): Promise<Set<number>> {
  if (candidateUserIds.length === 0) return new Set();
  const rows = await db
    .select({ id: candidateProfilePurchases.candidateUserId })
    .from(candidateProfilePurchases)
    .where(and(eq(candidateProfilePurchases.clientUserId, clientUserId), inArray(candidateProfilePurchases.candidateUserId, [...candidateUserIds])));
  return new Set(rows.map((row) => row.id));
}
