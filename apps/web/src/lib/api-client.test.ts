import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, endSession, onSessionExpired, refreshSession } from './api-client';
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
    expect(await refreshSession()).toBe('refreshed');
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

  it('keeps the session when the refresh gets no answer that refuses it (offline, busy, failing), and ends it on a refusal', async () => {
    saveTokens('access', 'secret-refresh-token');
    for (const answer of [() => new Response('', { status: 503 }), () => new Response('', { status: 429 }), () => Response.error()]) {
      recordFetch(answer);
      expect(await refreshSession()).toBe('unavailable');
      expect(readTokens()).toEqual({ token: 'access', refresh: '1' });
    }
    recordFetch(() => new Response(JSON.stringify({ message: 'Invalid refresh token', code: 'invalid_refresh_token', formErrors: {} }), { status: 401 }));
    expect(await refreshSession()).toBe('refused');
    expect(readTokens()).toEqual({ token: undefined, refresh: undefined });
  });

  it('retries a call refused while another call refreshed with the fresh token, without a second refresh', async () => {
    saveTokens('access-1', 'secret-refresh-token');
    let ended = false;
    const stop = onSessionExpired(() => (ended = true));
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (path: string, init: RequestInit = {}) => {
        const auth = new Headers(init.headers).get('authorization');
        calls.push(`${path} ${auth ?? ''}`);
        // The other call's refresh lands while this one is on its way.
        if (auth === 'Bearer access-1') {
          saveTokens('access-2', 'secret-2');
          return new Response('', { status: 401 });
        }
        return new Response(JSON.stringify({ ok: true }), { status: 200 });
      }),
    );
    expect(await api('/v1/user/show')).toEqual({ ok: true });
    expect(calls).toEqual(['/v1/user/show Bearer access-1', '/v1/user/show Bearer access-2']);
    expect(ended).toBe(false);
    stop();
  });

  it('hands over a refresh token stored by an older version once, in the body', async () => {
    document.cookie = 'refresh=old-refresh-token; path=/';
    document.cookie = 'token=old-access; path=/';
    const calls = recordFetch(() => new Response(JSON.stringify({ token: 'access-2', refresh_token: 'secret-2' }), { status: 200 }));
    expect(await refreshSession()).toBe('refreshed');
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ refresh_token: 'old-refresh-token' });
    expect(readTokens().refresh).toBe('1');
  });
});
