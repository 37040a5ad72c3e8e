import { AccountType } from '@trades/contracts';
import { and, desc, eq, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../infra/db/database.ts';
import { users } from '../accounts/accounts.tables.ts';
import { type DataExportRow, dataExports, retentionWarnings } from './privacy.tables.ts';

/* Data exports and retention warnings. Every export query names its owner, so another's is never found. */

export async function insertExport(db: Executor, userId: number, now: Date): Promise<DataExportRow> {
  const [row] = await db.insert(dataExports).values({ userId, requestedAt: now }).returning();
  if (!row) throw new Error('data export not stored');
  return row;
}

export async function findOwnExport(db: Executor, userId: number, id: number): Promise<DataExportRow | undefined> {
  const [row] = await db.select().from(dataExports).where(and(eq(dataExports.id, id), eq(dataExports.userId, userId)));
  return row;
}

export async function listOwnExports(db: Executor, userId: number, limit = 10): Promise<DataExportRow[]> {
  return db.select().from(dataExports).where(eq(dataExports.userId, userId)).orderBy(desc(dataExports.requestedAt), desc(dataExports.id)).limit(limit);
}

/** A waiting export with its owner; undefined once done or when the owner is gone. */
export async function findPendingExport(db: Executor, id: number) {
  const [row] = await db
    .select({ export: dataExports, user: users })
    .from(dataExports)
    .innerJoin(users, eq(users.id, dataExports.userId))
    .where(and(eq(dataExports.id, id), eq(dataExports.status, 'pending')));
  return row;
}

/** False when the export is gone meanwhile (its owner erased): its ZIP must not stay. */
export async function markExportReady(db: Executor, id: number, values: { storageKey: string; sizeBytes: number; readyAt: Date; expiresAt: Date }): Promise<boolean> {
  const rows = await db.update(dataExports).set({ status: 'ready', ...values }).where(and(eq(dataExports.id, id), sql`${dataExports.userId} is not null`)).returning({ id: dataExports.id });
  return rows.length > 0;
}

/** Exports whose ZIP is past its download window or whose owner is gone: their files go, the rows of the living stay as history. */
export async function takeStaleExports(db: Executor, now: Date): Promise<string[]> {
  const gone = await db.delete(dataExports).where(isNull(dataExports.userId)).returning({ storageKey: dataExports.storageKey });
  const expired = await db
    .select({ id: dataExports.id, storageKey: dataExports.storageKey })
    .from(dataExports)
    .where(and(eq(dataExports.status, 'ready'), lte(dataExports.expiresAt, now)));
  if (expired.length) await db.update(dataExports).set({ status: 'expired', storageKey: null }).where(inArray(dataExports.id, expired.map((row) => row.id)));
  return [...gone, ...expired].flatMap((row) => (row.storageKey ? [row.storageKey] : []));
}

/** Exports still pending long after their request (the job gave up): failed, so the owner can see it and ask again. */
export async function failStuckExports(db: Executor, requestedBefore: Date): Promise<void> {
  await db.update(dataExports).set({ status: 'failed' }).where(and(eq(dataExports.status, 'pending'), lt(dataExports.requestedAt, requestedBefore)));
}

/** Warnings cancelled by a sign-in since they were sent. */
export async function dropCancelledWarnings(db: Executor): Promise<void> {
  await db.execute(sql`delete from ${retentionWarnings} w using ${users} u where u.id = w.user_id and u.last_signed_in_at > w.warned_at`);
}

/** Candidates inactive since before the cutoff who have not been warned yet. */
export async function inactiveUnwarnedCandidates(db: Executor, inactiveBefore: Date, limit = 200) {
  return db
    .select({ id: users.id, email: users.email, firstName: users.firstName, locale: users.locale })
    .from(users)
    .leftJoin(retentionWarnings, eq(retentionWarnings.userId, users.id))
    .where(and(eq(users.accountType, AccountType.Candidate), lt(users.lastSignedInAt, inactiveBefore), isNull(retentionWarnings.userId)))
    .orderBy(users.id)
    .limit(limit);
}

export async function insertWarning(db: Executor, userId: number, now: Date): Promise<void> {
  await db.insert(retentionWarnings).values({ userId, warnedAt: now }).onConflictDoNothing();
}

/** Candidates warned before the cutoff who have not signed in since. */
export async function dueForErasure(db: Executor, warnedBefore: Date, limit = 200): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(retentionWarnings)
    .innerJoin(users, eq(users.id, retentionWarnings.userId))
    .where(and(lt(retentionWarnings.warnedAt, warnedBefore), lte(users.lastSignedInAt, retentionWarnings.warnedAt)))
    .orderBy(users.id)
    .limit(limit);
  return rows.map((row) => row.id);
}

/** The same check, locked inside the erasure's transaction, so a sign-in racing the job keeps the account. */
export async function lockIfStillDue(db: Executor, userId: number, warnedBefore: Date): Promise<number | undefined> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(retentionWarnings, eq(retentionWarnings.userId, users.id))
    .where(and(eq(users.id, userId), lt(retentionWarnings.warnedAt, warnedBefore), lte(users.lastSignedInAt, retentionWarnings.warnedAt)))
    .for('update', { of: users });
  return row?.id;
}

/** Locks the user's row until the transaction ends: two export requests of one user run one after the other. */
export async function lockOwner(db: Executor, userId: number): Promise<void> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/** Before an account is erased: its data exports go at once, answering the ZIPs' storage keys to delete. */
export async function deleteDataExportsOf(db: Executor, userId: number): Promise<string[]> {
  const rows = await db.delete(dataExports).where(eq(dataExports.userId, userId)).returning({ storageKey: dataExports.storageKey });
  return rows.flatMap((row) => (row.storageKey ? [row.storageKey] : []));
}
