import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { SandboxPayment } from '@trades/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, renderRoutes, resetBrowserState } from '@/testing/shell-test-utils';
import { SandboxPaymentPage } from './sandbox-payment-page';

const PAYMENT: SandboxPayment = {
  orderUuid: 'o-1',
  orderNumber: 'ZAM/2026/11/0007',
  amount: 6_273,
  currency: 'PLN',
  description: 'Order ZAM/2026/11/0007',
  state: 'pending',
  urlReturn: `${window.location.origin}/user/order/o-1?payment=returned`,
};

const routes = () => [
  { path: '/payment/sandbox/:token', Component: SandboxPaymentPage },
  { path: '/user/order/:uuid', element: <p>order page</p> },
];

afterEach(() => resetBrowserState());

describe('sandbox payment page', () => {
  it('shows the order and the amount, pays without a token and returns to the order', async () => {
    const calls = mockFetch(({ url, method }) => {
      if (url === '/v1/payment/sandbox/tok-12345' && method === 'GET') return jsonResponse(200, PAYMENT);
      if (url === '/v1/payment/sandbox/tok-12345/complete') return jsonResponse(200, { status: 4, urlReturn: PAYMENT.urlReturn });
      return undefined;
    });
    const { router } = renderRoutes(routes(), '/payment/sandbox/tok-12345');
    expect(await screen.findByText('PLN 62.73')).toBeTruthy();
    expect(screen.getByText('ZAM/2026/11/0007')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/order/o-1'));
    expect(router.state.location.search).toBe('?payment=returned');
    const complete = calls.find((c) => c.url.endsWith('/complete'));
    expect(JSON.parse(String(complete?.body))).toEqual({ outcome: 'success' });
    expect(complete?.headers.authorization).toBeUndefined();
  });

  it('declines', async () => {
    const calls = mockFetch(({ url, method }) => {
      if (url === '/v1/payment/sandbox/tok-12345' && method === 'GET') return jsonResponse(200, PAYMENT);
      if (url === '/v1/payment/sandbox/tok-12345/complete') return jsonResponse(200, { status: 7, urlReturn: PAYMENT.urlReturn });
      return undefined;
    });
    const { router } = renderRoutes(routes(), '/payment/sandbox/tok-12345');
    fireEvent.click(await screen.findByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/order/o-1'));
    expect(JSON.parse(String(calls.find((c) => c.url.endsWith('/complete'))?.body))).toEqual({ outcome: 'failure' });
  });

  it('offers no buttons for a payment that is no longer pending, and says when it does not exist', async () => {
    mockFetch(({ url }) => (url === '/v1/payment/sandbox/tok-12345' ? jsonResponse(200, { ...PAYMENT, state: 'replaced' }) : undefined));
    renderRoutes(routes(), '/payment/sandbox/tok-12345');
    expect(await screen.findByText('A newer payment has replaced this one.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pay' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Back to the order' })).toBeTruthy();
    resetBrowserState();

    mockFetch(() => undefined);
    renderRoutes(routes(), '/payment/sandbox/unknown-token');
    expect(await screen.findByText('This payment does not exist.')).toBeTruthy();
  });
});
