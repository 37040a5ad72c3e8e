import { afterEach, describe, expect, it, vi } from 'vitest';
import { endSession, refreshSession } from './api-client';
import { clearTokens, readTokens, saveTokens } from './cookies';

type Call = { path: string; init: RequestInit };

function recordFetch(answer: () => Response): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit = {}) => {
      calls.push({ path, init });
      return answer();
    }),
  );
  return calls;
}

afterEach(() => {
  clearTokens();
  vi.unstubAllGlobals();
});

describe('session tokens in the browser', () => {
  it('never stores the refresh token where scripts can read it, and refreshes through the server cookie', async () => {
    saveTokens('access', 'secret-refresh-token');
    expect(document.cookie).not.toContain('secret-refresh-token');
    expect(readTokens().refresh).toBe('1');
    const calls = recordFetch(() => new Response(JSON.stringify({ token: 'access-2', refresh_token: 'secret-2' }), { status: 200 }));
    expect(await refreshSession()).toBe(true);
    expect(calls[0]?.path).toBe('/v1/token/refresh');
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({});
    expect(document.cookie).not.toContain('secret-2');
    expect(readTokens().token).toBe('access-2');
  });

  it('signs out on the server: the session is revoked, then the cookies are gone', () => {
    saveTokens('access', 'secret-refresh-token');
    const calls = recordFetch(() => new Response(null, { status: 204 }));
    endSession();
    expect(calls.map((call) => [call.path, call.init.method])).toEqual([['/v1/token/revoke', 'POST']]);
    expect(calls[0]?.init.keepalive).toBe(true);
    expect(readTokens()).toEqual({ token: undefined, refresh: undefined });
  });

  it('hands over a refresh token stored by an older version once, in the body', async () => {
    document.cookie = 'refresh=old-refresh-token; path=/';
    document.cookie = 'token=old-access; path=/';
    const calls = recordFetch(() => new Response(JSON.stringify({ token: 'access-2', refresh_token: 'secret-2' }), { status: 200 }));
    expect(await refreshSession()).toBe(true);
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ refresh_token: 'old-refresh-token' });
    expect(readTokens().refresh).toBe('1');
  });
});
