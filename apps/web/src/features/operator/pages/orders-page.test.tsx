import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { OperatorOrderDetail } from '@trades/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, renderWithProviders, resetBrowserState } from '@/testing/shell-test-utils';
import { OrdersPage } from './orders-page';

const ORDER: OperatorOrderDetail = {
  uuid: 'o-7',
  number: 'ZAM/2026/11/0007',
  status: 4,
  createdAt: '2026-11-20T10:00:00.000Z',
  paidAt: '2026-11-20T10:01:00.000Z',
  clientUserId: 9,
  buyer: { name: 'Budpol Sp. z o.o.', taxId: '5260250274', country: 'PL' },
  totalNet: 200,
  totalVat: 46,
  totalGross: 246,
  currency: 'PLN',
  refunded: 0,
  items: [],
  payments: [{ id: 1, provider: 'sandbox', sessionId: 'o-7.abc', amount: 246, currency: 'PLN', state: 'completed', providerOrderId: null, createdAt: '2026-11-20T10:00:00.000Z', verifiedAt: '2026-11-20T10:01:00.000Z', refunds: [] }],
  invoices: [{ id: 3, number: 'FV/2026/11/0003', kind: 'VAT', gross: 246 }],
};

afterEach(resetBrowserState);

describe('the operator’s orders', () => {
  it('lists the orders, opens one with its payments and refunds it after asking, once however often the button is pressed', async () => {
    let refunded = false;
    const calls = mockFetch(({ url, method }) => {
      if (url === '/v1/operator/orders') return jsonResponse(200, { items: [{ ...ORDER, refunded: refunded ? 246 : 0, status: refunded ? 6 : 4 }], hasMore: false });
      if (url === '/v1/operator/orders/o-7' && method === 'GET') return jsonResponse(200, refunded ? { ...ORDER, status: 6, refunded: 246 } : ORDER);
      if (url === '/v1/operator/orders/o-7/refund') {
        refunded = true;
        return jsonResponse(200, { message: 'The refund has been sent to the payment provider.', correctionNumber: 'KOR/2026/11/0001', items: [{ ...ORDER, status: 6, refunded: 246 }] });
      }
      return undefined;
    });
    renderWithProviders(<OrdersPage />);
    const row = within(await screen.findByTestId('operator-order-ZAM/2026/11/0007'));
    expect(row.getByText('Budpol Sp. z o.o.')).toBeTruthy();
    expect(row.getByText('PLN 2.46')).toBeTruthy();
    fireEvent.click(row.getByRole('button', { name: 'Open order ZAM/2026/11/0007' }));
    const detail = within(await screen.findByTestId('operator-order-detail'));
    expect(detail.getByText(/o-7\.abc/)).toBeTruthy();
    fireEvent.click(detail.getByRole('button', { name: 'Refund' }));
    expect(await detail.findByText('Say why')).toBeTruthy();
    fireEvent.change(detail.getByLabelText(/^Reason/), { target: { value: 'Rezygnacja' } });
    fireEvent.click(detail.getByRole('button', { name: 'Refund' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Refund order ZAM/2026/11/0007?' }));
    expect(dialog.getByText(/PLN 2\.46 goes back to the buyer/)).toBeTruthy();
    const confirm = dialog.getByRole('button', { name: 'Refund' });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    expect(await screen.findByText('The refund has been sent to the payment provider.')).toBeTruthy();
    expect(calls.filter((c) => c.url === '/v1/operator/orders/o-7/refund')).toHaveLength(1);
    expect(JSON.parse(String(calls.find((c) => c.url === '/v1/operator/orders/o-7/refund')?.body))).toEqual({ reason: 'Rezygnacja' });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Refund' })).toBeNull());
  });

  it('finds an order by what the operator types, a page at a time', async () => {
    const calls = mockFetch(({ url }) => {
      if (url.startsWith('/v1/operator/orders?q=budpol&page=2')) return jsonResponse(200, { items: [{ ...ORDER, number: 'ZAM/2026/11/0001' }], hasMore: false });
      if (url.startsWith('/v1/operator/orders?q=budpol')) return jsonResponse(200, { items: [ORDER], hasMore: true });
      if (url.startsWith('/v1/operator/orders?q=nobody')) return jsonResponse(200, { items: [], hasMore: false });
      if (url === '/v1/operator/orders') return jsonResponse(200, { items: [ORDER], hasMore: false });
      return undefined;
    });
    renderWithProviders(<OrdersPage />);
    await screen.findByTestId('operator-order-ZAM/2026/11/0007');
    const search = screen.getByRole('searchbox', { name: /Find an order/ });
    fireEvent.change(search, { target: { value: '  budpol ' } });
    await waitFor(() => expect(calls.some((c) => c.url === '/v1/operator/orders?q=budpol')).toBe(true));
    fireEvent.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByTestId('operator-order-ZAM/2026/11/0001')).toBeTruthy();
    expect(screen.getByText('Page 2')).toBeTruthy();
    fireEvent.change(search, { target: { value: 'nobody' } });
    expect(await screen.findByText('No order matches “nobody”.')).toBeTruthy();
  });
});
