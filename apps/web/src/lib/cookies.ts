import Cookies from 'js-cookie';
import { SESSION_COOKIE_DAYS } from '@trades/contracts';

/** Cookie names of the session (platform.md 4: token and refresh, kept 30 days). */
export const TOKEN_COOKIE = 'token';
export const REFRESH_COOKIE = 'refresh';

const options = { expires: SESSION_COOKIE_DAYS, sameSite: 'lax' as const, secure: window.location.protocol === 'https:' };

export function readTokens(): { token?: string; refresh?: string } {
  return { token: Cookies.get(TOKEN_COOKIE), refresh: Cookies.get(REFRESH_COOKIE) };
}

export function saveTokens(token: string, refresh?: string): void {
  Cookies.set(TOKEN_COOKIE, token, options);
  if (refresh) Cookies.set(REFRESH_COOKIE, refresh, options);
}

export function clearTokens(): void {
  Cookies.remove(TOKEN_COOKIE);
  Cookies.remove(REFRESH_COOKIE);
}
