import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, renderRoutes, resetBrowserState, signedInHandler } from '@/testing/shell-test-utils';
import { rememberOfferList, rememberedOfferList } from '@/features/offer-cards';
import { OfferDetailPage } from './offer-pages';
import { listItem, offerDetail } from '@/testing/offers';

const routes = () => [{ path: '/offer/:offerSlug', Component: OfferDetailPage }];

const similarSection = async () => (await screen.findByRole('heading', { level: 2, name: 'Similar offers' })).closest('section') as HTMLElement;

describe('similar offers under the offer detail', () => {
  afterEach(() => {
    resetBrowserState();
    window.sessionStorage.clear();
  });

  it("shows a visitor the offers like this one as cards, and following one opens it and keeps the list the reader came from", async () => {
    rememberOfferList('industry=6');
    const calls = mockFetch(({ url }) => {
      if (url === '/v1/public/offer/7-welder-bergen-7') return jsonResponse(200, offerDetail(7));
      if (url === '/v1/public/offer/7/similar') return jsonResponse(200, { items: [listItem(9), listItem(12, { workLocationCity: { id: 5, title: 'Stavanger' } })] });
      if (url === '/v1/public/offer/9-welder-bergen-9') return jsonResponse(200, offerDetail(9));
      if (url === '/v1/public/offer/9/similar') return jsonResponse(200, { items: [listItem(7)] });
      return undefined;
    });
    renderRoutes(routes(), '/offer/7-welder-bergen-7');
    const section = within(await similarSection());
    expect(section.getByText('The same trade, work nearby or in the same industry.')).toBeTruthy();
    const cards = section.getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual(['Welder 9', 'Welder 12']);
    expect(within(cards[1] as HTMLElement).getByText('Norway, Stavanger')).toBeTruthy();
    // Visitors are asked to log in to see the employer, as on every card.
    expect(section.getAllByRole('link', { name: 'Log in to see the employer' })).toHaveLength(2);
    expect(calls.find((call) => call.url === '/v1/public/offer/7/similar')?.headers.authorization).toBeUndefined();

    fireEvent.click(section.getByRole('link', { name: 'Welder 9' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welder 9' })).toBeTruthy();
    await waitFor(() => expect(within(screen.getByRole('heading', { level: 2, name: 'Similar offers' }).closest('section') as HTMLElement).getByRole('link', { name: 'Welder 7' })).toBeTruthy());
    expect(rememberedOfferList()).toBe('industry=6');
  });

  it('shows a signed-in reader the employers of the similar offers, still from the public call', async () => {
    const session = signedInHandler();
    const calls = mockFetch((call) => {
      if (call.url === '/v1/offer/7') return jsonResponse(200, offerDetail(7));
      if (call.url === '/v1/public/offer/7/similar') return jsonResponse(200, { items: [listItem(9, { client: { name: 'Bergen Sveis AS', logo: 'fakeLogo.png' } })] });
      return session(call);
    });
    renderRoutes(routes(), '/offer/7');
    const section = within(await similarSection());
    expect(section.getByText('Bergen Sveis AS')).toBeTruthy();
    expect(calls.find((call) => call.url === '/v1/public/offer/7/similar')?.headers.authorization).toBeUndefined();
  });

  it('is left out when there are no similar offers, or they cannot be loaded', async () => {
    for (const similar of [jsonResponse(200, { items: [] }), jsonResponse(500, { message: 'Server error', code: 'server_error', formErrors: {} })]) {
      const calls = mockFetch(({ url }) => {
        if (url === '/v1/public/offer/7') return jsonResponse(200, offerDetail(7));
        if (url === '/v1/public/offer/7/similar') return similar.clone();
        return undefined;
      });
      const { unmount } = renderRoutes(routes(), '/offer/7');
      await screen.findByRole('heading', { level: 1, name: 'Welder 7' });
      await waitFor(() => expect(calls.filter((call) => call.url === '/v1/public/offer/7/similar')).toHaveLength(1));
      // Let the answer arrive and render.
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(screen.queryByRole('heading', { name: 'Similar offers' })).toBeNull();
      unmount();
      resetBrowserState();
    }
  });
});
