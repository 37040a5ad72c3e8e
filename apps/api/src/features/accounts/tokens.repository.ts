import { and, count, eq, gt, gte, inArray, isNull, ne } from 'drizzle-orm';
import type { Executor } from '../../infra/db/database.ts';
import { type UserTokenPurpose, refreshTokens, userTokens } from './accounts.tables.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type RefreshTokenRow = typeof refreshTokens.$inferSelect;
export type UserTokenRow = typeof userTokens.$inferSelect;

export async function insertUserToken(db: Executor, values: typeof userTokens.$inferInsert): Promise<void> {
  await db.insert(userTokens).values(values);
}

/**
 * Marks a link token used and returns it, in one conditional UPDATE, so two clicks racing on the
 * same link cannot both succeed. Unknown, used, expired or wrong-purpose tokens give undefined.
 */
export async function consumeUserToken(
  db: Executor,
  tokenHash: string,
  purpose: UserTokenPurpose | readonly UserTokenPurpose[],
  now: Date,
): Promise<UserTokenRow | undefined> {
  const [row] = await db
    .update(userTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(userTokens.tokenHash, tokenHash),
        typeof purpose === 'string' ? eq(userTokens.purpose, purpose) : inArray(userTokens.purpose, [...purpose]),
        isNull(userTokens.usedAt),
        gt(userTokens.expiresAt, now),
      ),
    )
    .returning();
  return row;
}

/** A live link token (unused, unexpired, of this purpose), left as it is: what a link's page shows before its button uses it. */
export async function findLiveUserToken(db: Executor, tokenHash: string, purpose: UserTokenPurpose, now: Date): Promise<UserTokenRow | undefined> {
  const [row] = await db
    .select()
    .from(userTokens)
    .where(and(eq(userTokens.tokenHash, tokenHash), eq(userTokens.purpose, purpose), isNull(userTokens.usedAt), gt(userTokens.expiresAt, now)))
    .limit(1);
  return row;
}

/** A link token of this purpose as issued, used or expired too: what an invalid link was once for. */
export async function findUserToken(db: Executor, tokenHash: string, purpose: UserTokenPurpose): Promise<UserTokenRow | undefined> {
  const [row] = await db
    .select()
    .from(userTokens)
    .where(and(eq(userTokens.tokenHash, tokenHash), eq(userTokens.purpose, purpose)))
    .limit(1);
  return row;
}

/** Link tokens of one purpose issued to a user since `since` (used or not). */
export async function countRecentUserTokens(db: Executor, userId: number, purpose: UserTokenPurpose, since: Date): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(userTokens)
    .where(and(eq(userTokens.userId, userId), eq(userTokens.purpose, purpose), gte(userTokens.createdAt, since)));
  return Number(row?.total ?? 0);
}

export async function expireUserTokens(db: Executor, userId: number, purpose: UserTokenPurpose, now: Date): Promise<void> {
  await db
    .update(userTokens)
    .set({ usedAt: now })
    .where(and(eq(userTokens.userId, userId), eq(userTokens.purpose, purpose), isNull(userTokens.usedAt)));
}

export async function insertRefreshToken(db: Executor, values: typeof refreshTokens.$inferInsert): Promise<void> {
  await db.insert(refreshTokens).values(values);
}

/**
 * Marks a live refresh token used and returns it. The condition on used_at makes the rotation
 * safe under concurrency: of two requests presenting the same token only one gets the row.
 */
export async function useRefreshToken(db: Executor, tokenHash: string, now: Date): Promise<RefreshTokenRow | undefined> {
  const [row] = await db
    .update(refreshTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(refreshTokens.tokenHash, tokenHash),
        isNull(refreshTokens.usedAt),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, now),
      ),
    )
    .returning();
  return row;
}

export async function findRefreshToken(db: Executor, tokenHash: string): Promise<RefreshTokenRow | undefined> {
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash)).limit(1);
  return row;
}

export async function revokeRefreshFamily(db: Executor, familyId: string, now: Date): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** Revokes every session of the user, or every one but `keepFamilyId` (the caller's own). */
export async function revokeUserRefreshTokens(
  db: Executor,
  userId: number,
  now: Date,
  keepFamilyId?: string,
): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(
      and(
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
        keepFamilyId ? ne(refreshTokens.familyId, keepFamilyId) : undefined,
      ),
    );
}

/** A session is open while its family has a token that was not revoked; rows go with a deleted user. */
export async function isSessionOpen(db: Executor, userId: number, familyId: string): Promise<boolean> {
  if (!UUID.test(familyId)) return false;
  const [row] = await db
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.familyId, familyId), eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)))
    .limit(1);
  return row !== undefined;
}
