import { createHash } from 'node:crypto';

/**
 * Guessing one account's password, whatever address the guesses come from: the fifth failure in a
 * row locks the subject for 30 s, every further one for twice as long as the one before (1 min,
 * 2 min, ... at most 15 min). A day without failures forgets them.
 */
export const ATTEMPT_RULES = {
  failuresBeforeLock: 5,
  firstLockMs: 30_000,
  maxLockMs: 15 * 60_000,
  forgetAfterMs: 24 * 3_600_000,
} as const;

/** How long a subject stays locked after its `failures`-th failure in a row (0: not locked). */
export function lockAfterFailure(failures: number): number {
  const beyond = failures - ATTEMPT_RULES.failuresBeforeLock;
  if (beyond < 0) return 0;
  return Math.min(ATTEMPT_RULES.firstLockMs * 2 ** Math.min(beyond, 20), ATTEMPT_RULES.maxLockMs);
}

/** Sign-ins are counted per e-mail address, known or not, so a lock says nothing about whether the account exists. */
export function signInSubject(email: string): string {
  return `sign-in:${createHash('sha256').update(email.trim().toLowerCase()).digest('hex')}`;
}

/** Current-password checks (password change, account deletion) are counted per account. */
export function passwordCheckSubject(userId: number): string {
  return `password-check:${userId}`;
}

/** Second-factor codes (an operator's TOTP or recovery code) are counted per account. */
export function secondFactorSubject(userId: number): string {
  return `second-factor:${userId}`;
}
