import { createHmac, timingSafeEqual } from 'node:crypto';

/*
 * Signed, expiring link tokens: `payload.signature`, the payload being the claims and the expiry
 * (`e`, seconds) as base64url JSON, signed with a key of the purpose and the server secret. A
 * download link (an invoice PDF, a data export) carries one, so a browser can follow it without the
 * bearer token; it is only ever handed to the record's owner.
 */

/** Short JSON claims: the token goes into a URL. */
export type LinkClaims = Record<string, unknown>;

function signature(secret: string, purpose: string, payload: string): string {
  return createHmac('sha256', `${purpose}:${secret}`).update(payload).digest('base64url');
}

export function signLinkToken(secret: string, purpose: string, claims: LinkClaims, ttlSeconds: number, now: Date): string {
  const payload = Buffer.from(JSON.stringify({ ...claims, e: Math.floor(now.getTime() / 1000) + ttlSeconds })).toString('base64url');
  return `${payload}.${signature(secret, purpose, payload)}`;
}

/** The claims of a valid, unexpired token of the purpose; undefined otherwise. */
export function readLinkToken(secret: string, purpose: string, token: string, now: Date): Record<string, unknown> | undefined {
  const [payload, signed, extra] = token.split('.');
  if (!payload || !signed || extra !== undefined) return undefined;
  const expected = Buffer.from(signature(secret, purpose, payload));
  const given = Buffer.from(signed);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  try {
    const data = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
    if (typeof data.e !== 'number' || data.e * 1000 < now.getTime()) return undefined;
    return data;
  } catch {
    return undefined;
  }
}
