import { createHash, randomBytes } from 'node:crypto';

/** A random token for a link or a refresh token; only its hash is stored. */
export function newSecureToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
