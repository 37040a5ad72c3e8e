import { deflateSync } from 'node:zlib';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountType } from '@trades/contracts';
import { launchBrowser, newContext, newPage, pickDate, pickOption, seriousA11yViolations } from './browser.ts';
import { clientRegistrationBody, consentsFor, dayFromNow, postJson } from './builders.ts';

/* ---------- a real PNG for the logo, made here (CRC-32 and zlib as the format asks) ---------- */

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(data: Buffer): number {
  let c = 0xffffffff;
  for (const byte of data) c = (CRC_TABLE[(c ^ byte) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A width × height RGB PNG: a blue square with an orange stripe. */
function logoPng(width = 64, height = 64): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows: number[] = [];
  for (let y = 0; y < height; y += 1) {
    rows.push(0);
    for (let x = 0; x < width; x += 1) rows.push(...(y > height / 2 - 6 && y < height / 2 + 6 ? [240, 140, 20] : [20, 70, 160]));
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/* ---------- helpers ---------- */

const PASSWORD = 'FjordBygg2026';

/** A new employer (English), registered through the API: the browser part of sign-up has its own test. */
async function registerEmployer(email: string, company: string): Promise<void> {
  const consents = await consentsFor(AccountType.Client);
  // 41xxxxxx is inside Norway's mobile range whatever the digits after it.
  const phone = { country: 'NO', number: `41${String(Date.now()).slice(-6)}` };
  const response = await postJson('/v1/public/client/register', clientRegistrationBody({ email, password: PASSWORD, phone, name: company }, consents));
  expect(response.status, await response.clone().text()).toBe(201);
}

/** Waits for a toast with the text (top-right notifications). */
async function toast(page: Page, text: string | RegExp): Promise<void> {
  await page.locator('.mantine-Notification-root').filter({ hasText: text }).first().waitFor();
}

const row = (page: Page, id: number) => page.getByTestId(`offer-row-${id}`);

/** Opens a row's action menu and clicks one of its items. */
async function rowAction(page: Page, id: number, item: string): Promise<void> {
  await row(page, id).getByRole('button', { name: /^Actions for/ }).click();
  await page.getByRole('menuitem', { name: item, exact: true }).click();
}

/** Confirms the open dialog with its confirm button. */
async function confirmDialog(page: Page, title: string, button: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.waitFor();
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
}

async function openList(page: Page, status: string): Promise<void> {
  await page.goto(`/user/offers/${status}/1`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.locator('table, :text("There are no offers on this list.")').first().waitFor();
}

/** Ids of the rows the list shows. */
async function rowIds(page: Page): Promise<number[]> {
  const ids = await page.locator('[data-testid^="offer-row-"]').evaluateAll((rows) => rows.map((r) => Number(r.getAttribute('data-testid')?.replace('offer-row-', ''))));
  return ids.sort((a, b) => a - b);
}

/** Picks an option of a Mantine select or multi-select by its label; searchable ones are typed into first. */
async function choose(page: Page, label: string, option: string, options: { type?: boolean } = {}): Promise<void> {
  await pickOption(page, page.getByRole('combobox', { name: label, exact: true }).first(), option, { ...options, exact: true });
}


/**
 * A carpenter offer in Stavanger through the form, with validation errors shown and fixed (no
 * vacancies, an hourly rate above Norway's maximum, one below the trade's minimum wage), saved with a
 * double click. Answers the new offer's id from the draft list, where it is the only one.
 */
async function createOfferThroughTheForm(page: Page): Promise<number> {
  await page.goto('/user/offers/draft/1');
  await page.getByRole('link', { name: 'Create an offer' }).first().click();
  await page.waitForURL('**/user/offer/create');
  await page.getByRole('heading', { name: 'Create a job offer' }).waitFor();

  expect(await page.getByRole('combobox', { name: 'Brand', exact: true }).inputValue()).toBe('Fjordbygg Rør (main brand)');
  await choose(page, 'Industry', 'Construction');
  await choose(page, 'Profession', 'Carpenter', { type: true });
  // The profession's requirement lists follow about 500 ms later.
  await page.getByRole('checkbox', { name: 'Journeyman certificate' }).waitFor();
  await choose(page, 'Profession class', 'Skilled worker (expert)');
  await page.getByRole('textbox', { name: 'Number of vacancies' }).fill('0');
  await page.getByRole('textbox', { name: 'Minimum experience (years)' }).fill('3');
  expect(await seriousA11yViolations(page)).toEqual([]);

  await choose(page, 'Country of work', 'Norway', { type: true });
  await choose(page, 'Region 1', 'Rogaland', { type: true });
  await choose(page, 'Cities of region 1', 'Stavanger', { type: true });
  await page.keyboard.press('Escape');

  await pickDate(page, /^Work start date/, dayFromNow(10));
  // The rates accepted start from the trade's minimum wage, not the country's lower bound.
  await page.getByText('From 264.32 to 450 NOK (the minimum wage for this trade is 264.32 NOK an hour)').first().waitFor();
  await page.getByRole('textbox', { name: 'Minimum hourly rate (gross)' }).fill('250');
  await page.getByRole('textbox', { name: 'Maximum hourly rate (gross)' }).fill('500');
  const description = page.getByRole('textbox', { name: 'Description of the offer' });
  await description.click();
  await description.pressSequentially('Carpenters for new housing in Stavanger.');

  await page.getByRole('button', { name: 'Save the offer' }).click();
  await toast(page, 'Some fields need your attention.');
  await page.getByText("The rate is above the country's maximum of 450 NOK an hour").waitFor();
  await page.getByText('The number of vacancies must be at least 1').waitFor();
  expect(await page.getByRole('textbox', { name: 'Number of vacancies' }).getAttribute('aria-invalid')).toBe('true');
  expect(new URL(page.url()).pathname).toBe('/user/offer/create');

  await page.getByRole('textbox', { name: 'Number of vacancies' }).fill('2');
  await page.getByRole('textbox', { name: 'Maximum hourly rate (gross)' }).fill('320');
  await page.getByRole('button', { name: 'Save the offer' }).click();
  // 250 NOK is below Norway's general minimum wage for a skilled construction worker: refused on the field, naming the floor.
  await page.getByText('The pay is below the general minimum wage of 264.32 NOK an hour for this trade').waitFor();
  expect(new URL(page.url()).pathname).toBe('/user/offer/create');
  await page.getByRole('textbox', { name: 'Minimum hourly rate (gross)' }).fill('270');
  // A double click makes one draft.
  await page.getByRole('button', { name: 'Save the offer' }).dblclick();
  await toast(page, 'The offer has been saved.');
  await page.waitForURL('**/user/offers/draft/1');
  await page.locator('[data-testid^="offer-row-"]').first().waitFor();
  const ids = await rowIds(page);
  expect(ids).toHaveLength(1);
  return ids[0] as number;
}

/** The copy opens in the form with the original's values; one more vacancy, then save. */
async function editTheCopy(page: Page): Promise<void> {
  await page.getByRole('heading', { name: 'Edit the job offer' }).waitFor();
  const vacancies = page.getByRole('textbox', { name: 'Number of vacancies' });
  await expect.poll(() => vacancies.inputValue()).toBe('4');
  await vacancies.fill('3');
  await page.getByRole('button', { name: 'Save the offer' }).click();
  await toast(page, 'The offer has been saved.');
}

describe('employer offers in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('the client panel works on a phone-sized screen without serious accessibility problems', async () => {
    const email = `e2e.mobile.kari.${Date.now()}@example.com`;
    await registerEmployer(email, `Mobilbygg ${Date.now() % 100_000} AS`);
    const { context, page } = await newPage(browser, { width: 390, height: 844 });
    await page.goto('/sign-in?tab=1');
    await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await page.getByLabel('Password').first().fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL('**/user');
    for (const path of ['/user', '/user/offers/active/1', '/user/offer/create', '/client/brands']) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${path} fits 390 px`).toBeLessThanOrEqual(390);
      expect(await seriousA11yViolations(page), `${path} at 390 px`).toEqual([]);
    }
    await context.close();
  });

  it('an employer adds a branded offer with a double click, previews, approves it (it publishes itself), a visitor finds it; the active offer is edited; the copy is edited and archived, another deleted, the original withdrawn', async () => {
    const email = `e2e.kari.${Date.now()}@example.com`;
    const company = `Fjordbygg ${Date.now() % 100_000} AS`;
    await registerEmployer(email, company);
    const { context, page } = await newPage(browser);

    await page.goto('/sign-in?tab=1');
    await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await page.getByLabel('Password').first().fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL('**/user');
    await page.getByRole('heading', { name: 'Your offers' }).waitFor();
    await page.getByRole('link', { name: /^Drafts\s*0$/ }).waitFor();

    // The sign-up made the company the main brand. Another brand with a logo: chosen, checked, uploaded, then saved.
    await page.goto('/client/brands');
    await page.getByTestId(/^brand-row-/).filter({ hasText: company }).getByText('Main brand', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Add a brand' }).click();
    const brandDialog = page.getByRole('dialog', { name: 'Add a brand' });
    await brandDialog.getByLabel('Brand name').fill('Fjordbygg Rør');
    await brandDialog.locator('input[type="file"]').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logoPng() });
    await brandDialog.getByRole('img', { name: 'Logo preview' }).waitFor();
    expect(await seriousA11yViolations(page), 'brand dialog').toEqual([]);
    await brandDialog.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'The brand has been added.');
    const logo = page.getByRole('img', { name: 'Logo of Fjordbygg Rør' });
    await logo.waitFor();
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    // Made the main one instead of the company's: it can no longer be deleted, the company's brand can.
    await page.getByRole('button', { name: 'Make main – Fjordbygg Rør' }).click();
    await toast(page, 'Fjordbygg Rør is now the main brand.');
    await page.getByTestId(/^brand-row-/).first().getByText('Main brand', { exact: true }).waitFor();
    await page.getByTestId(/^brand-row-/).first().getByText('Fjordbygg Rør', { exact: true }).waitFor();
    await page.getByRole('button', { name: `Delete ${company}` }).waitFor();
    expect(await page.getByRole('button', { name: 'Delete Fjordbygg Rør' }).count()).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);

    const original = await createOfferThroughTheForm(page);

    // Preview in a new tab: the offer as candidates will see it.
    await openList(page, 'draft');
    await row(page, original).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    const [preview] = await Promise.all([context.waitForEvent('page'), rowAction(page, original, 'Preview (opens in a new tab)')]);
    await preview.waitForURL(`**/offer/preview/${original}`);
    await preview.getByText('This is how candidates will see your offer.').waitFor();
    await preview.getByRole('heading', { level: 1 }).waitFor();
    expect(await seriousA11yViolations(preview), 'offer preview').toEqual([]);
    await preview.close();

    // The list names the offer by its title, never its slug.
    await row(page, original).getByText('Carpenter, Stavanger', { exact: true }).waitFor();
    expect(await page.getByText(/carpenter-stavanger/).count()).toBe(0);

    // Approve: free publication in the demo pays for it, so it publishes at once (no second click).
    await row(page, original).getByRole('button', { name: /^Approve/ }).click();
    await page.getByRole('dialog', { name: 'Approve the offer' }).getByText(`Approve the offer Carpenter, Stavanger · #${original} for publication?`).waitFor();
    await confirmDialog(page, 'Approve the offer', 'Approve');
    await toast(page, 'The offer has been approved and published.');
    await page.getByText('There are no offers on this list.').waitFor();
    await openList(page, 'active');
    await row(page, original).getByText('Published').waitFor();

    // Editing the active offer keeps it published: the message says so and the active list follows.
    await rowAction(page, original, 'Edit');
    await page.getByRole('heading', { name: 'Edit the job offer' }).waitFor();
    const activeVacancies = page.getByRole('textbox', { name: 'Number of vacancies' });
    await expect.poll(() => activeVacancies.inputValue()).toBe('2');
    await activeVacancies.fill('4');
    await page.getByRole('button', { name: 'Save the offer' }).click();
    await toast(page, 'The changes have been saved. The offer stays published.');
    await page.waitForURL('**/user/offers/active/1');
    await row(page, original).getByText('Published').waitFor();

    // A visitor finds it in the public search.
    const visitor: BrowserContext = await newContext(browser);
    const visitorPage = await visitor.newPage();
    await visitorPage.goto('/search/query/showAll=true');
    const publicLink = visitorPage.locator(`[data-testid="offer-list-item"] a[href^="/offer/${original}-"]`).first();
    await publicLink.waitFor();
    await publicLink.click();
    await visitorPage.waitForURL(`**/offer/${original}-*`);
    await visitorPage.getByRole('heading', { level: 1 }).waitFor();
    await visitor.close();

    // Duplicate: the copy goes to the drafts and opens in the form.
    await rowAction(page, original, 'Duplicate');
    await confirmDialog(page, 'Duplicate the offer', 'Duplicate');
    const copyDialog = page.getByRole('dialog', { name: 'The copy is ready' });
    // Named with its own number: the title alone would not tell it from the original.
    await copyDialog.getByText(/^The copy Carpenter, Stavanger · #\d+ has been placed in the Drafts tab/).waitFor();
    await copyDialog.getByRole('button', { name: 'Yes' }).click();
    await page.waitForURL(/\/user\/offer\/edit\/\d+$/);
    const copy = Number(new URL(page.url()).pathname.split('/').at(-1));
    expect(copy).not.toBe(original);
    await editTheCopy(page);
    await page.waitForURL('**/user/offers/draft/1');
    await row(page, copy).waitFor();

    // Withdraw the original, archive the copy.
    await openList(page, 'active');
    await rowAction(page, original, 'Withdraw');
    await confirmDialog(page, 'Withdraw the offer', 'Withdraw');
    await toast(page, 'The offer has been withdrawn.');
    await openList(page, 'withdrawn');
    await row(page, original).waitFor();

    await openList(page, 'draft');
    await rowAction(page, copy, 'Archive');
    const archive = page.getByRole('dialog', { name: 'Archive the offer' });
    await archive.getByText(/cannot be undone/).waitFor();
    expect(await seriousA11yViolations(page), 'archive confirmation').toEqual([]);
    await confirmDialog(page, 'Archive the offer', 'Archive');
    await toast(page, 'The offer has been archived.');
    await openList(page, 'archived');
    expect(await rowIds(page)).toEqual([copy]);

    // A draft can be deleted: a second copy, not edited, goes for good.
    await openList(page, 'withdrawn');
    await rowAction(page, original, 'Duplicate');
    await confirmDialog(page, 'Duplicate the offer', 'Duplicate');
    await page.getByRole('dialog', { name: 'The copy is ready' }).getByRole('button', { name: 'No' }).click();
    await openList(page, 'draft');
    const [spare] = await rowIds(page);
    expect(spare).toBeGreaterThan(copy);
    await rowAction(page, spare as number, 'Delete');
    const deletion = page.getByRole('dialog', { name: 'Delete the draft' });
    await deletion.getByText(`Delete the draft Carpenter, Stavanger · #${spare}? It cannot be restored.`).waitFor();
    await confirmDialog(page, 'Delete the draft', 'Delete');
    await toast(page, 'The draft has been deleted.');
    await page.getByText('There are no offers on this list.').waitFor();

    // The dashboard counts follow.
    await page.goto('/user');
    await page.getByRole('link', { name: /^Withdrawn\s*1$/ }).waitFor();
    await page.getByRole('link', { name: /^Archived\s*1$/ }).waitFor();
    await page.getByRole('link', { name: /^Active\s*0$/ }).waitFor();
    await context.close();
  });
});
