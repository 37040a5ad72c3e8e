import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountType } from '@trades/contracts';
import { launchBrowser, newPage, seriousA11yViolations } from './browser.ts';
import { PASSWORD, clientRegistrationBody, consentsFor, postJson, toast } from './builders.ts';

/*
 * Issue 25, the employer's sign-up and brands as a new employer meets them on a phone: an empty sign-up form
 * points at its first field, a weak password's error says what it lacks, a signed-out link from a mail leads
 * through the employer sign-in and back, the company is the main brand at once, a wide logo shows whole, and
 * another brand can be made the main one with every action on screen at 390 px.
 */

const PHONE = { width: 390, height: 844 };

async function registerEmployer(email: string, company: string): Promise<void> {
  const consents = await consentsFor(AccountType.Client);
  const phone = { country: 'NO', number: `41${String(Date.now()).slice(-6)}` };
  const response = await postJson('/v1/public/client/register', clientRegistrationBody({ email, password: PASSWORD, phone, name: company }, consents));
  expect(response.status, await response.clone().text()).toBe(201);
}

/** Elements matching `selector` whose box reaches outside the window's width. */
async function offScreen(page: Page, selector: string): Promise<string[]> {
  return page.$$eval(selector, (elements) =>
    elements.filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5 || element.getBoundingClientRect().left < -0.5).map((element) => element.textContent ?? ''),
  );
}

describe('an employer signs up and sets the brands up on a phone (issue 25)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('an empty sign-up focuses its first field; a weak password says what it lacks, the rule said once', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await page.goto('/sign-up?tab=1');
    await page.getByRole('button', { name: 'Create an employer account' }).click();
    await toast(page, 'Please fill in or correct the marked fields and accept the required consents at the end of the form.');
    const company = page.getByRole('textbox', { name: 'Company name' });
    await expect.poll(() => company.evaluate((input) => input === document.activeElement)).toBe(true);
    // In view, not scrolled down to the consents.
    await expect.poll(() => company.evaluate((input) => input.getBoundingClientRect().top >= 0 && input.getBoundingClientRect().bottom <= window.innerHeight)).toBe(true);
    expect(await page.locator('input[aria-invalid="true"]').count()).toBeGreaterThanOrEqual(6);

    await page.getByLabel('Password').first().fill('longenough');
    await page.getByRole('button', { name: 'Create an employer account' }).click();
    await page.getByText('Add an upper-case letter and a digit.').waitFor();
    expect(await page.getByText('At least 8 characters with an upper-case letter, a lower-case letter and a digit').count()).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await context.close();
  });

  it('a signed-out link leads through the employer sign-in and back; the company is the main brand, a wide logo shows whole, another brand becomes the main one', async () => {
    const email = `e2e.brands.${Date.now()}@example.com`;
    const company = `Vestbygg ${Date.now() % 100_000} AS`;
    await registerEmployer(email, company);
    const { context, page } = await newPage(browser, PHONE);

    for (const path of ['/user/offer/candidates/1', '/user/invoices', '/client/brands']) {
      await page.goto(path);
      await page.waitForURL((url) => url.pathname === '/sign-in');
      const url = new URL(page.url());
      expect(url.searchParams.get('tab'), path).toBe('1');
      expect(url.searchParams.get('redirect'), path).toBe(path);
    }
    await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await page.getByLabel('Password').first().fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL('**/client/brands');

    // The sign-up made the company the main brand.
    const rows = page.getByTestId(/^brand-row-/);
    await rows.first().getByText(company, { exact: true }).waitFor();
    await rows.first().getByText('Main brand', { exact: true }).waitFor();

    // A wide wordmark, 600 × 100, transparent around dark letters.
    const wordmark = await sharp({ create: { width: 600, height: 100, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
      .composite([{ input: { create: { width: 560, height: 60, channels: 4, background: { r: 20, g: 20, b: 60, alpha: 1 } } }, left: 20, top: 20 }])
      .png()
      .toBuffer();
    await page.getByRole('button', { name: 'Add a brand' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a brand' });
    await dialog.getByLabel('Brand name').fill('WISLANA');
    await dialog.locator('input[type="file"]').setInputFiles({ name: 'wislana.png', mimeType: 'image/png', buffer: wordmark });
    await dialog.getByRole('img', { name: 'Logo preview' }).waitFor();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'The brand has been added.');
    const logo = page.getByRole('img', { name: 'Logo of WISLANA' });
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const shown = await logo.evaluate((img: HTMLImageElement) => ({ fit: getComputedStyle(img).objectFit, ratio: img.naturalWidth / img.naturalHeight }));
    expect(shown.fit).toBe('contain');
    // The thumbnail keeps the whole width: nothing was cut off either side.
    expect(shown.ratio).toBeGreaterThan(5.5);

    await page.getByRole('button', { name: 'Make main – WISLANA' }).click();
    await toast(page, 'WISLANA is now the main brand.');
    await rows.first().getByText('WISLANA', { exact: true }).waitFor();
    await rows.first().getByText('Main brand', { exact: true }).waitFor();
    await page.getByRole('button', { name: `Delete ${company}` }).waitFor();
    expect(await page.getByRole('button', { name: 'Delete WISLANA' }).count()).toBe(0);

    // Cards on a phone: no sideways scrolling, every action within the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(await offScreen(page, '[data-testid^="brand-row-"] button')).toEqual([]);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await context.close();
  });
});
