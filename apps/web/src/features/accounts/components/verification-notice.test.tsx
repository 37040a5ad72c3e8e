import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { saveTokens } from '@/lib/cookies';
import { mockApi, renderRoute, resetTestSession } from '@/testing/accounts';
import { EnforcePasswordChangeBox } from './enforce-password-change-box';
import { VerificationNotice } from './verification-notice';

afterEach(resetTestSession);

const user = {
  id: 3,
  accountType: 'MemberCandidate',
  firstName: 'Anna',
  lastName: 'Nowak',
  email: 'anna@example.com',
  locale: 'en',
  phone: null,
  userConsents: [],
  enforcePasswordChange: false,
  isEmailConfirmed: false,
  isPhoneConfirmed: false,
};

function signedIn(answers: Parameters<typeof mockApi>[0]) {
  saveTokens('access', 'refresh');
  return mockApi({ 'POST /v1/token/refresh': { body: { token: 'a2', refresh_token: 'r2' } }, ...answers });
}

describe('verification notice', () => {
  it('offers to resend the confirmation mail and links the phone confirmation to wizard step 2', async () => {
    const calls = signedIn({
      'GET /v1/user/show': { body: user },
      'GET /v1/candidate-profile/show': { body: { status: { id: 5 }, isEmailConfirmed: false, wizardStep: 2 } },
      'POST /v1/candidate/resend-confirm-mail': { body: { message: 'We have sent the link again.' } },
    });
    renderRoute(<VerificationNotice />, { path: '/user', url: '/user' });

    expect(await screen.findByText(/We are checking your account/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Confirm the phone number' }).getAttribute('href')).toBe('/wizard/2-personal-informations');
    fireEvent.click(screen.getByRole('button', { name: 'Send the link again' }));
    expect(await screen.findByText('We have sent the link again.')).toBeTruthy();
    expect(calls.filter((call) => call.path === '/v1/candidate/resend-confirm-mail')).toHaveLength(1);
  });

  it('stays hidden for a confirmed e-mail and a profile not in verification', async () => {
    const calls = signedIn({
      'GET /v1/user/show': { body: { ...user, isEmailConfirmed: true } },
      'GET /v1/candidate-profile/show': { body: { status: { id: 2 }, isEmailConfirmed: true, wizardStep: 0 } },
    });
    renderRoute(<VerificationNotice />, { path: '/user', url: '/user' });
    await waitFor(() => expect(calls.some((call) => call.path === '/v1/candidate-profile/show')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Verify your account')).toBeNull();
  });
});

describe('verification notice after a confirmation elsewhere (issue 24)', () => {
  it('goes away once the tab is looked at again after the link was opened in another tab', async () => {
    let confirmed = false;
    signedIn({
      'GET /v1/user/show': () => ({ body: { ...user, isPhoneConfirmed: true, isEmailConfirmed: confirmed } }),
      'GET /v1/candidate-profile/show': () => ({ body: { status: { id: 2 }, isEmailConfirmed: confirmed, wizardStep: 0 } }),
    });
    renderRoute(<VerificationNotice />, { path: '/user', url: '/user' });
    expect(await screen.findByText('Confirm your e-mail address anna@example.com using the link we sent you.')).toBeTruthy();

    confirmed = true;
    document.dispatchEvent(new Event('visibilitychange'));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Verify your account' })).toBeNull());
  });
});

describe('forced password change box', () => {
  it('shows only while the user must change the password', async () => {
    signedIn({ 'GET /v1/user/show': { body: { ...user, enforcePasswordChange: true } } });
    renderRoute(<EnforcePasswordChangeBox />, { path: '/', url: '/' });
    expect(await screen.findByRole('region', { name: 'Change your password' })).toBeTruthy();
  });
});
