import { z } from 'zod';
import { tokenPair } from './accounts.ts';
import { requiredText } from './fields.ts';

/*
 * The operators' second factor (issue 26): after the password, an operator's sign-in asks for a TOTP code
 * (or a recovery code). The first sign-in enrols the authenticator app.
 */

/** Refusals of the second step. */
export const SecondFactorErrorKey = {
  /** A code that is not the current one (±30 s), was used already, or an unknown or used recovery code. */
  InvalidCode: 'invalid_second_factor_code',
  /** The sign-in's mfaToken expired (5 minutes), was used, or is not one: sign in with the password again. */
  SignInExpired: 'second_factor_sign_in_expired',
  TooManyCodeAttempts: 'too_many_second_factor_attempts',
} as const;
export type SecondFactorErrorKey = (typeof SecondFactorErrorKey)[keyof typeof SecondFactorErrorKey];

/** How many recovery codes an operator gets at enrolment and at each renewal. */
export const RECOVERY_CODE_COUNT = 10;

/** What an authenticator app needs to enrol: the base32 secret (to type) and the otpauth:// URL (for a QR code). */
export const totpEnrollment = z.object({ secret: z.string(), otpauthUrl: z.string() });
export type TotpEnrollment = z.infer<typeof totpEnrollment>;

/** POST /v1/login_check of an operator: no session yet, a short-lived token for the second step. */
export const mfaChallenge = z.object({
  mfaRequired: z.literal(true),
  mfaToken: z.string(),
  /** Only until the authenticator is enrolled: the same pending secret each time, until a first valid code confirms it. */
  totpEnrollment: totpEnrollment.optional(),
});
export type MfaChallenge = z.infer<typeof mfaChallenge>;

/** POST /v1/login_check: a session (everyone but operators) or the second step's challenge (operators). */
export const loginAnswer = z.union([tokenPair, mfaChallenge]);
export type LoginAnswer = z.infer<typeof loginAnswer>;

export function isMfaChallenge(answer: LoginAnswer): answer is MfaChallenge {
  return 'mfaRequired' in answer && answer.mfaRequired === true;
}

/** A code as typed: six digits (spaces allowed) or a recovery code (xxxx-xxxx-xxxx). */
export const secondFactorCode = requiredText(32);

/** POST /v1/login_check/totp */
export const secondFactorRequest = z.object({ mfaToken: requiredText(2000), code: secondFactorCode });
export type SecondFactorRequest = z.infer<typeof secondFactorRequest>;

/** The session, and at enrolment (the first valid code) the recovery codes, shown this once. */
export const secondFactorAnswer = tokenPair.extend({ recoveryCodes: z.array(z.string()).optional() });
export type SecondFactorAnswer = z.infer<typeof secondFactorAnswer>;

/** POST /v1/operator/me/recovery-codes: a new set; the earlier codes stop working. */
export const recoveryCodesAnswer = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodesAnswer = z.infer<typeof recoveryCodesAnswer>;
