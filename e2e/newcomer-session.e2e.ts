import { AccountType, type OfferListItem } from '@trades/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, fetchWithin, latestMail, launchBrowser, newPage } from './browser.ts';
import { PASSWORD as BUILDERS_PASSWORD, call, candidateRegistrationBody, candidateUpToStep8, consentsFor, employerWithPublishedOffer, postJson } from './builders.ts';

/* A newcomer's session: the account's language, the way back after signing in, bad addresses and the loading cover. */

const PASSWORD = 'Start1234';
const COVER = '[data-testid="page-loading-cover"]';

/** A new candidate registered in `locale` (its saved language), with a unique e-mail and phone. */
async function registerCandidate(locale: 'pl' | 'en'): Promise<string> {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const email = `e2e.newcomer.${locale}.${stamp}@example.com`;
  const consents = await consentsFor(AccountType.Candidate, locale);
  const body = candidateRegistrationBody({ email, password: PASSWORD, phone: { country: 'PL', number: `6${stamp.slice(-8)}` } }, consents);
  const response = await postJson('/v1/public/candidate/register', body, locale);
  expect(response.status, await response.clone().text()).toBeLessThan(300);
  return email;
}

async function signIn(page: Page, email: string): Promise<void> {
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByLabel('Password').first().fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

async function firstPublicOffer(): Promise<OfferListItem> {
  const response = await fetchWithin(`${baseUrl()}/v1/public/offer/list?showAll=true&page=1`, { headers: { 'x-locale': 'en' } });
  const [offer] = ((await response.json()) as { items: OfferListItem[] }).items;
  if (!offer) throw new Error('no public offer');
  return offer;
}

const pathOf = (page: Page) => decodeURIComponent(new URL(page.url()).pathname + new URL(page.url()).search);

describe('a newcomer session', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('signing in on a fresh browser adopts the account\'s language; the confirmation link opens in it', async () => {
    const email = await registerCandidate('pl');
    const { context, page } = await newPage(browser);
    await page.goto('/sign-in');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    await signIn(page, email);
    await page.waitForURL('**/user');
    await page.getByText('Zalogowano pomyślnie.').waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('pl');
    // Remembered: the next visit in this browser starts in Polish too.
    await page.reload();
    await page.getByRole('link', { name: 'Twoje konto' }).first().waitFor();
    await context.close();

    // The mail link names the language, so another browser (English by default) opens it in Polish.
    const mail = await latestMail(email);
    const link = /https?:\/\/[^\s"'<>]+\/mail\/confirmation\/[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
    expect(link).toMatch(/\/lang\/pl\/mail\/confirmation\//);
    const other = await newPage(browser);
    await other.page.goto(new URL(link as string).pathname);
    await other.page.getByText('Dziękujemy! Twój adres e-mail został potwierdzony.').waitFor();
    expect(await other.page.evaluate(() => document.documentElement.lang)).toBe('pl');
    await other.context.close();
  });

  it('"Log in to apply" comes back to the offer after signing in; the sign-up link keeps the way back', async () => {
    const email = await registerCandidate('en');
    const offer = await firstPublicOffer();
    const offerPath = `/offer/${offer.id}-${offer.slug}`;
    const { context, page } = await newPage(browser);
    await page.goto(offerPath);
    await page.getByRole('link', { name: 'Log in to apply' }).click();
    await page.waitForURL('**/sign-in?**');
    const signUpHref = await page.getByRole('link', { name: 'Create one' }).getAttribute('href');
    expect(decodeURIComponent(signUpHref ?? '')).toContain(`redirect=${offerPath}`);
    await signIn(page, email);
    await page.waitForURL((url) => url.pathname === offerPath);
    await page.getByText('You are signed in.').waitFor();
    await context.close();
  });

  it('"Log in to apply" opens the apply dialog once signed in when the candidate can apply', { timeout: 180_000 }, async () => {
    const employer = await employerWithPublishedOffer('apply.intent');
    const candidate = await candidateUpToStep8('apply.intent', 'Iryna', 'Zamir');
    expect((await call('/v1/candidate-profile/wizard/8', candidate.tokens.token, 'POST', {})).status).toBe(200);
    const { context, page } = await newPage(browser);
    await page.goto(`/offer/${employer.offerId}`);
    await page.getByRole('link', { name: 'Log in to apply' }).click();
    await page.waitForURL('**/sign-in?**');
    await page.getByRole('textbox', { name: 'E-mail' }).fill(candidate.email);
    await page.getByLabel('Password').first().fill(BUILDERS_PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByRole('dialog', { name: 'When can you start?' }).waitFor();
    // The intent is done: a reload or a shared address does not open the dialog again.
    await page.waitForURL((url) => url.pathname.startsWith(`/offer/${employer.offerId}`) && url.search === '');
    await context.close();
  });

  it('search corrects a page past the end and an unknown industry in the address', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/search/query/showAll=true&page=999');
    await page.waitForURL((url) => /page=\d+$/.test(url.pathname) && !url.pathname.endsWith('page=999'));
    await page.getByTestId('offer-list-item').first().waitFor();
    expect(await page.getByText('No ads for the given search conditions.').count()).toBe(0);
    await page.getByRole('navigation', { name: 'Pages of results' }).waitFor();

    await page.goto('/search/query/industry=abc');
    await page.waitForURL((url) => url.pathname === '/search/query/showAll=true');
    await page.getByTestId('offer-list-item').first().waitFor();
    await context.close();
  });

  it('an unknown document reads "404 Page not found" in the tab', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/documents/bogus-key');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await expect.poll(() => page.title()).toBe('404 Page not found');
    await context.close();
  });

  it('the loading cover stays only while the first load is loading, and never longer than a second; a server-rendered page has none', async () => {
    const { context, page } = await newPage(browser);
    await page.addInitScript((selector) => {
      const times: { shown?: number; gone?: number } = {};
      (window as unknown as { coverTimes: typeof times }).coverTimes = times;
      new MutationObserver(() => {
        const present = document.querySelector(selector) !== null;
        if (present && times.shown === undefined) times.shown = performance.now();
        if (!present && times.shown !== undefined && times.gone === undefined) times.gone = performance.now();
      }).observe(document, { childList: true, subtree: true });
    }, COVER);
    const coverTimes = () => page.evaluate(() => (window as unknown as { coverTimes: { shown?: number; gone?: number } }).coverTimes);
    // The home page and the search list come rendered from the server: their content is there at once, never covered.
    for (const path of ['/', '/search/query/showAll=true']) {
      await page.goto(path);
      expect(await page.locator('#first-view-state').count(), `${path} rendered on the server`).toBe(1);
      await page.locator('main h1').first().waitFor();
      await page.waitForLoadState('networkidle');
      expect(await coverTimes(), `no cover on ${path}`).toEqual({});
    }
    // A page rendered in the browser is covered while it loads, at most a second.
    await page.goto('/documents/terms');
    await page.waitForFunction(() => (window as unknown as { coverTimes: { gone?: number } }).coverTimes.gone !== undefined, undefined, { timeout: 5_000 });
    const times = (await coverTimes()) as { shown: number; gone: number };
    expect(times.gone - times.shown, 'cover on /documents/terms').toBeLessThanOrEqual(1000);
    await context.close();
  });

  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    it(`the results line up with the header at ${viewport.width} px`, async () => {
      const { context, page } = await newPage(browser, viewport);
      await page.goto('/search/query/showAll=true');
      await page.getByTestId('offer-list-item').first().waitFor();
      const logo = await page.locator('header [class*="logoLink"]').first().boundingBox();
      const title = await page.getByRole('heading', { level: 1 }).boundingBox();
      expect(Math.abs((title?.x ?? -100) - (logo?.x ?? 100))).toBeLessThanOrEqual(2);
      await context.close();
    });
  }

  it('a gone offer says so on arrival', async () => {
    const { context, page } = await newPage(browser, { width: 390, height: 844 });
    await page.goto('/offer/999998-withdrawn-offer');
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByText('This offer is no longer available: it may have been withdrawn or filled.').waitFor();
    expect(pathOf(page)).toBe('/');
    await context.close();
  });
});
