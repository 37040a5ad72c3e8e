import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { listItem, offerDetail } from '@/testing/offers';
import { jsonResponse } from '@/testing/shell-test-utils';
import { type FirstView, type FirstViewRedirect, renderFirstView } from '../entry-server';

const offers = [listItem(1, { profession: { id: 3, title: 'TIG welder' } }), listItem(2, { profession: { id: 4, title: 'Electrician' } })];

/** The public API as the server-side render reaches it. */
const api = (async (input: RequestInfo | URL) => {
  const url = String(input);
  if (url.startsWith('/v1/public/offer/list')) return jsonResponse(200, { items: offers, numTotal: 2, numItemsPerPage: 10, pageNumber: 1 });
  if (url === '/v1/public/primary') return jsonResponse(200, { industries: [{ id: 1, title: 'Construction', isActive: true, isSoon: false }], localizationLocales: [], locationsState: [{ id: 1, country: 'Norway', countryCode: 'NO' }] });
  if (url === '/v1/public/dictionary/professions') return jsonResponse(200, { '1': [{ id: 3, title: 'TIG welder' }] });
  if (url === '/v1/public/offer/7/similar') return jsonResponse(200, { items: offers });
  if (url === '/v1/public/offer/7-welder-bergen-7') return jsonResponse(200, offerDetail(7, { profession: { id: 3, title: 'TIG welder' } }));
  return jsonResponse(404, { message: 'Not found', code: 'not_found', formErrors: {} });
}) as typeof fetch;

/** The page a browser without script shows: the server's first view, parsed. */
async function pageWithoutScript(url: string): Promise<HTMLElement> {
  const view = await renderFirstView({ url, locale: 'en', fetch: api });
  if (!view || 'redirectTo' in view) throw new Error(`${url} was not rendered`);
  const root = document.createElement('div');
  root.innerHTML = (view as FirstView).html;
  return root;
}

/** The form a field or button belongs to: the one around it, or the one its form attribute names. */
function formOf(root: HTMLElement, element: HTMLElement): Element | null {
  const id = element.getAttribute('form');
  return id ? root.querySelector(`form[id="${CSS.escape(id)}"]`) : element.closest('form');
}

/**
 * The controls that would do nothing without script: buttons and button-like elements, links without an
 * address, fields of no form. Each must be hidden without script (inside .js-only), or be a form's field or submit button.
 */
function deadControls(root: HTMLElement): string[] {
  const candidates = root.querySelectorAll<HTMLElement>('button, [role="button"], a:not([href]), input, select, textarea');
  return [...candidates]
    .filter((element) => !element.closest('.js-only'))
    .filter((element) => !(formOf(root, element) && (element.matches('input, select, textarea') || element.getAttribute('type') === 'submit')))
    .map((element) => element.outerHTML.slice(0, 160));
}

describe('the public pages without script', () => {
  afterEach(() => i18n.changeLanguage('en'));

  it('show no control that needs the script on the home page, the search results and an offer', async () => {
    const home = await pageWithoutScript('/');
    expect(deadControls(home)).toEqual([]);
    // They are on the page, only hidden without script: the language menu's button, the slider's, the cookie notice's.
    const hidden = [...home.querySelectorAll('.js-only')].map((element) => element.textContent);
    expect(hidden).toEqual(expect.arrayContaining([expect.stringContaining('Change language'), expect.stringContaining('OK, got it')]));
    expect(deadControls(await pageWithoutScript('/offer/7-welder-bergen-7'))).toEqual([]);
    expect(deadControls(await pageWithoutScript('/search/query/showAll=true'))).toEqual([]);
  });

  it('switch the language by link: the server stores it in the cookie and redirects to the page', async () => {
    const results = await pageWithoutScript('/search/query/showAll=true');
    const ukrainian = [...results.querySelectorAll('.no-js-only a')].find((link) => link.textContent === 'Українська');
    expect(ukrainian?.getAttribute('href')).toBe('/lang/ua/search/query/showAll=true');

    // The cookie goes along on the server (Node's Response keeps set-cookie; this test's browser-like one drops it).
    const redirect = (await renderFirstView({ url: '/lang/ua/search/query/showAll=true', locale: 'en', fetch: api })) as FirstViewRedirect;
    expect(redirect).toMatchObject({ redirectTo: '/search/query/showAll=true', status: 302 });
  });

  it('lead a visitor from Apply and the heart to sign-in, coming back to the offer', async () => {
    const offer = await pageWithoutScript('/offer/7-welder-bergen-7');
    const links = [...offer.querySelectorAll('a')];
    const apply = links.find((link) => link.textContent === 'Log in to apply');
    expect(apply?.getAttribute('href')).toBe(`/sign-in?redirect=${encodeURIComponent('/offer/7-welder-bergen-7?apply=1')}`);
    const heart = links.find((link) => link.getAttribute('aria-label') === 'Save offer' && link.closest('[data-testid="offer-list-item"]') === null);
    expect(heart?.getAttribute('href')).toBe(`/sign-in?redirect=${encodeURIComponent('/offer/7-welder-bergen-7?saveOffer=7')}`);
  });
});
