import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { OfferList } from '@trades/contracts';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FetchCall, jsonResponse, mockFetch, renderRoutes, resetBrowserState, signedInHandler } from '@/testing/shell-test-utils';
import { completeProfile, listItem } from '@/testing/offers';
import { rememberedOfferList } from '@/features/offer-cards';
import { SearchPage } from './search-landing-page';
import { searchFormLoader } from './search-form-loader';
import { SearchResultsPage } from './search-pages';
import { formSearch, parseSearchParams } from './search-params';

const PRIMARY = {
  industries: [
    { id: 1, title: 'Construction', isActive: true, isSoon: false },
    { id: 6, title: 'Heavy industry', isActive: true, isSoon: false },
    { id: 9, title: 'Agriculture', isActive: false, isSoon: true },
  ],
  localizationLocales: [],
  locationsState: [
    { id: 1, country: 'Norway', countryCode: 'NO' },
    { id: 2, country: 'Sweden', countryCode: 'SE' },
  ],
};
const PROFESSIONS = {
  '1': [
    { id: 1, title: 'Carpenter' },
    { id: 14, title: 'Electrician' },
  ],
  '6': [{ id: 20, title: 'Welder' }],
  '9': [{ id: 34, title: 'Farm worker' }],
};

const CITIES = [
  { id: 11201, title: 'Bergen', countryId: 1, country: 'Norway' },
  { id: 10201, title: 'Stavanger', countryId: 1, country: 'Norway' },
  { id: 30101, title: 'Göteborg', countryId: 2, country: 'Sweden' },
];

type ListAnswer = Partial<OfferList> & { items: ReturnType<typeof listItem>[]; numTotal: number };

function api(list: ListAnswer | ((call: FetchCall) => ListAnswer)) {
  return (call: FetchCall) => {
    if (call.url === '/v1/public/primary') return jsonResponse(200, PRIMARY);
    if (call.url === '/v1/public/dictionary/professions') return jsonResponse(200, PROFESSIONS);
    if (call.url === '/v1/public/dictionary/cities') return jsonResponse(200, CITIES);
    if (call.url.startsWith('/v1/public/offer/list?') || call.url.startsWith('/v1/offer/list?')) {
      const answer = typeof list === 'function' ? list(call) : list;
      return jsonResponse(200, { numItemsPerPage: 10, pageNumber: 1, ...answer });
    }
    return undefined;
  };
}

const routes = [
  { path: '/search', Component: SearchPage },
  { path: '/search/query/:params', Component: SearchResultsPage },
  { path: '/offer/:offerSlug', element: <p>offer page</p> },
];

const decoded = (router: ReturnType<typeof renderRoutes>['router']) => decodeURIComponent(router.state.location.pathname);

describe('search results page', () => {
  afterEach(() => {
    resetBrowserState();
    window.sessionStorage.clear();
  });

  it('asks the public list for the search in the address and shows the offers', async () => {
    const calls = mockFetch(api({ items: [listItem(1), listItem(2)], numTotal: 2 }));
    renderRoutes(routes, '/search/query/industry=6&country=1');
    expect(await screen.findByRole('link', { name: 'Welder 1' })).toBeTruthy();
    expect(screen.getByTestId('offer-count').textContent).toBe('Offers found: 2');
    const listCall = calls.find((call) => call.url.startsWith('/v1/public/offer/list'));
    expect(listCall?.url).toBe('/v1/public/offer/list?industry=6&country=1&sort=publicationAt%7Cdesc&page=1');
    expect(listCall?.headers.authorization).toBeUndefined();
    // Breadcrumbs name the industry and the country.
    const breadcrumbs = screen.getByRole('navigation', { name: 'Breadcrumbs' });
    await waitFor(() => expect(within(breadcrumbs).getByText('Norway')).toBeTruthy());
    expect(within(breadcrumbs).getByRole('link', { name: 'Heavy industry' })).toBeTruthy();
    // The profession checkboxes of the ticked industry show; the others do not.
    expect(screen.getByRole('checkbox', { name: 'Welder' })).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: 'Carpenter' })).toBeNull();
    expect((screen.getByRole('checkbox', { name: /Agriculture/ }) as HTMLInputElement).disabled).toBe(true);
    // Visitors have no matching-offers filter.
    expect(screen.queryByRole('checkbox', { name: 'Offers matching my profile' })).toBeNull();
  });

  it('goes to the last page when the address names a page past the end', async () => {
    const calls = mockFetch(api((call) => (call.url.includes('page=999') ? { items: [], numTotal: 66 } : { items: [listItem(61)], numTotal: 66 })));
    const { router } = renderRoutes(routes, '/search/query/showAll=true&page=999');
    await waitFor(() => expect(decoded(router)).toBe('/search/query/showAll=true&page=7'));
    expect(await screen.findByRole('link', { name: 'Welder 61' })).toBeTruthy();
    expect(screen.queryByText('No ads for the given search conditions.')).toBeNull();
    expect(calls.some((call) => call.url.includes('page=7'))).toBe(true);
    // The search bar above the list makes each render of the page a little longer (issue 28).
  }, 15_000);

  it('corrects an address it cannot read (industry=abc) to the search it shows', async () => {
    mockFetch(api({ items: [listItem(1)], numTotal: 1 }));
    const { router } = renderRoutes(routes, '/search/query/industry=abc');
    await waitFor(() => expect(decoded(router)).toBe('/search/query/showAll=true'));
    expect(await screen.findByRole('link', { name: 'Welder 1' })).toBeTruthy();
  });

  it('uses the signed-in list with the token for a signed-in user', async () => {
    const session = signedInHandler();
    const list = api({ items: [listItem(1, { userApplied: true })], numTotal: 1 });
    const calls = mockFetch((call) => session(call) ?? list(call));
    renderRoutes(routes, '/search/query/showAll=true');
    expect(await screen.findByText('You applied')).toBeTruthy();
    expect(calls.some((call) => call.url.startsWith('/v1/public/offer/list'))).toBe(false);
    const listCall = calls.find((call) => call.url.startsWith('/v1/offer/list'));
    expect(listCall?.url).toBe('/v1/offer/list?showAll=true&sort=publicationAt%7Cdesc&page=1');
    expect(listCall?.headers.authorization).toBe('Bearer token-2');
    expect(screen.getByText('Fjord Stål AS')).toBeTruthy();
  });

  it('starts again at page 1 and leaves the matching filter when a filter changes', async () => {
    const session = signedInHandler();
    const list = api({ items: [listItem(1)], numTotal: 40 });
    mockFetch((call) => (call.url === '/v1/candidate-profile/show' ? jsonResponse(200, completeProfile()) : (session(call) ?? list(call))));
    const { router } = renderRoutes(routes, '/search/query/industry=6&page=3');
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Norway' }));
    await waitFor(() => expect(decoded(router)).toBe('/search/query/industry=6&country=1'));

    // The matching filter switches the others off…
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Offers matching my profile' }));
    await waitFor(() => expect(decoded(router)).toBe('/search/query/mlFilter=1'));
    expect((screen.getByRole('checkbox', { name: 'Norway' }) as HTMLInputElement).checked).toBe(false);
    // …and goes off when another filter changes.
    fireEvent.click(screen.getByRole('radio', { name: 'Last 3 days' }));
    await waitFor(() => expect(decoded(router)).toBe('/search/query/publication=3'));
    expect((screen.getByRole('checkbox', { name: 'Offers matching my profile' }) as HTMLInputElement).checked).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Any time' }));
    await waitFor(() => expect(decoded(router)).toBe('/search/query/showAll=true'));
  }, 15_000);

  it('offers the matching filter only to a candidate whose profile is active (status 2)', async () => {
    const session = signedInHandler();
    const list = api({ items: [listItem(1)], numTotal: 1 });
    const calls = mockFetch((call) => (call.url === '/v1/candidate-profile/show' ? jsonResponse(200, completeProfile({ status: { id: 5 } })) : (session(call) ?? list(call))));
    renderRoutes(routes, '/search/query/showAll=true');
    expect(await screen.findByRole('checkbox', { name: 'Norway' })).toBeTruthy();
    await waitFor(() => expect(calls.some((call) => call.url === '/v1/candidate-profile/show')).toBe(true));
    await screen.findByText('Fjord Stål AS');
    expect(screen.queryByRole('checkbox', { name: 'Offers matching my profile' })).toBeNull();
  });

  it('drops the professions of an unticked industry', async () => {
    mockFetch(api({ items: [listItem(1)], numTotal: 1 }));
    const { router } = renderRoutes(routes, '/search/query/industry=1,6&profession=14,20');
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Heavy industry' }));
    await waitFor(() => expect(decoded(router)).toBe('/search/query/industry=1&profession=14'));
    expect(screen.queryByRole('checkbox', { name: 'Welder' })).toBeNull();
  });

  it('starts again at page 1 when the sort changes', async () => {
    mockFetch(api({ items: [listItem(1)], numTotal: 40 }));
    const { router } = renderRoutes(routes, '/search/query/country=1&page=2');
    await screen.findByRole('link', { name: 'Welder 1' });
    fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), { target: { value: 'workStartAt|asc' } });
    await waitFor(() => expect(decoded(router)).toBe('/search/query/country=1&sort=workStartAt|asc'));
  });

  it('builds a change on the search in the address bar, which a navigation still rendering is already in', async () => {
    mockFetch(api({ items: [listItem(1)], numTotal: 40 }));
    const { router } = renderRoutes(routes, '/search/query/country=1');
    await screen.findByRole('link', { name: 'Welder 1' });
    // The radius just chosen is in the address; the page has not rendered it yet.
    window.history.pushState(null, '', '/search/query/country=1&near=10201&radiusKm=25');
    try {
      fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), { target: { value: 'workStartAt|asc' } });
      await waitFor(() => expect(decoded(router)).toBe('/search/query/country=1&near=10201&radiusKm=25&sort=workStartAt|asc'));
    } finally {
      window.history.pushState(null, '', '/');
    }
  });

  it('shows at most six page buttons and links each page', async () => {
    mockFetch(api((call) => ({ items: [listItem(Number(new URLSearchParams(call.url.split('?')[1]).get('page')))], numTotal: 200 })));
    const { router } = renderRoutes(routes, '/search/query/showAll=true&page=10');
    await screen.findByRole('link', { name: 'Welder 10' });
    const pager = screen.getByRole('navigation', { name: 'Pages of results' });
    const pages = within(pager).getAllByTestId('page-button');
    expect(pages.map((page) => page.textContent)).toEqual(['8', '9', '10', '11', '12', '13']);
    expect(within(pager).getByRole('link', { name: 'Page 10' }).getAttribute('aria-current')).toBe('page');
    fireEvent.click(within(pager).getByRole('link', { name: 'Next page' }));
    await waitFor(() => expect(decoded(router)).toBe('/search/query/showAll=true&page=11'));
    expect(await screen.findByRole('link', { name: 'Welder 11' })).toBeTruthy();
  });

  it('shows placeholders while loading and the empty message without offers', async () => {
    let answer: (value: Response) => void = () => undefined;
    mockFetch((call) =>
      call.url.startsWith('/v1/public/offer/list') ? undefined : api({ items: [], numTotal: 0 })(call),
    );
    const pending = new Promise<Response>((resolve) => {
      answer = resolve;
    });
    const base = globalThis.fetch;
    globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) =>
      String(input).startsWith('/v1/public/offer/list') ? pending : base(input, init)) as typeof fetch;
    renderRoutes(routes, '/search/query/industry=1');
    expect(await screen.findByTestId('offer-list-loading')).toBeTruthy();
    answer(jsonResponse(200, { items: [], numTotal: 0, numItemsPerPage: 10, pageNumber: 1 }));
    expect(await screen.findByText('No ads for the given search conditions.')).toBeTruthy();
    expect(screen.queryByTestId('offer-list-loading')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Pages of results' })).toBeNull();
  });

  it('scrolls to the top after a load on screens wider than 768 px only', async () => {
    const scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
    vi.stubGlobal('innerWidth', 1024);
    mockFetch(api({ items: [listItem(1)], numTotal: 1 }));
    const wide = renderRoutes(routes, '/search/query/industry=6');
    await screen.findByRole('link', { name: 'Welder 1' });
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith({ top: 0 }));
    wide.unmount();

    scrollTo.mockClear();
    vi.stubGlobal('innerWidth', 768);
    renderRoutes(routes, '/search/query/industry=1');
    await screen.findByRole('link', { name: 'Welder 1' });
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('remembers the search as the list of the opened offer', async () => {
    mockFetch(api({ items: [listItem(1)], numTotal: 1 }));
    renderRoutes(routes, '/search/query/industry=6&sort=workEndAt|asc');
    fireEvent.click(await screen.findByRole('link', { name: 'Welder 1' }));
    expect(await screen.findByText('offer page')).toBeTruthy();
    expect(rememberedOfferList()).toBe('industry=6&sort=workEndAt|asc');
  });
});

describe('keyword, place and pay search (issue 28)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    resetBrowserState();
  });

  it('searches by keywords, then a city and its radius; each is in the address and the list call, the cards give the distance', async () => {
    const calls = mockFetch(api((call) => ({ items: [listItem(1, { distanceKm: call.url.includes('near=') ? 35 : null })], numTotal: 1 })));
    const { router } = renderRoutes(routes, '/search/query/showAll=true');
    await screen.findByRole('link', { name: 'Welder 1' });
    // No place asked: the city list is not loaded.
    expect(calls.some((call) => call.url === '/v1/public/dictionary/cities')).toBe(false);

    const keywords = within(screen.getByRole('search', { name: 'Search by keywords' }));
    fireEvent.change(keywords.getByRole('searchbox', { name: 'Keywords' }), { target: { value: '  spawacz   tig ' } });
    fireEvent.click(keywords.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(decoded(router)).toBe('/search/query/q=spawacz tig'));
    await waitFor(() => expect(calls.some((call) => call.url === '/v1/public/offer/list?q=spawacz+tig&sort=relevance%7Cdesc&page=1')).toBe(true));
    expect((screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement).value).toBe('relevance|desc');
    expect(screen.queryByRole('option', { name: 'Nearest first' })).toBeNull();

    const place = screen.getByRole('combobox', { name: 'Place' });
    // Typed into while focused, as a person types (Mantine takes a change to an unfocused field for autofill).
    act(() => place.focus());
    fireEvent.change(place, { target: { value: 'berg' } });
    expect(await screen.findByRole('option', { name: 'Bergen, Norway' })).toBeTruthy();
    expect(screen.queryByRole('option', { name: 'Stavanger, Norway' })).toBeNull();
    fireEvent.click(await screen.findByRole('option', { name: 'Bergen, Norway' }));
    await waitFor(() => expect(decoded(router)).toBe('/search/query/q=spawacz tig&near=11201'));
    fireEvent.change(await screen.findByRole('combobox', { name: 'Distance' }), { target: { value: '100' } });
    await waitFor(() => expect(decoded(router)).toBe('/search/query/q=spawacz tig&near=11201&radiusKm=100'));
    await waitFor(() => expect(calls.some((call) => call.url.includes('q=spawacz+tig&near=11201&radiusKm=100&sort=relevance%7Cdesc'))).toBe(true));
    expect((await screen.findByTestId('offer-distance')).textContent).toBe('35 km');
    expect(screen.getByRole('option', { name: 'Nearest first' })).toBeTruthy();
  }, 20_000);

  it('shows the place of an address by its name, and clearing it goes back to every offer', async () => {
    mockFetch(api({ items: [listItem(1)], numTotal: 1 }));
    const { router } = renderRoutes(routes, '/search/query/near=30101&radiusKm=25');
    await waitFor(() => expect((screen.getByRole('combobox', { name: 'Place' }) as HTMLInputElement).value).toBe('Göteborg, Sweden'));
    expect((screen.getByRole('combobox', { name: 'Distance' }) as HTMLSelectElement).value).toBe('25');
    // Erasing the name clears the place, as the clear button does.
    const place = screen.getByRole('combobox', { name: 'Place' });
    act(() => place.focus());
    fireEvent.change(place, { target: { value: '' } });
    act(() => place.blur());
    await waitFor(() => expect(decoded(router)).toBe('/search/query/showAll=true'));
    expect(screen.queryByRole('combobox', { name: 'Distance' })).toBeNull();
  }, 15_000);

  it('checks the minimum pay as the API does, then filters by it; cards show converted pay and the rates date', async () => {
    const calls = mockFetch(
      api((call) =>
        call.url.includes('payCurrency=SEK')
          ? { items: [listItem(1, { hourlyPay: { amount: 287.6, currency: 'SEK' } })], numTotal: 1, ratesDate: '2026-11-27' }
          : { items: [listItem(1)], numTotal: 1 },
      ),
    );
    const { router } = renderRoutes(routes, '/search/query/country=1');
    await screen.findByRole('link', { name: 'Welder 1' });
    // The offer's own hourly pay is not repeated.
    expect(screen.queryByTestId('offer-hourly-pay')).toBeNull();
    const pay = within(screen.getByRole('group', { name: 'Hourly pay (gross)' }));
    fireEvent.change(pay.getByRole('textbox', { name: 'At least' }), { target: { value: '250' } });
    fireEvent.click(pay.getByRole('button', { name: 'Apply' }));
    expect(await pay.findByText('Choose the currency')).toBeTruthy();
    fireEvent.change(pay.getByRole('textbox', { name: 'At least' }), { target: { value: '-5' } });
    fireEvent.change(pay.getByRole('combobox', { name: 'Currency' }), { target: { value: 'SEK' } });
    fireEvent.click(pay.getByRole('button', { name: 'Apply' }));
    expect(await pay.findByText('Enter an amount above 0, e.g. 250')).toBeTruthy();
    expect(decoded(router)).toBe('/search/query/country=1');

    fireEvent.change(pay.getByRole('textbox', { name: 'At least' }), { target: { value: '250' } });
    fireEvent.click(pay.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(decoded(router)).toBe('/search/query/country=1&payMin=250&payCurrency=SEK'));
    expect(calls.some((call) => call.url === '/v1/public/offer/list?country=1&payMin=250&payCurrency=SEK&sort=publicationAt%7Cdesc&page=1')).toBe(true);
    expect((await screen.findByTestId('offer-hourly-pay')).textContent).toBe('≈ 288 SEK/h');
    expect(screen.getByTestId('rates-date').textContent).toMatch(/^Pay converted at the ECB rates of .*2026/);
    fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), { target: { value: 'pay|desc' } });
    await waitFor(() => expect(decoded(router)).toBe('/search/query/country=1&payMin=250&payCurrency=SEK&sort=pay|desc'));
  }, 15_000);

  it('names the filter that removes the most offers when nothing is found, and links the search without it', async () => {
    mockFetch(
      api((call) =>
        call.url.includes('country=1')
          ? { items: [], numTotal: 0, relaxations: [{ filter: 'country', numTotal: 12 }, { filter: 'industry', numTotal: 3 }] }
          : { items: [listItem(1)], numTotal: 12 },
      ),
    );
    const { router } = renderRoutes(routes, '/search/query/industry=6&country=1');
    expect(await screen.findByText('No ads for the given search conditions.')).toBeTruthy();
    fireEvent.click(await screen.findByRole('link', { name: 'Without “Norway” you would find 12 offers' }));
    await waitFor(() => expect(decoded(router)).toBe('/search/query/industry=6'));
    expect(await screen.findByRole('link', { name: 'Welder 1' })).toBeTruthy();
  });

  it('says a dropped keyword or place in words, in the plural of the count', async () => {
    mockFetch(api({ items: [], numTotal: 0, relaxations: [{ filter: 'near', numTotal: 1 }] }));
    renderRoutes(routes, '/search/query/q=welder&near=11201&radiusKm=25');
    expect(await screen.findByRole('link', { name: 'Without “Bergen + 25 km” you would find 1 offer' })).toBeTruthy();
  });

  it('keeps "Show offers (N)" at the bottom edge of the phone drawer, below every filter', async () => {
    const happyDom = (window as unknown as { happyDOM: { setViewport(size: { width: number; height: number }): void } }).happyDOM;
    happyDom.setViewport({ width: 390, height: 844 });
    try {
      mockFetch(api({ items: [listItem(1)], numTotal: 14 }));
      renderRoutes(routes, '/search/query/country=1');
      await screen.findByRole('link', { name: 'Welder 1' });
      // The keywords and the place stay above the list, outside the drawer.
      expect(screen.getByRole('search', { name: 'Search by keywords' })).toBeTruthy();
      expect(screen.getByRole('combobox', { name: 'Place' })).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: 'Filters' }));
      const drawer = within(await screen.findByRole('dialog', { name: 'Filters' }));
      const footer = drawer.getByTestId('filters-drawer-footer');
      const show = within(footer).getByRole('button', { name: 'Show offers (14)' });
      // Last in the drawer's scrolling body, after the pay filter: position sticky keeps it at the bottom edge.
      expect(footer.parentElement?.lastElementChild).toBe(footer);
      expect(drawer.getByRole('group', { name: 'Hourly pay (gross)' }).compareDocumentPosition(footer) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      fireEvent.click(show);
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Filters' })).toBeNull());
    } finally {
      happyDom.setViewport({ width: 1024, height: 768 });
    }
  }, 15_000);
});

describe('search landing page', () => {
  afterEach(resetBrowserState);

  it('needs no industry: nothing chosen is the newest offers, a country alone is a search', async () => {
    mockFetch(api({ items: [], numTotal: 0 }));
    const empty = renderRoutes(routes, '/search');
    fireEvent.click(await screen.findByRole('button', { name: 'Search' }));
    await waitFor(() => expect(decoded(empty.router)).toBe('/search/query/showAll=true'));
    empty.unmount();

    const { router } = renderRoutes(routes, '/search');
    await waitFor(() => expect((screen.getByRole('combobox', { name: /Country/ }) as HTMLInputElement).disabled).toBe(false));
    fireEvent.click(screen.getByRole('combobox', { name: /Country/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Norway' }));
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(decoded(router)).toBe('/search/query/country=1'));
  }, 15_000);

  it('goes to the list of the keywords, the chosen industry and country', async () => {
    mockFetch(api({ items: [], numTotal: 0 }));
    const { router } = renderRoutes(routes, '/search');
    fireEvent.change(await screen.findByRole('searchbox', { name: 'Keywords' }), { target: { value: 'spawacz' } });

    await waitFor(() => expect((screen.getByRole('combobox', { name: /Industry/ }) as HTMLInputElement).disabled).toBe(false));
    fireEvent.click(screen.getByRole('combobox', { name: /Industry/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Construction' }));
    fireEvent.click(screen.getByRole('combobox', { name: /Country/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Norway' }));
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(decoded(router)).toBe('/search/query/industry=1&country=1&q=spawacz'));
  });
});

/** Controls that would do nothing without the script: outside .js-only, neither a field of a form nor its submit button. */
function deadControls(root: ParentNode): string[] {
  return [...root.querySelectorAll<HTMLElement>('button, [role="button"], a:not([href]), input, select, textarea')]
    .filter((element) => !element.closest('.js-only'))
    .filter((element) => {
      const form = (element as HTMLInputElement).form ?? element.closest('form');
      return !(form && (element.matches('input, select, textarea') || element.getAttribute('type') === 'submit'));
    })
    .map((element) => element.outerHTML.slice(0, 160));
}

/** What a form sends when it is submitted as plain HTML: its fields, those naming it (form="...") included. */
function fieldsOf(form: HTMLFormElement): URLSearchParams {
  const fields = new URLSearchParams();
  for (const [name, value] of new FormData(form)) fields.append(name, String(value));
  return fields;
}

describe('the search without the script (issue 29)', () => {
  afterEach(resetBrowserState);

  it('makes every control of the results page a field or the submit button of a form that asks for the whole search', async () => {
    mockFetch(api({ items: [listItem(1)], numTotal: 40 }));
    const search = 'industry=6&profession=20&country=1&publication=3&q=welder&near=11201&radiusKm=25&payMin=250&payCurrency=NOK&sort=workStartAt|asc&page=2';
    const { container } = renderRoutes(routes, `/search/query/${search}`);
    await screen.findByRole('link', { name: 'Welder 1' });
    await waitFor(() => expect((screen.getByRole('combobox', { name: 'Place' }) as HTMLInputElement).value).toBe('Bergen, Norway'));
    expect(deadControls(container)).toEqual([]);

    const forms = [...container.querySelectorAll('form')];
    expect(forms.map((form) => [form.getAttribute('method'), form.getAttribute('action')])).toEqual([
      ['get', '/search/query'],
      ['get', '/search/query'],
      ['get', '/search/query'],
    ]);
    // Sent as they are, the sort, the keywords with the place typed by name, and the filters each give the search shown.
    const shown = { ...parseSearchParams(search), page: 1 };
    for (const form of forms) expect(formSearch(fieldsOf(form), CITIES).state).toEqual(shown);
  });

  it('goes from a form sent without the script to the address of its search, and says when a typed place is no city', async () => {
    mockFetch(api({ items: [listItem(1)], numTotal: 1 }));
    const withLoader = [{ path: '/search/query', loader: searchFormLoader }, ...routes];
    const found = renderRoutes(withLoader, '/search/query?q=welder&place=bergen&radiusKm=25&industry=6&industry=1&page=4');
    await waitFor(() => expect(decoded(found.router)).toBe('/search/query/industry=6,1&q=welder&near=11201&radiusKm=25'));
    expect(await screen.findByRole('link', { name: 'Welder 1' })).toBeTruthy();
    found.unmount();

    const unknown = renderRoutes(withLoader, '/search/query?q=welder&place=Atlantis');
    await waitFor(() => expect(decoded(unknown.router)).toBe('/search/query/q=welder'));
    expect(unknown.router.state.location.search).toBe('?place=Atlantis');
    expect((await screen.findByTestId('unknown-place')).textContent).toBe('We found no city called “Atlantis”, so the offers below are from every place.');
  });

  it('gives the landing page native selects and a form that asks for the search', async () => {
    mockFetch(api({ items: [], numTotal: 0 }));
    const { container } = renderRoutes(routes, '/search');
    await waitFor(() => expect((screen.getByRole('combobox', { name: /Industry/ }) as HTMLInputElement).disabled).toBe(false));
    expect(deadControls(container)).toEqual([]);
    const form = screen.getByRole('form', { name: 'Job search' }) as HTMLFormElement;
    expect([form.getAttribute('method'), form.getAttribute('action')]).toEqual(['get', '/search/query']);
    // The professions of every open industry, under its name.
    const professions = form.querySelector<HTMLSelectElement>('select[name="profession"]');
    expect([...(professions?.querySelectorAll('optgroup') ?? [])].map((group) => group.label)).toEqual(['Construction', 'Heavy industry']);
    (form.querySelector('select[name="industry"]') as HTMLSelectElement).value = '6';
    (form.querySelector('select[name="country"]') as HTMLSelectElement).value = '1';
    fireEvent.change(screen.getByRole('searchbox', { name: 'Keywords' }), { target: { value: 'tig' } });
    expect(formSearch(fieldsOf(form)).state).toMatchObject({ industries: [6], countries: [1], q: 'tig', page: 1 });
  });
});
