import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, seriousA11yViolations } from './browser.ts';

/** The page-loading cover stays one second on the first load. */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator('main').first().waitFor();
  await page.waitForTimeout(1400);
}

describe('the public shell', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 390, height: 844 },
  ]) {
    it(`has no serious accessibility problems on the public pages ${viewport.width} px wide`, async () => {
      const { context, page } = await newPage(browser, viewport);
      for (const path of ['/', '/contact', '/sign-in', '/sign-up', '/sign-up?tab=1', '/documents/terms-candidate', '/european-funds', '/recommend-us', '/profits', '/lp/pobierz-aplikacje', '/nope']) {
        await open(page, path);
        expect(await seriousA11yViolations(page), `${path} at ${viewport.width}px`).toEqual([]);
      }
      await context.close();
    });
  }

  it('floats the header and hides the EU-funds banner on scroll', async () => {
    const { context, page } = await newPage(browser, { width: 1280, height: 700 });
    await open(page, '/');
    const banner = page.getByRole('link', { name: 'Read about the project' });
    expect(await banner.isVisible()).toBe(true);
    await page.mouse.wheel(0, 400);
    await page.waitForTimeout(600);
    expect(await banner.isVisible()).toBe(false);
    expect(await page.locator('[data-floating]').count()).toBe(1);
    await context.close();
  });

  it('shows the EU project in Polish to an English-speaking visitor, loading Polish only for it', async () => {
    const { context, page } = await newPage(browser);
    // A language's texts come in two chunks (texts-en-first-view-*.js, texts-en-*.js): the languages fetched, in order.
    const localeChunks: string[] = [];
    page.on('request', (request) => {
      const language = /\/assets\/texts-(en|pl|no|ua)-[\w-]+\.js$/.exec(request.url())?.[1];
      if (language && !localeChunks.includes(language)) localeChunks.push(language);
    });
    await open(page, '/');
    expect(localeChunks).toEqual(['en']);
    await page.getByRole('link', { name: 'Read about the project' }).click();
    await page.getByRole('heading', { level: 1, name: 'Projekt współfinansowany ze środków Unii Europejskiej' }).waitFor();
    expect(await page.locator('[lang="pl"]').getByText('Tytuł projektu').count()).toBe(1);
    await page.getByText('Information about this project co-financed by the European Union is published in Polish.').waitFor();
    expect(localeChunks).toEqual(['en', 'pl']);
    await context.close();
  });

  it('navigates from the phone drawer', async () => {
    const { context, page } = await newPage(browser, { width: 390, height: 844 });
    await open(page, '/');
    await page.getByRole('button', { name: 'Open the menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Contact' }).click();
    await page.getByRole('heading', { name: 'Contact us', level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/contact');
    await context.close();
  });

  it('opens the phone menu without script as a list of links, switching the language through the server', async () => {
    const { context, page } = await newPage(browser, { width: 390, height: 844, javaScriptEnabled: false });
    await page.goto('/');
    expect(await page.getByRole('button', { name: 'Open the menu' }).isVisible()).toBe(false);
    const menu = page.locator('summary').filter({ hasText: 'Menu' });
    await menu.click();
    await Promise.all([page.waitForURL((url) => url.pathname === '/'), page.getByRole('link', { name: 'Norsk (bokmål)' }).click()]);
    expect(await page.locator('html').getAttribute('lang')).toBe('nb');
    await page.locator('summary').filter({ hasText: 'Meny' }).click();
    await page.getByRole('link', { name: 'Ledige stillinger' }).click();
    await page.waitForURL((url) => decodeURIComponent(url.pathname) === '/search/query/showAll=true');
    await page.getByTestId('offer-list-item').first().waitFor();
    await context.close();
  });

  it('switches the language from the header and keeps it after a reload', async () => {
    const { context, page } = await newPage(browser);
    await open(page, '/contact');
    await page.getByRole('button', { name: /Change language/ }).click();
    await Promise.all([page.waitForEvent('load'), page.getByRole('menuitem', { name: 'Polski' }).click()]);
    await page.getByRole('heading', { name: 'Kontakt', level: 1 }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('pl');
    await page.reload();
    await page.getByRole('link', { name: 'Oferty pracy' }).first().waitFor();
    await context.close();
  });

  it('switches the language by link and redirects to the page', async () => {
    const { context, page } = await newPage(browser);
    await open(page, '/lang/no/%2Fcontact');
    await page.getByRole('heading', { name: 'Kontakt oss', level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/contact');
    await page.goto('/lang/ua/main');
    await page.getByRole('link', { name: 'Вакансії' }).first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await context.close();
  });

  it('checks the phone on the server before sending the contact form, then sends it', async () => {
    const { context, page } = await newPage(browser);
    await open(page, '/contact');
    await page.getByLabel(/^First name/).fill('Olena');
    await page.getByLabel(/^Last name/).fill('Kovalenko');
    await page.getByLabel(/^E-mail/).fill('olena.contact@example.com');
    await page.getByRole('combobox', { name: 'Country code' }).fill('Norway');
    await page.getByRole('option', { name: /Norway/ }).first().click();
    await page.getByLabel(/^Phone number/).fill('123');
    await page.getByLabel(/^Subject/).fill('Welding jobs in Bergen');
    await page.getByLabel(/^Message/).fill('Do you have offers for TIG welders with a certificate?');

    await page.getByRole('button', { name: 'Send the message' }).click();
    await page.getByText('Invalid phone number').waitFor();

    await page.getByLabel(/^Phone number/).fill('412 34 567');
    await page.getByRole('button', { name: 'Send the message' }).click();
    await page.getByText('Thank you! We will get back to you as soon as possible.').waitFor();
    expect(await page.getByLabel(/^First name/).inputValue()).toBe('');
    await context.close();
  });

  it('shows static documents, the not-found page and keeps visitors out of the user area', async () => {
    const { context, page } = await newPage(browser);
    await open(page, '/documents/privacy-client');
    expect(await page.locator('h1').first().textContent()).toMatch(/privacy/i);
    await open(page, '/documents/no-such-document');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await open(page, '/somewhere/else');
    expect(await page.title()).toBe('404 Page not found');
    // A signed-out visit (a mail's link, an expired session) signs in and comes back.
    await page.goto('/user/settings');
    await page.waitForURL((url) => url.pathname === '/sign-in' && url.searchParams.get('redirect') === '/user/settings');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await context.close();
  });
});
