import { screen, within } from '@testing-library/react';
import type { SalesData } from '@trades/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, renderWithProviders, resetBrowserState } from '@/testing/shell-test-utils';
import { SalesDataPage } from './sales-data-page';

const SALES: SalesData = {
  currency: 'PLN',
  months: [
    { month: '2026-10', net: 0, gross: 0, orders: 0 },
    { month: '2026-11', net: 10_000, gross: 12_300, orders: 2 },
  ],
  products: [{ type: 'publish_offer', name: 'Offer publication', quantity: 3, net: 10_000 }],
  counts: { orders: 3, paidOrders: 2, failedOrders: 1, invoices: 2, offersPaid: 3, profilesBought: 0 },
  totals: { net: 10_000, gross: 12_300 },
};

afterEach(() => resetBrowserState());

describe('sales data page', () => {
  it('shows the counts, spending per month as bars beside the figures, and the products', async () => {
    mockFetch(({ url }) => (url === '/v1/client-financial-account/sales-data' ? jsonResponse(200, SALES) : undefined));
    renderWithProviders(<SalesDataPage />);

    const perMonth = within(await screen.findByRole('region', { name: 'Spending per month' }));
    const november = within(perMonth.getByTestId('month-2026-11'));
    expect(november.getByRole('rowheader', { name: 'Nov 2026' })).toBeTruthy();
    expect(november.getByText('123,00 PLN')).toBeTruthy();
    expect(november.getByTestId('bar').style.width).toBe('100%');
    expect(within(perMonth.getByTestId('month-2026-10')).getByTestId('bar').style.width).toBe('0%');

    expect(screen.getByText('Paid orders').nextElementSibling?.textContent).toBe('2');
    const perProduct = within(screen.getByRole('region', { name: 'By product' }));
    expect(perProduct.getByRole('rowheader', { name: 'Offer publication' })).toBeTruthy();
    expect(perProduct.getAllByText('100,00 PLN')).toHaveLength(2);
  });
});
