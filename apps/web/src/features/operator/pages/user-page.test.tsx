import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { OperatorUserDetail, OperatorUserPage } from '@trades/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, renderRoutes, resetBrowserState } from '@/testing/shell-test-utils';
import { UserPage } from './user-page';
import { UsersPage } from './users-page';

const EMPLOYER: OperatorUserDetail = {
  id: 42,
  type: 'client',
  email: 'zofia@lodzka-stal.pl',
  firstName: 'Zofia',
  lastName: 'Żółkiewska',
  company: 'Łódzka Stal Sp. z o.o.',
  taxId: '5260250274',
  createdAt: '2026-11-01T10:00:00.000Z',
  lastSignedInAt: '2026-11-28T08:00:00.000Z',
  isEmailConfirmed: false,
  blocked: null,
  locale: 'pl',
  phone: '+48 512345678',
  counts: { offers: { draft: 1, waiting: 0, active: 2, ended: 3 }, orders: { total: 2, paid: 1, paidGross: 12300 }, applicationsSent: 0, applicationsReceived: 7 },
};
const BLOCKED = { ...EMPLOYER, blocked: { at: '2026-11-29T12:00:00.000Z', reason: 'Fake offers' } };

const userRoutes = [
  { path: '/operator/users', element: <UsersPage /> },
  { path: '/operator/users/:id', element: <UserPage /> },
];

afterEach(resetBrowserState);

describe('operator user page', () => {
  it('shows the account with its counts, blocks it with a reason checked before sending (once), then unblocks it', async () => {
    let current: OperatorUserDetail = EMPLOYER;
    const calls = mockFetch(({ url, method, body }) => {
      if (url === '/v1/operator/users/42' && method === 'GET') return jsonResponse(200, current);
      if (url === '/v1/operator/users/42/block') {
        const { reason } = JSON.parse(String(body)) as { reason: string };
        current = { ...BLOCKED, blocked: { at: BLOCKED.blocked.at, reason } };
        return jsonResponse(200, { message: 'The account is blocked: its sessions have ended and its offers are offline.', user: current });
      }
      if (url === '/v1/operator/users/42/unblock') {
        current = EMPLOYER;
        return jsonResponse(200, { message: 'The account is unblocked.', user: current });
      }
      return undefined;
    });
    renderRoutes(userRoutes, '/operator/users/42');
    const page = within(await screen.findByTestId('operator-user'));
    expect(page.getByRole('heading', { name: 'zofia@lodzka-stal.pl' })).toBeTruthy();
    expect(page.getByText('Łódzka Stal Sp. z o.o.')).toBeTruthy();
    expect(page.getByText('+48 512345678')).toBeTruthy();
    expect(page.getByText('Applications received').nextSibling?.textContent).toBe('7');
    expect(page.getByText('Active').nextSibling?.textContent).toBe('2');
    expect(page.getByText('E-mail not confirmed')).toBeTruthy();

    fireEvent.click(page.getByRole('button', { name: 'Block' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Block zofia@lodzka-stal.pl?' }));
    fireEvent.change(dialog.getByLabelText(/^Reason/), { target: { value: 'ab' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Block' }));
    expect(await dialog.findByText('Say why in at least 3 characters.')).toBeTruthy();
    expect(calls.filter((c) => c.url.endsWith('/block'))).toHaveLength(0);

    fireEvent.change(dialog.getByLabelText(/^Reason/), { target: { value: 'Fake offers' } });
    const confirm = dialog.getByRole('button', { name: 'Block' });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    expect(await screen.findByText('The account is blocked: its sessions have ended and its offers are offline.')).toBeTruthy();
    expect(calls.filter((c) => c.url === '/v1/operator/users/42/block')).toHaveLength(1);
    expect(JSON.parse(String(calls.find((c) => c.url === '/v1/operator/users/42/block')?.body))).toEqual({ reason: 'Fake offers' });
    expect((await screen.findByTestId('user-blocked')).textContent).toContain('Reason: Fake offers');

    fireEvent.click(screen.getByRole('button', { name: 'Unblock' }));
    const question = within(await screen.findByRole('dialog', { name: 'Unblock zofia@lodzka-stal.pl?' }));
    fireEvent.click(question.getByRole('button', { name: 'Unblock' }));
    expect(await screen.findByText('The account is unblocked.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('user-blocked')).toBeNull());
    expect(screen.getByRole('button', { name: 'Block' })).toBeTruthy();
  });

  it('resends the confirmation e-mail and tells the server’s refusal', async () => {
    let resent = 0;
    mockFetch(({ url, method }) => {
      if (url === '/v1/operator/users/42' && method === 'GET') return jsonResponse(200, EMPLOYER);
      if (url === '/v1/operator/users/42/resend-confirmation') {
        resent += 1;
        return resent === 1
          ? jsonResponse(200, { message: 'We have sent the confirmation e-mail again.', user: EMPLOYER })
          : jsonResponse(409, { message: "This account's e-mail address is already confirmed.", code: 'user_email_already_confirmed', formErrors: {} });
      }
      return undefined;
    });
    renderRoutes(userRoutes, '/operator/users/42');
    fireEvent.click(await screen.findByRole('button', { name: 'Resend the confirmation e-mail' }));
    expect(await screen.findByText('We have sent the confirmation e-mail again.')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Resend the confirmation e-mail' }).hasAttribute('disabled')).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: 'Resend the confirmation e-mail' }));
    expect(await screen.findByText("This account's e-mail address is already confirmed.")).toBeTruthy();
  });

  it('says so for an unknown account', async () => {
    mockFetch(() => undefined);
    renderRoutes(userRoutes, '/operator/users/999');
    expect(await screen.findByText('There is no such account.')).toBeTruthy();
  });

  it('searches the accounts and opens one from the results', async () => {
    const page: OperatorUserPage = { items: [EMPLOYER], page: 1, pageSize: 25, total: 1 };
    const calls = mockFetch(({ url }) => {
      if (url.startsWith('/v1/operator/users?')) return jsonResponse(200, page);
      if (url === '/v1/operator/users/42') return jsonResponse(200, BLOCKED);
      return undefined;
    });
    const { router } = renderRoutes(userRoutes, '/operator/users');
    fireEvent.change(screen.getByRole('searchbox', { name: /^Search/ }), { target: { value: '526-025-02-74' } });
    await waitFor(() => expect(calls.some((c) => c.url === '/v1/operator/users?page=1&q=526-025-02-74')).toBe(true));
    expect(router.state.location.search).toBe('?q=526-025-02-74');
    fireEvent.click(await screen.findByRole('link', { name: 'Open the account of zofia@lodzka-stal.pl' }));
    expect((await screen.findByTestId('user-blocked')).textContent).toContain('Fake offers');
    expect(router.state.location.pathname).toBe('/operator/users/42');
  });

  it('opens an account clicked while a typed search is still waiting, and stays there', async () => {
    const page: OperatorUserPage = { items: [EMPLOYER], page: 1, pageSize: 25, total: 1 };
    mockFetch(({ url }) => {
      if (url.startsWith('/v1/operator/users?')) return jsonResponse(200, page);
      if (url === '/v1/operator/users/42') return jsonResponse(200, BLOCKED);
      return undefined;
    });
    // The account's page loads for longer than the search waits (as a page's code does on a slow phone).
    const slowAccount = { ...userRoutes[1], loader: () => new Promise((resolve) => setTimeout(() => resolve(null), 600)) };
    const { router } = renderRoutes([userRoutes[0] as (typeof userRoutes)[0], slowAccount], '/operator/users');
    const link = await screen.findByRole('link', { name: 'Open the account of zofia@lodzka-stal.pl' });
    fireEvent.change(screen.getByRole('searchbox', { name: /^Search/ }), { target: { value: 'zofia' } });
    fireEvent.click(link);
    await screen.findByTestId('user-blocked');
    // Past the search's 300 ms wait: the typed search must not bring the list back.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(router.state.location.pathname).toBe('/operator/users/42');
    expect(screen.getByTestId('user-blocked')).toBeTruthy();
  });
});
