import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { InvoiceRegister, OperatorOrderDetail } from '@trades/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, renderWithProviders, resetBrowserState } from '@/testing/shell-test-utils';
import { OperatorPage } from './operator-page';

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

const REGISTER: InvoiceRegister = {
  period: '2026-11',
  items: [
    { id: 3, number: 'FV/2026/11/0003', kind: 'VAT', issueDate: '2026-11-20', saleDate: '2026-11-20', orderNumber: 'ZAM/2026/11/0007', correctsNumber: null, buyer: { name: 'Budpol Sp. z o.o.', address: 'ul. Długa 5/2, 00-238 Warszawa', country: 'PL', taxId: '5260250274' }, vatTreatment: 'standard', net: 200, vat: 46, gross: 246, currency: 'PLN', ksef: { number: null, status: null } },
    { id: 4, number: 'KOR/2026/11/0001', kind: 'KOR', issueDate: '2026-11-21', saleDate: '2026-11-20', orderNumber: 'ZAM/2026/11/0007', correctsNumber: 'FV/2026/11/0003', buyer: { name: 'Budpol Sp. z o.o.', address: 'ul. Długa 5/2, 00-238 Warszawa', country: 'PL', taxId: '5260250274' }, vatTreatment: 'standard', net: -200, vat: -46, gross: -246, currency: 'PLN', ksef: { number: null, status: null } },
  ],
  totals: { net: 0, vat: 0, gross: 0 },
};

afterEach(resetBrowserState);

describe('operator page', () => {
  it('lists the orders, opens one with its payments and refunds it after asking, once however often the button is pressed', async () => {
    let refunded = false;
    const calls = mockFetch(({ url, method }) => {
      if (url === '/v1/operator/orders') return jsonResponse(200, { items: [{ ...ORDER, refunded: refunded ? 246 : 0, status: refunded ? 6 : 4 }] });
      if (url === '/v1/operator/orders/o-7' && method === 'GET') return jsonResponse(200, refunded ? { ...ORDER, status: 6, refunded: 246 } : ORDER);
      if (url === '/v1/operator/orders/o-7/refund') {
        refunded = true;
        return jsonResponse(200, { message: 'The refund has been sent to the payment provider.', correctionNumber: 'KOR/2026/11/0001', items: [{ ...ORDER, status: 6, refunded: 246 }] });
      }
      return undefined;
    });
    renderWithProviders(<OperatorPage />);
    const row = within(await screen.findByTestId('operator-order-ZAM/2026/11/0007'));
    expect(row.getByText('Budpol Sp. z o.o.')).toBeTruthy();
    expect(row.getByText('2,46 PLN')).toBeTruthy();
    fireEvent.click(row.getByRole('button', { name: 'Open order ZAM/2026/11/0007' }));
    const detail = within(await screen.findByTestId('operator-order-detail'));
    expect(detail.getByText(/o-7\.abc/)).toBeTruthy();
    fireEvent.click(detail.getByRole('button', { name: 'Refund' }));
    expect(await detail.findByText('Say why')).toBeTruthy();
    fireEvent.change(detail.getByLabelText(/^Reason/), { target: { value: 'Rezygnacja' } });
    fireEvent.click(detail.getByRole('button', { name: 'Refund' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Refund order ZAM/2026/11/0007?' }));
    expect(dialog.getByText(/2,46 PLN goes back to the buyer/)).toBeTruthy();
    const confirm = dialog.getByRole('button', { name: 'Refund' });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    expect(await screen.findByText('The refund has been sent to the payment provider.')).toBeTruthy();
    expect(calls.filter((c) => c.url === '/v1/operator/orders/o-7/refund')).toHaveLength(1);
    expect(JSON.parse(String(calls.find((c) => c.url === '/v1/operator/orders/o-7/refund')?.body))).toEqual({ reason: 'Rezygnacja' });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Refund' })).toBeNull());
  });

  it('shows the month’s sales register with corrections and totals', async () => {
    mockFetch(({ url }) => {
      if (url === '/v1/operator/orders') return jsonResponse(200, { items: [] });
      if (url.startsWith('/v1/operator/invoices?period=')) return jsonResponse(200, REGISTER);
      return undefined;
    });
    renderWithProviders(<OperatorPage />);
    fireEvent.click(await screen.findByRole('tab', { name: 'Sales register' }));
    const table = within(await screen.findByTestId('sales-register'));
    expect(table.getByText('KOR/2026/11/0001')).toBeTruthy();
    expect(table.getByText('corrects FV/2026/11/0003')).toBeTruthy();
    expect(table.getAllByText('-2,46 PLN')).toHaveLength(1);
    expect(table.getAllByText('0,00 PLN')).toHaveLength(3);
  });
});
