import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountType, formatCalendarDate, marketToday } from '@trades/contracts';
import { baseUrl, fetchWithin, launchBrowser, newPage, seriousA11yViolations } from './browser.ts';
import { clientRegistrationBody, consentsFor, postJson } from './builders.ts';

/*
 * What a new employer tripped over: status 7 read "Paid" under free publication (now an approval
 * publishes at once), copies of an offer were identical rows, the offer list scrolled sideways on a phone, the logo wrapped, the brands
 * badge was cut, the preview named the place twice and dates read differently from page to page.
 */

const PASSWORD = 'FjordBygg2026';
const PHONE = { width: 390, height: 844 };
const DAY_MS = 86_400_000;

interface Employer {
  email: string;
  token: string;
  brandId: number;
}

/** An English employer with a main brand, registered and signed in through the API. */
async function newEmployer(label: string): Promise<Employer> {
  const email = `e2e.newcomer.${label}.${Date.now()}@example.com`;
  const consents = await consentsFor(AccountType.Client);
  const phone = { country: 'NO', number: `41${String(Date.now()).slice(-6)}` };
  const registered = await postJson('/v1/public/client/register', clientRegistrationBody({ email, password: PASSWORD, phone, name: `Nykommer ${label} AS` }, consents));
  expect(registered.status, await registered.clone().text()).toBe(201);
  const login = await postJson('/v1/login_check', { username: email, password: PASSWORD });
  expect(login.status).toBe(200);
  const { token } = (await login.json()) as { token: string };
  // Long brand names squeeze the table's first column, where the main brand's badge is.
  const brand = await api(token, 'POST', '/v1/client-brand/', { name: 'Nykommer Bygg Rør og Ventilasjon Vestlandet Avdeling Stavanger Sentrum' });
  await api(token, 'POST', '/v1/client-brand/', { name: 'Nykommer Bygg Rør og Ventilasjon Vestlandet Avdeling Bergen Sentrum Nord' });
  return { email, token, brandId: (brand as { data: { data: { id: number } } }).data.data.id };
}

async function api(token: string, method: 'POST' | 'PATCH', path: string, body?: object): Promise<unknown> {
  const response = await fetchWithin(`${baseUrl()}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'x-locale': 'en', ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  expect(response.ok, `${method} ${path}: ${await response.clone().text()}`).toBe(true);
  return response.json();
}

const day = (offset: number) => marketToday(new Date(Date.now() + offset * DAY_MS));
const WORK_START = day(10);

/** A carpenter offer in Stavanger (Rogaland, Norway); answers its id. */
async function createOffer(employer: Employer): Promise<number> {
  const body = {
    clientBrand: employer.brandId,
    industry: 1,
    profession: 1,
    professionClass: 2,
    numberOfVacancies: 2,
    minExperience: 2,
    description: '<p>Carpenters for new housing in Stavanger.</p>',
    notes: '',
    workStartAt: WORK_START,
    workEndAt: day(100),
    workLocationState: 1,
    allState: false,
    workLocationRegions: [{ region: 102, cities: [10201] }],
    languages: [{ languageCode: 'en', languageProficiency: 3, isRequired: true }],
    contractTypes: [1],
    workSystems: [1],
    isConstantWork: true,
    isFlexibleWork: false,
    offerFlexibleWorks: [],
    workRotational: false,
    workOvertime: false,
    workDailyHours: 7.5,
    workMonthDays: 21,
    salaryGrossValueMin: { amount: 270, currency: 'NOK' },
    salaryGrossValueMax: { amount: 320, currency: 'NOK' },
    isSalaryGross: true,
    showSalaryGross: true,
    showSalaryDaily: false,
    showSalaryMonth: false,
  };
  const answer = (await api(employer.token, 'POST', '/v1/client-offer/create', body)) as { offer: { id: number } };
  return answer.offer.id;
}

const duplicate = async (employer: Employer, id: number) => ((await api(employer.token, 'POST', `/v1/client-offer/${id}/duplicate`)) as { offer: { id: number } }).offer.id;

/** Signs the employer in through the form. */
async function signIn(page: Page, email: string): Promise<void> {
  await page.goto('/sign-in?tab=1');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByLabel('Password').first().fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/sign-in'));
}

async function openDrafts(page: Page): Promise<void> {
  await page.goto('/user/offers/draft/1');
  await page.getByRole('heading', { level: 1, name: 'Draft offers' }).waitFor();
  await page.locator('[data-testid^="offer-row-"]').first().waitFor();
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
}

const row = (page: Page, id: number) => page.getByTestId(`offer-row-${id}`);

/** True when the element's text is cut (its content is wider than its box). */
const isCut = (page: Page, selector: string) =>
  page.locator(selector).first().evaluate((element) => [element, ...element.querySelectorAll('*')].some((node) => node.scrollWidth > node.clientWidth + 1));

describe('a new employer in the browser', () => {
  let browser: Browser;
  let employer: Employer;
  let original: number;
  let copies: number[];

  beforeAll(async () => {
    browser = await launchBrowser();
    employer = await newEmployer('kari');
    original = await createOffer(employer);
    copies = [await duplicate(employer, original), await duplicate(employer, original)];
  });
  afterAll(() => browser?.close());

  it('at 1280 px: a table; a draft reads "Draft", never "Paid"; copies read apart; the badge is whole; the preview names the place once; one date format on two pages', async () => {
    const { context, page } = await newPage(browser, { width: 1280, height: 800 });
    await signIn(page, employer.email);
    await openDrafts(page);

    expect(await page.getByRole('table').count()).toBe(1);
    await row(page, original).getByText('Draft', { exact: true }).waitFor();
    expect(await page.getByText(/^paid$/i).count()).toBe(0);
    expect(await seriousA11yViolations(page), 'offer table').toEqual([]);

    // Three offers with the same content: each row reads differently (its number, its time), by its title, never its slug.
    const texts = await Promise.all([original, ...copies].map((id) => row(page, id).innerText()));
    expect(new Set(texts).size).toBe(3);
    for (const id of [original, ...copies]) {
      await row(page, id).getByText(`No. ${id}`, { exact: true }).waitFor();
      await row(page, id).getByText('Carpenter, Stavanger', { exact: true }).waitFor();
    }
    expect(await page.getByText(/carpenter-stavanger/).count()).toBe(0);
    const created = await row(page, copies[0] as number).locator('td').nth(6).innerText();
    expect(created).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);

    await page.goto('/client/brands');
    await page.getByText('Main brand', { exact: true }).waitFor();
    expect(await isCut(page, '[data-testid^="brand-row-"] .mantine-Badge-root')).toBe(false);

    // The work start date reads the same in the offer form and in the preview: 15/05/2026 in English.
    const shown = formatCalendarDate(WORK_START, 'en');
    await page.goto(`/user/offer/edit/${original}`);
    await page.getByRole('heading', { name: 'Edit the job offer' }).waitFor();
    await page.getByRole('button', { name: /^Work start date/ }).getByText(shown, { exact: true }).waitFor();

    await page.goto(`/offer/preview/${original}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByText(`${shown} – ${formatCalendarDate(day(100), 'en')}`, { exact: true }).first().waitFor();
    const place = page.getByRole('region', { name: 'Place of work' });
    expect(await place.getByText('Rogaland').count()).toBe(1);
    expect(await place.getByText(/Stavanger/).count()).toBe(1);
    await context.close();
  });

  it('at 390 px: the offers are cards with their actions and nothing scrolls sideways; the logo stays on one line; the badge is whole', async () => {
    const { context, page }: { context: BrowserContext; page: Page } = await newPage(browser, PHONE);
    await signIn(page, employer.email);
    await openDrafts(page);

    expect(await page.getByRole('table').count()).toBe(0);
    const list = page.getByRole('list', { name: 'Offers' });
    expect(await list.locator('[data-testid^="offer-row-"]').count()).toBe(3);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    // No box of the list scrolls sideways, and every card fits the screen.
    expect(await list.evaluate((element) => [element, ...element.querySelectorAll('*')].filter((node) => node.scrollWidth > node.clientWidth + 1 && getComputedStyle(node).overflowX !== 'visible').length)).toBe(0);
    for (const id of [original, ...copies]) {
      const box = await row(page, id).boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= PHONE.width, `card ${id} fits`).toBe(true);
    }
    // The same actions as the table: status with its next step, the menu, the facts.
    const card = row(page, original);
    await card.getByText('Draft', { exact: true }).waitFor();
    await card.getByRole('button', { name: /^Approve/ }).waitFor();
    await card.getByRole('button', { name: /^Actions for/ }).click();
    await page.getByRole('menuitem', { name: 'Duplicate', exact: true }).waitFor();
    await page.keyboard.press('Escape');
    // The closed menu leaves the page only when its closing transition ends.
    await page.getByRole('menu').waitFor({ state: 'detached' });
    await row(page, copies[0] as number).getByRole('button', { name: /^Approve/ }).waitFor();
    await row(page, copies[0] as number).getByRole('checkbox', { name: /for purchase$/ }).waitFor();
    await card.getByText('Date created').waitFor();
    expect(await seriousA11yViolations(page), 'offer cards').toEqual([]);

    // The header's logo: one line, not pushed under the other header items.
    const logoText = page.getByRole('banner').getByText('Trades Marketplace', { exact: true });
    const lines = await logoText.evaluate((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
    });
    expect(lines).toBe(1);
    const logoBox = await logoText.boundingBox();
    expect(logoBox && logoBox.x + logoBox.width <= PHONE.width).toBe(true);

    await page.goto('/client/brands');
    await page.getByText('Main brand', { exact: true }).waitFor();
    expect(await isCut(page, '[data-testid^="brand-row-"] .mantine-Badge-root')).toBe(false);
    await context.close();
  });
});
