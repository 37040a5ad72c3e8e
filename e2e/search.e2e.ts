import type { OfferDetail, OfferListItem } from '@trades/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchWithin, launchBrowser, newPage as newSharedPage, seriousA11yViolations } from './browser.ts';
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

    // The industry is required.
    const form = page.getByRole('form', { name: 'Job search' });
    await form.getByRole('button', { name: 'Search' }).click();
    await form.getByText('Choose an industry').waitFor();
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
});
