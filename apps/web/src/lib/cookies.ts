import Cookies from 'js-cookie';
import { SESSION_COOKIE_DAYS } from '@trades/contracts';

/**
 * Cookie names of the session (token and refresh, kept 30 days). The refresh token itself lives
 * in the server's HttpOnly cookie, out of scripts' reach; `refresh` only marks that a session
 * exists, so pages can tell without seeing the token.
 */
export const TOKEN_COOKIE = 'token';
export const REFRESH_COOKIE = 'refresh';
export const SESSION_MARKER = '1';

// Read when a cookie is written, not at import: the server-side render imports this module too.
const options = () => ({ expires: SESSION_COOKIE_DAYS, sameSite: 'lax' as const, secure: window.location.protocol === 'https:' });

export function readTokens(): { token?: string; refresh?: string } {
  return { token: Cookies.get(TOKEN_COOKIE), refresh: Cookies.get(REFRESH_COOKIE) };
}

/** Stores the access token; a refresh token is never stored here, only the mark that one was issued. */
export function saveTokens(token: string, refresh?: string): void {
  Cookies.set(TOKEN_COOKIE, token, options());
  if (refresh) Cookies.set(REFRESH_COOKIE, SESSION_MARKER, options());
}

export function clearTokens(): void {
  Cookies.remove(TOKEN_COOKIE);
  Cookies.remove(REFRESH_COOKIE);
}
