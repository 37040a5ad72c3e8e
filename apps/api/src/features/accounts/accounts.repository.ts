import type { ConsentAnswer, ConsentEventSource, SignUpAccountType } from '@trades/contracts';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../infra/db/database.ts';
import { outboxMessages } from '../../infra/mail/outbox.tables.ts';
import {
  type UserRow,
  candidateProfiles,
  clientProfiles,
  consentEvents,
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

export async function listConsents(db: Executor, accountType?: SignUpAccountType): Promise<ConsentRow[]> {
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

/**
 * Records each answer; consents the user did not answer now keep their earlier answer. Every answer
 * that is new or differs from the stored one is also written to the consent history, with the
 * version of the consent's text, so the history holds every grant and withdrawal.
 */
export async function saveUserConsents(
  db: Executor,
  userId: number,
  answers: ConsentAnswer[],
  source: ConsentEventSource,
  now: Date = new Date(),
): Promise<void> {
  if (answers.length === 0) return;
  const ids = answers.map((a) => a.consent);
  const stored = await db
    .select({ consent: userConsents.consentId, isAcceptance: userConsents.isAcceptance })
    .from(userConsents)
    .where(and(eq(userConsents.userId, userId), inArray(userConsents.consentId, ids)));
  const before = new Map(stored.map((row) => [row.consent, row.isAcceptance]));
  const changed = answers.filter((a) => before.get(a.consent) !== a.isAcceptance);
  await db
    .insert(userConsents)
    .values(answers.map((a) => ({ userId, consentId: a.consent, isAcceptance: a.isAcceptance, updatedAt: now })))
    .onConflictDoUpdate({
      target: [userConsents.userId, userConsents.consentId],
      set: { isAcceptance: sql`excluded.is_acceptance`, updatedAt: now },
    });
  if (changed.length === 0) return;
  const versions = new Map(
    (await db.select({ id: consents.id, textVersion: consents.textVersion }).from(consents).where(inArray(consents.id, ids))).map((row) => [row.id, row.textVersion]),
  );
  await db.insert(consentEvents).values(
    changed.map((a) => ({ userId, consentId: a.consent, isAcceptance: a.isAcceptance, textVersion: versions.get(a.consent) ?? 1, source, occurredAt: now })),
  );
}

/** The user's consent history, newest first, with each consent's titles. */
export async function consentEventsOf(db: Executor, userId: number) {
  return db
    .select({
      consent: consentEvents.consentId,
      title: consents.title,
      isAcceptance: consentEvents.isAcceptance,
      textVersion: consentEvents.textVersion,
      source: consentEvents.source,
      occurredAt: consentEvents.occurredAt,
    })
    .from(consentEvents)
    .innerJoin(consents, eq(consents.id, consentEvents.consentId))
    .where(eq(consentEvents.userId, userId))
    .orderBy(desc(consentEvents.occurredAt), desc(consentEvents.id));
}

/** Marks the start of a session: the retention of inactive accounts counts from the last one. */
export async function markSignedIn(db: Executor, userId: number, now: Date): Promise<void> {
  await db.update(users).set({ lastSignedInAt: now }).where(eq(users.id, userId));
}
