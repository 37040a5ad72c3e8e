import type { AccountType, ConsentAnswer } from '@trades/contracts';
import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../infra/db/database.ts';
import { outboxMessages } from '../../infra/mail/outbox.tables.ts';
import {
  type UserRow,
  candidateProfiles,
  clientProfiles,
  consents,
  userConsents,
  users,
} from './accounts.tables.ts';

export type NewUser = typeof users.$inferInsert;
export type ConsentRow = typeof consents.$inferSelect;
export type CandidateProfileRow = typeof candidateProfiles.$inferSelect;
export type ClientProfileRow = typeof clientProfiles.$inferSelect;

const UNIQUE_VIOLATION = '23505';

/** Drizzle wraps driver errors; the PostgreSQL code sits on the error or on its cause. */
function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === UNIQUE_VIOLATION) return true;
  }
  return false;
}

/** E-mails are unique case-insensitively (a unique index on lower(email)). */
export async function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email.trim()})`)
    .limit(1);
  return row;
}

export async function findUserById(db: Executor, userId: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return row;
}

/** The new user, or undefined when the e-mail was taken meanwhile (the unique index decides). */
export async function insertUser(db: Executor, values: NewUser): Promise<UserRow | undefined> {
  try {
    const [row] = await db.insert(users).values(values).returning();
    return row;
  } catch (error) {
    if (isUniqueViolation(error)) return undefined;
    throw error;
  }
}

export async function updateUser(
  db: Executor,
  userId: number,
  patch: Partial<Pick<UserRow, 'passwordHash' | 'locale' | 'isEmailConfirmed' | 'enforcePasswordChange'>>,
): Promise<void> {
  await db
    .update(users)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

/**
 * Removes the user; every row they own goes with them through ON DELETE CASCADE. Their outbox
 * messages have no foreign key (mail outlives nothing else), so they are removed here.
 */
export async function deleteUser(db: Executor, userId: number): Promise<boolean> {
  await db.delete(outboxMessages).where(eq(outboxMessages.userId, userId));
  const deleted = await db.delete(users).where(eq(users.id, userId)).returning({ id: users.id });
  return deleted.length > 0;
}

export async function insertCandidateProfile(
  db: Executor,
  values: typeof candidateProfiles.$inferInsert,
): Promise<void> {
  await db.insert(candidateProfiles).values(values);
}

export async function insertClientProfile(db: Executor, values: typeof clientProfiles.$inferInsert): Promise<void> {
  await db.insert(clientProfiles).values(values);
}

export async function findCandidateProfile(db: Executor, userId: number): Promise<CandidateProfileRow | undefined> {
  const [row] = await db.select().from(candidateProfiles).where(eq(candidateProfiles.userId, userId)).limit(1);
  return row;
}

export async function findClientProfile(db: Executor, userId: number): Promise<ClientProfileRow | undefined> {
  const [row] = await db.select().from(clientProfiles).where(eq(clientProfiles.userId, userId)).limit(1);
  return row;
}

export async function listConsents(db: Executor, accountType?: AccountType): Promise<ConsentRow[]> {
  return db
    .select()
    .from(consents)
    .where(accountType ? eq(consents.accountType, accountType) : undefined)
    .orderBy(asc(consents.position), asc(consents.id));
}

export async function userConsentsOf(db: Executor, userId: number): Promise<ConsentAnswer[]> {
  const rows = await db
    .select({ consent: userConsents.consentId, isAcceptance: userConsents.isAcceptance })
    .from(userConsents)
    .innerJoin(consents, eq(consents.id, userConsents.consentId))
    .where(eq(userConsents.userId, userId))
    .orderBy(asc(consents.position), asc(consents.id));
  return rows;
}

/** Records each answer; consents the user did not answer now keep their earlier answer. */
export async function saveUserConsents(db: Executor, userId: number, answers: ConsentAnswer[]): Promise<void> {
  if (answers.length === 0) return;
  const now = new Date();
  await db
    .insert(userConsents)
    .values(answers.map((a) => ({ userId, consentId: a.consent, isAcceptance: a.isAcceptance, updatedAt: now })))
    .onConflictDoUpdate({
      target: [userConsents.userId, userConsents.consentId],
      set: { isAcceptance: sql`excluded.is_acceptance`, updatedAt: now },
    });
}
