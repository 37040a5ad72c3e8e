import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi, renderRoute, resetTestSession } from '@/testing/accounts';
import { AccountDeleteConfirmationPage } from './account-delete-confirmation-page';
import { DevOutboxPage } from './dev-outbox-page';
import { MailConfirmationPage } from './mail-confirmation-page';
import { MailReadingPage } from './mail-reading-page';
import { PasswordChangePage } from './password-change-page';

afterEach(resetTestSession);

const invalidToken = { status: 400, body: { message: 'The link is invalid or has expired.', code: 'invalid_token', formErrors: {} } };

describe('pages opened from e-mail links', () => {
  it('confirms the e-mail once on load', async () => {
    const calls = mockApi({ 'POST /v1/public/user/mail/confirmation': { body: { message: 'ok' } } });
    renderRoute(<MailConfirmationPage />, { path: '/mail/confirmation/:token', url: '/mail/confirmation/abc' });
    expect(await screen.findByText('Thank you! Your e-mail address has been confirmed.')).toBeTruthy();
    const confirmations = calls.filter((call) => call.path === '/v1/public/user/mail/confirmation');
    expect(confirmations).toHaveLength(1);
    expect(confirmations[0]?.body).toEqual({ token: 'abc' });
  });

  it('leads back to where sign-up was asked for (an offer) after the confirmation', async () => {
    window.localStorage.setItem('return-path', '/offer/7-welder');
    mockApi({ 'POST /v1/public/user/mail/confirmation': { body: { message: 'ok' } } });
    renderRoute(<MailConfirmationPage />, { path: '/mail/confirmation/:token', url: '/mail/confirmation/abc' });
    expect(await screen.findByText('Thank you! Your e-mail address has been confirmed.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to sign-in' }).getAttribute('href')).toBe('/sign-in?redirect=%2Foffer%2F7-welder');
    window.localStorage.removeItem('return-path');
  });

  it('shows the server message and the confirmation error text when the token is refused', async () => {
    mockApi({ 'POST /v1/public/user/mail/confirmation': invalidToken });
    renderRoute(<MailConfirmationPage />, { path: '/mail/confirmation/:token', url: '/mail/confirmation/used' });
    expect(await screen.findByText(/The e-mail address could not be confirmed/)).toBeTruthy();
    expect(screen.getByText('The link is invalid or has expired.')).toBeTruthy();
  });

  it('says the address is already confirmed when the link is opened again, and leads on (issue 24)', async () => {
    mockApi({
      'POST /v1/public/user/mail/confirmation': {
        status: 409,
        body: { message: 'Your e-mail address is already confirmed.', code: 'email_already_confirmed', formErrors: {} },
      },
    });
    renderRoute(<MailConfirmationPage />, { path: '/mail/confirmation/:token', url: '/mail/confirmation/opened-again' });
    const text = await screen.findByText('This e-mail address is already confirmed: the link is no longer needed.');
    // A confirmation, not an error.
    expect(text.closest('[role="status"]')).not.toBeNull();
    expect(screen.queryByText(/could not be confirmed/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to sign-in' }).getAttribute('href')).toBe('/sign-in');
  });

  it("an employer's link opened again says the address is confirmed and offers the employer sign-in (issue 25)", async () => {
    mockApi({
      'POST /v1/public/user/mail/confirmation': {
        status: 409,
        body: { message: 'Your e-mail address is already confirmed.', code: 'email_already_confirmed', formErrors: {} },
      },
    });
    renderRoute(<MailConfirmationPage />, { path: '/mail/confirmation/:token', url: '/mail/confirmation/employer-again?tab=1' });
    const text = await screen.findByText('This e-mail address is already confirmed: the link is no longer needed.');
    expect(text.closest('[role="status"]')).not.toBeNull();
    expect(screen.queryByText(/invalid or has expired/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to sign-in' }).getAttribute('href')).toBe('/sign-in?tab=1');
  });

  it('sets a new password from the reset link, checking the pattern first', async () => {
    const calls = mockApi({ 'POST /v1/public/user/password/reset/confirmation': { body: { message: 'ok' } } });
    renderRoute(<PasswordChangePage />, { path: '/password/change/:token', url: '/password/change/reset-token' });
    const password = screen.getByLabelText(/^New password/, { selector: 'input' });

    fireEvent.change(password, { target: { value: 'alllowercase1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    // The error says what the password lacks; the rule stays in the hint alone.
    expect(await screen.findByText('Add an upper-case letter.', { selector: '.mantine-InputWrapper-error' })).toBeTruthy();
    expect(screen.getAllByText('At least 8 characters with an upper-case letter, a lower-case letter and a digit')).toHaveLength(1);
    expect(calls).toHaveLength(0);

    fireEvent.change(password, { target: { value: 'Better456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/sign-in'));
    expect(calls[0]?.body).toEqual({ token: 'reset-token', password: 'Better456' });
  });

  const deletionLink = (token: string) => `/v1/public/user/account-delete/confirmation?token=${token}`;

  it('opening the deletion link names the account and deletes nothing; the button deletes it once, even when the page mounts again on sign-out', async () => {
    const calls = mockApi({
      [`GET ${deletionLink('once')}`]: { body: { email: 'welder@example.com' } },
      'POST /v1/public/user/account-delete/confirmation': { body: { message: 'Deleted.' } },
    });
    const first = renderRoute(<AccountDeleteConfirmationPage />, { path: '/account-delete/confirmation/:token', url: '/account-delete/confirmation/once' });
    expect(await screen.findByText('Delete the account welder@example.com?')).toBeTruthy();
    expect(calls.filter((call) => call.path === '/v1/public/user/account-delete/confirmation')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByText(/Your account has been deleted/)).toBeTruthy();
    first.unmount();
    renderRoute(<AccountDeleteConfirmationPage />, { path: '/account-delete/confirmation/:token', url: '/account-delete/confirmation/once' });
    expect(await screen.findByText(/Your account has been deleted/)).toBeTruthy();
    const deletions = calls.filter((call) => call.path === '/v1/public/user/account-delete/confirmation');
    expect(deletions).toHaveLength(1);
    expect(deletions[0]?.body).toEqual({ token: 'once' });
  });

  it('shows the error text for a refused deletion link, before any button', async () => {
    const calls = mockApi({ [`GET ${deletionLink('x')}`]: invalidToken });
    renderRoute(<AccountDeleteConfirmationPage />, { path: '/account-delete/confirmation/:token', url: '/account-delete/confirmation/x' });
    expect(await screen.findByText(/The account could not be deleted/)).toBeTruthy();
    expect(screen.getByText(/The link is invalid or has expired/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete my account' })).toBeNull();
    expect(calls.filter((call) => call.path === '/v1/public/user/account-delete/confirmation')).toHaveLength(0);
  });

  it('shows a stored e-mail in a frame that cannot run scripts', async () => {
    mockApi({
      'POST /v1/public/user/mail/reading': {
        body: { subject: 'Confirm your e-mail address', html: '<html><head></head><body><a href="https://x.example">Confirm</a></body></html>', text: '', channel: 'email', locale: 'en', createdAt: '2026-01-05T10:00:00.000Z' },
      },
    });
    renderRoute(<MailReadingPage />, { path: '/mail/reading/:token', url: '/mail/reading/r1' });
    const frame = (await screen.findByTitle('Confirm your e-mail address')) as HTMLIFrameElement;
    expect(screen.getByRole('heading', { name: 'Confirm your e-mail address' })).toBeTruthy();
    expect(frame.getAttribute('sandbox')).not.toContain('allow-scripts');
    expect(frame.getAttribute('srcdoc')).toContain('<head><base target="_blank">');
    // Sent at 11:00 on the market's clock, written as every page writes a date and time in English.
    expect(screen.getByText('05/01/2026 11:00')).toBeTruthy();
  });

  it('says when a stored e-mail does not exist', async () => {
    mockApi({});
    renderRoute(<MailReadingPage />, { path: '/mail/reading/:token', url: '/mail/reading/unknown' });
    expect(await screen.findByText('This message does not exist or is no longer available.')).toBeTruthy();
  });

  it('lists the outbox with the links of each message', async () => {
    const calls = mockApi({
      'GET /dev/outbox': {
        body: {
          items: [
            {
              id: 1,
              channel: 'email',
              recipient: 'anna@example.com',
              subject: 'Confirm your e-mail address',
              template: 'mail_confirmation',
              status: 'stored',
              locale: 'en',
              createdAt: '2026-01-05T10:00:00.000Z',
              readingToken: 'r1',
              readingUrl: 'http://localhost:3000/mail/reading/r1',
              html: '',
              text: '',
              links: ['http://localhost:3000/mail/reading/r1', 'http://localhost:3000/mail/confirmation/c1'],
              headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
              attachments: [{ filename: 'interview.ics', contentType: 'text/calendar; charset=utf-8; method=REQUEST', content: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR' }],
            },
          ],
        },
      },
    });
    renderRoute(<DevOutboxPage />, { path: '/dev/outbox', url: '/dev/outbox' });
    expect((await screen.findByRole('link', { name: 'Confirm your e-mail address' })).getAttribute('href')).toBe('/mail/reading/r1');
    expect(screen.getByRole('link', { name: 'http://localhost:3000/mail/confirmation/c1' })).toBeTruthy();
    expect(screen.getByText('List-Unsubscribe-Post: List-Unsubscribe=One-Click')).toBeTruthy();
    const calendar = screen.getByRole('link', { name: 'Download interview.ics' });
    expect(calendar.getAttribute('download')).toBe('interview.ics');
    expect(calendar.getAttribute('href')).toBe('data:text/calendar;charset=utf-8;method=REQUEST,BEGIN%3AVCALENDAR%0D%0AEND%3AVCALENDAR');
    expect(calls[0]?.headers.accept).toBe('application/json');
  });
});
