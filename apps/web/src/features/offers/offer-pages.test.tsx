import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CANDIDATE_USER, type FetchCall, jsonResponse, mockFetch, renderRoutes, resetBrowserState, signedInHandler } from '@/testing/shell-test-utils';
import { rememberOfferList } from '@/features/offer-cards';
import { OfferDetailPage, OfferPreviewPage } from './offer-pages';
import { completeProfile, listItem, offerDetail } from '@/testing/offers';

const CLIENT_USER = { ...CANDIDATE_USER, id: 9, accountType: 'MemberClient', firstName: 'Kari' };

function routes() {
  return [
    { path: '/', element: <p>home page</p> },
    { path: '/user', element: <p>user dashboard</p> },
    { path: '/offer/preview/:id', Component: OfferPreviewPage },
    { path: '/offer/:offerSlug', Component: OfferDetailPage },
  ];
}

const notFound = () => jsonResponse(404, { message: 'Not found', code: 'not_found', formErrors: {} });

describe('offer detail page', () => {
  afterEach(() => {
    resetBrowserState();
    window.sessionStorage.clear();
  });

  it('sends a visitor home when the offer cannot be loaded', async () => {
    const calls = mockFetch(({ url }) => (url.startsWith('/v1/public/offer/') ? notFound() : undefined));
    const { router } = renderRoutes(routes(), '/offer/999-gone');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByText('home page')).toBeTruthy();
    expect(calls.map((call) => call.url)).toContain('/v1/public/offer/999-gone');
  });

  it('sends a signed-in user to /user when the offer cannot be loaded', async () => {
    const session = signedInHandler();
    const calls = mockFetch((call) => session(call) ?? (call.url.startsWith('/v1/offer/') ? notFound() : undefined));
    const { router } = renderRoutes(routes(), '/offer/999-gone');
    await waitFor(() => expect(router.state.location.pathname).toBe('/user'));
    expect(calls.some((call) => call.url === '/v1/offer/999-gone' && call.headers.authorization === 'Bearer token-2')).toBe(true);
    expect(calls.some((call) => call.url.startsWith('/v1/public/offer/'))).toBe(false);
  });

  it('shows a visitor every part of the offer, a log-in prompt instead of the employer and the apply area', async () => {
    let call: FetchCall | undefined;
    mockFetch((request) => {
      if (request.url === '/v1/public/offer/7-welder-bergen-7') {
        call = request;
        return jsonResponse(200, offerDetail(7));
      }
      return undefined;
    });
    renderRoutes(routes(), '/offer/7-welder-bergen-7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welder 7' })).toBeTruthy();
    expect(call?.headers.authorization).toBeUndefined();
    expect(document.title).toBe('Welder 7 – Bergen, Norway | Trades Marketplace');

    for (const text of [
      'Heavy industry',
      'Norway, Bergen',
      'EN ISO 9606-1 welding certificate',
      'Reading technical drawings',
      'English',
      'B1 – Intermediate',
      'Tax deduction card (skattekort)',
      'Night and weekend supplement',
      'Health insurance',
      'Paid training and certificates',
      'Employment contract',
      'Two shifts, Rotation 3 weeks on / 3 off',
      'Vestland',
      '7.5',
      '20',
      '02/03/2026 – 30/11/2026',
      'Months: June, July; Days: Monday, Tuesday; Hours 07:00–15:00',
      '14',
    ]) {
      expect(screen.getAllByText(text).length, text).toBeGreaterThan(0);
    }
    // The place of work names the region and the city once: in the list of regions with their cities.
    const place = within(screen.getByRole('region', { name: 'Place of work' }));
    expect(place.getAllByText('Vestland')).toHaveLength(1);
    expect(place.getAllByText(/Bergen/)).toHaveLength(1);
    expect(screen.getByRole('img', { name: 'Level 3.5 of 5' })).toBeTruthy();
    expect(screen.getAllByText('Required').length).toBeGreaterThan(0);
    expect(screen.getByText('Nice to have')).toBeTruthy();
    // The description is the employer's HTML, rendered.
    expect(screen.getByText('steel').tagName).toBe('STRONG');
    expect(screen.queryByText('Fjord Stål AS')).toBeNull();
    expect(screen.getByText('Log in to see who the employer is.')).toBeTruthy();
    // Signing in comes back to this offer.
    expect(screen.getByRole('link', { name: 'Log in to apply' }).getAttribute('href')).toBe('/sign-in?redirect=%2Foffer%2F7-welder-bergen-7%3Fapply%3D1');
    expect(screen.queryByRole('button', { name: 'Apply' })).toBeNull();
  });

  it('shows a candidate the employer and the apply button', async () => {
    const session = signedInHandler();
    mockFetch((call) => {
      if (call.url === '/v1/offer/7') return jsonResponse(200, offerDetail(7, { allowApply: true }));
      if (call.url === '/v1/candidate-profile/show') return jsonResponse(200, completeProfile());
      return session(call);
    });
    renderRoutes(routes(), '/offer/7');
    expect(await screen.findByText('Fjord Stål AS')).toBeTruthy();
    const apply = await screen.findByRole('button', { name: 'Apply' });
    expect(apply.hasAttribute('disabled')).toBe(false);
    expect(screen.queryByRole('link', { name: 'Log in to apply' })).toBeNull();
  });

  it('shows a candidate the documents the country asks for, how to get the missing ones, and the minimum wage the offer meets', async () => {
    const session = signedInHandler();
    const readiness = {
      items: [
        { id: 2, title: 'D number', have: true, howTo: 'Book an ID check at a tax office.' },
        { id: 3, title: 'HMS card', have: false, howTo: 'Your employer orders the HMS card from Arbeidstilsynet.' },
      ],
      have: 1,
      total: 2,
    };
    const meetsMinimumWage = { floor: 26432, currency: 'NOK', source: 'Forskrift om allmenngjøring av tariffavtale for byggeplasser' };
    mockFetch((call) => {
      if (call.url === '/v1/offer/7') return jsonResponse(200, offerDetail(7, { readiness, meetsMinimumWage }));
      if (call.url === '/v1/candidate-profile/show') return jsonResponse(200, completeProfile());
      return session(call);
    });
    renderRoutes(routes(), '/offer/7');
    const section = within((await screen.findByRole('heading', { name: 'Your documents for this country' })).closest('section') as HTMLElement);
    expect(section.getByText('1/2 documents')).toBeTruthy();
    const items = within(section.getByRole('list', { name: 'Documents for the destination' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['D number · you have it', 'HMS card · missingYour employer orders the HMS card from Arbeidstilsynet.']);
    expect(screen.getByText('Meets the minimum wage (264.32 NOK/h)')).toBeTruthy();
  });

  it('shows an employer no apply area', async () => {
    const session = signedInHandler(CLIENT_USER);
    mockFetch((call) => session(call) ?? (call.url === '/v1/offer/7' ? jsonResponse(200, offerDetail(7)) : undefined));
    renderRoutes(routes(), '/offer/7');
    expect(await screen.findByText('Fjord Stål AS')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Apply' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Log in to apply' })).toBeNull();
  });

  it('goes to the previous and next offer of the list it was opened from', async () => {
    rememberOfferList('industry=6&country=1');
    const calls = mockFetch(({ url }) => {
      if (url.startsWith('/v1/public/offer/list?')) return jsonResponse(200, { items: [5, 7, 9].map((id) => listItem(id)), numTotal: 3, numItemsPerPage: 10, pageNumber: 1 });
      if (url === '/v1/public/offer/7-welder-bergen-7') return jsonResponse(200, offerDetail(7));
      return undefined;
    });
    renderRoutes(routes(), '/offer/7-welder-bergen-7');
    const navigation = await screen.findByRole('navigation', { name: 'Offers of the list' });
    await waitFor(() => expect(within(navigation).getByRole('link', { name: 'Next offer' }).getAttribute('href')).toBe('/offer/9-welder-bergen-9'));
    expect(within(navigation).getByRole('link', { name: 'Previous offer' }).getAttribute('href')).toBe('/offer/5-welder-bergen-5');
    expect(within(navigation).getByRole('link', { name: 'Back to the results' }).getAttribute('href')).toBe('/search/query/industry=6&country=1');
    expect(calls.map((call) => call.url)).toContain('/v1/public/offer/list?industry=6&country=1&sort=publicationAt%7Cdesc&page=1');
  });

  it('reaches the next page of the list from its last offer', async () => {
    rememberOfferList('showAll=true');
    mockFetch(({ url }) => {
      if (url.includes('/v1/public/offer/list?') && url.endsWith('page=1')) return jsonResponse(200, { items: [1, 2].map((id) => listItem(id)), numTotal: 3, numItemsPerPage: 2, pageNumber: 1 });
      if (url.includes('/v1/public/offer/list?') && url.endsWith('page=2')) return jsonResponse(200, { items: [3].map((id) => listItem(id)), numTotal: 3, numItemsPerPage: 2, pageNumber: 2 });
      if (url === '/v1/public/offer/2') return jsonResponse(200, offerDetail(2));
      return undefined;
    });
    renderRoutes(routes(), '/offer/2');
    const next = await screen.findByRole('link', { name: 'Next offer' });
    expect(next.getAttribute('href')).toBe('/offer/3-welder-bergen-3');
  });

  it('has no list navigation when the offer was not opened from a list', async () => {
    mockFetch(({ url }) => (url === '/v1/public/offer/7' ? jsonResponse(200, offerDetail(7)) : undefined));
    renderRoutes(routes(), '/offer/7');
    await screen.findByRole('heading', { level: 1, name: 'Welder 7' });
    expect(screen.queryByRole('navigation', { name: 'Offers of the list' })).toBeNull();
  });
});

describe('offer preview page', () => {
  afterEach(resetBrowserState);

  it("shows the employer's own offer from the client-offer call, with a preview notice", async () => {
    const session = signedInHandler(CLIENT_USER);
    mockFetch((call) => session(call) ?? (call.url === '/v1/client-offer/5/show' ? jsonResponse(200, offerDetail(5, { status: { id: 1 } })) : undefined));
    renderRoutes(routes(), '/offer/preview/5');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welder 5' })).toBeTruthy();
    expect(screen.getByText('This is how candidates will see your offer.')).toBeTruthy();
    expect(screen.getByText('Fjord Stål AS')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Apply' })).toBeNull();
  });

  it('sends a visitor home', async () => {
    const calls = mockFetch(() => undefined);
    const { router } = renderRoutes(routes(), '/offer/preview/5');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(calls.some((call) => call.url.includes('/client-offer/'))).toBe(false);
  });
});
