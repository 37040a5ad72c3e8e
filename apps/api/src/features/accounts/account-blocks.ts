import { AccountType, OperatorUserMessageKey } from '@trades/contracts';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { SessionCheck } from '../../infra/auth/session-check.ts';
import type { Database, Executor } from '../../infra/db/database.ts';
import { AppError } from '../../infra/http/errors.ts';
import type { OfferListChanges } from '../context.ts';
import { type UserRow, users } from './accounts.tables.ts';
import { endSessions } from './sessions.service.ts';

/*
 * Blocking an account (issue 26): the account keeps its data, but gets no session (every one it has
 * ends at once, and every way of signing in answers 403 account_blocked) and its offers leave the
 * public pages until it is unblocked (the offers feature filters them by the owner's block).
 */

export interface AccountBlockDeps {
  db: Database;
  /** Told about the ended sessions, so the account's access tokens are refused at once. */
  sessions: SessionCheck;
  /** The public offer list forgets the account's offers (or shows them again) at once. */
  offerListCache: OfferListChanges;
  now: () => Date;
}

/** Work of the caller inside the change's transaction (the operator's audit), given the account as it was. */
export type AlongsideBlock = (tx: Executor, user: UserRow) => Promise<void>;

/** The account, locked for the change; 404 when there is none. */
async function lockUser(tx: Executor, userId: number): Promise<UserRow> {
  const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  if (!user) throw AppError.notFound();
  return user;
}

/**
 * The unblocked operators' rows, locked in id order: taken before an operator's own row, as an
 * operator's removal takes them, so a block and a removal at once wait for each other instead of
 * deadlocking.
 */
async function lockUnblockedOperators(tx: Executor): Promise<number[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.accountType, AccountType.Operator), isNull(users.blockedAt)))
    .orderBy(asc(users.id))
    .for('update');
  return rows.map((row) => row.id);
}

/**
 * An operator may block another operator, but never themselves and never the last one who can
 * sign in: the back office would then have nobody.
 */
function refuseLastOperator(user: UserRow, byUserId: number, unblockedOperators: readonly number[]): void {
  if (user.id === byUserId) throw AppError.conflict(OperatorUserMessageKey.BlockSelf);
  if (user.accountType !== AccountType.Operator) return;
  if (!unblockedOperators.some((id) => id !== user.id)) throw AppError.conflict(OperatorUserMessageKey.BlockLastOperator);
}

/** Blocks the account with the reason; an account already blocked is 409 (its first reason stays). */
export async function blockAccount(
  deps: AccountBlockDeps,
  input: { userId: number; reason: string; byUserId: number },
  alongside: AlongsideBlock,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const [target] = await tx.select({ accountType: users.accountType }).from(users).where(eq(users.id, input.userId));
    const unblockedOperators = target?.accountType === AccountType.Operator ? await lockUnblockedOperators(tx) : [];
    const user = await lockUser(tx, input.userId);
    if (user.blockedAt !== null) throw AppError.conflict(OperatorUserMessageKey.AlreadyBlocked);
    refuseLastOperator(user, input.byUserId, unblockedOperators);
    await tx.update(users).set({ blockedAt: deps.now(), blockReason: input.reason, updatedAt: deps.now() }).where(eq(users.id, user.id));
    await endSessions(tx, user.id);
    await alongside(tx, user);
  });
  deps.sessions.forgetUser(input.userId);
  deps.offerListCache.clear();
}

/** Lifts the block: the account may sign in again and its offers still inside their publication are public again. */
export async function unblockAccount(deps: AccountBlockDeps, userId: number, alongside: AlongsideBlock): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const user = await lockUser(tx, userId);
    if (user.blockedAt === null) throw AppError.conflict(OperatorUserMessageKey.NotBlocked);
    await tx.update(users).set({ blockedAt: null, blockReason: null, updatedAt: deps.now() }).where(eq(users.id, user.id));
    await alongside(tx, user);
  });
  deps.offerListCache.clear();
}
