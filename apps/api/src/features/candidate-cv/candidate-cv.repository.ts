import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '../../infra/db/database.ts';
import { users } from '../accounts/accounts.tables.ts';
import { type FileRow, files } from '../files/files.tables.ts';

/* The CV is a file of the candidate with purpose `cv`: attached at once, one live at a time. */

const liveCv = (ownerUserId: number) => and(eq(files.ownerUserId, ownerUserId), eq(files.purpose, 'cv'), isNull(files.discardedAt));

/** The candidate's live CV, if any. */
export async function findCv(db: Executor, ownerUserId: number): Promise<FileRow | undefined> {
  const [row] = await db.select().from(files).where(liveCv(ownerUserId)).orderBy(desc(files.createdAt)).limit(1);
  return row;
}

/** The live CVs of several candidates, by owner. */
export async function cvsOf(db: Executor, ownerUserIds: readonly number[]): Promise<Map<number, FileRow>> {
  if (ownerUserIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(files)
    .where(and(inArray(files.ownerUserId, [...ownerUserIds]), eq(files.purpose, 'cv'), isNull(files.discardedAt)))
    .orderBy(desc(files.createdAt));
  const byOwner = new Map<number, FileRow>();
  for (const row of rows) if (row.ownerUserId !== null && !byOwner.has(row.ownerUserId)) byOwner.set(row.ownerUserId, row);
  return byOwner;
}

/** Holds the candidate's account row until the transaction ends, so two CV changes of one candidate run one after the other. */
export async function lockCandidate(tx: Executor, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/** Discards the candidate's live CV; the clean-up job removes it from storage. Answers how many were discarded. */
export async function discardCv(tx: Executor, ownerUserId: number, now: Date): Promise<number> {
  const rows = await tx.update(files).set({ discardedAt: now }).where(liveCv(ownerUserId)).returning({ id: files.id });
  return rows.length;
}
