import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { type RecordedCall, mockApi, renderRoute, resetTestSession } from '@/testing/accounts';
import { SignInPage } from '../pages/sign-in-page';

afterEach(resetTestSession);

const OPERATOR = {
  id: 7,
  accountType: 'Operator',
  firstName: 'Operator',
  lastName: '',
  email: 'ops@trades.example',
  locale: 'en',
  phone: null,
  userConsents: [],
  enforcePasswordChange: false,
  isEmailConfirmed: true,
  isPhoneConfirmed: true,
};
const CODES = ['abcd-efgh-jkmn', 'pqrs-tuvw-xyz2', '3456-789a-bcde'];
const ENROLMENT = { secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', otpauthUrl: 'otpauth://totp/Trades%20Marketplace:ops%40trades.example?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Trades%20Marketplace' };

function field(label: RegExp): HTMLInputElement {
  return screen.getByLabelText(label, { selector: 'input' });
}

function signInWithPassword() {
  renderRoute(<SignInPage />, { path: '/sign-in', url: '/sign-in' });
  fireEvent.change(field(/^E-mail/), { target: { value: OPERATOR.email } });
  fireEvent.change(field(/^Password/), { target: { value: 'Operator-Pass-2026' } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe("the sign-in's second step (operators)", () => {
  it('enrols: the key as text, a QR code and a link, then the recovery codes once before the session starts', async () => {
    let wrongFirst = true;
    const calls = mockApi({
      'POST /v1/login_check': { body: { mfaRequired: true, mfaToken: 'mfa-1', totpEnrollment: ENROLMENT } },
      'POST /v1/login_check/totp': () => {
        if (wrongFirst) {
          wrongFirst = false;
          return { status: 422, body: { code: 'invalid_second_factor_code', message: 'This code is not valid.', formErrors: { code: ['invalid_second_factor_code'] } } };
        }
        return { body: { token: 'access', refresh_token: 'refresh', recoveryCodes: CODES } };
      },
      'GET /v1/user/show': { body: OPERATOR },
    });
    signInWithPassword();

    expect(await screen.findByRole('heading', { name: 'Set up two-step sign-in' })).toBeTruthy();
    expect(screen.getByTestId('totp-secret').textContent).toBe('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
    expect(screen.getByRole('link', { name: 'Open in an authenticator app on this device' }).getAttribute('href')).toBe(ENROLMENT.otpauthUrl);
    expect(await screen.findByRole('img', { name: 'QR code of the key for your authenticator app' })).toBeTruthy();
    // Enrolment proves the app with one of its codes: no recovery code yet.
    expect(screen.queryByRole('button', { name: 'Use a recovery code instead' })).toBeNull();
    const code = field(/^Code/);
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(code.getAttribute('inputmode')).toBe('numeric');

    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('This field is required')).toBeTruthy();
    fireEvent.change(code, { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('This code is not valid. Enter the current code from your authenticator app, or an unused recovery code.', { selector: '.mantine-InputWrapper-error, [id$="-error"]' })).toBeTruthy();

    fireEvent.change(field(/^Code/), { target: { value: '123 456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('heading', { name: 'Save your recovery codes' })).toBeTruthy();
    expect(screen.getByTestId('recovery-codes').textContent).toBe(CODES.join('\n'));
    // No session until the codes are saved.
    expect(calls.some((call) => call.path === '/v1/user/show')).toBe(false);
    const next = screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement;
    expect(next.disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'I have saved these codes' }));
    fireEvent.click(next);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/user'));
    const totpCalls = calls.filter((call: RecordedCall) => call.path === '/v1/login_check/totp');
    expect(totpCalls.map((call) => call.body)).toEqual([
      { mfaToken: 'mfa-1', code: '000000' },
      { mfaToken: 'mfa-1', code: '123 456' },
    ]);
  });

  it('takes a recovery code instead, and goes back to the password when the first step expired', async () => {
    let expired = true;
    const calls = mockApi({
      'POST /v1/login_check': { body: { mfaRequired: true, mfaToken: 'mfa-2' } },
      'POST /v1/login_check/totp': () => {
        if (expired) {
          expired = false;
          return { status: 401, body: { code: 'second_factor_sign_in_expired', message: 'This sign-in has expired.', formErrors: {} } };
        }
        return { body: { token: 'access', refresh_token: 'refresh' } };
      },
      'GET /v1/user/show': { body: OPERATOR },
    });
    signInWithPassword();
    expect(await screen.findByText('Enter the 6-digit code your authenticator app shows for Trades Marketplace.')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Set up two-step sign-in' })).toBeNull();

    fireEvent.change(field(/^Code/), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    // Back to the password, the e-mail kept.
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(field(/^E-mail/).value).toBe(OPERATOR.email);
    expect(field(/^Password/).value).toBe('');

    fireEvent.change(field(/^Password/), { target: { value: 'Operator-Pass-2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Use a recovery code instead' }));
    const recovery = field(/^Recovery code/);
    expect(recovery.getAttribute('autocomplete')).toBe('off');
    fireEvent.change(recovery, { target: { value: 'ABCD-EFGH-JKMN' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/user'));
    expect(calls.filter((call) => call.path === '/v1/login_check/totp').at(-1)?.body).toEqual({ mfaToken: 'mfa-2', code: 'ABCD-EFGH-JKMN' });
  });
});
