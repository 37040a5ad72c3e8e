import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, stage } from './browser.ts';
import { call, candidateUpToStep8, employerWithPublishedOffer, toast, withTokens } from './builders.ts';

/*
 * Issue 24: a double tap reported failure after success (apply 200 then 409, save alert 201 then 422,
 * prepare my data 202 then 429), and a failed submit on a phone neither scrolled nor moved the focus.
 */

const PHONE = { width: 390, height: 844 };

/** The change requests (not GET) the page sends, as "METHOD /path". */
function changeRequests(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET' && request.url().includes('/v1/')) sent.push(`${request.method()} ${new URL(request.url()).pathname}`);
  });
  return sent;
}

/** The texts of the toasts on screen. */
const toastTexts = (page: Page) => page.locator('.mantine-Notification-root').allTextContents();

describe('double taps and failed submits on a phone', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('a double tap on apply, on saving an alert and on preparing the data sends each once and says it worked', { timeout: 180_000 }, async () => {
    stage('employer and candidate');
    const employer = await employerWithPublishedOffer('double.tap');
    const candidate = await candidateUpToStep8('double.tap', 'Dorota', 'Dwuklik');
    expect((await call('/v1/candidate-profile/wizard/8', candidate.tokens.token, 'POST', {})).status).toBe(200);
    const { context, page } = await newPage(browser, PHONE);
    await withTokens(context, candidate.tokens);
    const sent = changeRequests(page);

    stage('apply');
    await page.goto(`/offer/${employer.offerId}`);
    await page.getByTestId('offer-apply').click();
    const dialog = page.getByRole('dialog', { name: 'When can you start?' });
    await dialog.getByRole('button', { name: 'Send application' }).dblclick();
    await toast(page, 'Your application has been sent to the employer.');
    await page.getByTestId('application-stage-note').waitFor();
    expect(sent.filter((request) => request === `POST /v1/candidate-offer/apply/${employer.offerId}`)).toHaveLength(1);
    expect((await toastTexts(page)).join(' ')).not.toContain('already applied');

    stage('save an alert');
    await page.goto('/search/query/industry=1&country=1');
    await page.getByRole('button', { name: 'Save this search' }).click();
    await page.getByRole('dialog', { name: 'Save this search as a job alert' }).getByRole('button', { name: 'Save the alert' }).dblclick();
    await toast(page, 'The search has been saved as a job alert.');
    expect(sent.filter((request) => request === 'POST /v1/job-alerts')).toHaveLength(1);
    expect((await toastTexts(page)).join(' ')).not.toContain('already saved');
    const alerts = await call<{ items: unknown[] }>('/v1/job-alerts', candidate.tokens.token);
    expect(alerts.json.items).toHaveLength(1);

    stage('prepare my data');
    await page.goto('/user/settings');
    const privacy = page.locator('section#privacy');
    await privacy.getByRole('button', { name: 'Prepare a copy of my data' }).dblclick();
    await toast(page, 'We are preparing your data.');
    expect(sent.filter((request) => request === 'POST /v1/user/data-export')).toHaveLength(1);
    expect((await toastTexts(page)).join(' ')).not.toContain('one copy of your data a day');
    await context.close();
  });

  it('a second tap that lands after a fast answer, while the dialog closes, sends nothing: adding a brand, withdrawing an offer', { timeout: 120_000 }, async () => {
    const employer = await employerWithPublishedOffer('closing.dialog');
    const { context, page } = await newPage(browser, PHONE);
    await withTokens(context, employer.tokens);
    const sent = changeRequests(page);
    /** Taps `button` again once the first tap's answer is in and the page has rendered it, as a slow double tap would. */
    const tapAgainAfterAnswer = async (button: Locator, answered: Promise<unknown>) => {
      await button.click();
      await answered;
      await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
      // The dialog may already be gone (nothing to tap) or fading out (a tap on the spot the button was).
      await button.click({ force: true, timeout: 1_000 }).catch(() => undefined);
    };

    stage('a brand');
    await page.goto('/client/brands');
    await page.getByRole('button', { name: 'Add a brand' }).click();
    const brandDialog = page.getByRole('dialog', { name: 'Add a brand' });
    await brandDialog.getByLabel('Brand name').fill('Dobbelttrykk AS');
    await tapAgainAfterAnswer(
      brandDialog.getByRole('button', { name: 'Save' }),
      page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname.startsWith('/v1/client-brand')),
    );
    await brandDialog.waitFor({ state: 'detached' });
    expect(sent.filter((request) => request.startsWith('POST /v1/client-brand'))).toHaveLength(1);

    stage('withdrawing an offer');
    await page.goto('/user/offers/active/1');
    await page.getByRole('button', { name: /^Actions for / }).first().click();
    await page.getByRole('menuitem', { name: 'Withdraw' }).click();
    const confirm = page.getByRole('dialog', { name: 'Withdraw the offer' });
    await tapAgainAfterAnswer(
      confirm.getByRole('button', { name: 'Withdraw' }),
      page.waitForResponse((response) => response.request().method() === 'POST' && response.url().endsWith('/withdraw')),
    );
    await toast(page, 'The offer has been withdrawn.');
    await confirm.waitFor({ state: 'detached' });
    expect(sent.filter((request) => request.endsWith('/withdraw'))).toHaveLength(1);
    expect((await toastTexts(page)).join(' ')).not.toMatch(/cannot|not allowed|no longer/i);
    await context.close();
  });

  it('a failed submit scrolls to the first invalid field and focuses it', { timeout: 60_000 }, async () => {
    const { context, page } = await newPage(browser, PHONE);
    await page.goto('/contact');
    const send = page.getByRole('button', { name: 'Send the message' });
    await send.scrollIntoViewIfNeeded();
    await send.click();
    const firstName = page.getByRole('textbox', { name: 'First name' });
    await expect.poll(() => firstName.evaluate((input) => input === document.activeElement)).toBe(true);
    expect(await firstName.getAttribute('aria-invalid')).toBe('true');
    // On screen, not under the fold the send button was at.
    await expect
      .poll(() => firstName.evaluate((input) => {
        const box = input.getBoundingClientRect();
        return box.top >= 0 && box.bottom <= window.innerHeight;
      }))
      .toBe(true);
    await context.close();
  });
});
