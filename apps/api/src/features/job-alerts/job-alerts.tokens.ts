import { createHmac, timingSafeEqual } from 'node:crypto';

/*
 * The unsubscribe link's token: the alert id signed with the server secret, so the link works
 * without signing in and names no other alert. It does not expire: an old digest's link must
 * still stop the mails.
 */

function signatureOf(secret: string, alertId: number): string {
  return createHmac('sha256', `job-alert-unsubscribe-v1:${secret}`).update(String(alertId)).digest('base64url');
}

export function unsubscribeToken(secret: string, alertId: number): string {
  return `${alertId}.${signatureOf(secret, alertId)}`;
}

/** The alert id of a token this server signed; undefined otherwise. */
export function alertIdOfToken(secret: string, token: string): number | undefined {
  const match = /^(\d{1,10})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return undefined;
  const alertId = Number(match[1]);
  const expected = Buffer.from(signatureOf(secret, alertId));
  const given = Buffer.from(match[2] as string);
  return expected.length === given.length && timingSafeEqual(expected, given) ? alertId : undefined;
}
