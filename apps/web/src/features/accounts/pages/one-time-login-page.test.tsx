import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi, renderRoute, resetTestSession } from '@/testing/accounts';
import { OneTimeLoginPage } from './one-time-login-page';

afterEach(resetTestSession);

const user = {
  id: 7,
  accountType: 'MemberCandidate',
  firstName: 'Anna',
  lastName: 'Nowak',
  email: 'anna@example.com',
  locale: 'pl',
  phone: null,
  userConsents: [],
  enforcePasswordChange: false,
  isEmailConfirmed: true,
  isPhoneConfirmed: false,
};

function renderLink(url: string) {
  return renderRoute(<OneTimeLoginPage />, { path: '/fl/:token', url });
}

describe('one-time-token login page', () => {
  it('exchanges the token once and goes to the returned redirect', async () => {
    const calls = mockApi({
      'POST /v1/public/candidate/fs': { body: { token: 'access', refresh_token: 'refresh', redirect: '/offers-matched?matched=1' } },
      'GET /v1/user/show': { body: user },
    });
    renderLink('/fl/one-time-abc');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/offers-matched?matched=1'));
    const exchanges = calls.filter((call) => call.path === '/v1/public/candidate/fs');
    expect(exchanges).toHaveLength(1);
    expect(exchanges[0]?.body).toEqual({ token: 'one-time-abc' });
    expect(document.cookie).toContain('token=access');
  });

  it('does not follow a redirect to another site', async () => {
    mockApi({
      'POST /v1/public/candidate/fs': { body: { token: 'access', refresh_token: 'refresh', redirect: 'https://evil.example/steal' } },
      'GET /v1/user/show': { body: user },
    });
    renderLink('/fl/one-time-def');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/user'));
  });

  it('goes silently to / when the token is refused', async () => {
    mockApi({ 'POST /v1/public/candidate/fs': { status: 404, body: { message: 'The link is invalid or has expired.', code: 'invalid_token', formErrors: {} } } });
    renderLink('/fl/used-token');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
    expect(screen.queryByText('The link is invalid or has expired.')).toBeNull();
    expect(document.cookie).not.toContain('token=');
  });
});
