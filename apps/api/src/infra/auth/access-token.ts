import { createHmac, timingSafeEqual } from 'node:crypto';
import { AccountType } from '@trades/contracts';

/** What an access token proves: who the caller is and which kind of account they use. */
export interface AccessClaims {
  userId: number;
  accountType: AccountType;
  /** The refresh-token family (sign-in) this token belongs to, so "other sessions" can be ended. */
  sessionId?: string;
}

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

/** Short-lived HS256 JWTs. Refresh tokens are opaque and stored server-side, so they can rotate. */
export class AccessTokenIssuer {
  constructor(
    private readonly secret: string,
    private readonly ttlSeconds: number,
    private readonly now: () => number = () => Date.now(),
  ) {}

  sign(claims: AccessClaims): string {
    const iat = Math.floor(this.now() / 1000);
    const payload = Buffer.from(
      JSON.stringify({ sub: String(claims.userId), typ: claims.accountType, sid: claims.sessionId, iat, exp: iat + this.ttlSeconds }),
    ).toString('base64url');
    return `${HEADER}.${payload}.${this.signature(`${HEADER}.${payload}`)}`;
  }

  /** The claims of a valid, unexpired token; null for anything else. */
  verify(token: string): AccessClaims | null {
    const parts = token.split('.');
    if (parts.length !== 3) return null;
    const [header, payload, signature] = parts as [string, string, string];
    if (header !== HEADER) return null;
    const expected = Buffer.from(this.signature(`${header}.${payload}`));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    try {
      const body = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
      const userId = Number(body.sub);
      const exp = Number(body.exp);
      if (!Number.isInteger(userId) || userId <= 0) return null;
      if (!Number.isFinite(exp) || exp * 1000 <= this.now()) return null;
      if (!(Object.values(AccountType) as unknown[]).includes(body.typ)) return null;
      const sessionId = typeof body.sid === 'string' ? body.sid : undefined;
      return { userId, accountType: body.typ as AccountType, ...(sessionId ? { sessionId } : {}) };
    } catch {
      return null;
    }
  }

  private signature(input: string): string {
    return createHmac('sha256', this.secret).update(input).digest('base64url');
  }
}
