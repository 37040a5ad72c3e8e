import type { OfferDetail } from '@trades/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, fetchWithin, launchBrowser, newPage, stage } from './browser.ts';
import { employerWithPublishedOffer } from './builders.ts';

/*
 * The public pages in a browser that runs none of their script (issue 29): every page is the server's, every
 * search a form sent as plain HTML (GET /search/query?..., answered with a redirect to the search's address).
 */

const path = (page: Page) => decodeURIComponent(new URL(page.url()).pathname);

/** Goes to a page and waits for the server's answer; no script runs, so nothing follows. */
async function open(page: Page, to: string): Promise<void> {
  await page.goto(to);
  await page.locator('main').first().waitFor();
}

/** Submits by the given button and waits for the page at `pathname` (decoded). */
async function sendTo(page: Page, submit: ReturnType<Page['getByRole']>, pathname: string): Promise<void> {
  await Promise.all([page.waitForURL((url) => decodeURIComponent(url.pathname) === pathname), submit.click()]);
  await page.locator('main').first().waitFor();
}

/** The visible buttons that are not the submit button of a form: without script they would do nothing. */
function controlsThatDoNothing(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLButtonElement>('button, [role="button"]')]
      .filter((control) => control.checkVisibility())
      .filter((control) => !(control instanceof HTMLButtonElement && control.type === 'submit' && control.form !== null))
      .map((control) => control.outerHTML.slice(0, 160)),
  );
}

async function publicOffer(id: number, locale: string): Promise<OfferDetail> {
  const response = await fetchWithin(`${baseUrl()}/v1/public/offer/${id}`, { headers: { 'x-locale': locale } });
  expect(response.status).toBe(200);
  return (await response.json()) as OfferDetail;
}

describe('the public pages without JavaScript', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
    // A carpenter offer in Stavanger, about 13 km from Sandnes: the keyword and place search finds at least it.
    await employerWithPublishedOffer('no-script');
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
  });

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 900 },
  ]) {
    it(`searches, filters, sorts, pages and opens an offer ${viewport.width} px wide`, async () => {
      const { context, page } = await newPage(browser, { ...viewport, javaScriptEnabled: false });
      const phone = viewport.width < 768;

      stage('home');
      await open(page, '/');
      expect(await controlsThatDoNothing(page), 'home').toEqual([]);
      await page.getByRole('link', { name: 'Search by trade' }).click();
      await page.getByRole('heading', { name: 'Find a job', level: 1 }).waitFor();

      stage('the search form');
      const form = page.getByRole('form', { name: 'Job search' });
      expect(await controlsThatDoNothing(page), '/search').toEqual([]);
      await form.getByRole('searchbox', { name: 'Keywords' }).fill('carpenter');
      await form.getByRole('combobox', { name: 'Industry' }).selectOption({ label: 'Construction' });
      await form.getByRole('combobox', { name: 'Country' }).selectOption({ label: 'Norway' });
      await sendTo(page, form.getByRole('button', { name: 'Search' }), '/search/query/industry=1&country=1&q=carpenter');
      expect(await page.getByTestId('offer-count').textContent()).toMatch(/^Offers found: [1-9]\d*$/);
      expect(await controlsThatDoNothing(page), 'results').toEqual([]);

      stage('the filters');
      if (phone) {
        // The drawer needs the script: its button is a link to the filters below the results.
        await page.getByRole('link', { name: 'Filters' }).click();
        await page.waitForURL((url) => url.hash === '#search-filters');
      }
      const filters = page.getByRole('complementary', { name: 'Filters' });
      await filters.getByRole('checkbox', { name: 'Construction', exact: true }).uncheck();
      await filters.getByRole('checkbox', { name: 'Sweden', exact: true }).check();
      await sendTo(page, filters.getByRole('button', { name: 'Apply filters' }), '/search/query/country=1,2&q=carpenter');
      expect(await filters.getByRole('checkbox', { name: 'Sweden', exact: true }).isChecked()).toBe(true);

      stage('the keywords');
      const keywords = page.getByRole('search', { name: 'Search by keywords' });
      await keywords.getByRole('searchbox', { name: 'Keywords' }).fill('carpenter tools');
      await sendTo(page, keywords.getByRole('button', { name: 'Search' }), '/search/query/country=1,2&q=carpenter tools');
      await keywords.getByRole('searchbox', { name: 'Keywords' }).fill('carpenter');
      await sendTo(page, keywords.getByRole('button', { name: 'Search' }), '/search/query/country=1,2&q=carpenter');

      stage('a place by its name');
      await page.getByRole('textbox', { name: 'Place' }).fill('atlantis');
      await sendTo(page, keywords.getByRole('button', { name: 'Search' }), '/search/query/country=1,2&q=carpenter');
      expect(new URL(page.url()).search).toBe('?place=atlantis');
      await page.getByText('We found no city called “atlantis”, so the offers below are from every place.').waitFor();
      await page.getByRole('textbox', { name: 'Place' }).fill('sandnes, norway');
      await page.getByRole('combobox', { name: 'Distance' }).selectOption('25');
      // Enter in the place field sends the keyword form it belongs to.
      await Promise.all([
        page.waitForURL((url) => decodeURIComponent(url.pathname) === '/search/query/country=1,2&q=carpenter&near=10202&radiusKm=25'),
        page.getByRole('textbox', { name: 'Place' }).press('Enter'),
      ]);
      expect(await page.getByRole('textbox', { name: 'Place' }).inputValue()).toBe('Sandnes, Norway');
      const distances = await page.getByTestId('offer-distance').allTextContents();
      expect(distances.length).toBeGreaterThan(0);
      for (const distance of distances) expect(Number(/^(\d+) km$/.exec(distance)?.[1])).toBeLessThanOrEqual(25);

      stage('the sort');
      await page.getByRole('combobox', { name: 'Sort by' }).selectOption('publicationAt|desc');
      await sendTo(page, page.getByRole('button', { name: 'Sort', exact: true }), '/search/query/country=1,2&q=carpenter&near=10202&radiusKm=25&sort=publicationAt|desc');
      expect(await page.getByRole('combobox', { name: 'Sort by' }).inputValue()).toBe('publicationAt|desc');
      // A new filter keeps the order chosen.
      await filters.getByRole('checkbox', { name: 'Sweden', exact: true }).uncheck();
      await sendTo(page, filters.getByRole('button', { name: 'Apply filters' }), '/search/query/country=1&q=carpenter&near=10202&radiusKm=25&sort=publicationAt|desc');

      stage('the pages');
      await open(page, '/search/query/showAll=true');
      const pages = page.getByRole('navigation', { name: 'Pages of results' });
      await sendTo(page, pages.getByRole('link', { name: 'Next page' }), '/search/query/showAll=true&page=2');
      expect(await pages.getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
      await sendTo(page, pages.getByRole('link', { name: 'Previous page' }), '/search/query/showAll=true');
      expect(await pages.getByRole('link', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');

      stage('an offer');
      const first = page.getByTestId('offer-list-item').first().getByRole('heading').getByRole('link');
      const title = (await first.textContent()) ?? '';
      const href = (await first.getAttribute('href')) ?? '';
      await sendTo(page, first, decodeURIComponent(href));
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      expect(await controlsThatDoNothing(page), 'offer').toEqual([]);
      const offerId = Number(/^\/offer\/(\d+)-/.exec(href)?.[1]);

      stage('the language');
      const languages = page.locator('details').filter({ has: page.getByRole('link', { name: 'Українська', includeHidden: true }) }).filter({ visible: true }).first();
      await languages.locator('summary').click();
      await sendTo(page, languages.getByRole('link', { name: 'Українська' }), decodeURIComponent(href));
      expect(await page.locator('html').getAttribute('lang')).toBe('uk');
      await page.getByRole('heading', { level: 1, name: (await publicOffer(offerId, 'ua')).profession.title }).waitFor();
      expect(await controlsThatDoNothing(page), 'offer in Ukrainian').toEqual([]);

      stage('apply');
      await Promise.all([page.waitForURL((url) => url.pathname === '/sign-in'), page.getByRole('link', { name: 'Увійти, щоб відгукнутися' }).click()]);
      expect(new URL(page.url()).searchParams.get('redirect')).toMatch(new RegExp(`^/offer/${offerId}-`));
      expect(path(page)).toBe('/sign-in');
      // Signing in needs the app: the page says so in the visitor's language and leads back to the offers
      // (read by selector: Playwright's text and role queries skip a noscript element's content).
      const notice = page.locator('#root noscript p');
      expect(await notice.isVisible()).toBe(true);
      expect(await notice.textContent()).toContain('Ця сторінка потребує JavaScript');
      expect(await notice.locator('a').getAttribute('href')).toBe('/search/query/showAll=true');
      await context.close();
    }, 120_000);
  }
});
