import { randomUUID } from 'node:crypto';
import { AccountErrorKey, AccountType, ErrorKey, type LoginAnswer, type OneTimeLoginAnswer, type TokenPair } from '@trades/contracts';
import type { AppConfig } from '../../config/config.ts';
import type { AccessTokenIssuer } from '../../infra/auth/access-token.ts';
import type { SessionCheck } from '../../infra/auth/session-check.ts';
import { verifyPassword } from '../../infra/auth/passwords.ts';
import { hashToken, newSecureToken } from '../../infra/auth/secure-token.ts';
import type { Database, Executor } from '../../infra/db/database.ts';
import { AppError } from '../../infra/http/errors.ts';
import type { BackgroundWork } from '../../infra/jobs/background-work.ts';
import type { Outbox } from '../../infra/mail/outbox.ts';
import type { FileStorage } from '../../infra/storage/storage.ts';
import { findUserByEmail, findUserById, markSignedIn } from './accounts.repository.ts';
import { signInSubject } from './attempt-limits.ts';
import { secondFactorChallenge } from './second-factor.service.ts';
import { beginAttempt, clearAttempts } from './attempts.repository.ts';
import type { UserRow, UserTokenPurpose } from './accounts.tables.ts';
import {
  consumeUserToken,
  findRefreshToken,
  insertRefreshToken,
  insertUserToken,
  revokeRefreshFamily,
  revokeUserRefreshTokens,
  useRefreshToken,
} from './tokens.repository.ts';

/** What the account services need; built once per app from the feature context. */
export interface AccountsDeps {
  db: Database;
  config: Pick<AppConfig, 'PUBLIC_URL' | 'REFRESH_TOKEN_TTL_DAYS' | 'CANDIDATE_LOGIN_MAINTENANCE' | 'JWT_SECRET'>;
  outbox: Outbox;
  accessTokens: AccessTokenIssuer;
  /** Verified against when no user has the e-mail, so timing reveals nothing. */
  dummyPasswordHash: string;
  now: () => Date;
  /** Where an account's uploads are stored: they go with the account. */
  fileStorage: FileStorage;
  /** Work done after the answer (password reset mails). */
  background: BackgroundWork;
  /** Told about every ended session, so its access tokens are refused at once. */
  sessions: SessionCheck;
  /** A new employer's main brand, named after the company, in the sign-up's transaction (the brands feature's, handed in). */
  createCompanyBrand: (tx: Executor, clientUserId: number, companyName: string, now: Date) => Promise<void>;
  /** An operator's authenticator confirmed, in the sign-in's transaction (the operator feature's audit, handed in). */
  onTotpEnrolled: (tx: Executor, operator: { userId: number; email: string }) => Promise<void>;
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** How long each kind of link stays valid. */
export const LINK_TOKEN_TTL_MS: Record<UserTokenPurpose, number> = {
  mail_confirmation: 7 * DAY_MS,
  password_reset: HOUR_MS,
  account_delete: DAY_MS,
  one_time_login: DAY_MS,
  operator_invitation: 7 * DAY_MS,
};

/** Where a one-time login lands when its issuer named no route. */
export const DEFAULT_ONE_TIME_LOGIN_REDIRECT = '/user';

/** A new single-use link token; only its hash is stored. */
export async function createLinkToken(
  db: Executor,
  userId: number,
  purpose: UserTokenPurpose,
  options: { redirectPath?: string; now?: Date } = {},
): Promise<string> {
  const now = options.now ?? new Date();
  const token = newSecureToken();
  await insertUserToken(db, {
    userId,
    purpose,
    tokenHash: hashToken(token),
    redirectPath: options.redirectPath ?? null,
    expiresAt: new Date(now.getTime() + LINK_TOKEN_TTL_MS[purpose]),
    createdAt: now,
  });
  return token;
}

/** The user id behind a live link token (of one of the purposes), which is used up by this call; invalid_token otherwise. */
export async function consumeLinkToken(db: Executor, token: string, purpose: UserTokenPurpose | readonly UserTokenPurpose[]) {
  const row = await consumeUserToken(db, hashToken(token), purpose, new Date());
  if (!row) throw new AppError(ErrorKey.InvalidToken, {}, 400);
  return row;
}

/** A blocked account (issue 26) gets no session, whichever way it signs in: 403 account_blocked. */
export function refuseBlockedAccount(user: Pick<UserRow, 'blockedAt'>): void {
  if (user.blockedAt !== null) throw new AppError(AccountErrorKey.AccountBlocked, {}, 403);
}

/**
 * Starts a session: a new refresh-token family and an access token that names it, so a later
 * password change can end the user's other sessions and keep this one. Every way in (sign-in,
 * refresh, one-time link, sign-up) passes here, so a blocked account is refused here.
 */
export async function startSession(
  db: Executor,
  deps: Pick<AccountsDeps, 'accessTokens' | 'config' | 'now'>,
  user: Pick<UserRow, 'id' | 'accountType' | 'blockedAt'>,
  familyId: string = randomUUID(),
): Promise<TokenPair> {
  refuseBlockedAccount(user);
  const refreshToken = newSecureToken();
  const now = new Date();
  // Any session counts as activity: it keeps the account from retention and clears a retention warning.
  await markSignedIn(db, user.id, deps.now());
  await insertRefreshToken(db, {
    userId: user.id,
    familyId,
    tokenHash: hashToken(refreshToken),
    expiresAt: new Date(now.getTime() + deps.config.REFRESH_TOKEN_TTL_DAYS * DAY_MS),
    createdAt: now,
  });
  const token = deps.accessTokens.sign({ userId: user.id, accountType: user.accountType, sessionId: familyId });
  return { token, refresh_token: refreshToken };
}

/**
 * POST /v1/login_check. Unknown e-mails cost one password check too, so timing reveals nothing.
 * Failures are counted per e-mail address whatever the client's address: after a few, that
 * address alone is locked for a while (429), and its owner can still reset the password.
 */
export async function signIn(deps: AccountsDeps, credentials: { username: string; password: string }): Promise<LoginAnswer> {
  const subject = signInSubject(credentials.username);
  if (await beginAttempt(deps.db, subject, deps.now())) throw new AppError(ErrorKey.TooManySignInAttempts, {}, 429);
  const user = await findUserByEmail(deps.db, credentials.username);
  const passwordHash = user?.passwordHash ?? deps.dummyPasswordHash;
  const passwordMatches = await verifyPassword(passwordHash, credentials.password);
  if (!user || !passwordMatches) throw new AppError(ErrorKey.InvalidCredentials);
  await clearAttempts(deps.db, [subject]);
  // After the password, so the refusal tells only the owner that the account is blocked.
  refuseBlockedAccount(user);
  // Checked after the password so the notice does not reveal which e-mails are candidates.
  if (user.accountType === AccountType.Candidate && deps.config.CANDIDATE_LOGIN_MAINTENANCE) {
    throw new AppError('candidate_login_maintenance', {}, 503);
  }
  // An operator's session waits for the second factor (POST /v1/login_check/totp).
  if (user.accountType === AccountType.Operator) return secondFactorChallenge(deps, user);
  return startSession(deps.db, deps, user);
}

/**
 * POST /v1/token/refresh with rotation: the presented token is used up and its successor joins
 * the same family. A token presented a second time means it leaked (or a client misbehaved), so
 * the whole family is revoked and its current holder must sign in again.
 */
export async function refreshSession(deps: AccountsDeps, refreshToken: string): Promise<TokenPair> {
  const tokenHash = hashToken(refreshToken);
  const now = new Date();
  const rotated = await deps.db.transaction(async (tx) => {
    const used = await useRefreshToken(tx, tokenHash, now);
    if (!used) return undefined;
    const user = await findUserById(tx, used.userId);
    if (!user) return undefined;
    return startSession(tx, deps, user, used.familyId);
  });
  if (rotated) return rotated;

  const known = await findRefreshToken(deps.db, tokenHash);
  if (known?.usedAt && !known.revokedAt) {
    await revokeRefreshFamily(deps.db, known.familyId, now);
    deps.sessions.forgetSession(known.familyId);
  }
  throw AppError.unauthorized();
}

/**
 * POST /v1/token/revoke: signs out. The refresh token's whole family ends, and with it every
 * access token of that sign-in. An unknown or spent token is not an error (nothing to end), so
 * the answer tells nothing about tokens.
 */
export async function revokeSession(deps: AccountsDeps, refreshToken: string): Promise<void> {
  const known = await findRefreshToken(deps.db, hashToken(refreshToken));
  if (!known) return;
  await revokeRefreshFamily(deps.db, known.familyId, new Date());
  deps.sessions.forgetSession(known.familyId);
}

/**
 * Ends the user's sessions (all of them, or all but the caller's own). Inside a transaction, the
 * caller tells deps.sessions.forgetUser after the commit.
 */
export async function endSessions(db: Executor, userId: number, keepSessionId?: string): Promise<void> {
  await revokeUserRefreshTokens(db, userId, new Date(), keepSessionId);
}

/**
 * A link that signs the user in once within 24 hours and lands on `redirectPath`, for e-mails
 * such as matched offers. The web app's /fl/{token} page exchanges it.
 */
export async function issueOneTimeLoginLink(
  db: Executor,
  publicUrl: string,
  input: { userId: number; redirectPath?: string },
): Promise<{ token: string; url: string }> {
  const redirectPath = input.redirectPath ?? DEFAULT_ONE_TIME_LOGIN_REDIRECT;
  if (!redirectPath.startsWith('/') || redirectPath.startsWith('//')) {
    // Only paths inside the product: a full URL here would make the link an open redirect.
    throw new Error(`one-time login redirect must be a local path, got ${redirectPath}`);
  }
  const token = await createLinkToken(db, input.userId, 'one_time_login', { redirectPath });
  return { token, url: `${publicUrl}/fl/${token}` };
}

/** POST /v1/public/candidate/fs: a one-time token becomes a session. */
export async function signInWithOneTimeToken(deps: AccountsDeps, token: string): Promise<OneTimeLoginAnswer> {
  return deps.db.transaction(async (tx) => {
    const link = await consumeLinkToken(tx, token, 'one_time_login');
    const user = await findUserById(tx, link.userId);
    if (!user) throw new AppError(ErrorKey.InvalidToken, {}, 400);
    const tokens = await startSession(tx, deps, user);
    return { ...tokens, redirect: link.redirectPath ?? DEFAULT_ONE_TIME_LOGIN_REDIRECT };
  });
}
