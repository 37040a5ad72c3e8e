import { and, count, eq, gte, inArray, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { Executor } from '../../infra/db/database.ts';
import { type FileRow, files } from './files.tables.ts';

export async function insertFile(db: Executor, values: typeof files.$inferInsert): Promise<FileRow> {
  const [row] = await db.insert(files).values(values).returning();
  return row as FileRow;
}

export async function findFileByName(db: Executor, filename: string): Promise<FileRow | undefined> {
  const [row] = await db.select().from(files).where(and(eq(files.filename, filename), isNull(files.discardedAt))).limit(1);
  return row;
}

/** The owner's live files among the given stored names. */
export async function ownedFilesByName(db: Executor, ownerUserId: number, filenames: readonly string[]): Promise<FileRow[]> {
  if (filenames.length === 0) return [];
  return db
    .select()
    .from(files)
    .where(and(eq(files.ownerUserId, ownerUserId), inArray(files.filename, [...filenames]), isNull(files.discardedAt)));
}

export async function recentTemporaryCount(db: Executor, ownerUserId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(files)
    .where(and(eq(files.ownerUserId, ownerUserId), eq(files.isTemporary, true), gte(files.createdAt, since)));
  return row?.n ?? 0;
}

export async function markAttached(db: Executor, ids: readonly string[], now: Date): Promise<void> {
  if (ids.length === 0) return;
  await db.update(files).set({ isTemporary: false, attachedAt: now }).where(inArray(files.id, [...ids]));
}

export async function markDiscarded(db: Executor, ids: readonly string[], now: Date): Promise<void> {
  if (ids.length === 0) return;
  await db.update(files).set({ discardedAt: now }).where(inArray(files.id, [...ids]));
}

const purgeable = (staleBefore: Date) =>
  or(isNotNull(files.discardedAt), isNull(files.ownerUserId), and(eq(files.isTemporary, true), lt(files.createdAt, staleBefore)));

/**
 * Deletes (up to `limit`) rows of files to remove: discarded, of deleted accounts, or temporary
 * and never attached since `staleBefore`. The condition is checked again in the DELETE so a file
 * attached meanwhile stays. Answers the deleted rows, whose stored objects can then go.
 */
export async function purgeFileRows(db: Executor, staleBefore: Date, limit = 500): Promise<FileRow[]> {
  const candidates = await db.select({ id: files.id }).from(files).where(purgeable(staleBefore)).limit(limit);
  if (candidates.length === 0) return [];
  return db
    .delete(files)
    .where(and(inArray(files.id, candidates.map((c) => c.id)), purgeable(staleBefore)))
    .returning();
}

/** Deletes every file row of an account (its deletion); answers them so their stored objects can go. */
export async function deleteFilesOfOwner(db: Executor, ownerUserId: number): Promise<FileRow[]> {
  return db.delete(files).where(eq(files.ownerUserId, ownerUserId)).returning();
}

/**
 * The user's files in use (attached by a save, not discarded), oldest first: the data export lists and
 * copies them. An upload no save ever attached belongs to nothing of the account and is purged after a day.
 */
export async function filesOfOwner(db: Executor, ownerUserId: number): Promise<FileRow[]> {
  return db
    .select()
    .from(files)
    .where(and(eq(files.ownerUserId, ownerUserId), eq(files.isTemporary, false), isNull(files.discardedAt)))
    .orderBy(files.createdAt);
}
