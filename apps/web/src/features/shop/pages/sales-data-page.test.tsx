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

const happyDom = () => (window as unknown as { happyDOM: { setViewport(size: { width: number; height: number }): void } }).happyDOM;

afterEach(() => resetBrowserState());

describe('sales data page', () => {
  it('shows the counts, spending per month as bars beside the figures, and the products', async () => {
    mockFetch(({ url }) => (url === '/v1/client-financial-account/sales-data' ? jsonResponse(200, SALES) : undefined));
    renderWithProviders(<SalesDataPage />);

    const perMonth = within(await screen.findByRole('region', { name: 'Spending per month' }));
    const november = within(perMonth.getByTestId('month-2026-11'));
    expect(november.getByRole('rowheader', { name: 'November 2026' })).toBeTruthy();
    expect(november.getByText('PLN 123.00')).toBeTruthy();
    expect(november.getByTestId('bar').style.width).toBe('100%');
    expect(within(perMonth.getByTestId('month-2026-10')).getByTestId('bar').style.width).toBe('0%');

    expect(screen.getByText('Paid orders').nextElementSibling?.textContent).toBe('2');
    const perProduct = within(screen.getByRole('region', { name: 'By product' }));
    expect(perProduct.getByRole('rowheader', { name: 'Offer publication' })).toBeTruthy();
    expect(perProduct.getAllByText('PLN 100.00')).toHaveLength(2);
  });

  it('lists the months on a phone, every figure within the screen', async () => {
    happyDom().setViewport({ width: 390, height: 844 });
    try {
      mockFetch(({ url }) => (url === '/v1/client-financial-account/sales-data' ? jsonResponse(200, SALES) : undefined));
      renderWithProviders(<SalesDataPage />);
      const perMonth = within(await screen.findByRole('region', { name: 'Spending per month' }));
      expect(perMonth.queryByRole('table')).toBeNull();
      const november = within(perMonth.getByTestId('month-2026-11'));
      expect(november.getByText('November 2026')).toBeTruthy();
      expect(november.getByText('PLN 123.00')).toBeTruthy();
      expect(november.getByText('Net: PLN 100.00 · Orders: 2')).toBeTruthy();
    } finally {
      happyDom().setViewport({ width: 1024, height: 768 });
    }
  });
});
