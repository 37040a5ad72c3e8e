import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, seriousA11yViolations, stage } from './browser.ts';
import { call, draftCarpenterOffer, employerWithBrand, toast, withTokens } from './builders.ts';
import { PHONE, layoutFaults, settle } from './phone-sweep.ts';
import { OPERATOR } from './server.ts';
import { totpCode } from './totp.ts';

/*
 * One charge per purchase and money that can go back (issue 22): an order's payment page open in two
 * tabs is paid once; the operator refunds the order whole from the back office, and the employer finds
 * the correction invoice in the invoice list.
 */

describe('money in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('pays an order once from two tabs, and the operator refunds it with a correction the employer sees', { timeout: 180_000 }, async () => {
    stage('employer, company data, an order');
    const employer = await employerWithBrand('money');
    const billing = await call('/v1/client-profile/update', employer.tokens.token, 'POST', {
      name: 'Budpol Sp. z o.o.',
      licTradNum: '5260250274',
      street: 'ul. Długa',
      propertyNumber: '5',
      zipCode: '00-238',
      city: 'Warszawa',
      country: 'PL',
    });
    expect(billing.status, JSON.stringify(billing.json)).toBe(200);
    const offerId = await draftCarpenterOffer(employer.tokens.token, employer.brandId);
    const offer = await call<{ uuid: string }>(`/v1/client-offer/${offerId}/show`, employer.tokens.token);
    const products = await call<{ items: { uuid: string; type: string }[] }>('/v1/shop/product', employer.tokens.token);
    const publish = products.json.items.find((product) => product.type === 'publish_offer');
    expect((await call('/v1/shop/cart/item/add', employer.tokens.token, 'POST', { cartItems: [{ product: publish?.uuid, items: [{ uuid: offer.json.uuid }] }] })).status).toBe(200);
    const cart = await call<{ data: { uuid: string } }>('/v1/shop/cart', employer.tokens.token);
    const placed = await call<{ items: { paymentUrl: string; orderUuid: string }[] }>(`/v1/payment/transaction/register/${cart.json.data.uuid}`, employer.tokens.token, 'POST', {
      regulationAccept: true,
      urlReturn: '/user/order/{orderUuid}',
    });
    expect(placed.status, JSON.stringify(placed.json)).toBe(200);
    const { paymentUrl, orderUuid } = placed.json.items[0] as { paymentUrl: string; orderUuid: string };
    const paymentPath = new URL(paymentUrl).pathname;

    stage('two tabs');
    const { context, page: first } = await newPage(browser);
    await withTokens(context, employer.tokens);
    const second = await context.newPage();
    await first.goto(paymentPath);
    await second.goto(paymentPath);
    for (const tab of [first, second]) await tab.getByRole('button', { name: 'Pay', exact: true }).waitFor();
    await first.getByRole('button', { name: 'Pay', exact: true }).click();
    await first.waitForURL('**/user/order/**');
    await first.getByText('Paid', { exact: true }).waitFor();
    await second.getByRole('button', { name: 'Pay', exact: true }).click();
    await toast(second, 'This payment has already been completed or replaced.');
    const order = await call<{ items: { status: number; number: string; invoiceId: number | null }[] }>(`/v1/shop/order/${orderUuid}`, employer.tokens.token);
    expect(order.json.items[0]).toMatchObject({ status: 4, invoiceId: expect.any(Number) });
    const orderNumber = order.json.items[0]?.number as string;
    const invoices = await call<{ items: { kind: string }[] }>('/v1/client-financial-account/invoices', employer.tokens.token, 'POST');
    expect(invoices.json.items.map((invoice) => invoice.kind)).toEqual(['VAT']);

    stage('operator refunds');
    const operator = await newPage(browser, { width: 390, height: 844 });
    await operator.page.goto('/sign-in');
    await operator.page.getByRole('textbox', { name: 'E-mail' }).fill(OPERATOR.email);
    await operator.page.getByLabel('Password').first().fill(OPERATOR.password);
    await operator.page.getByRole('button', { name: 'Sign in', exact: true }).click();
    // The second factor (issue 26): a code of the operator's authenticator, made here from the known secret.
    await operator.page.getByRole('textbox', { name: 'Code' }).fill(await totpCode(OPERATOR.totpSecret));
    await operator.page.getByRole('button', { name: 'Verify', exact: true }).click();
    await operator.page.waitForURL('**/operator');
    await operator.page.getByRole('heading', { level: 1, name: 'Back office' }).waitFor();
    // The cookie note sits over the bottom of a phone's screen.
    await operator.page.getByRole('button', { name: 'OK, got it' }).click();
    await operator.page.getByRole('navigation', { name: 'Back office sections' }).getByRole('link', { name: 'Orders' }).click();
    await operator.page.getByRole('button', { name: `Open order ${orderNumber}` }).click();
    const detail = operator.page.getByTestId('operator-order-detail');
    await detail.getByText(/sandbox · PLN\s1\.23 · completed/).waitFor();
    await detail.getByLabel(/^Reason/).fill('Rezygnacja z publikacji');
    await detail.getByRole('button', { name: 'Refund' }).click();
    const dialog = operator.page.getByRole('dialog', { name: `Refund order ${orderNumber}?` });
    await dialog.getByRole('button', { name: 'Refund' }).dblclick();
    await toast(operator.page, 'The refund has been sent to the payment provider.');
    await detail.getByTestId('operator-refund').filter({ hasText: /Refund PLN\s1\.23, done: Rezygnacja z publikacji/ }).waitFor();
    expect(await operator.page.evaluate(() => document.documentElement.scrollWidth), 'back office fits 390 px').toBeLessThanOrEqual(390);
    expect(await seriousA11yViolations(operator.page), 'back office with an order open').toEqual([]);
    await operator.context.close();

    stage('employer sees the correction');
    await first.goto('/user/invoices');
    const correction = first.locator('[data-testid^="invoice-row-"]').filter({ hasText: /KOR\/\d{4}\// });
    await correction.getByText(/^Correction of FV\//).waitFor();
    // Money as English writes it: the currency code first, a decimal point (issue 25).
    await correction.getByText('-PLN 1.23').waitFor();
    await correction.getByText('Refund', { exact: true }).waitFor();
    const after = await call<{ items: { status: number }[] }>(`/v1/shop/order/${orderUuid}`, employer.tokens.token);
    expect(after.json.items[0]?.status).toBe(6);

    /* On a phone the invoices, orders and sales data fit the screen, their actions visible (issue 25). */
    stage('390 px');
    // The same session (its refresh token has moved on), narrowed to a phone.
    await first.setViewportSize(PHONE);
    const phone = { page: first };
    for (const [path, action] of [
      ['/user/invoices', /^Download invoice KOR\/.* PDF$/],
      ['/user/order-list', /^Details of order /],
      ['/user/sales-data', null],
    ] as const) {
      await phone.page.goto(path);
      await settle(phone.page);
      if (action) {
        const box = await phone.page.getByRole(path === '/user/invoices' ? 'button' : 'link', { name: action }).first().boundingBox();
        expect(box && box.x + box.width <= PHONE.width, `${path}: the action on screen`).toBe(true);
      }
      expect(await layoutFaults(phone.page), `${path} at 390 px`).toEqual([]);
    }
    await context.close();
  });
});
