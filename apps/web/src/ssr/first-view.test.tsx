import { fireEvent, screen, waitFor } from '@testing-library/react';
import { act } from 'react';
import type { Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NAMESPACES, i18n } from '@/lib/i18n';
import { FIRST_VIEW_NAMESPACES } from '@/locales/namespaces';
import { allLocaleResources } from '@/testing/i18n';
import { listItem, offerDetail } from '@/testing/offers';
import { jsonResponse } from '@/testing/shell-test-utils';
import { renderFirstView } from '../entry-server';
import { startApp } from '../start';

const offers = [listItem(1, { profession: { id: 3, title: 'TIG welder' } }), listItem(2, { profession: { id: 4, title: 'Electrician' } })];

const PRIMARY = {
  industries: [{ id: 1, title: 'Construction', isActive: true, isSoon: false }],
  localizationLocales: [],
  locationsState: [{ id: 1, country: 'Norway', countryCode: 'NO' }],
};

/** The public API as the server-side render and the hydrated page reach it. */
const api = (async (input: RequestInfo | URL) => {
  const url = String(input);
  if (url.startsWith('/v1/public/offer/list')) return jsonResponse(200, { items: offers, numTotal: 2, numItemsPerPage: 10, pageNumber: 1 });
  if (url === '/v1/public/primary') return jsonResponse(200, PRIMARY);
  if (url === '/v1/public/dictionary/professions') return jsonResponse(200, { '1': [{ id: 3, title: 'TIG welder' }] });
  if (url === '/v1/public/dictionary/cities') return jsonResponse(200, [{ id: 11201, title: 'Bergen', countryId: 1, country: 'Norway' }]);
  if (url === '/v1/public/offer/7/similar') return jsonResponse(200, { items: offers });
  if (url === '/v1/public/offer/7-welder-bergen-7') return jsonResponse(200, offerDetail(7, { profession: { id: 3, title: 'TIG welder' } }));
  return jsonResponse(404, { message: 'Not found', code: 'not_found', formErrors: {} });
}) as typeof fetch;

/** Puts the server's first view in the page, as the API server sends it, and collects what goes wrong after. */
function serve(url: string, view: { html: string; stateScript: string }): unknown[] {
  const problems: unknown[] = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void problems.push(args));
  window.addEventListener('error', (event) => problems.push(event.error ?? event.message));
  vi.stubGlobal('fetch', api);
  window.history.replaceState(null, '', url);
  document.body.innerHTML = `<div id="root">${view.html}</div>${view.stateScript}`;
  return problems;
}

/** Whether React has adopted the server's element (it marks the elements it hydrates). */
function isHydrated(element: Element): boolean {
  return Object.keys(element).some((key) => key.startsWith('__reactFiber'));
}

describe('the first view rendered on the server', () => {
  // The hydrated app stops with its test: work it left scheduled would otherwise run once the page's window is gone.
  const roots: Root[] = [];
  const start = async () => roots.push(await startApp());
  afterEach(() => {
    act(() => {
      for (const root of roots.splice(0)) root.unmount();
    });
    vi.restoreAllMocks();
    document.body.innerHTML = '';
  });

  it('renders the home page with the newest offers, and the browser hydrates it without a mismatch', async () => {
    const view = await renderFirstView({ url: '/', locale: 'en', fetch: api });
    if (!view || 'redirectTo' in view) throw new Error('the home page was not rendered');
    expect(view.html).toContain('TIG welder');
    expect(view.stateScript).toContain('"locale":"en"');

    const problems = serve('/', view);
    const serverHeading = screen.getByRole('heading', { level: 1 });

    await start();
    // The menu opens only once the page is hydrated; the server's elements are kept, not replaced.
    const burger = document.querySelector('button[aria-controls="mobile-navigation"]');
    if (!burger) throw new Error('no menu button');
    // React marks the elements it has hydrated (adopted rather than replaced).
    await waitFor(() => expect(isHydrated(burger)).toBe(true), { timeout: 5000 });
    fireEvent.click(burger);
    expect(await screen.findByRole('dialog', { name: 'Menu', hidden: true }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 })).toBe(serverHeading);
    expect(screen.getByText('TIG welder')).toBeTruthy();
    expect(problems).toEqual([]);
  });

  it.each([
    ['the search results', '/search/query/industry=1&country=1'],
    ['a search by keywords, place and pay', '/search/query/q=TIG%20welder&near=11201&radiusKm=100&payCurrency=NOK&sort=pay|desc'],
    ['an offer', '/offer/7-welder-bergen-7'],
  ])('renders %s, and the browser hydrates it without a mismatch', async (_page, url) => {
    const view = await renderFirstView({ url, locale: 'en', fetch: api });
    if (!view || 'redirectTo' in view) throw new Error(`${url} was not rendered`);
    expect(view.html).toContain('TIG welder');
    const problems = serve(url, view);
    const serverHeading = screen.getByRole('heading', { level: 1 });

    await start();
    await waitFor(() => expect(isHydrated(serverHeading)).toBe(true), { timeout: 5000 });
    expect(screen.getByRole('heading', { level: 1 })).toBe(serverHeading);
    expect(screen.getAllByText('TIG welder').length).toBeGreaterThan(0);
    expect(problems).toEqual([]);
  });

  it('renders the keywords, the place and its radius of the address into the first view', async () => {
    const view = await renderFirstView({ url: '/search/query/q=TIG%20welder&near=11201&radiusKm=100', locale: 'en', fetch: api });
    if (!view || 'redirectTo' in view) throw new Error('the search was not rendered');
    expect(view.html).toContain('value="TIG welder"');
    expect(view.html).toContain('value="Bergen, Norway"');
    expect(view.html).toMatch(/<option value="100" selected="">/);
  });

  // The browser starts a first view with these namespaces only (the rest come at the first touch).
  it('needs no text beyond the first view namespaces on the public pages', async () => {
    const others = NAMESPACES.filter((namespace) => !(FIRST_VIEW_NAMESPACES as readonly string[]).includes(namespace));
    await renderFirstView({ url: '/', locale: 'en', fetch: api });
    const missing: string[] = [];
    for (const namespace of others) i18n.removeResourceBundle('en', namespace);
    i18n.options.saveMissing = true;
    i18n.options.missingKeyHandler = (_languages, namespace, key) => void missing.push(`${namespace}:${key}`);
    try {
      for (const url of ['/', '/search', '/search/query/industry=1&country=1', '/search/query/q=TIG%20welder&near=11201', '/offer/7-welder-bergen-7']) {
        expect(await renderFirstView({ url, locale: 'en', fetch: api }), url).toBeDefined();
      }
    } finally {
      i18n.options.saveMissing = false;
      for (const [namespace, texts] of Object.entries(allLocaleResources().en ?? {})) i18n.addResourceBundle('en', namespace, texts, true, true);
    }
    expect(missing).toEqual([]);
  });

  // The cookie goes along on the server (first-view.api.test.ts); this window's Headers drop set-cookie as a browser's do.
  it('answers a language link with its redirect, always to a path of this site', async () => {
    expect(await renderFirstView({ url: '/lang/ua/search/query/showAll=true?page=2', locale: 'ua', fetch: api })).toMatchObject({
      redirectTo: '/search/query/showAll=true?page=2',
      status: 302,
    });
    expect(await renderFirstView({ url: '/lang/ua//evil.example/x', locale: 'ua', fetch: api })).toMatchObject({ redirectTo: '/evil.example/x' });
  });

  it('declines a page whose data cannot be loaded, so the browser renders it itself', async () => {
    const failing = (async () => jsonResponse(500, { message: 'down', code: 'unexpected_error', formErrors: {} })) as typeof fetch;
    expect(await renderFirstView({ url: '/', locale: 'en', fetch: failing })).toBeUndefined();
  });
});
