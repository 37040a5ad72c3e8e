import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { OperatorRow } from '@trades/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, renderWithProviders, resetBrowserState } from '@/testing/shell-test-utils';
import { OperatorsPage } from './operators-page';

const row = (id: number, overrides: Partial<OperatorRow> = {}): OperatorRow => ({
  id,
  email: `op${id}@back.office`,
  firstName: 'Anna',
  lastName: 'Nowak',
  totpEnrolled: true,
  invitationPending: false,
  createdAt: '2026-11-20T10:00:00.000Z',
  lastSignedInAt: '2026-11-28T08:00:00.000Z',
  ...overrides,
});

afterEach(resetBrowserState);

describe('the operators page', () => {
  it('lists the operators with their state, invites one and removes one after a question', { timeout: 20_000 }, async () => {
    let items = [row(1), row(2, { firstName: '', lastName: '', totpEnrolled: false, invitationPending: true, lastSignedInAt: null })];
    const calls = mockFetch(({ url, method, body }) => {
      if (url === '/v1/operator/operators' && method === 'GET') return jsonResponse(200, { items });
      if (url === '/v1/operator/operators' && method === 'POST') {
        const sent = JSON.parse(String(body)) as { email: string };
        if (sent.email === 'op1@back.office') return jsonResponse(409, { code: 'email_taken', message: 'An account with this e-mail already exists', formErrors: { email: ['email_taken'] } });
        const invited = row(3, { email: sent.email, invitationPending: true, totpEnrolled: false, lastSignedInAt: null });
        items = [...items, invited];
        return jsonResponse(201, invited);
      }
      if (url === '/v1/operator/operators/2' && method === 'DELETE') {
        items = items.filter((item) => item.id !== 2);
        return new Response(null, { status: 204 });
      }
      return undefined;
    });
    renderWithProviders(<OperatorsPage />);
    const anna = within(await screen.findByTestId('operator-1'));
    expect(anna.getByText('Two-step sign-in on')).toBeTruthy();
    const pending = within(screen.getByTestId('operator-2'));
    expect(pending.getByText('Invitation sent')).toBeTruthy();
    expect(pending.getAllByText('—')).toHaveLength(2);

    const email = screen.getByLabelText(/^E-mail/, { selector: 'input' });
    fireEvent.click(screen.getByRole('button', { name: 'Send the invitation' }));
    expect(await screen.findByText('This field is required')).toBeTruthy();
    fireEvent.change(email, { target: { value: 'not-an-address' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send the invitation' }));
    expect(await screen.findByText('Enter a valid e-mail address')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    fireEvent.change(email, { target: { value: 'op1@back.office' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send the invitation' }));
    expect(await screen.findAllByText('An account with this e-mail already exists')).not.toHaveLength(0);
    fireEvent.change(email, { target: { value: 'new@back.office' } });
    fireEvent.change(screen.getByLabelText(/^First name/, { selector: 'input' }), { target: { value: 'Ola' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send the invitation' }));
    expect(await screen.findByText('The invitation has been sent to new@back.office.')).toBeTruthy();
    expect(JSON.parse(String(calls.filter((call) => call.method === 'POST').at(-1)?.body))).toEqual({ email: 'new@back.office', firstName: 'Ola', locale: 'en' });
    await screen.findByTestId('operator-3');

    fireEvent.click(screen.getByRole('button', { name: 'Remove op2@back.office' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Remove op2@back.office?' }));
    expect(dialog.getByText(/lose access to the back office at once/)).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('op2@back.office has been removed.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('operator-2')).toBeNull());
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.url)).toEqual(['/v1/operator/operators/2']);
  });

  it('makes new recovery codes after a question and shows them once', async () => {
    mockFetch(({ url, method }) => {
      if (url === '/v1/operator/operators') return jsonResponse(200, { items: [row(1)] });
      if (url === '/v1/operator/me/recovery-codes' && method === 'POST') return jsonResponse(200, { recoveryCodes: ['abcd-efgh-jkmn', 'pqrs-tuvw-xyz2'] });
      return undefined;
    });
    renderWithProviders(<OperatorsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Make new recovery codes' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Make new recovery codes?' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Make new codes' }));
    expect((await screen.findByTestId('recovery-codes')).textContent).toBe('abcd-efgh-jkmn\npqrs-tuvw-xyz2');
    expect(screen.getByText('Save these codes now: they are shown only once.')).toBeTruthy();
  });
});
