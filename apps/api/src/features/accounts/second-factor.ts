import { createHash, randomInt } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '@trades/contracts';
import { generateSecret, generateURI, verify } from 'otplib';

/*
 * The operators' second factor: TOTP (RFC 6238, 6 digits, 30 s, SHA-1, as every authenticator app reads an otpauth
 * URL) and single-use recovery codes. Pure apart from the clock and the randomness handed in or drawn here.
 */

/** The issuer an authenticator app shows beside the account. */
export const TOTP_ISSUER = 'Trades Marketplace';
const PERIOD_SECONDS = 30;
/** One step either side: a phone's clock a little off still signs in. */
const DRIFT_SECONDS = PERIOD_SECONDS;

/** Recovery codes: 12 characters of an alphabet without look-alikes (60 bits), written xxxx-xxxx-xxxx. */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const RECOVERY_LENGTH = 12;

export function newTotpSecret(): string {
  return generateSecret();
}

export function otpauthUrlOf(email: string, secret: string): string {
  return generateURI({ issuer: TOTP_ISSUER, label: email, secret });
}

/** Six digits, spaces and hyphens as typed ("123 456") ignored. */
export function totpCodeOf(typed: string): string | undefined {
  const digits = typed.replace(/[\s-]/g, '');
  return /^\d{6}$/.test(digits) ? digits : undefined;
}

/**
 * The time step of a valid code, now or one step either side, later than `lastStep` (a code, or an older one, is
 * accepted once); undefined otherwise.
 */
export async function acceptedTotpStep(secret: string, code: string, now: Date, lastStep: number | null): Promise<number | undefined> {
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: DRIFT_SECONDS,
    ...(lastStep === null ? {} : { afterTimeStep: lastStep }),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : undefined;
}

export function newRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  return Array.from({ length: count }, () => {
    const chars = Array.from({ length: RECOVERY_LENGTH }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
    return chars.match(/.{4}/g)?.join('-') ?? chars;
  });
}

/** A recovery code as typed, in any case, with or without its hyphens and spaces; undefined when it cannot be one. */
export function recoveryCodeOf(typed: string): string | undefined {
  const compact = typed.replace(/[\s-]/g, '').toLowerCase();
  return compact.length === RECOVERY_LENGTH && [...compact].every((c) => RECOVERY_ALPHABET.includes(c)) ? compact : undefined;
}

/** Only the hash is stored; the codes are random (60 bits), so a plain SHA-256 suffices. */
export function hashRecoveryCode(code: string): string {
  return createHash('sha256').update(recoveryCodeOf(code) ?? code).digest('hex');
}
