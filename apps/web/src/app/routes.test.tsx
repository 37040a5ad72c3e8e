import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteErrorScreen } from '@/app/layout/route-error-screen';
import { CANDIDATE_USER, mockFetch, renderRoutes, resetBrowserState, signedInHandler } from '@/testing/shell-test-utils';
import { appRoutes } from './routes';

describe('protected routes', () => {
  afterEach(resetBrowserState);

  it('send a visitor to sign in (on the employer tab for an employer page) and back', async () => {
    mockFetch(() => undefined);
    const { router } = renderRoutes(appRoutes, '/client/price-list/subscriptions');
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    expect(router.state.location.search).toBe(`?tab=1&redirect=${encodeURIComponent('/client/price-list/subscriptions')}`);
  });

  it('send a candidate away from the employer area to the dashboard', async () => {
    mockFetch(signedInHandler(CANDIDATE_USER));
    const { router } = renderRoutes(appRoutes, '/user/invoices');
    await waitFor(() => expect(router.state.location.pathname).toBe('/user'));
  });

  it('let a candidate into the candidate area with the candidate side panel', async () => {
    const signedIn = signedInHandler(CANDIDATE_USER);
    mockFetch((call) => (call.url === '/v1/candidate-profile/show' ? new Response(JSON.stringify({ wizardStep: 3, isEmailConfirmed: true, status: { id: 6 } })) : signedIn(call)));
    const { router } = renderRoutes(appRoutes, '/offers-matched');
    expect(await screen.findByRole('heading', { name: 'Offers matched to you' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/offers-matched');
    // Steps up to the one reached are links; later ones are not.
    await waitFor(() => expect(screen.getAllByRole('link', { name: 'Languages' }).length).toBeGreaterThan(0));
    expect(screen.queryByRole('link', { name: 'Professions' })).toBeNull();
  });
});

describe('route table', () => {
  afterEach(resetBrowserState);

  it('sends the bare mail area and the bare offer list to their canonical pages', async () => {
    mockFetch(() => undefined);
    const mail = renderRoutes(appRoutes, '/mail');
    await waitFor(() => expect(mail.router.state.location.pathname).toBe('/'));
    mail.unmount();
    mockFetch(signedInHandler({ ...CANDIDATE_USER, accountType: 'MemberClient' }));
    const offers = renderRoutes(appRoutes, '/user/offers/unknown-status');
    await waitFor(() => expect(offers.router.state.location.pathname).toBe('/user/offers/active/1'));
    expect(await screen.findByRole('heading', { name: 'Active offers', level: 1 })).toBeTruthy();
  });
});

describe('error screens', () => {
  afterEach(resetBrowserState);

  it('show the not-found page for unknown paths', async () => {
    mockFetch(() => undefined);
    renderRoutes(appRoutes, '/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('404 Page not found'));
  });

  it('title every not-found rendering "404 Page not found", an unknown document too', async () => {
    mockFetch(() => undefined);
    renderRoutes(appRoutes, '/documents/bogus-key');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('404 Page not found'));
  });

  it('show "Something went wrong..." with the message of any other error', async () => {
    // React reports the caught error on the console; here it is the expected outcome.
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockFetch(() => undefined);
    renderRoutes(
      [
        {
          path: '/',
          errorElement: <RouteErrorScreen />,
          Component: () => {
            throw new Error('Offer store unavailable');
          },
        },
      ],
      '/',
    );
    expect(await screen.findByRole('heading', { name: 'Something went wrong...' })).toBeTruthy();
    expect(screen.getByText('Offer store unavailable')).toBeTruthy();
    expect(document.title).toBe('Offer store unavailable');
    consoleError.mockRestore();
  });

  it('show the not-found page for a 404 route error', async () => {
    mockFetch(() => undefined);
    renderRoutes(
      [
        {
          path: '/',
          errorElement: <RouteErrorScreen />,
          loader: () => {
            throw new Response('', { status: 404 });
          },
          Component: () => null,
        },
      ],
      '/',
    );
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });
});
