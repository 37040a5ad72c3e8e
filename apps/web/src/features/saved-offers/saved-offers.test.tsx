import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { SavedOffer, SavedOfferList } from '@trades/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { listItem } from '@/testing/offers';
import { CANDIDATE_USER, type FetchCall, jsonResponse, mockFetch, renderRoutes, resetBrowserState, signedInHandler } from '@/testing/shell-test-utils';
import { SaveOfferButton } from './components/save-offer-button';
import { SaveOfferIntent } from './components/save-offer-intent';
import { SavedOffersPage } from './pages/saved-offers-page';

type Answer = (call: FetchCall) => Response | Promise<Response>;
type Answers = Record<string, Answer>;

function signedIn(answers: Answers, user: Record<string, unknown> = CANDIDATE_USER) {
  const session = signedInHandler(user);
  return mockFetch((call) => answers[`${call.method} ${call.url}`]?.(call) ?? session(call));
}

/** An answer held back until the test lets it go, to look at the page while the request is under way. */
function held(response: () => Response) {
  let release: () => void = () => undefined;
  const answer = new Promise<Response>((resolve) => {
    release = () => resolve(response());
  });
  return { answer: () => answer, release: () => release() };
}

const noContent = () => new Response(null, { status: 204 });
const ids = (...offerIds: number[]) => () => jsonResponse(200, { offerIds });
const writes = (calls: FetchCall[]) => calls.filter((call) => call.url.startsWith('/v1/candidate/saved-offers/') && call.method !== 'GET').map((call) => `${call.method} ${call.url}`);

describe('the heart of an offer', () => {
  afterEach(resetBrowserState);
  const renderHeart = (offerId = 7) =>
    renderRoutes(
      [
        { path: '/search/query/:params', element: <SaveOfferButton offerId={offerId} /> },
        { path: '/sign-in', element: <p>Sign-in page</p> },
      ],
      '/search/query/industry=1',
    );

  it('saves at once for a candidate, one request for a double click, and names what the next press does', async () => {
    const put = held(noContent);
    const calls = signedIn({ 'GET /v1/candidate/saved-offers/ids': ids(3), 'PUT /v1/candidate/saved-offers/7': put.answer });
    renderHeart();
    const heart = await screen.findByRole('button', { name: 'Save offer' });
    await waitFor(() => expect(heart.hasAttribute('data-disabled')).toBe(false));
    expect(heart.getAttribute('aria-pressed')).toBe('false');

    fireEvent.click(heart, { detail: 1 });
    fireEvent.click(heart, { detail: 2 });
    // Pressed before the server answers; a further press while it is under way changes nothing.
    const pressed = await screen.findByRole('button', { name: 'Remove from saved' });
    expect(pressed.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(pressed, { detail: 1 });
    put.release();
    await waitFor(() => expect(calls.filter((call) => call.url === '/v1/candidate/saved-offers/ids').length).toBe(2));
    expect(writes(calls)).toEqual(['PUT /v1/candidate/saved-offers/7']);
  });

  it('removes a saved offer', async () => {
    let savedNow = [7];
    const calls = signedIn({
      'GET /v1/candidate/saved-offers/ids': () => jsonResponse(200, { offerIds: savedNow }),
      'DELETE /v1/candidate/saved-offers/7': () => {
        savedNow = [];
        return noContent();
      },
    });
    renderHeart();
    const heart = await screen.findByRole('button', { name: 'Remove from saved' });
    expect(heart.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(heart);
    expect((await screen.findByRole('button', { name: 'Save offer' })).getAttribute('aria-pressed')).toBe('false');
    await waitFor(() => expect(writes(calls)).toEqual(['DELETE /v1/candidate/saved-offers/7']));
  });

  it('goes back when the server refuses, and says why', async () => {
    const refusal = { message: 'You already have 500 saved offers, the most you can keep.', code: 'saved_offers_limit_reached', formErrors: {} };
    signedIn({ 'GET /v1/candidate/saved-offers/ids': ids(), 'PUT /v1/candidate/saved-offers/7': () => jsonResponse(422, refusal) });
    renderHeart();
    const heart = await screen.findByRole('button', { name: 'Save offer' });
    await waitFor(() => expect(heart.hasAttribute('data-disabled')).toBe(false));
    fireEvent.click(heart);
    expect(await screen.findByText(refusal.message)).toBeTruthy();
    expect((await screen.findByRole('button', { name: 'Save offer' })).getAttribute('aria-pressed')).toBe('false');
  });

  it('is a visitor’s link to sign in, coming back to the same page with the offer to save, followed in the app', async () => {
    const calls = mockFetch(() => undefined);
    const { router } = renderHeart();
    const heart = await screen.findByRole('link', { name: 'Save offer' });
    // The address a browser without the app's script follows.
    expect(heart.getAttribute('href')).toBe(`/sign-in?redirect=${encodeURIComponent('/search/query/industry=1?saveOffer=7')}`);
    fireEvent.click(heart);
    await screen.findByText('Sign-in page');
    expect(router.state.location.pathname).toBe('/sign-in');
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/search/query/industry=1?saveOffer=7');
    expect(calls.filter((call) => call.url.includes('saved-offers'))).toEqual([]);
  });

  it('shows nothing to an employer', async () => {
    const calls = signedIn({}, { ...CANDIDATE_USER, accountType: 'MemberClient' });
    renderHeart();
    await waitFor(() => expect(calls.some((call) => call.url === '/v1/user/show')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    // Toasts of other tests may still show their close buttons.
    expect(screen.queryByTestId('save-offer')).toBeNull();
    expect(calls.some((call) => call.url.includes('saved-offers'))).toBe(false);
  });
});

describe('the save asked for before signing in', () => {
  afterEach(resetBrowserState);
  const renderIntent = (entry: string) =>
    renderRoutes([{ path: '/offer/:offerSlug', element: <SaveOfferIntent /> }], entry);

  it('is made once for the candidate back on the page, and leaves the address', async () => {
    const calls = signedIn({ 'PUT /v1/candidate/saved-offers/7': noContent });
    const { router } = renderIntent('/offer/7-welder?matched=abc&saveOffer=7');
    expect(await screen.findByText('The offer is saved. You will find it under Saved offers.')).toBeTruthy();
    expect(router.state.location.search).toBe('?matched=abc');
    expect(writes(calls)).toEqual(['PUT /v1/candidate/saved-offers/7']);
  });

  it('is dropped for an employer', async () => {
    const calls = signedIn({}, { ...CANDIDATE_USER, accountType: 'MemberClient' });
    const { router } = renderIntent('/offer/7-welder?saveOffer=7');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(writes(calls)).toEqual([]);
  });
});

describe('the saved offers page', () => {
  afterEach(resetBrowserState);
  const saved = (id: number, overrides: Partial<SavedOffer> = {}): SavedOffer => ({
    offerId: id,
    savedAt: '2026-03-02T08:00:00.000Z',
    status: { id: 2 },
    isExpired: false,
    offer: listItem(id, { hourlyPay: null }),
    ...overrides,
  });
  const listOf = (items: SavedOffer[]): SavedOfferList => ({ items, numTotal: items.length });
  const renderPage = (answers: Answers) => {
    const calls = signedIn(answers);
    renderRoutes([{ path: '/user/saved-offers', Component: SavedOffersPage }], '/user/saved-offers');
    return calls;
  };

  it('lists the saved offers newest first; an expired one is marked and leads nowhere', async () => {
    renderPage({ 'GET /v1/candidate/saved-offers': () => jsonResponse(200, listOf([saved(2), saved(1, { isExpired: true, status: { id: 4 } })])) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Saved offers' })).toBeTruthy();
    const [fresh, expired] = await screen.findAllByTestId('offer-list-item');
    if (!fresh || !expired) throw new Error('two offers expected');
    expect(within(fresh).getByRole('link', { name: 'Welder 2' }).getAttribute('href')).toBe('/offer/2-welder-bergen-2');
    expect(within(fresh).queryByText('Expired')).toBeNull();
    expect(within(fresh).getByText('Saved 02/03/2026')).toBeTruthy();
    expect(within(expired).getByRole('heading', { name: 'Welder 1' })).toBeTruthy();
    expect(within(expired).queryByRole('link', { name: 'Welder 1' })).toBeNull();
    expect(within(expired).getByText('Expired')).toBeTruthy();
    expect(within(expired).getByText('This offer is no longer published, so you cannot apply.')).toBeTruthy();
  });

  it('removes an offer at once, and brings it back when the removal fails', async () => {
    let list = listOf([saved(2), saved(1)]);
    const failing = held(() => jsonResponse(500, { message: 'Something went wrong. Please try again.', code: 'unexpected_error', formErrors: {} }));
    const calls = renderPage({
      'GET /v1/candidate/saved-offers': () => jsonResponse(200, list),
      'DELETE /v1/candidate/saved-offers/2': () => {
        list = listOf([saved(1)]);
        return noContent();
      },
      'DELETE /v1/candidate/saved-offers/1': failing.answer,
    });
    const first = (await screen.findAllByTestId('offer-list-item'))[0] as HTMLElement;
    fireEvent.click(within(first).getByRole('button', { name: 'Remove from saved' }));
    await waitFor(() => expect(screen.queryByText('Welder 2')).toBeNull());
    expect(writes(calls)).toEqual(['DELETE /v1/candidate/saved-offers/2']);

    fireEvent.click(screen.getByRole('button', { name: 'Remove from saved' }));
    await waitFor(() => expect(screen.queryByText('Welder 1')).toBeNull());
    failing.release();
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeTruthy();
    expect(await screen.findByText('Welder 1')).toBeTruthy();
  });

  it('says how to save an offer when there is none', async () => {
    renderPage({ 'GET /v1/candidate/saved-offers': () => jsonResponse(200, listOf([])) });
    expect(await screen.findByText('You have not saved any offers yet. Press the heart on an offer to keep it here.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse all offers' }).getAttribute('href')).toBe('/search/query/showAll=true');
  });
});
