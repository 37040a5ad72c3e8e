import type { AccessClaims } from './access-token.ts';

/** Whether a session (a sign-in's refresh-token family) of the user is still open, from the database. */
export type SessionLookup = (userId: number, sessionId: string) => Promise<boolean>;

/** How long a session seen open is trusted without asking the database again. */
export const OPEN_SESSION_CACHE_MS = 5_000;
const MAX_CACHED_SESSIONS = 10_000;

/**
 * Access tokens stay stateless JWTs, but each names its session, and a request is refused once
 * that session is ended (sign-out, password change or reset, account deletion). The database
 * answers; an open session is then remembered for a few seconds, so a page's burst of requests
 * costs one lookup. Whatever ends sessions in this process forgets them here at once; another
 * API process notices within OPEN_SESSION_CACHE_MS.
 */
export class SessionCheck {
  private readonly open = new Map<string, { userId: number; until: number }>();

  constructor(
    private readonly lookup: SessionLookup,
    private readonly now: () => number = () => Date.now(),
  ) {}

  /**
   * Tokens without a session id are never issued by the server (only code holding the signing
   * secret, such as test fixtures, makes them); they are judged by their signature alone.
   */
  async isOpen(claims: AccessClaims): Promise<boolean> {
    const sessionId = claims.sessionId;
    if (sessionId === undefined) return true;
    const cached = this.open.get(sessionId);
    if (cached && cached.userId === claims.userId && cached.until > this.now()) return true;
    const open = await this.lookup(claims.userId, sessionId);
    if (open) this.remember(sessionId, claims.userId);
    else this.open.delete(sessionId);
    return open;
  }

  /** Called after a session ended, once the change is committed. */
  forgetSession(sessionId: string): void {
    this.open.delete(sessionId);
  }

  /** Called after some or all of a user's sessions ended (password change or reset, deletion). */
  forgetUser(userId: number): void {
    for (const [sessionId, entry] of this.open) if (entry.userId === userId) this.open.delete(sessionId);
  }

  private remember(sessionId: string, userId: number): void {
    // Oldest first out: a Map iterates in insertion order.
    if (this.open.size >= MAX_CACHED_SESSIONS) this.open.delete(this.open.keys().next().value as string);
    this.open.delete(sessionId);
    this.open.set(sessionId, { userId, until: this.now() + OPEN_SESSION_CACHE_MS });
  }
}
