import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../infra/db/database.ts';
import { operatorRecoveryCodes, users } from './accounts.tables.ts';

/** Stores a pending TOTP secret unless one is pending already (two sign-ins at once offer the same); the secret now stored. */
export async function storePendingTotpSecret(db: Executor, userId: number, secret: string): Promise<string | undefined> {
  await db
    .update(users)
    .set({ totpSecret: secret, updatedAt: new Date() })
    .where(and(eq(users.id, userId), isNull(users.totpSecret)));
  const [row] = await db.select({ totpSecret: users.totpSecret }).from(users).where(eq(users.id, userId));
  return row?.totpSecret ?? undefined;
}

/**
 * Takes a TOTP time step for the user, in one conditional UPDATE, so one code signs in once even when two
 * requests race; the first valid code also confirms the enrolment. True when this step was taken here.
 */
export async function takeTotpStep(db: Executor, userId: number, secret: string, step: number, now: Date): Promise<boolean> {
  const taken = await db
    .update(users)
    .set({ totpLastStep: step, totpConfirmedAt: sql`coalesce(${users.totpConfirmedAt}, ${now.toISOString()}::timestamptz)`, updatedAt: now })
    .where(and(eq(users.id, userId), eq(users.totpSecret, secret), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
    .returning({ id: users.id });
  return taken.length > 0;
}

/** Sets an enrolled secret, as the settings' OPERATOR_TOTP_SECRET does: its codes count from now on. */
export async function setTotpSecret(db: Executor, userId: number, secret: string, now: Date): Promise<void> {
  await db.update(users).set({ totpSecret: secret, totpConfirmedAt: now, totpLastStep: null, updatedAt: now }).where(eq(users.id, userId));
}

/** Uses up one unused recovery code of the user; true when it was one. */
export async function useRecoveryCode(db: Executor, userId: number, codeHash: string, now: Date): Promise<boolean> {
  const used = await db
    .update(operatorRecoveryCodes)
    .set({ usedAt: now })
    .where(and(eq(operatorRecoveryCodes.userId, userId), eq(operatorRecoveryCodes.codeHash, codeHash), isNull(operatorRecoveryCodes.usedAt)))
    .returning({ id: operatorRecoveryCodes.id });
  return used.length > 0;
}

/** The user's recovery codes become these (hashes); earlier ones, used or not, are gone. */
export async function replaceRecoveryCodes(db: Executor, userId: number, codeHashes: string[], now: Date): Promise<void> {
  await db.delete(operatorRecoveryCodes).where(eq(operatorRecoveryCodes.userId, userId));
  if (codeHashes.length > 0) await db.insert(operatorRecoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash, createdAt: now })));
}
