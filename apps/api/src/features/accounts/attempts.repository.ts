import { eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../infra/db/database.ts';
import { failedAttempts } from './accounts.tables.ts';
import { ATTEMPT_RULES, lockAfterFailure } from './attempt-limits.ts';

/**
 * Counts an attempt before its password is checked, in one statement, so parallel guesses cannot
 * all slip in before the first failure is written: the row is updated only when it is not locked.
 * Answers the lock's end when the subject is locked (the attempt is then refused unchecked).
 */
export async function beginAttempt(db: Executor, subject: string, now: Date): Promise<{ lockedUntil: Date } | undefined> {
  const forgetBefore = new Date(now.getTime() - ATTEMPT_RULES.forgetAfterMs);
  const [counted] = await db
    .insert(failedAttempts)
    .values({ subject, failures: 1, lastFailureAt: now })
    .onConflictDoUpdate({
      target: failedAttempts.subject,
      set: {
        failures: sql`case when ${failedAttempts.lastFailureAt} < ${forgetBefore.toISOString()} then 1 else ${failedAttempts.failures} + 1 end`,
        lastFailureAt: now,
      },
      setWhere: sql`${failedAttempts.lockedUntil} is null or ${failedAttempts.lockedUntil} <= ${now.toISOString()}`,
    })
    .returning({ failures: failedAttempts.failures });
  if (!counted) {
    const [row] = await db.select({ lockedUntil: failedAttempts.lockedUntil }).from(failedAttempts).where(eq(failedAttempts.subject, subject));
    return { lockedUntil: row?.lockedUntil ?? now };
  }
  // Locked from now on, in case this attempt fails too; a success clears the row.
  const lockMs = lockAfterFailure(counted.failures);
  if (lockMs > 0) await db.update(failedAttempts).set({ lockedUntil: new Date(now.getTime() + lockMs) }).where(eq(failedAttempts.subject, subject));
  return undefined;
}

/** The right password (or a reset by e-mail) forgets the subjects' failures. */
export async function clearAttempts(db: Executor, subjects: string[]): Promise<void> {
  await db.delete(failedAttempts).where(inArray(failedAttempts.subject, subjects));
}
