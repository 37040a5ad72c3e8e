import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, renderWithProviders, resetBrowserState } from '@/testing/shell-test-utils';
import { orderRow } from '@/testing/shop';
import { browser } from '../browser';
import { OrderListPage } from './order-list-page';

const ROWS = [orderRow('o-1', 1), orderRow('o-3', 3), orderRow('o-4', 4), orderRow('o-7', 7)];

afterEach(() => {
  vi.restoreAllMocks();
  resetBrowserState();
});

const happyDom = () => (window as unknown as { happyDOM: { setViewport(size: { width: number; height: number }): void } }).happyDOM;

const shownRows = () => screen.queryAllByTestId(/^order-row-/).map((row) => row.getAttribute('data-testid'));

describe('order list page', () => {
  it('lists every order with its status and details link, and filters by status', async () => {
    mockFetch(({ url }) => (url === '/v1/shop/order' ? jsonResponse(200, { items: ROWS }) : undefined));
    renderWithProviders(<OrderListPage />);

    const first = within(await screen.findByTestId('order-row-o-1'));
    expect(first.getByText('Waiting for payment')).toBeTruthy();
    expect(first.getByText('PLN 62.73')).toBeTruthy();
    expect(first.getByRole('link', { name: 'Details of order ZAM/2026/11/0001' }).getAttribute('href')).toBe('/user/order/o-1');
    expect(shownRows()).toHaveLength(4);

    const filters = within(screen.getByRole('group', { name: 'Filter by status' }));
    expect(filters.getAllByRole('button').map((b) => b.textContent)).toEqual(['Waiting for payment', 'Processing', 'Verification failed', 'Paid', 'Canceled', 'Failed']);
    fireEvent.click(filters.getByRole('button', { name: 'Failed' }));
    expect(shownRows()).toEqual(['order-row-o-7']);
    expect(filters.getByRole('button', { name: 'Failed' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(filters.getByRole('button', { name: 'Canceled' }));
    expect(screen.getByText('No orders with this status.')).toBeTruthy();
    // Clicking the active filter clears it.
    fireEvent.click(filters.getByRole('button', { name: 'Canceled' }));
    expect(shownRows()).toHaveLength(4);
  });

  it('offers renewal only for verification failed and failed, and goes to the new payment', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    const calls = mockFetch(({ url }) => {
      if (url === '/v1/shop/order') return jsonResponse(200, { items: ROWS });
      if (url === '/v1/payment/transaction/recreate/o-7') return jsonResponse(200, { items: [{ paymentUrl: 'http://localhost/payment/sandbox/new', orderUuid: 'o-7' }] });
      return undefined;
    });
    renderWithProviders(<OrderListPage />);
    await screen.findByTestId('order-row-o-1');
    for (const uuid of ['o-1', 'o-4']) expect(within(screen.getByTestId(`order-row-${uuid}`)).queryByRole('button', { name: /Renew/ })).toBeNull();
    expect(within(screen.getByTestId('order-row-o-3')).getByRole('button', { name: /^Renew payment of order ZAM/ })).toBeTruthy();

    fireEvent.click(within(screen.getByTestId('order-row-o-7')).getByRole('button', { name: /^Renew payment of order ZAM/ }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://localhost/payment/sandbox/new'));
    expect(JSON.parse(String(calls.find((c) => c.url.includes('recreate'))?.body))).toEqual({ regulationAccept: true, urlReturn: '/user/order/o-7?payment=returned' });
  });

  it('says when there are no orders', async () => {
    mockFetch(({ url }) => (url === '/v1/shop/order' ? jsonResponse(200, { items: [] }) : undefined));
    renderWithProviders(<OrderListPage />);
    expect(await screen.findByText('You have no orders yet.')).toBeTruthy();
  });

  it('shows each order as a card on a phone, its details link and renewal on screen', async () => {
    happyDom().setViewport({ width: 390, height: 844 });
    try {
      mockFetch(({ url }) => (url === '/v1/shop/order' ? jsonResponse(200, { items: ROWS }) : undefined));
      renderWithProviders(<OrderListPage />);
      const card = await screen.findByTestId('order-row-o-7');
      expect(card.tagName).toBe('LI');
      expect(screen.queryByRole('table')).toBeNull();
      expect(within(card).getByRole('link', { name: 'Details of order ZAM/2026/11/0007' })).toBeTruthy();
      expect(within(card).getByRole('button', { name: 'Renew payment of order ZAM/2026/11/0007' })).toBeTruthy();
      expect(within(card).getByText('PLN 62.73')).toBeTruthy();
    } finally {
      happyDom().setViewport({ width: 1024, height: 768 });
    }
  });
});
