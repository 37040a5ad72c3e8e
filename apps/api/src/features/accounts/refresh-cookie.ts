import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The web app's refresh token lives in this cookie, out of JavaScript's reach: HttpOnly, sent only
 * to the token routes, only from the site's own pages (SameSite=Strict), and only over TLS when
 * the site is served over https. API clients keep using refresh_token in the JSON bodies.
 */
export const REFRESH_COOKIE = 'refresh_token';
export const REFRESH_COOKIE_PATH = '/v1/token';

export interface RefreshCookieSettings {
  publicUrl: string;
  refreshTokenTtlDays: number;
}

function attributes(settings: RefreshCookieSettings, maxAgeSeconds: number): string {
  const secure = settings.publicUrl.startsWith('https:') ? '; Secure' : '';
  return `Path=${REFRESH_COOKIE_PATH}; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Strict${secure}`;
}

export function setRefreshCookie(reply: FastifyReply, settings: RefreshCookieSettings, refreshToken: string): void {
  // Refresh tokens are base64url: nothing in them needs escaping in a cookie value.
  reply.header('set-cookie', `${REFRESH_COOKIE}=${refreshToken}; ${attributes(settings, settings.refreshTokenTtlDays * 86_400)}`);
}

export function clearRefreshCookie(reply: FastifyReply, settings: RefreshCookieSettings): void {
  reply.header('set-cookie', `${REFRESH_COOKIE}=; ${attributes(settings, 0)}`);
}

/** The refresh token of the cookie, if the request carries one. */
export function refreshCookieOf(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const pair of header.split(';')) {
    const index = pair.indexOf('=');
    if (index > 0 && pair.slice(0, index).trim() === REFRESH_COOKIE) {
      const value = pair.slice(index + 1).trim();
      return /^[A-Za-z0-9_-]{1,512}$/.test(value) ? value : undefined;
    }
  }
  return undefined;
}
