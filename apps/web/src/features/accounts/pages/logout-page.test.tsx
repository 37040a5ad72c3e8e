import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { refreshSession } from '@/lib/api-client';
import { readTokens, saveTokens } from '@/lib/cookies';
import { mockApi, renderRoute, resetTestSession } from '@/testing/accounts';
import { LogoutPage } from './logout-page';

afterEach(resetTestSession);

describe('logout page', () => {
  it('clears both cookies even when opened while the session is still refreshing', async () => {
    saveTokens('access', 'refresh');
    let release: () => void = () => undefined;
    const refreshed = new Promise<void>((resolve) => {
      release = resolve;
    });
    mockApi({
      'POST /v1/token/refresh': { body: { token: 'access-2', refresh_token: 'refresh-2' } },
      'GET /v1/user/show': {
        body: {
          id: 1,
          accountType: 'MemberCandidate',
          firstName: 'Anna',
          lastName: 'Nowak',
          email: 'anna@example.com',
          locale: 'en',
          phone: null,
          userConsents: [],
          enforcePasswordChange: false,
          isEmailConfirmed: true,
          isPhoneConfirmed: true,
        },
      },
    });
    const answer = globalThis.fetch;
    // The refresh answers only after the page has rendered.
    globalThis.fetch = (async (...args: Parameters<typeof fetch>) => {
      if (String(args[0]) === '/v1/token/refresh') await refreshed;
      return answer(...args);
    }) as typeof fetch;

    // The session start's refresh is already under way when the lazily loaded page mounts.
    const sessionStart = refreshSession();
    renderRoute(<LogoutPage />, { path: '/logout', url: '/logout' });
    release();
    await sessionStart;
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
    expect(readTokens()).toEqual({ token: undefined, refresh: undefined });
  });
});
