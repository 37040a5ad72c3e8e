import type { OfferListItem } from '@trades/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, fetchWithin, launchBrowser, newPage } from './browser.ts';

/** The page as the server sends it, before any script runs. */
async function servedHtml(path: string): Promise<string> {
  const response = await fetchWithin(`${baseUrl()}${path}`, { headers: { accept: 'text/html', 'accept-language': 'en' } });
  expect(response.status, path).toBe(200);
  return response.text();
}

/** What the server rendered into the app's root element. */
function rootOf(html: string): string {
  const start = html.indexOf('<div id="root">');
  const end = html.indexOf('<script id="first-view-state"');
  expect(start, 'a root element').toBeGreaterThan(0);
  expect(end, 'a first view with its data').toBeGreaterThan(start);
  return html.slice(start, end);
}

/** Errors the page reports (a hydration mismatch is one), collected while it is open. */
function errorsOf(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

describe('public pages rendered on the server', () => {
  let browser: Browser;
  let offer: OfferListItem;
  beforeAll(async () => {
    browser = await launchBrowser();
    const response = await fetchWithin(`${baseUrl()}/v1/public/offer/list`, { headers: { 'x-locale': 'en' } });
    const first = ((await response.json()) as { items: OfferListItem[] }).items[0];
    if (!first) throw new Error('the demo data has no public offer');
    offer = first;
  });
  afterAll(() => browser?.close());

  it('sends the home page, a result list and an offer with their content in the HTML, the offer with its JobPosting data', async () => {
    expect(rootOf(await servedHtml('/'))).toContain('Work in Norway and across Europe for skilled tradespeople');

    const list = rootOf(await servedHtml('/search/query/showAll=true'));
    expect(list).toContain('data-testid="offer-list-item"');
    expect(list).toContain(offer.profession.title);

    const offerHtml = await servedHtml(`/offer/${offer.id}-${offer.slug}`);
    expect(rootOf(offerHtml)).toContain(`>${offer.profession.title}`);
    expect(offerHtml).toContain('<script type="application/ld+json">');
    expect(offerHtml).toContain('"@type":"JobPosting"');
  });

  it('hydrates each page on a phone without a mismatch, the parts adopted later included, and the page then answers', async () => {
    for (const path of ['/', '/search/query/showAll=true', `/offer/${offer.id}-${offer.slug}`]) {
      const { context, page } = await newPage(browser, { width: 390, height: 844 });
      const errors = errorsOf(page);
      await page.goto(path);
      // React marks the elements it has hydrated (adopted, not replaced); only then does the menu open.
      await page.waitForFunction(() => {
        const burger = document.querySelector('button[aria-controls="mobile-navigation"]');
        return burger !== null && Object.keys(burger).some((key) => key.startsWith('__reactFiber'));
      });
      await page.getByRole('button', { name: 'Open the menu', exact: true }).click();
      await page.getByRole('dialog', { name: 'Menu' }).waitFor();
      // The parts adopted after the rest (the results, the offer's body, the footer: HydrateLater) are adopted too.
      await page.waitForFunction(() =>
        [...document.querySelectorAll('#root a, #root button')]
          .filter((element) => !element.closest('.mantine-Typography-root'))
          .every((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber'))),
      );
      expect(errors, path).toEqual([]);
      await context.close();
    }
  });

  it("starts a page with its own texts, and fetches the language's other texts at the first touch, before another page opens", async () => {
    const { context, page } = await newPage(browser, { width: 390, height: 844 });
    const texts: string[] = [];
    page.on('request', (request) => {
      const chunk = /\/assets\/(texts-[a-z]+(?:-first-view)?)-[\w-]+\.js$/.exec(request.url())?.[1];
      if (chunk) texts.push(chunk);
    });
    await page.goto('/search/query/showAll=true');
    await page.waitForFunction(() => {
      const burger = document.querySelector('button[aria-controls="mobile-navigation"]');
      return burger !== null && Object.keys(burger).some((key) => key.startsWith('__reactFiber'));
    });
    expect(texts).toEqual(['texts-en-first-view']);

    await page.getByRole('button', { name: 'Open the menu', exact: true }).click();
    await expect.poll(() => texts, { timeout: 10_000 }).toContain('texts-en');
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Log in', exact: true }).click();
    await page.getByRole('heading', { name: 'Sign in', level: 1 }).waitFor();
    await context.close();
  });
});
