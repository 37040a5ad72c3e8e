import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, renderRoutes, resetBrowserState } from '@/testing/shell-test-utils';
import { priceListAnswer } from '@/testing/shop';
import { SingleProductPriceListPage, SubscriptionPriceListPage } from './price-list-page';

const routes = () => [
  { path: '/client/price-list/subscriptions', Component: SubscriptionPriceListPage },
  { path: '/client/price-list/single-products', Component: SingleProductPriceListPage },
  { path: '/user/cart', element: <p>cart page</p> },
];

afterEach(() => resetBrowserState());

describe('price list pages', () => {
  it('shows the monthly subscriptions, switches to annual, and adds one to the cart', async () => {
    const calls = mockFetch(({ url, method }) => {
      if (url === '/v1/client-profile/price-list') return jsonResponse(200, priceListAnswer());
      if (url === '/v1/shop/cart/item/add' && method === 'POST') return jsonResponse(200, { data: { uuid: 'c', cartItems: { data: [] } } });
      return undefined;
    });
    const { router } = renderRoutes(routes(), '/client/price-list/subscriptions');

    const card = within(await screen.findByTestId('product-p-month'));
    expect(card.getByRole('heading', { name: 'Business monthly' })).toBeTruthy();
    expect(card.getByText('Most popular')).toBeTruthy();
    expect(card.getByText('499,00 zł net / month')).toBeTruthy();
    expect(within(card.getByRole('list', { name: 'What you get' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['One', 'Two']);
    expect(screen.queryByTestId('product-p-year')).toBeNull();
    expect(screen.getByText('Annual billing: one month free.')).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Price list' });
    expect(within(nav).getByRole('link', { name: 'Subscriptions' }).getAttribute('aria-current')).toBe('page');

    fireEvent.click(screen.getByRole('radio', { name: 'Annual' }));
    const annual = within(await screen.findByTestId('product-p-year'));
    expect(screen.queryByTestId('product-p-month')).toBeNull();
    expect(within(screen.getByRole('table')).getByRole('columnheader', { name: 'Business annual' })).toBeTruthy();

    fireEvent.click(annual.getByRole('button', { name: 'Add Business annual to the cart' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/cart'));
    const add = calls.find((c) => c.url === '/v1/shop/cart/item/add');
    expect(JSON.parse(String(add?.body))).toEqual({ cartItems: [{ product: 'p-year', items: [] }] });
  });

  it('on a phone, compares the products as one card each instead of side-by-side columns', async () => {
    const happyDom = (window as unknown as { happyDOM: { setViewport(size: { width: number; height: number }): void } }).happyDOM;
    happyDom.setViewport({ width: 390, height: 844 });
    try {
      mockFetch(({ url }) => (url === '/v1/client-profile/price-list' ? jsonResponse(200, priceListAnswer()) : undefined));
      renderRoutes(routes(), '/client/price-list/single-products');
      const compare = await screen.findByTestId('price-list-compare');
      expect(screen.queryByRole('table')).toBeNull();
      const cards = within(compare).getAllByRole('listitem');
      expect(cards.map((card) => within(card).getAllByRole('term').map((term) => term.textContent))).toEqual([['Offer publications'], ['Offer publications']]);
      expect(within(cards[0] as HTMLElement).getByRole('definition').textContent).toBe('5');
    } finally {
      happyDom.setViewport({ width: 1024, height: 768 });
    }
  });

  it('shows single products with the regular price struck through next to the promotion price', async () => {
    mockFetch(({ url }) => (url === '/v1/client-profile/price-list' ? jsonResponse(200, priceListAnswer()) : undefined));
    renderRoutes(routes(), '/client/price-list/single-products');

    const offer = within(await screen.findByTestId('product-p-offer'));
    expect(offer.getByText('Main')).toBeTruthy();
    expect(offer.getByText('Promotion')).toBeTruthy();
    const regular = offer.getByText(/PLN\s99\.00/);
    expect(regular.tagName).toBe('S');
    expect(regular.textContent?.replace(/\s+/g, ' ')).toBe('Regular price: PLN 99.00');
    expect(offer.getByText('PLN 1.00 net')).toBeTruthy();
    // Offers are chosen in the offer list, profiles in the pipeline: the cards lead there.
    expect(offer.getByRole('link', { name: 'Choose draft offers' }).getAttribute('href')).toBe('/user/offers/draft/1');
    const profile = within(screen.getByTestId('product-p-profile'));
    expect(profile.getByText('Additional')).toBeTruthy();
    expect(profile.getByText('PLN 49.00 net')).toBeTruthy();
    expect(profile.getByRole('link', { name: 'Go to your offers' })).toBeTruthy();
    expect(screen.queryByRole('radio', { name: 'Annual' })).toBeNull();
  });

  it('shows the server message when adding is refused, and a retry when the list fails', async () => {
    let fail = true;
    mockFetch(({ url }) => {
      if (url === '/v1/client-profile/price-list') return fail ? jsonResponse(500, { message: 'x', code: 'unexpected_error', formErrors: {} }) : jsonResponse(200, priceListAnswer());
      if (url === '/v1/shop/cart/item/add') return jsonResponse(422, { message: 'This product is not on sale.', code: 'shop_product_not_found', formErrors: {} });
      return undefined;
    });
    renderRoutes(routes(), '/client/price-list/subscriptions');
    const retry = await screen.findByRole('button', { name: 'Try again' });
    fail = false;
    fireEvent.click(retry);
    fireEvent.click(await screen.findByRole('button', { name: 'Add Business monthly to the cart' }));
    expect(await screen.findByText('This product is not on sale.')).toBeTruthy();
  });
});
