import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi, renderRoute, resetTestSession } from '@/testing/accounts';
import { SignInPage } from './sign-in-page';

afterEach(resetTestSession);

function renderSignIn() {
  return renderRoute(<SignInPage />, { path: '/sign-in', url: '/sign-in' });
}

function field(label: RegExp): HTMLInputElement {
  return screen.getByLabelText(label, { selector: 'input' });
}

describe('sign-in page', () => {
  it('goes from login to remember to rememberThankYou and back', async () => {
    const calls = mockApi({ 'POST /v1/public/user/password/reset': { body: { message: 'sent' } } });
    renderSignIn();

    fireEvent.click(screen.getByRole('button', { name: 'Forgot your password?' }));
    expect(screen.getByRole('heading', { name: 'Reset your password' })).toBeTruthy();

    fireEvent.change(field(/^E-mail/), { target: { value: 'nope' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByText('Enter a valid e-mail address')).toBeTruthy();
    expect(calls).toHaveLength(0);

    fireEvent.change(field(/^E-mail/), { target: { value: 'Ola@Example.no' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByText(/we have sent a link to set a new password/)).toBeTruthy();
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/v1/public/user/password/reset', body: { username: 'Ola@Example.no' } });

    fireEvent.click(screen.getByRole('button', { name: 'Back to sign-in' }));
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(field(/^Password/)).toBeTruthy();
  });

  it('opens the password reset at once from the password-changed mail link (?reset=1)', async () => {
    mockApi({});
    renderRoute(<SignInPage />, { path: '/sign-in', url: '/sign-in?reset=1' });
    expect(screen.getByRole('heading', { name: 'Reset your password' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send the link' })).toBeTruthy();
  });

  it('signs in, stores the session and goes to /user', async () => {
    const calls = mockApi({
      'POST /v1/login_check': { body: { token: 'access', refresh_token: 'refresh' } },
      'GET /v1/user/show': {
        body: {
          id: 1,
          accountType: 'MemberClient',
          firstName: 'Ola',
          lastName: 'Nordmann',
          email: 'ola@example.no',
          locale: 'en',
          phone: null,
          userConsents: [],
          enforcePasswordChange: false,
          isEmailConfirmed: true,
          isPhoneConfirmed: false,
        },
      },
    });
    renderSignIn();
    fireEvent.change(field(/^E-mail/), { target: { value: 'ola@example.no' } });
    fireEvent.change(field(/^Password/), { target: { value: 'Secret123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/user'));
    expect(screen.getByText('You are signed in.')).toBeTruthy();
    // The refresh token stays in the server's HttpOnly cookie; scripts see only the session mark.
    expect(document.cookie).toContain('refresh=1');
    expect(document.cookie).not.toContain('refresh=refresh');
    expect(calls[0]?.body).toEqual({ username: 'ola@example.no', password: 'Secret123' });
  });

  it('keeps the typed e-mail and password through a tab switch, and offers the e-mail to the password reset', async () => {
    mockApi({});
    renderSignIn();
    fireEvent.change(field(/^E-mail/), { target: { value: 'ola@example.no' } });
    fireEvent.change(field(/^Password/), { target: { value: 'Secret123' } });
    fireEvent.click(screen.getByRole('tab', { name: /employer/i }));
    expect(field(/^E-mail/).value).toBe('ola@example.no');
    expect(field(/^Password/).value).toBe('Secret123');
    fireEvent.click(screen.getByRole('button', { name: 'Forgot your password?' }));
    expect(field(/^E-mail/).value).toBe('ola@example.no');
  });

  it('shows the server message when sign-in fails', async () => {
    mockApi({ 'POST /v1/login_check': { status: 401, body: { message: 'Invalid e-mail or password.', code: 'invalid_credentials', formErrors: {} } } });
    renderSignIn();
    fireEvent.change(field(/^E-mail/), { target: { value: 'ola@example.no' } });
    fireEvent.change(field(/^Password/), { target: { value: 'Wrong123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Invalid e-mail or password.')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/sign-in');
  });

  it('shows the maintenance notice on the candidate tab when the server turns candidate sign-in off', async () => {
    mockApi({
      'POST /v1/login_check': { status: 503, body: { message: 'Maintenance.', code: 'candidate_login_maintenance', formErrors: {} } },
    });
    renderSignIn();
    fireEvent.change(field(/^E-mail/), { target: { value: 'anna@example.com' } });
    fireEvent.change(field(/^Password/), { target: { value: 'Secret123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Candidate sign-in is unavailable')).toBeTruthy();
  });

  it('keeps a blocked account’s refusal on the form in the API’s words', async () => {
    const message = 'To konto zostało zablokowane. Jeśli uważasz, że to pomyłka, napisz do nas przez stronę kontaktową.';
    mockApi({ 'POST /v1/login_check': { status: 403, body: { message, code: 'account_blocked', formErrors: {} } } });
    renderSignIn();
    fireEvent.change(field(/^E-mail/), { target: { value: 'firma@example.com' } });
    fireEvent.change(field(/^Password/), { target: { value: 'Secret123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByTestId('account-blocked')).textContent).toBe(message);
    expect(screen.getByRole('alert').textContent).toBe(message);
  });
});
