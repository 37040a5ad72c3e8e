import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** The first-party cookie that tells one browser from another for the offers' unique views. */
export const VISITOR_COOKIE = 'trades_visitor';
const VISITOR_COOKIE_MAX_AGE_SECONDS = 365 * 86_400;

function sign(secret: string, id: string): string {
  return createHmac('sha256', secret).update(`offer-visitor:${id}`).digest('base64url').slice(0, 22);
}

/** A new visitor id and its signed cookie value. */
export function newVisitor(secret: string): { id: string; cookie: string } {
  const id = randomBytes(16).toString('base64url');
  return { id, cookie: `${id}.${sign(secret, id)}` };
}

/** The visitor id from a Cookie header when its signature holds; undefined otherwise. */
export function visitorIdFromCookie(secret: string, cookieHeader: string | undefined): string | undefined {
  const value = (cookieHeader ?? '')
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${VISITOR_COOKIE}=`))
    ?.slice(VISITOR_COOKIE.length + 1);
  const [id, signature, ...rest] = (value ?? '').split('.');
  if (!id || !signature || rest.length > 0 || !/^[A-Za-z0-9_-]{22}$/.test(id)) return undefined;
  const expected = Buffer.from(sign(secret, id));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? id : undefined;
}

export function visitorSetCookie(cookie: string, secure: boolean): string {
  return `${VISITOR_COOKIE}=${cookie}; Path=/; Max-Age=${VISITOR_COOKIE_MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** Who is viewing: a signed-in user, a browser with the visitor cookie, or else a client address and agent. */
export type OfferViewer = { userId: number } | { visitorId: string } | { ip: string; userAgent: string };

/**
 * The key a view is counted under, once per offer and day. Keyed by the server secret and the
 * day, so a stored key names no one and cannot be linked to the same visitor on another day.
 */
export function visitorHash(secret: string, day: string, viewer: OfferViewer): string {
  const key = createHmac('sha256', secret).update(`offer-views:${day}`).digest();
  const visitor =
    'userId' in viewer ? `user:${viewer.userId}` : 'visitorId' in viewer ? `cookie:${viewer.visitorId}` : `anonymous:${viewer.ip}|${viewer.userAgent}`;
  return createHmac('sha256', key).update(visitor).digest('hex');
}
