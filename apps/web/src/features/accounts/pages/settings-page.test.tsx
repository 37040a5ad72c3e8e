import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { saveTokens } from '@/lib/cookies';
import { CANDIDATE_CONSENTS, type RecordedCall, mockApi, renderRoute, resetTestSession } from '@/testing/accounts';
import { CandidateSettingsPage } from './settings-page';

afterEach(resetTestSession);

const candidate = {
  id: 7,
  accountType: 'MemberCandidate',
  firstName: 'Anna',
  lastName: 'Nowak',
  email: 'anna@example.com',
  locale: 'en',
  phone: { country: 'PL', country_code: '48', number: '501234567' },
  // Terms accepted (required), privacy not yet answered (required), offers by e-mail accepted.
  userConsents: [
    { consent: 1, isAcceptance: true },
    { consent: 3, isAcceptance: true },
  ],
  enforcePasswordChange: false,
  isEmailConfirmed: true,
  isPhoneConfirmed: true,
};

function signedInApi(extra: Parameters<typeof mockApi>[0] = {}): RecordedCall[] {
  saveTokens('access', 'refresh');
  return mockApi({
    'POST /v1/token/refresh': { body: { token: 'access-2', refresh_token: 'refresh-2' } },
    'GET /v1/user/show': { body: candidate },
    'GET /v1/candidate-profile/show': { body: { status: { id: 2 }, isEmailConfirmed: true, wizardStep: 3 } },
    'GET /v1/public/dictionary/consents?accountType=MemberCandidate': { body: CANDIDATE_CONSENTS },
    ...extra,
  });
}

function renderSettings() {
  return renderRoute(<CandidateSettingsPage />, { path: '/user/settings', url: '/user/settings' });
}

/** The settings section under the heading `name`. */
async function section(name: string): Promise<HTMLElement> {
  return (await screen.findByRole('heading', { name })).closest('section') as HTMLElement;
}

function field(scope: HTMLElement, label: RegExp): HTMLInputElement {
  return within(scope).getByLabelText(label, { selector: 'input' });
}

describe('settings page', () => {
  it('does not let an accepted required consent be unticked, also not by check-all', async () => {
    const calls = signedInApi({ 'POST /v1/user/consents': { body: { message: 'Saved.' } } });
    renderSettings();
    const terms = (await screen.findByLabelText(/I accept the terms of service/)) as HTMLInputElement;
    const group = screen.getByRole('group', { name: 'Consents' });
    const privacy = within(group).getByLabelText(/I accept the privacy policy/) as HTMLInputElement;
    const offers = within(group).getByLabelText(/job offers by e-mail/) as HTMLInputElement;

    expect(terms.checked).toBe(true);
    expect(terms.disabled).toBe(true);
    expect(privacy.disabled).toBe(false);

    // Check all, then uncheck all: the accepted required consents stay, the optional one goes.
    fireEvent.click(within(group).getByLabelText('Accept all'));
    expect([terms.checked, privacy.checked, offers.checked]).toEqual([true, true, true]);
    expect(privacy.disabled).toBe(false);
    fireEvent.click(within(group).getByLabelText('Accept all'));
    expect([terms.checked, privacy.checked, offers.checked]).toEqual([true, false, false]);

    // The required privacy consent left unticked blocks saving.
    fireEvent.click(screen.getByRole('button', { name: 'Save consents' }));
    expect(await within(group).findByText('This field is required')).toBeTruthy();
    expect(calls.some((call) => call.path === '/v1/user/consents')).toBe(false);

    fireEvent.click(privacy);
    fireEvent.click(screen.getByRole('button', { name: 'Save consents' }));
    await screen.findByText('Saved.');
    const save = calls.find((call) => call.path === '/v1/user/consents');
    expect(String(save?.body)).toBe(
      new URLSearchParams([
        ['consents[0][consent]', '1'],
        ['consents[0][isAcceptance]', '1'],
        ['consents[1][consent]', '2'],
        ['consents[1][isAcceptance]', '1'],
        ['consents[2][consent]', '3'],
        ['consents[2][isAcceptance]', '0'],
      ]).toString(),
    );
  });

  it('refuses a new password equal to the current one before calling the API', async () => {
    const calls = signedInApi();
    renderSettings();
    const password = await section('Change password');

    fireEvent.change(field(password, /^Current password/), { target: { value: 'Secret123' } });
    fireEvent.change(field(password, /^New password/), { target: { value: 'Secret123' } });
    fireEvent.click(within(password).getByRole('button', { name: 'Change password' }));

    expect(await screen.findByText('The new password must differ from the current one')).toBeTruthy();
    expect(calls.some((call) => call.path === '/v1/user/change/password')).toBe(false);
  });

  it('sends the change form-encoded and shows the server field errors', async () => {
    const calls = signedInApi({
      'POST /v1/user/change/password': {
        status: 422,
        body: { message: 'The form contains errors.', code: 'validation_error', formErrors: { passwordCurrent: ['invalid_current_password'] } },
      },
    });
    renderSettings();
    const password = await section('Change password');

    fireEvent.change(field(password, /^Current password/), { target: { value: 'Wrong123' } });
    fireEvent.change(field(password, /^New password/), { target: { value: 'Better456' } });
    fireEvent.click(within(password).getByRole('button', { name: 'Change password' }));

    expect(await screen.findByText('The current password is incorrect')).toBeTruthy();
    expect(screen.getByText('The form contains errors.')).toBeTruthy();
    const change = calls.find((call) => call.path === '/v1/user/change/password');
    expect(change?.body).toBeInstanceOf(URLSearchParams);
    expect(String(change?.body)).toBe('passwordCurrent=Wrong123&password=Better456');
  });

  it('asks for the e-mail confirmation of an account deletion', async () => {
    const calls = signedInApi({ 'POST /v1/user/delete': { body: { message: 'Check your e-mail.' } } });
    renderSettings();
    const deletion = await section('Delete account');
    fireEvent.change(field(deletion, /^Current password/), { target: { value: 'Secret123' } });
    fireEvent.click(within(deletion).getByRole('button', { name: 'Delete account' }));
    expect(await screen.findByText(/we have sent you a link that confirms the deletion/)).toBeTruthy();
    expect(calls.find((call) => call.path === '/v1/user/delete')?.body).toEqual({ passwordCurrent: 'Secret123' });
  });

  it('switches the pipeline mails off and on, saved at once', async () => {
    const calls = signedInApi({
      'GET /v1/candidate/notification-settings': { body: { pipelineStatusMails: true } },
      'PUT /v1/candidate/notification-settings': (call) => ({ body: call.body }),
    });
    renderSettings();
    const mails = await section('E-mail notifications');
    const toggle = (await within(mails).findByRole('switch', { name: /E-mails when an employer moves me in a pipeline/ })) as HTMLInputElement;
    expect(toggle.checked).toBe(true);
    fireEvent.click(toggle);
    expect(await screen.findByText('Your notification settings have been saved.')).toBeTruthy();
    expect(calls.filter((call) => call.path === '/v1/candidate/notification-settings' && call.method === 'PUT').map((call) => call.body)).toEqual([{ pipelineStatusMails: false }]);
    await waitFor(() => expect(toggle.checked).toBe(false));
  });

  it('keeps the switch as stored when saving fails', async () => {
    signedInApi({
      'GET /v1/candidate/notification-settings': { body: { pipelineStatusMails: true } },
      'PUT /v1/candidate/notification-settings': { status: 500, body: { message: 'Something went wrong.', code: 'unexpected_error', formErrors: {} } },
    });
    renderSettings();
    const toggle = (await screen.findByRole('switch', { name: /E-mails when an employer moves me/ })) as HTMLInputElement;
    fireEvent.click(toggle);
    expect(await screen.findByText('Something went wrong.')).toBeTruthy();
    expect(toggle.checked).toBe(true);
  });

  it('sends a signed-out visitor to sign in and back', async () => {
    mockApi({});
    renderSettings();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(`/sign-in?redirect=${encodeURIComponent('/user/settings')}`));
  });
});
