import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { OperatorAuditEntry } from '@trades/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, renderWithProviders, resetBrowserState } from '@/testing/shell-test-utils';
import { AuditPage } from './audit-page';

const entry = (id: number, overrides: Partial<OperatorAuditEntry> = {}): OperatorAuditEntry => ({
  id,
  occurredAt: '2026-11-20T10:00:00.000Z',
  operator: { userId: 1, email: 'anna@back.office' },
  action: 'user.block',
  targetType: 'user',
  targetId: String(100 + id),
  reason: `Reason ${id}`,
  details: {},
  ...overrides,
});

afterEach(resetBrowserState);

describe('the operators’ audit page', () => {
  it('lists who did what, on what and why, newest first, and shows older entries on request', async () => {
    const calls = mockFetch(({ url }) => {
      if (url === '/v1/operator/audit?limit=50') return jsonResponse(200, { items: [entry(3), entry(2, { action: 'order.refund', targetType: 'order', targetId: 'o-7', reason: 'Goodwill' })], nextBefore: 2 });
      if (url === '/v1/operator/audit?limit=50&before=2') return jsonResponse(200, { items: [entry(1, { action: 'operator.invite', reason: null })], nextBefore: null });
      if (url === '/v1/operator/audit?limit=50&action=order.refund') return jsonResponse(200, { items: [entry(2, { action: 'order.refund', targetType: 'order', targetId: 'o-7', reason: 'Goodwill' })], nextBefore: null });
      return undefined;
    });
    renderWithProviders(<AuditPage />);
    expect(await screen.findByText('Reason 3')).toBeTruthy();
    const [newest, refund] = screen.getAllByTestId('audit-entry').map((row) => within(row));
    expect(newest?.getByText('Account blocked')).toBeTruthy();
    expect(newest?.getByText('Account 103')).toBeTruthy();
    expect(refund?.getByText('Order o-7')).toBeTruthy();
    expect(refund?.getByText('Goodwill')).toBeTruthy();
    expect(screen.getAllByText('anna@back.office')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Show older' }));
    await waitFor(() => expect(screen.getAllByTestId('audit-entry')).toHaveLength(3));
    expect(within(screen.getAllByTestId('audit-entry')[2] as HTMLElement).getByText('Operator invited')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show older' })).toBeNull();

    fireEvent.click(screen.getByRole('combobox', { name: 'Action' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Refund', hidden: true }));
    await waitFor(() => expect(screen.getAllByTestId('audit-entry')).toHaveLength(1));
    expect(calls.some((call) => call.url === '/v1/operator/audit?limit=50&action=order.refund')).toBe(true);
  });

  it('says when nothing has been recorded', async () => {
    mockFetch(({ url }) => (url.startsWith('/v1/operator/audit') ? jsonResponse(200, { items: [], nextBefore: null }) : undefined));
    renderWithProviders(<AuditPage />);
    expect(await screen.findByText('Nothing recorded yet.')).toBeTruthy();
  });
});
