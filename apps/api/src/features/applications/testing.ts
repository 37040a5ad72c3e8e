import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { type TestAccount, newCandidate, newClient } from '../../test/accounts.ts';
import { completeSteps } from '../../test/candidate-profile.ts';
import type { Database, Executor } from '../../infra/db/database.ts';
import { findUserByEmail } from '../accounts/index.ts';
import { users } from '../accounts/accounts.tables.ts';
import { offerMatchUuid, offerMatches } from '../matching/matching.tables.ts';
import { createOutbox } from '../../infra/mail/outbox.ts';
import { ReferenceCatalogueStore } from '../reference/index.ts';
import { sendDueStageMails } from './stage-mails.ts';

/* Fixtures of the applications tests (and of other features' tests that need an application or a match). */

export type Account = TestAccount & { userId: number };

async function withId(db: Database, account: TestAccount): Promise<Account> {
  const user = await findUserByEmail(db, account.email);
  if (!user) throw new Error('account not found');
  return { ...account, userId: user.id };
}

/**
 * A candidate who may apply: the whole wizard saved (a carpenter and a bricklayer, professions 1
 * and 3) and the e-mail confirmed.
 */
export async function readyCandidate(app: FastifyInstance, db: Database, overrides: Record<string, unknown> = {}): Promise<Account> {
  const account = await withId(db, await newCandidate(app, db, overrides));
  await completeSteps(app, account.auth);
  await db.update(users).set({ isEmailConfirmed: true }).where(eq(users.id, account.userId));
  return account;
}

export async function employer(app: FastifyInstance, db: Database, overrides: Record<string, unknown> = {}): Promise<Account> {
  return withId(db, await newClient(app, db, overrides));
}

/** A stored match as the matching jobs write it; its uuid is the matched item's id. */
export async function insertMatch(db: Executor, offerId: number, candidateUserId: number, score: number): Promise<string> {
  const [row] = await db
    .insert(offerMatches)
    .values({ offerId, candidateUserId, score, breakdown: [], engineVersion: 1 })
    .onConflictDoUpdate({ target: [offerMatches.offerId, offerMatches.candidateUserId], set: { score } })
    .returning({ uuid: offerMatchUuid });
  if (!row) throw new Error('match not stored');
  return row.uuid;
}

/** What the stage-mail job does at `at`: writes the mails of the windows over by then (delivery is not run); answers how many. */
export function sendStageMailsAt(db: Database, at: Date, publicUrl = 'http://localhost:3000'): Promise<number> {
  return sendDueStageMails({ db, outbox: createOutbox(publicUrl, async () => undefined), catalogue: ReferenceCatalogueStore.of(db), now: () => at, publicUrl });
}
