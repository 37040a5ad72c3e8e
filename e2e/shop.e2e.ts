import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, fetchWithin, launchBrowser, newPage, seriousA11yViolations, stage } from './browser.ts';
import { call, candidateUpToStep8, draftCarpenterOffer, employerWithBrand, withTokens } from './builders.ts';

/*
 * The shop (issue 11): an employer buys the publication of two drafts in the sandbox (declined
 * once, renewed, paid), publishes them, downloads the VAT invoice, then buys a matched candidate's
 * profile from the pipeline and sees the phone.
 */

const BUYER = 'Budimex Wschód Sp. z o.o.';

const row = (page: Page, id: number) => page.getByTestId(`offer-row-${id}`);

async function checkA11y(page: Page, label: string): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
  expect(await seriousA11yViolations(page), label).toEqual([]);
}

/** Places the order in the cart: the six-second cover, then the sandbox page. */
async function placeOrder(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Place the order' }).click();
  await page.getByRole('dialog', { name: 'Going to the payment' }).waitFor();
  await page.waitForURL('**/payment/sandbox/**', { timeout: 15_000 });
  await page.getByRole('heading', { name: 'Demo payment' }).waitFor();
  await page.getByRole('button', { name: 'Pay', exact: true }).waitFor();
}

/** Pays on the sandbox page; the order page follows the order until it is paid. Answers the order's uuid. */
async function payInSandbox(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await page.waitForURL('**/user/order/**');
  await page.getByRole('definition').getByText('Paid', { exact: true }).waitFor();
  return new URL(page.url()).pathname.split('/').at(-1) as string;
}

describe('the shop in the browser', () => {
  let browser: Browser;
  let workDir: string;
  beforeAll(async () => {
    browser = await launchBrowser();
    workDir = mkdtempSync(path.join(os.tmpdir(), 'shop-e2e-'));
  });
  afterAll(async () => {
    await browser?.close();
    rmSync(workDir, { recursive: true, force: true });
  });

  it('an employer pays for two drafts (declined once, renewed), publishes them, downloads the invoice and buys a matched candidate’s profile', { timeout: 180_000 }, async () => {
    stage('employer, drafts and a candidate');
    const employer = await employerWithBrand('shop');
    const billing = await call('/v1/client-profile/update', employer.tokens.token, 'POST', {
      name: BUYER,
      licTradNum: '5252248481',
      street: 'Marszałkowska',
      propertyNumber: '10',
      apartmentNumber: '4',
      zipCode: '00-590',
      city: 'Warszawa',
      country: 'PL',
      contactEmail: employer.email,
    });
    expect(billing.status, JSON.stringify(billing.json)).toBe(200);
    const offers = [await draftCarpenterOffer(employer.tokens.token, employer.brandId), await draftCarpenterOffer(employer.tokens.token, employer.brandId)] as const;
    const candidate = await candidateUpToStep8('shop', 'Wiktoria', 'Nowicka');
    expect((await call('/v1/candidate-profile/wizard/8', candidate.tokens.token, 'POST', {})).status).toBe(200);

    const { context, page } = await newPage(browser);
    await withTokens(context, employer.tokens);

    stage('price list');
    await page.goto('/client/price-list/single-products');
    await page.getByRole('heading', { level: 1, name: 'Price list' }).waitFor();
    await page.getByRole('link', { name: 'Choose draft offers' }).waitFor();
    await checkA11y(page, 'price list');

    /* Both drafts chosen in the offer list land in the cart. */
    stage('select drafts');
    await page.goto('/user/offers/draft/1');
    for (const id of offers) {
      const box = row(page, id).getByRole('checkbox', { name: /^Select .* for purchase$/ });
      await expect.poll(() => box.isEnabled(), { timeout: 10_000 }).toBe(true);
      // A click, not check(): the controlled box shows the cart change a tick after the click.
      await box.click();
      await expect.poll(() => box.isChecked(), { timeout: 10_000 }).toBe(true);
    }
    await expect
      .poll(
        async () => {
          const cart = await call<{ data: { cartItems: { data: { type: string; items: unknown[] }[] } } }>('/v1/shop/cart', employer.tokens.token);
          return cart.json.data.cartItems.data.find((group) => group.type === 'publish_offer')?.items.length;
        },
        { timeout: 10_000 },
      )
      .toBe(2);

    stage('cart');
    await page.goto('/user/cart');
    await page.getByRole('heading', { level: 1, name: 'Cart' }).waitFor();
    await page.getByText('VAT 23%').waitFor();
    // Two copies of one offer read alike, so each goes by its number too; the window shown is the 30 days bought (issue 25).
    for (const id of offers) await page.getByTestId('cart-group-publish_offer').getByText(`Carpenter, Stavanger · #${id}`, { exact: true }).waitFor();
    expect(await page.getByTestId('cart-group-publish_offer').getByText(/^Publication: /).count()).toBe(2);
    await page.getByRole('radio').first().waitFor();
    expect(await page.getByRole('radio').first().isChecked(), 'the first payment method is preselected').toBe(true);
    await checkA11y(page, 'cart');
    await placeOrder(page);
    await checkA11y(page, 'sandbox page');

    /* Back from the payment page: the empty cart points to the order awaiting payment, which can be paid from there. */
    stage('back to the cart');
    await page.goBack();
    await page.waitForURL('**/user/cart');
    const waiting = page.locator('[data-testid^="waiting-order-"]');
    await waiting.getByText('You have an order awaiting payment').waitFor();
    await page.getByText('Your cart is empty.').waitFor();
    await checkA11y(page, 'empty cart with a waiting order');
    await waiting.getByRole('button', { name: /^Pay now: order ZAM\/\d{4}\/\d{2}\/\d{4}$/ }).click();
    await page.waitForURL('**/payment/sandbox/**');
    await page.getByRole('button', { name: 'Decline', exact: true }).waitFor();

    /* Declined: the order fails, says why, and offers renewal. */
    stage('decline, renew');
    await page.getByRole('button', { name: 'Decline', exact: true }).click();
    await page.waitForURL('**/user/order/**');
    await page.getByRole('definition').getByText('Failed', { exact: true }).waitFor();
    await page.getByTestId('order-failure').getByText('The payment was refused or cancelled at the payment page.').waitFor();
    await page.goto('/user/order-list');
    await page.getByRole('heading', { level: 1, name: 'Orders' }).waitFor();
    const renew = page.getByRole('button', { name: /^Renew payment of order ZAM\/\d{4}\/\d{2}\/\d{4}$/ });
    await renew.waitFor();
    await checkA11y(page, 'order list');
    await renew.click();
    await page.waitForURL('**/payment/sandbox/**');
    const orderUuid = await payInSandbox(page);
    await page.getByRole('link', { name: 'See your invoices' }).waitFor();
    await checkA11y(page, 'order page');
    const order = await call<{ items: { status: number }[] }>(`/v1/shop/order/${orderUuid}`, employer.tokens.token);
    expect(order.json.items[0]?.status).toBe(4);

    /* Paid offers publish themselves: no click, they are on the active list. */
    stage('publish');
    await page.goto('/user/offers/active/1');
    for (const id of offers) await row(page, id).getByText('Published', { exact: true }).waitFor();

    /* The invoice: a new tab to the PDF, its text read back. */
    stage('invoice');
    await page.goto('/user/invoices');
    await page.getByRole('heading', { level: 1, name: 'Invoices' }).waitFor();
    const download = page.getByRole('button', { name: /^Download invoice FV\/.* PDF$/ });
    await download.waitFor();
    await checkA11y(page, 'invoices');
    const number = ((await download.getAttribute('aria-label')) ?? '').replace('Download invoice ', '').replace(' PDF', '');
    expect(number).toMatch(/^FV\/\d{4}\/\d{2}\/\d{4}$/);
    const printed = page.waitForResponse((response) => response.url().includes('/print'));
    const popup = context.waitForEvent('page');
    await download.click();
    const { invoiceDownloadUrl } = (await (await printed).json()) as { invoiceDownloadUrl: string };
    const tab = await popup;
    // The tab opens blank at the click (no popup blocker stops it) and goes to the PDF once its link is known.
    await tab.waitForURL((url) => url.pathname.startsWith('/v1/client-financial-account/invoice/download/'), { waitUntil: 'commit' });
    const pdf = await fetchWithin(new URL(invoiceDownloadUrl, baseUrl()).toString());
    expect(pdf.headers.get('content-type')).toContain('application/pdf');
    const file = path.join(workDir, 'invoice.pdf');
    writeFileSync(file, Buffer.from(await pdf.arrayBuffer()));
    const text = execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8', timeout: 20_000 });
    expect(text).toContain(number);
    expect(text).toContain(BUYER);
    expect(text).toContain('23%');
    // Leave the PDF viewer first, so closing does not wait on Chromium's handling of the PDF.
    await tab.goto('about:blank');
    await tab.close();

    stage('sales data');
    await page.goto('/user/sales-data');
    await page.getByRole('heading', { level: 1, name: 'Sales data' }).waitFor();
    await page.getByRole('heading', { name: 'By product' }).waitFor();
    await checkA11y(page, 'sales data');

    /* The matched candidate (who did not apply) in the pipeline: contacts hidden until bought. */
    stage('pipeline');
    const card = page.locator('[data-testid^="candidate-card-"]').filter({ hasText: 'Wiktoria Nowicka' });
    await page.goto(`/user/offer/candidates/${offers[0]}`);
    await expect
      .poll(
        async () => {
          if ((await card.count()) > 0) return true;
          await page.reload();
          await page.getByTestId('pipeline-count-applications').waitFor();
          return (await card.count()) > 0;
        },
        { timeout: 45_000, interval: 1000 },
      )
      .toBe(true);
    await card.getByTestId('candidate-open').click();
    const panel = page.getByRole('dialog', { name: /Wiktoria Nowicka/ });
    await panel.getByRole('tab', { name: 'User profile' }).click();
    await panel.getByTestId('contacts-hidden').waitFor();
    await panel.getByRole('tab', { name: 'Fit' }).click();
    await panel.getByTestId('fit-add-to-cart').click();
    await panel.getByText('The profile is in the cart.').waitFor();
    await panel.getByRole('link', { name: 'Go to the cart' }).click();
    await page.waitForURL('**/user/cart');
    await page.getByText('Wiktoria Nowicka').first().waitFor();
    await placeOrder(page);
    await payInSandbox(page);

    stage('phone shown');
    await page.goto(`/user/offer/candidates/${offers[0]}`);
    await card.getByTestId('candidate-open').click();
    await panel.getByRole('tab', { name: 'User profile' }).click();
    await panel.getByTestId('candidate-phone').filter({ hasText: /^\+48 / }).first().waitFor();
    await context.close();
  });
});
