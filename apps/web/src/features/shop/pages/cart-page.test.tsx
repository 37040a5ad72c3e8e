import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FetchCall, jsonResponse, mockFetch, renderWithProviders, resetBrowserState } from '@/testing/shell-test-utils';
import { BUYER, COUNTRIES, METHODS, OFFER_GROUP, PROFILE_GROUP, cartAnswer, orderRow, summaryAnswer } from '@/testing/shop';
import { browser } from '../browser';
import { CartPage } from './cart-page';

type Handler = (call: FetchCall) => Response | undefined;

function shop(groups = [OFFER_GROUP, PROFILE_GROUP], extra: Handler = () => undefined): FetchCall[] {
  return mockFetch((call) => {
    const answer = extra(call);
    if (answer) return answer;
    if (call.url === '/v1/shop/cart') return jsonResponse(200, cartAnswer(groups));
    if (call.url === '/v1/shop/cart/summary') return jsonResponse(200, summaryAnswer(5_100));
    if (call.url === '/v1/payment/methods') return jsonResponse(200, METHODS);
    if (call.url === '/v1/client-profile/show') return jsonResponse(200, BUYER);
    if (call.url === '/v1/public/dictionary/countries') return jsonResponse(200, COUNTRIES);
    if (call.url === '/v1/shop/order?status=1') return jsonResponse(200, { items: [] });
    return undefined;
  });
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  resetBrowserState();
});

describe('cart page', () => {
  it('shows the items grouped by product, the summary, and the first payment method chosen', async () => {
    shop();
    renderWithProviders(<CartPage />);

    const offers = within(await screen.findByTestId('cart-group-publish_offer'));
    expect(offers.getByRole('heading', { name: 'Offer publication' })).toBeTruthy();
    expect(offers.getByText('PLN 1.00 net each')).toBeTruthy();
    // The offer by its name, and the 30 days of publication bought, not the offer's work period.
    expect(offers.getByText('Welder, Bergen')).toBeTruthy();
    expect(offers.getAllByText('Publication: 20/11/2026 – 20/12/2026')).toHaveLength(2);
    expect(offers.queryByText(/01\/12\/2026|indefinitely/)).toBeNull();
    expect(within(screen.getByTestId('cart-group-candidate_profile_assignment')).getByText('Olena Kovalenko')).toBeTruthy();

    const summary = within(screen.getByRole('region', { name: 'Summary' }));
    expect(await summary.findByText('PLN 51.00')).toBeTruthy();
    expect(summary.getByText('VAT 23%')).toBeTruthy();
    expect(summary.getByText('PLN 11.73')).toBeTruthy();
    expect(summary.getByText('PLN 62.73')).toBeTruthy();

    const card = await screen.findByRole('radio', { name: /Payment card/ });
    expect((card as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('img', { name: 'Payment card logo' }).getAttribute('src')).toBe('/payment-methods/card.svg');
    expect((screen.getByRole('radio', { name: /BLIK/ }) as HTMLInputElement).checked).toBe(false);
  });

  it('shows the buyer the invoice will name, with a link to change the company data', async () => {
    shop();
    renderWithProviders(<CartPage />);
    const buyer = within(await screen.findByTestId('buyer-summary'));
    expect(buyer.getByText('Fjord Steel AS')).toBeTruthy();
    expect(buyer.getByText('Bryggen 5')).toBeTruthy();
    expect(await buyer.findByText('5003 Bergen, Norway')).toBeTruthy();
    expect(buyer.getByText('Tax ID: 923456783')).toBeTruthy();
    expect(buyer.getByRole('link', { name: 'Change the company data' }).getAttribute('href')).toBe('/client/settings#company-data');
  });

  it('names what the invoice still lacks and does not place the order until the company data is complete', async () => {
    shop(undefined, ({ url }) => (url === '/v1/client-profile/show' ? jsonResponse(200, { ...BUYER, street: null, zipCode: '' }) : undefined));
    renderWithProviders(<CartPage />);
    const notice = within(await screen.findByTestId('buyer-incomplete'));
    expect(notice.getByText('Missing: street, postal code.')).toBeTruthy();
    expect(notice.getByRole('link', { name: 'Complete the company data' }).getAttribute('href')).toBe('/client/settings#company-data');
    expect((screen.getByRole('button', { name: 'Place the order' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('removes one item by its line id', async () => {
    const calls = shop(undefined, ({ url, method }) => (url === '/v1/shop/cart/item/12' && method === 'DELETE' ? jsonResponse(200, cartAnswer([])) : undefined));
    renderWithProviders(<CartPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Plumber, Oslo from the cart' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE' && c.url === '/v1/shop/cart/item/12')).toBe(true));
    // The cart and its summary reload after the change.
    await waitFor(() => expect(calls.filter((c) => c.url === '/v1/shop/cart/summary').length).toBeGreaterThan(1));
  });

  it('says so when the cart is empty', async () => {
    shop([]);
    renderWithProviders(<CartPage />);
    expect(await screen.findByText('Your cart is empty.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See the price list' }).getAttribute('href')).toBe('/client/price-list/subscriptions');
    expect(screen.queryByRole('button', { name: 'Place the order' })).toBeNull();
    expect(screen.queryByText('You have an order awaiting payment')).toBeNull();
  });

  it('points an empty cart to the order awaiting payment: pay it now or see it', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    const waiting = orderRow('o-7', 1, { number: 'ZAM/2026/11/0007' });
    const calls = shop([], ({ url }) => {
      if (url === '/v1/shop/order?status=1') return jsonResponse(200, { items: [waiting] });
      if (url === '/v1/payment/transaction/recreate/o-7') return jsonResponse(200, { items: [{ paymentUrl: 'http://localhost/payment/sandbox/tok-7', orderUuid: 'o-7' }] });
      return undefined;
    });
    renderWithProviders(<CartPage />);
    const notice = within(await screen.findByTestId('waiting-order-o-7'));
    expect(notice.getByText('You have an order awaiting payment')).toBeTruthy();
    expect(notice.getByText('No. ZAM/2026/11/0007 · PLN 62.73')).toBeTruthy();
    expect(notice.getByRole('link', { name: 'See order ZAM/2026/11/0007' }).getAttribute('href')).toBe('/user/order/o-7');
    expect(screen.getByText('Your cart is empty.')).toBeTruthy();

    // Paying goes to the payment the order already has (the API answers it for a waiting order).
    fireEvent.click(notice.getByRole('button', { name: 'Pay now: order ZAM/2026/11/0007' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://localhost/payment/sandbox/tok-7'));
    const recreate = calls.find((c) => c.url === '/v1/payment/transaction/recreate/o-7');
    expect(JSON.parse(String(recreate?.body))).toEqual({ regulationAccept: true, urlReturn: '/user/order/o-7?payment=returned' });
  });

  it('asks for waiting orders only when the cart is empty', async () => {
    const calls = shop();
    renderWithProviders(<CartPage />);
    await screen.findByTestId('cart-group-publish_offer');
    expect(calls.some((c) => c.url.startsWith('/v1/shop/order'))).toBe(false);
  });

  it('places the order with the chosen method, counts down six seconds and goes to the payment page', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    const calls = shop(undefined, ({ url }) =>
      url === '/v1/payment/transaction/register/cart-uuid' ? jsonResponse(200, { items: [{ paymentUrl: 'http://localhost/payment/sandbox/tok-1', orderUuid: 'o-1' }] }) : undefined,
    );
    renderWithProviders(<CartPage />);
    fireEvent.click(await screen.findByRole('radio', { name: /BLIK/ }));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(screen.getByRole('button', { name: 'Place the order' }));

    const cover = await screen.findByRole('dialog', { name: 'Going to the payment' });
    const register = calls.find((c) => c.url === '/v1/payment/transaction/register/cart-uuid');
    expect(JSON.parse(String(register?.body))).toEqual({ regulationAccept: true, urlReturn: '/user/order/{orderUuid}?payment=returned', method: 2, cartUuid: 'cart-uuid' });
    expect(within(cover).getByRole('status').textContent).toBe('You will be taken to the payment page in 6 s.');
    const manual = within(cover).getByRole('link', { name: 'Go to the payment now' });
    expect(manual.getAttribute('href')).toBe('http://localhost/payment/sandbox/tok-1');
    await waitFor(() => expect(document.activeElement).toBe(manual));

    await act(async () => {
      await vi.advanceTimersByTimeAsync(5_000);
    });
    expect(within(cover).getByRole('status').textContent).toBe('You will be taken to the payment page in 1 s.');
    expect(assign).not.toHaveBeenCalled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_000);
    });
    expect(assign).toHaveBeenCalledWith('http://localhost/payment/sandbox/tok-1');
  });

  it('shows the server message when the order is refused and stays on the cart', async () => {
    shop(undefined, ({ url }) =>
      url === '/v1/payment/transaction/register/cart-uuid' ? jsonResponse(422, { message: 'The offer is already in a waiting order.', code: 'shop_item_in_open_order', formErrors: {} }) : undefined,
    );
    renderWithProviders(<CartPage />);
    await screen.findByRole('radio', { name: /Payment card/ });
    fireEvent.click(screen.getByRole('button', { name: 'Place the order' }));
    expect(await screen.findByText('The offer is already in a waiting order.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect((screen.getByRole('button', { name: 'Place the order' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
