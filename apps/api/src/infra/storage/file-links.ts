import { createHmac, timingSafeEqual } from 'node:crypto';
import { type Locale, PROFILE_PRINT_LINK_TTL_SECONDS, isLocale } from '@trades/contracts';
import { type LinkClaims, readLinkToken, signLinkToken } from '../auth/signed-link.ts';

/*
 * Signed, expiring links. A file link lets an <img> or a download reach a file without the bearer
 * token (browsers do not send it there); it is only ever handed to someone allowed to read the
 * file. The print link carries whose profile to print, in which language, until when.
 */

export type FileVariant = 'original' | 'thumbnail';

/** File links live one to two hours: expiry is rounded up to the hour so a page's URLs stay the same and cache well. */
const FILE_LINK_SECONDS = 3600;

function keyFrom(secret: string): Buffer {
  return createHmac('sha256', secret).update('file-links-v1').digest();
}

function sign(key: Buffer, text: string): string {
  return createHmac('sha256', key).update(text).digest('base64url');
}

function sameSignature(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export class FileLinks {
  private readonly key: Buffer;
  constructor(private readonly secret: string) {
    this.key = keyFrom(secret);
  }

  /** A relative URL (the API and the web app share an origin). */
  fileUrl(filename: string, variant: FileVariant, now: Date): string {
    const expires = Math.ceil((now.getTime() / 1000 + FILE_LINK_SECONDS) / FILE_LINK_SECONDS) * FILE_LINK_SECONDS;
    const signature = sign(this.key, `${variant}:${filename}:${expires}`);
    const path = variant === 'thumbnail' ? `/v1/files/${filename}/thumbnail` : `/v1/files/${filename}`;
    return `${path}?expires=${expires}&signature=${signature}`;
  }

  verifyFileUrl(filename: string, variant: FileVariant, expires: unknown, signature: unknown, now: Date): boolean {
    if (typeof expires !== 'string' || typeof signature !== 'string' || !/^\d{1,12}$/.test(expires)) return false;
    if (Number(expires) * 1000 < now.getTime()) return false;
    return sameSignature(signature, sign(this.key, `${variant}:${filename}:${expires}`));
  }

  printToken(userId: number, locale: Locale, now: Date): string {
    return this.signedToken('print', { u: userId, l: locale }, PROFILE_PRINT_LINK_TTL_SECONDS, now);
  }

  /** The user and language of a valid, unexpired print token; undefined otherwise. */
  readPrintToken(token: string, now: Date): { userId: number; locale: Locale } | undefined {
    const data = this.readSignedToken('print', token, now);
    if (!data || typeof data.u !== 'number' || !isLocale(data.l)) return undefined;
    return { userId: data.u, locale: data.l };
  }

  /** A token carrying `claims` for one `purpose` (a token made for one kind of link never opens another kind). */
  signedToken(purpose: string, claims: LinkClaims, ttlSeconds: number, now: Date): string {
    return signLinkToken(this.secret, `file-links:${purpose}`, claims, ttlSeconds, now);
  }

  /** The claims of a valid, unexpired token of `purpose`; undefined otherwise. */
  readSignedToken(purpose: string, token: string, now: Date): Record<string, unknown> | undefined {
    return readLinkToken(this.secret, `file-links:${purpose}`, token, now);
  }
}
