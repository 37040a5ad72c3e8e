import { createHash } from 'node:crypto';
import { AccountType, type MfaChallenge, SecondFactorErrorKey } from '@trades/contracts';
import type { AppConfig } from '../../config/config.ts';
import { readLinkToken, signLinkToken } from '../../infra/auth/signed-link.ts';
import type { Database, Executor } from '../../infra/db/database.ts';
import { AppError } from '../../infra/http/errors.ts';
import { findUserById } from './accounts.repository.ts';
import type { UserRow } from './accounts.tables.ts';
import { hashRecoveryCode, newRecoveryCodes, newTotpSecret, otpauthUrlOf } from './second-factor.ts';
import { replaceRecoveryCodes, setTotpSecret, storePendingTotpSecret } from './second-factor.repository.ts';

/** What the two steps need: the database, the server's signing secret and the clock. */
export interface SecondFactorDeps {
  db: Database;
  config: Pick<AppConfig, 'JWT_SECRET'>;
  now: () => Date;
}

/*
 * The operators' second step of sign-in. The password step answers a signed token (5 minutes, of this purpose
 * only, naming the account, its password and its last TOTP step), so nothing is stored between the steps: a new
 * password or a code taken since makes it void. The code step (second-factor-sign-in.ts) then starts the session.
 */

const MFA_TOKEN_PURPOSE = 'second-factor';
export const MFA_TOKEN_TTL_SECONDS = 300;

/** A short fingerprint of the password hash: a password changed between the two steps voids the token. */
function passwordFingerprint(user: Pick<UserRow, 'passwordHash'>): string {
  return createHash('sha256').update(user.passwordHash).digest('base64url').slice(0, 16);
}

function signMfaToken(deps: Pick<SecondFactorDeps, 'config' | 'now'>, user: UserRow): string {
  return signLinkToken(
    deps.config.JWT_SECRET,
    MFA_TOKEN_PURPOSE,
    { u: user.id, p: passwordFingerprint(user), s: user.totpLastStep ?? 0 },
    MFA_TOKEN_TTL_SECONDS,
    deps.now(),
  );
}

/** The operator the token was given to, as they are now; second_factor_sign_in_expired for anything else. */
export async function operatorOfMfaToken(deps: SecondFactorDeps, token: string): Promise<UserRow> {
  const claims = readLinkToken(deps.config.JWT_SECRET, MFA_TOKEN_PURPOSE, token, deps.now());
  const user = typeof claims?.u === 'number' ? await findUserById(deps.db, claims.u) : undefined;
  const current =
    user?.accountType === AccountType.Operator && claims?.p === passwordFingerprint(user) && claims.s === (user.totpLastStep ?? 0) && user.totpSecret !== null;
  if (!user || !current) throw new AppError(SecondFactorErrorKey.SignInExpired, {}, 401);
  return user;
}

/**
 * After an operator's password: the second step's token, and until the authenticator is enrolled its pending
 * secret (made at the first sign-in, offered again until a first valid code confirms it).
 */
export async function secondFactorChallenge(deps: SecondFactorDeps, user: UserRow): Promise<MfaChallenge> {
  if (user.totpConfirmedAt && user.totpSecret) return { mfaRequired: true, mfaToken: signMfaToken(deps, user) };
  const secret = user.totpSecret ?? (await storePendingTotpSecret(deps.db, user.id, newTotpSecret()));
  if (!secret) throw AppError.unauthorized();
  return {
    mfaRequired: true,
    mfaToken: signMfaToken(deps, { ...user, totpSecret: secret }),
    totpEnrollment: { secret, otpauthUrl: otpauthUrlOf(user.email, secret) },
  };
}

/** New recovery codes for the operator (stored hashed); the earlier ones stop working. */
export async function renewRecoveryCodes(db: Executor, userId: number, now: Date): Promise<string[]> {
  const codes = newRecoveryCodes();
  await replaceRecoveryCodes(db, userId, codes.map(hashRecoveryCode), now);
  return codes;
}

/**
 * The settings' OPERATOR_TOTP_SECRET for the first operator: enrolled with it (codes count from now on) unless it
 * already is. True when it changed something.
 */
export async function enrolWithSecret(db: Executor, user: UserRow, secret: string, now: Date): Promise<boolean> {
  if (user.totpSecret === secret && user.totpConfirmedAt) return false;
  await setTotpSecret(db, user.id, secret, now);
  return true;
}
