import { type SecondFactorAnswer, SecondFactorErrorKey, type SecondFactorRequest } from '@trades/contracts';
import { AppError } from '../../infra/http/errors.ts';
import { secondFactorSubject } from './attempt-limits.ts';
import { beginAttempt, clearAttempts } from './attempts.repository.ts';
import { acceptedTotpStep, hashRecoveryCode, recoveryCodeOf, totpCodeOf } from './second-factor.ts';
import { takeTotpStep, useRecoveryCode } from './second-factor.repository.ts';
import { operatorOfMfaToken, renewRecoveryCodes } from './second-factor.service.ts';
import { type AccountsDeps, startSession } from './sessions.service.ts';

/**
 * POST /v1/login_check/totp. Wrong codes are counted per account, as wrong passwords are (five, then a lock that
 * grows); a TOTP code is taken once (its step is kept), a recovery code is used up. The code that confirms an
 * enrolment also brings the recovery codes, answered this once.
 */
export async function completeSecondFactor(deps: AccountsDeps, request: SecondFactorRequest): Promise<SecondFactorAnswer> {
  const user = await operatorOfMfaToken(deps, request.mfaToken);
  const secret = user.totpSecret as string;
  const subject = secondFactorSubject(user.id);
  const now = deps.now();
  if (await beginAttempt(deps.db, subject, now)) throw new AppError(SecondFactorErrorKey.TooManyCodeAttempts, {}, 429);

  const totp = totpCodeOf(request.code);
  const recovery = totp === undefined ? recoveryCodeOf(request.code) : undefined;
  const enrolling = user.totpConfirmedAt === null;
  const step = totp === undefined ? undefined : await acceptedTotpStep(secret, totp, now, user.totpLastStep);
  const answer = await deps.db.transaction(async (tx) => {
    const accepted =
      step !== undefined
        ? await takeTotpStep(tx, user.id, secret, step, now)
        : // A recovery code stands in for an enrolled authenticator only: enrolment proves the app with a code of it.
          recovery !== undefined && !enrolling && (await useRecoveryCode(tx, user.id, hashRecoveryCode(recovery), now));
    if (!accepted) return undefined;
    const tokens = await startSession(tx, deps, user);
    if (!enrolling) return tokens;
    const recoveryCodes = await renewRecoveryCodes(tx, user.id, now);
    await deps.onTotpEnrolled(tx, { userId: user.id, email: user.email });
    return { ...tokens, recoveryCodes };
  });
  // The count of the failure stays: it was written before, outside the transaction.
  if (!answer) throw AppError.validation({ code: [SecondFactorErrorKey.InvalidCode] }, SecondFactorErrorKey.InvalidCode);
  await clearAttempts(deps.db, [subject]);
  return answer;
}
