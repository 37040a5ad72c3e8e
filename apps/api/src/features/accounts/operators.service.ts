import { AccountType, ErrorKey, type Locale, type OperatorInvitation, type OperatorRow, OperatorsErrorKey } from '@trades/contracts';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { hashPassword } from '../../infra/auth/passwords.ts';
import { newSecureToken } from '../../infra/auth/secure-token.ts';
import type { Executor } from '../../infra/db/database.ts';
import { AppError } from '../../infra/http/errors.ts';
import { accountMail, accountMailUrl } from './accounts.mails.ts';
import { deleteUser, findUserByEmail, insertUser } from './accounts.repository.ts';
import { type UserRow, users } from './accounts.tables.ts';
import { type AccountsDeps, createLinkToken } from './sessions.service.ts';

/*
 * The operators themselves (issue 26): invited by another operator, listed, removed. The operator feature's routes
 * call these and write the audit in the same transaction (the `alongside` work).
 */

export type OperatorDeps = Pick<AccountsDeps, 'db' | 'config' | 'outbox' | 'sessions' | 'now'>;

/** Work of the caller in the action's transaction (the operator's audit). */
type Alongside = (tx: Executor, operator: UserRow) => Promise<void>;

function operatorRowOf(user: UserRow): OperatorRow {
  const invitationPending = !user.isEmailConfirmed;
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    totpEnrolled: user.totpConfirmedAt !== null,
    invitationPending,
    createdAt: user.createdAt.toISOString(),
    lastSignedInAt: invitationPending ? null : user.lastSignedInAt.toISOString(),
  };
}

/**
 * POST /v1/operator/operators: an Operator account with a random password nobody knows, and a mail with a link
 * (7 days) to set one; the first sign-in then enrols the authenticator. An e-mail of any account is 409 email_taken.
 * The address counts as confirmed once the password is set through the link.
 */
export async function inviteOperator(deps: OperatorDeps, input: OperatorInvitation, locale: Locale, alongside: Alongside): Promise<OperatorRow> {
  const taken = () => AppError.conflict(ErrorKey.EmailTaken, { email: [ErrorKey.EmailTaken] });
  if (await findUserByEmail(deps.db, input.email)) throw taken();
  const passwordHash = await hashPassword(newSecureToken());
  const { user, mail } = await deps.db.transaction(async (tx) => {
    const user = await insertUser(tx, {
      email: input.email,
      passwordHash,
      accountType: AccountType.Operator,
      firstName: input.firstName ?? '',
      lastName: input.lastName ?? '',
      locale: input.locale ?? locale,
      isEmailConfirmed: false,
      lastSignedInAt: deps.now(),
    });
    // Two invitations racing for one e-mail: the unique index lets one through.
    if (!user) throw taken();
    const token = await createLinkToken(tx, user.id, 'operator_invitation', { now: deps.now() });
    const mailLocale = input.locale ?? locale;
    const mail = await deps.outbox.email(tx, {
      to: user.email,
      locale: mailLocale,
      template: 'operator_invitation',
      userId: user.id,
      content: accountMail('operator_invitation', mailLocale, user.firstName, accountMailUrl(deps.config.PUBLIC_URL, mailLocale, 'operator_invitation', token)),
    });
    await alongside(tx, user);
    return { user, mail };
  });
  await deps.outbox.flush([mail]);
  return operatorRowOf(user);
}

/** GET /v1/operator/operators: every operator, oldest first; no hash, no secret. */
export async function listOperators(db: Executor): Promise<OperatorRow[]> {
  const rows = await db.select().from(users).where(eq(users.accountType, AccountType.Operator)).orderBy(asc(users.createdAt), asc(users.id));
  return rows.map(operatorRowOf);
}

/** Who can act: a password set (not a pending invitation) and not blocked. */
const canSignIn = (user: UserRow) => user.isEmailConfirmed && user.blockedAt === null;

/**
 * DELETE /v1/operator/operators/{id}: the account goes, and with it its sessions (its refresh tokens go by cascade,
 * and the processes are told). Never the last operator who can sign in (409 last_operator); the operators' rows are
 * locked, so two removals at once cannot both pass the count. An operator may remove themselves (leaving the team).
 */
export async function removeOperator(deps: OperatorDeps, operatorId: number, alongside: Alongside): Promise<void> {
  await deps.db.transaction(async (tx) => {
    // In id order, as a block takes them, so the two never deadlock.
    const operators = await tx.select().from(users).where(and(eq(users.accountType, AccountType.Operator), isNull(users.blockedAt))).orderBy(asc(users.id)).for('update');
    const [target] = await tx.select().from(users).where(and(eq(users.id, operatorId), eq(users.accountType, AccountType.Operator)));
    if (!target) throw AppError.notFound();
    if (canSignIn(target) && operators.filter(canSignIn).length <= 1) throw AppError.conflict(OperatorsErrorKey.LastOperator);
    await alongside(tx, target);
    await deleteUser(tx, target.id);
  });
  deps.sessions.forgetUser(operatorId);
}
