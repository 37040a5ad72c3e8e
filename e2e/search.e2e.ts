import type { OfferDetail, OfferListItem } from '@trades/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchWithin, holdRequests, launchBrowser, newPage as newSharedPage, seriousA11yViolations, useOwnServer } from './browser.ts';
import { employerWithPublishedOffer } from './builders.ts';
import { type RunningServer, startServer } from './server.ts';

/*
 * A server of its own: these tests page through every offer and compare with the API, which the other
 * browser test files, running at the same time on the shared server, would change by publishing offers.
 */
let server: RunningServer;
const baseUrl = () => server.baseUrl;
const newPage = (browser: Browser, options: { width?: number; height?: number } = {}) => newSharedPage(browser, { ...options, baseURL: baseUrl() });

/** What the tests read of a list row or an offer detail. */
type ListedOffer = Pick<OfferListItem, 'id' | 'slug' | 'profession' | 'workLocationState'>;

/** The page-loading cover stays one second on the first load. */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator('main').first().waitFor();
  await page.waitForTimeout(1400);
}

async function publicList(query: string, locale = 'en'): Promise<ListedOffer[]> {
  const response = await fetchWithin(`${baseUrl()}/v1/public/offer/list?${query}`, { headers: { 'x-locale': locale } });
  expect(response.status).toBe(200);
  return ((await response.json()) as { items: OfferListItem[] }).items;
}

async function publicOffer(id: number, locale: string): Promise<ListedOffer> {
  const response = await fetchWithin(`${baseUrl()}/v1/public/offer/${id}`, { headers: { 'x-locale': locale } });
  expect(response.status).toBe(200);
  return (await response.json()) as OfferDetail;
}

const path = (page: Page) => decodeURIComponent(new URL(page.url()).pathname);
const offerPath = (offer: ListedOffer) => `/offer/${offer.id}-${offer.slug}`;

/** The list has loaded (no placeholders) and its first card links to `first`. */
async function listShows(page: Page, first: ListedOffer): Promise<void> {
  await page.getByTestId('offer-list-loading').waitFor({ state: 'detached' });
  // The previous results stay on screen while the next ones load, and may hold the same offer further down,
  // so wait for the first card itself to change.
  await page
    .getByTestId('offer-list-item')
    .first()
    .getByRole('heading')
    .locator(`a[href="${offerPath(first)}"]`)
    .waitFor();
  const firstHref = await page.getByTestId('offer-list-item').first().getByRole('heading').getByRole('link').getAttribute('href');
  expect(firstHref).toBe(offerPath(first));
}

describe('offer search', () => {
  let browser: Browser;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  }, 200_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('searches construction in Norway from the home page, sorts, opens an offer, goes to the next one and reads it in Ukrainian', async () => {
    const { context, page } = await newPage(browser);
    await open(page, '/');
    await page.getByRole('link', { name: 'Search by trade' }).click();
    await page.getByRole('heading', { name: 'Find a job', level: 1 }).waitFor();

    // Every field is optional (issue 28): keywords, industry, profession, country.
    const form = page.getByRole('form', { name: 'Job search' });
    await form.getByRole('searchbox', { name: 'Keywords' }).waitFor();
    expect(path(page)).toBe('/search');

    await form.getByRole('combobox', { name: /Industry/ }).click();
    await page.getByRole('option', { name: 'Construction' }).click();
    await form.getByRole('combobox', { name: /Country/ }).click();
    await page.getByRole('option', { name: 'Norway' }).click();
    await form.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL((url) => decodeURIComponent(url.pathname) === '/search/query/industry=1&country=1');

    const newest = await publicList('industry=1&country=1');
    expect(newest.length).toBeGreaterThan(1);
    await listShows(page, newest[0] as ListedOffer);
    expect(await page.getByTestId('offer-count').textContent()).toMatch(/^Offers found: \d+$/);
    expect(await page.getByRole('checkbox', { name: 'Construction', exact: true }).isChecked()).toBe(true);
    expect(await page.getByRole('checkbox', { name: 'Norway', exact: true }).isChecked()).toBe(true);
    const countries = await page.getByTestId('offer-list-item').getByText(/^Norway/).count();
    expect(countries).toBe(await page.getByTestId('offer-list-item').count());

    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('workStartAt|asc');
    await page.waitForURL((url) => decodeURIComponent(url.pathname) === '/search/query/industry=1&country=1&sort=workStartAt|asc');
    const byStart = await publicList('industry=1&country=1&sort=workStartAt|asc');
    const [first, second] = byStart as [ListedOffer, ListedOffer];
    await listShows(page, first);

    // Reload and back keep the search: the address is the state.
    await page.reload();
    await listShows(page, first);
    expect(await page.getByRole('combobox', { name: 'Sort by' }).inputValue()).toBe('workStartAt|asc');

    await page.getByTestId('offer-list-item').first().getByRole('heading').getByRole('link').click();
    await page.waitForURL((url) => url.pathname === offerPath(first));
    await page.getByRole('heading', { level: 1, name: first.profession.title }).waitFor();
    // The title names the city when the offer has one (which offer starts first depends on the day the demo data was made).
    const firstDetail = (await publicOffer(first.id, 'en')) as OfferDetail;
    const place = [firstDetail.workLocationCity?.title, 'Norway'].filter(Boolean).join(', ');
    await expect.poll(() => page.title()).toBe(`${first.profession.title} – ${place} | Trades Marketplace`);
    await page.getByText('Log in to see who the employer is.').waitFor();

    await page.getByRole('link', { name: 'Next offer' }).click();
    await page.waitForURL((url) => url.pathname === offerPath(second));
    await page.getByRole('heading', { level: 1, name: second.profession.title }).waitFor();
    await page.getByRole('link', { name: 'Previous offer' }).waitFor();

    await page.getByRole('button', { name: /Change language/ }).click();
    await Promise.all([page.waitForEvent('load'), page.getByRole('menuitem', { name: 'Українська' }).click()]);
    const inUkrainian = await publicOffer(second.id, 'ua');
    await page.getByRole('heading', { level: 1, name: inUkrainian.profession.title }).waitFor();
    await page.getByRole('heading', { name: 'Опис' }).waitFor();
    await page.getByRole('heading', { name: 'Умови праці' }).waitFor();
    await page.getByRole('link', { name: 'Увійти, щоб відгукнутися' }).waitFor();
    // The list the offer came from survives the reload of the language switch.
    await page.getByRole('link', { name: 'Попередня вакансія' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('uk');

    await page.getByRole('link', { name: 'Повернутися до результатів' }).click();
    await page.waitForURL((url) => decodeURIComponent(url.pathname) === '/search/query/industry=1&country=1&sort=workStartAt|asc');
    await page.getByRole('heading', { level: 1, name: 'Вакансії' }).waitFor();
    await page.getByText(/^Знайдено вакансій: \d+$/).waitFor();
    await context.close();
  });

  it('pages through every offer and goes back and forward through the pages', async () => {
    const { context, page } = await newPage(browser);
    await open(page, '/search/query/showAll=true');
    const pageTwo = await publicList('showAll=true&page=2');
    await page.getByRole('navigation', { name: 'Pages of results' }).getByRole('link', { name: 'Page 2' }).click();
    await page.waitForURL((url) => decodeURIComponent(url.pathname) === '/search/query/showAll=true&page=2');
    await listShows(page, pageTwo[0] as ListedOffer);
    expect(await page.getByRole('navigation', { name: 'Pages of results' }).getByTestId('page-button').count()).toBeLessThanOrEqual(6);

    await page.goBack();
    await page.waitForURL((url) => decodeURIComponent(url.pathname) === '/search/query/showAll=true');
    await listShows(page, (await publicList('showAll=true'))[0] as ListedOffer);
    await page.goForward();
    await listShows(page, pageTwo[0] as ListedOffer);
    await context.close();
  });

  it('keeps the scroll a visitor made on the results before the app started, and a page link then works', async () => {
    const { context, page } = await newPage(browser);
    // The app's code waits until the visitor has scrolled the server's page.
    const code = await holdRequests(page, /\/assets\/.+\.js$/);
    // Module scripts hold DOMContentLoaded back: the page is read as soon as the server's markup is there.
    await page.goto('/search/query/showAll=true', { waitUntil: 'commit' });
    const pageTwoLink = page.getByRole('navigation', { name: 'Pages of results' }).getByRole('link', { name: 'Page 2' });
    await pageTwoLink.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(500);
    code.release();
    // Started and hydrated: React has adopted the page link.
    await page.waitForFunction(() => {
      const link = document.querySelector('nav a[href$="page=2"]');
      return link !== null && Object.keys(link).some((key) => key.startsWith('__reactFiber'));
    });
    await page.waitForLoadState('networkidle');
    // Where the visitor left it (give or take what the start restyled above), the link still on screen.
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 100);
    const box = await pageTwoLink.boundingBox();
    expect(box && box.y >= 0 && box.y + box.height <= 900, `the page link at ${JSON.stringify(box)}`).toBe(true);
    await pageTwoLink.click();
    await page.waitForURL((url) => decodeURIComponent(url.pathname) === '/search/query/showAll=true&page=2');
    await context.close();
  });

  it('follows the results page an offer was opened from by a plain link, before the app started', async () => {
    const { context, page } = await newPage(browser);
    const [before, opened, after] = (await publicList('industry=1&country=1&sort=workStartAt|asc')) as [ListedOffer, ListedOffer, ListedOffer];
    await page.goto(offerPath(opened), { referer: `${baseUrl()}/search/query/industry=1&country=1&sort=workStartAt%7Casc` });
    await page.getByRole('heading', { level: 1, name: opened.profession.title }).waitFor();
    expect(await page.getByRole('link', { name: 'Previous offer' }).getAttribute('href')).toBe(offerPath(before));
    expect(await page.getByRole('link', { name: 'Next offer' }).getAttribute('href')).toBe(offerPath(after));
    expect(decodeURIComponent((await page.getByRole('link', { name: 'Back to the results' }).getAttribute('href')) ?? '')).toBe('/search/query/industry=1&country=1&sort=workStartAt|asc');
    await context.close();
  });

  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 390, height: 844 },
  ]) {
    it(`has no serious accessibility problems on the results and the detail ${viewport.width} px wide`, async () => {
      const { context, page } = await newPage(browser, viewport);
      await open(page, '/search');
      expect(await seriousA11yViolations(page), `/search at ${viewport.width}px`).toEqual([]);

      await open(page, '/search/query/industry=1,6&profession=20&country=1&publication=7');
      await page.getByTestId('offer-list-loading').waitFor({ state: 'detached' });
      expect(await seriousA11yViolations(page), `results at ${viewport.width}px`).toEqual([]);
      if (viewport.width < 768) {
        await page.getByRole('button', { name: 'Filters' }).click();
        await page.getByRole('dialog', { name: 'Filters' }).getByRole('checkbox', { name: 'Norway', exact: true }).waitFor();
        await page.waitForTimeout(400);
        expect(await seriousA11yViolations(page), `filter drawer at ${viewport.width}px`).toEqual([]);
        await page.keyboard.press('Escape');
      }

      await open(page, '/search/query/showAll=true');
      await page.getByTestId('offer-list-loading').waitFor({ state: 'detached' });
      await page.getByTestId('offer-list-item').first().getByRole('heading').getByRole('link').click();
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.getByRole('heading', { name: 'Description' }).waitFor();
      expect(await seriousA11yViolations(page), `detail at ${viewport.width}px`).toEqual([]);
      await context.close();
    });
  }

  it('sends a visitor home from an offer that does not exist', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/offer/999999-no-such-offer');
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByText('This offer is no longer available: it may have been withdrawn or filled.').waitFor();
    await context.close();
  });

  it('shows offers like the opened one under its detail, in the first view already, and follows one 390 px wide', async () => {
    // The builders publish on this file's server, whose pages show the offers.
    useOwnServer(baseUrl());
    const like = await publicOffer((await employerWithPublishedOffer('similar-a')).offerId, 'en');
    const opened = await publicOffer((await employerWithPublishedOffer('similar-b')).offerId, 'en');

    // The server's first HTML holds the section, and its data for the app, so the browser does not ask for it again.
    const html = await (await fetchWithin(`${baseUrl()}${offerPath(opened)}`, { headers: { accept: 'text/html', 'accept-language': 'en' } })).text();
    expect(html).toContain('Similar offers');
    expect(html).toContain(`href="${offerPath(like)}"`);
    const { context, page } = await newPage(browser, { width: 390, height: 844 });
    const similarCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/similar')) similarCalls.push(request.url());
    });
    await open(page, offerPath(opened));
    const section = page.getByRole('region', { name: 'Similar offers' });
    const sameProfession = section.locator(`a[href="${offerPath(like)}"]`);
    await sameProfession.scrollIntoViewIfNeeded();
    expect(await sameProfession.textContent()).toBe(opened.profession.title);
    expect(similarCalls).toEqual([]);

    await sameProfession.click();
    await page.waitForURL((url) => decodeURIComponent(url.pathname) === offerPath(like));
    await page.getByRole('heading', { level: 1, name: like.profession.title }).waitFor();
    // Its own similar offers now, the one it was opened from among them.
    await section.locator(`a[href="${offerPath(opened)}"]`).waitFor();
    await context.close();
  });

  it('finds offers by a keyword and a city with its radius 390 px wide, with their distance; the address keeps the search through a reload', async () => {
    useOwnServer(baseUrl());
    // A carpenter offer in Stavanger, about 13 km from Sandnes.
    const offer = await publicOffer((await employerWithPublishedOffer('near-sandnes')).offerId, 'en');
    const search = 'q=carpenter&near=10202&radiusKm=25&sort=publicationAt|desc';
    const newestNearby = await publicList(search.replace('|', '%7C'));
    expect(newestNearby[0]?.id).toBe(offer.id);

    const { context, page } = await newPage(browser, { width: 390, height: 844 });
    await open(page, '/search/query/showAll=true');
    // Above the list on a phone, not in the filter drawer.
    const keywords = page.getByRole('search', { name: 'Search by keywords' });
    await keywords.getByRole('searchbox', { name: 'Keywords' }).fill('carpenter');
    await keywords.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL((url) => decodeURIComponent(url.pathname) === '/search/query/q=carpenter');
    await page.getByRole('combobox', { name: 'Place' }).fill('Sandn');
    await page.getByRole('option', { name: 'Sandnes, Norway' }).click();
    await page.waitForURL((url) => decodeURIComponent(url.pathname) === '/search/query/q=carpenter&near=10202');
    await page.getByRole('combobox', { name: 'Distance' }).selectOption('25');
    await page.waitForURL((url) => decodeURIComponent(url.pathname) === '/search/query/q=carpenter&near=10202&radiusKm=25');
    const sortBy = page.getByRole('combobox', { name: 'Sort by' });
    await sortBy.selectOption('publicationAt|desc');
    await page.waitForURL((url) => decodeURIComponent(url.pathname) === `/search/query/${search}`);
    // The address changes before the page renders it, and the best match's list (the same offer first)
    // stays until then: the sort shown is the address's once the page has.
    await expect.poll(() => sortBy.inputValue()).toBe('publicationAt|desc');

    const shown = async () => {
      await listShows(page, offer);
      // The new offer in Stavanger first, about 13 km away.
      expect(await page.getByTestId('offer-list-item').first().getByTestId('offer-distance').textContent()).toMatch(/^1[0-9] km$/);
      const distances = await page.getByTestId('offer-distance').allTextContents();
      expect(distances.length).toBe(await page.getByTestId('offer-list-item').count());
      for (const distance of distances) expect(Number(/^(\d+) km$/.exec(distance)?.[1])).toBeLessThanOrEqual(25);
    };
    await shown();

    await page.reload();
    await shown();
    expect(path(page)).toBe(`/search/query/${search}`);
    expect(await page.getByRole('searchbox', { name: 'Keywords' }).inputValue()).toBe('carpenter');
    expect(await page.getByRole('combobox', { name: 'Place' }).inputValue()).toBe('Sandnes, Norway');
    expect(await page.getByRole('combobox', { name: 'Distance' }).inputValue()).toBe('25');
    await context.close();
  });

  it('lets a candidate at 390 px save an offer from the list, find it among the saved offers and remove it; a visitor’s heart is saved after signing in', async () => {
    const password = 'FjordBygg2026';
    /** A candidate registered through this server's API (its consents accepted); answers the e-mail and the tokens. */
    const registerCandidate = async (tag: string) => {
      const email = `e2e.saved.${tag}.${Date.now()}@example.com`;
      const consents = (await (await fetchWithin(`${baseUrl()}/v1/public/dictionary/consents?accountType=MemberCandidate`)).json()) as { id: number }[];
      const registered = await fetchWithin(`${baseUrl()}/v1/public/candidate/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-locale': 'en' },
        body: JSON.stringify({
          firstName: 'Łucja',
          lastName: 'Żółkiewska',
          email,
          password,
          phone: { country: 'PL', number: `5${String(Date.now()).slice(-8)}` },
          candidateProfileConsents: consents.map((consent) => ({ consent: consent.id, isAcceptance: true })),
        }),
      });
      expect(registered.status, await registered.clone().text()).toBe(201);
      return { email, tokens: (await registered.json()) as { token: string; refresh_token: string } };
    };
    const savedIds = async (token: string) => {
      const response = await fetchWithin(`${baseUrl()}/v1/candidate/saved-offers/ids`, { headers: { authorization: `Bearer ${token}` } });
      expect(response.status).toBe(200);
      return ((await response.json()) as { offerIds: number[] }).offerIds;
    };
    const [first] = (await publicList('showAll=true')) as [ListedOffer];
    const heartOf = (page: Page, name: 'Save offer' | 'Remove from saved') =>
      page.getByTestId('offer-list-item').filter({ has: page.locator(`a[href="${offerPath(first)}"]`) }).getByRole('button', { name });

    // A signed-in candidate on a phone: the heart of the first offer, then the saved offers page.
    const anna = await registerCandidate('list');
    const { context, page } = await newPage(browser, { width: 390, height: 844 });
    await context.addCookies([
      { name: 'token', value: anna.tokens.token, url: baseUrl() },
      { name: 'refresh', value: anna.tokens.refresh_token, url: baseUrl() },
    ]);
    await open(page, '/search/query/showAll=true');
    await listShows(page, first);
    await heartOf(page, 'Save offer').click();
    expect(await heartOf(page, 'Remove from saved').getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => savedIds(anna.tokens.token)).toEqual([first.id]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await open(page, '/user/saved-offers');
    await page.getByRole('heading', { level: 1, name: 'Saved offers' }).waitFor();
    const item = page.getByTestId('offer-list-item').filter({ has: page.locator(`a[href="${offerPath(first)}"]`) });
    await item.waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await seriousA11yViolations(page), 'saved offers at 390px').toEqual([]);
    await item.getByRole('button', { name: 'Remove from saved' }).click();
    await page.getByText('You have not saved any offers yet.', { exact: false }).waitFor();
    await expect.poll(() => savedIds(anna.tokens.token)).toEqual([]);
    await context.close();

    // A visitor's heart: sign-in, and back on the list with the offer saved.
    const olga = await registerCandidate('visitor');
    const visitor = await newPage(browser, { width: 390, height: 844 });
    await open(visitor.page, '/search/query/showAll=true');
    await listShows(visitor.page, first);
    // A visitor's heart is a link to sign-in, which works before and without the app's script too.
    await visitor.page.getByTestId('offer-list-item').filter({ has: visitor.page.locator(`a[href="${offerPath(first)}"]`) }).getByRole('link', { name: 'Save offer' }).click();
    await visitor.page.waitForURL((url) => url.pathname === '/sign-in');
    await visitor.page.getByRole('textbox', { name: 'E-mail' }).fill(olga.email);
    await visitor.page.getByLabel('Password').first().fill(password);
    await visitor.page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await visitor.page.waitForURL((url) => decodeURIComponent(url.pathname) === '/search/query/showAll=true' && url.search === '');
    await visitor.page.getByText('The offer is saved. You will find it under Saved offers.').waitFor();
    expect(await heartOf(visitor.page, 'Remove from saved').getAttribute('aria-pressed')).toBe('true');
    const olgaTokens = (await (
      await fetchWithin(`${baseUrl()}/v1/login_check`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: olga.email, password }) })
    ).json()) as { token: string };
    expect(await savedIds(olgaTokens.token)).toEqual([first.id]);
    await visitor.context.close();
  });
});
