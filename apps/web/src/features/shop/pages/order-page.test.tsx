import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, renderRoutes, resetBrowserState } from '@/testing/shell-test-utils';
import { PROFILE_GROUP, orderDetail } from '@/testing/shop';
import { OrderPage } from './order-page';

const routes = () => [{ path: '/user/order/:uuid', Component: OrderPage }];

afterEach(() => {
  vi.useRealTimers();
  resetBrowserState();
});

describe('order page', () => {
  it('shows the date, status, contents and totals, and renewal when the order offers it', async () => {
    mockFetch(({ url }) => (url === '/v1/shop/order/o-7' ? jsonResponse(200, { items: [orderDetail('o-7', 7, { cartItems: { data: [PROFILE_GROUP] } })] }) : undefined));
    renderRoutes(routes(), '/user/order/o-7');

    expect(await screen.findByRole('heading', { level: 1, name: 'Order ZAM/2026/11/0007' })).toBeTruthy();
    expect(screen.getByText('Failed')).toBeTruthy();
    const contents = within(screen.getByRole('region', { name: 'Contents' }));
    expect(contents.getByText('Olena Kovalenko')).toBeTruthy();
    expect(contents.queryByRole('button')).toBeNull();
    expect(within(screen.getByRole('region', { name: 'Summary' })).getByText('PLN 2.46')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Renew payment' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it.each([
    ['declined', 7, 'The payment was refused or cancelled at the payment page.'],
    ['expired', 7, 'The payment was not completed in time, so it expired.'],
    ['unverified', 3, 'The payment provider did not confirm the payment.'],
  ] as const)('says why a failed order failed (%s) and what to do', async (reason, status, text) => {
    mockFetch(({ url }) => (url === '/v1/shop/order/o-7' ? jsonResponse(200, { items: [orderDetail('o-7', status, { failureReason: reason })] }) : undefined));
    renderRoutes(routes(), '/user/order/o-7');
    const failure = within(await screen.findByTestId('order-failure'));
    expect(failure.getByText('Why the payment failed')).toBeTruthy();
    expect(failure.getByText(text)).toBeTruthy();
    expect(failure.getByText('You can pay again with “Renew payment”, or “Cancel the order” and place a new order from the cart.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Renew payment' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel the order' })).toBeTruthy();
  });

  it('says nothing of a failure for an order that did not fail', async () => {
    mockFetch(({ url }) => (url === '/v1/shop/order/o-4' ? jsonResponse(200, { items: [orderDetail('o-4', 4)] }) : undefined));
    renderRoutes(routes(), '/user/order/o-4');
    expect(await screen.findByText('Paid')).toBeTruthy();
    expect(screen.queryByTestId('order-failure')).toBeNull();
  });

  it('names each offer of the order and the publication bought', async () => {
    mockFetch(({ url }) => (url === '/v1/shop/order/o-4' ? jsonResponse(200, { items: [orderDetail('o-4', 4)] }) : undefined));
    renderRoutes(routes(), '/user/order/o-4');
    const contents = within(await screen.findByRole('region', { name: 'Contents' }));
    expect(contents.getByText('Welder, Bergen')).toBeTruthy();
    expect(contents.getByText('Plumber, Oslo')).toBeTruthy();
    expect(contents.getAllByText('Publication: 20/11/2026 – 20/12/2026')).toHaveLength(2);
  });

  it('back from the provider, follows a waiting order until it is paid', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let status = 1;
    const calls = mockFetch(({ url }) => (url === '/v1/shop/order/o-1' ? jsonResponse(200, { items: [orderDetail('o-1', status, { invoiceId: status === 4 ? 9 : null, paidAt: status === 4 ? '2026-11-20T10:05:00Z' : null })] }) : undefined));
    renderRoutes(routes(), '/user/order/o-1?payment=returned');

    expect(await screen.findByText('Checking the payment with the provider…')).toBeTruthy();
    expect(screen.getByText('Waiting for payment')).toBeTruthy();
    status = 4;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3_000);
    });
    await waitFor(() => expect(screen.getByText('Paid')).toBeTruthy());
    expect(screen.queryByText('Checking the payment with the provider…')).toBeNull();
    expect(screen.getByRole('link', { name: 'See your invoices' })).toBeTruthy();
    const count = calls.length;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(9_000);
    });
    expect(calls.length).toBe(count);
  });

  it('does not follow a waiting order opened from the list', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = mockFetch(({ url }) => (url === '/v1/shop/order/o-1' ? jsonResponse(200, { items: [orderDetail('o-1', 1, { paymentUrl: 'http://localhost/payment/sandbox/t' })] }) : undefined));
    renderRoutes(routes(), '/user/order/o-1');
    expect((await screen.findByRole('link', { name: 'Go to the payment' })).getAttribute('href')).toBe('http://localhost/payment/sandbox/t');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(9_000);
    });
    expect(calls.filter((c) => c.url === '/v1/shop/order/o-1')).toHaveLength(1);
  });

  it('cancels an unpaid order after asking, once however often the button is pressed', async () => {
    let canceled = false;
    const calls = mockFetch(({ url, method }) => {
      if (url === '/v1/shop/order/o-1' && method === 'GET') return jsonResponse(200, { items: [orderDetail('o-1', canceled ? 5 : 1, { paymentUrl: 'http://localhost:3000/payment/sandbox/t' })] });
      if (url === '/v1/shop/order/o-1/cancel' && method === 'POST') {
        canceled = true;
        return jsonResponse(200, { message: 'The order has been cancelled.', items: [orderDetail('o-1', 5)] });
      }
      return undefined;
    });
    renderRoutes(routes(), '/user/order/o-1');
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel the order' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Cancel order ZAM/2026/11/0007?' }));
    const confirm = dialog.getByRole('button', { name: 'Cancel the order' });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    expect(await screen.findByText('The order has been cancelled.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Cancel the order' })).toBeNull());
    expect(calls.filter((c) => c.url === '/v1/shop/order/o-1/cancel')).toHaveLength(1);
    expect(screen.getByText('Canceled')).toBeTruthy();
  });

  it('shows the not-found page for an order that is not the caller’s', async () => {
    mockFetch(() => undefined);
    renderRoutes(routes(), '/user/order/other');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });
});
