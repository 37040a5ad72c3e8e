import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeKsef, startFakeKsef } from '../apps/api/src/test/fake-ksef.ts';
import { fetchWithin, launchBrowser, newPage, seriousA11yViolations, stage, useOwnServer } from './browser.ts';
import { call, draftCarpenterOffer, employerWithBrand, toast, withTokens } from './builders.ts';
import { PHONE, layoutFaults, settle, sweep } from './phone-sweep.ts';
import { OPERATOR, type RunningServer, startServer } from './server.ts';
import { totpCode } from './totp.ts';

/*
 * The operator's back office (issue 26), on a phone: the first operator enrols an authenticator at the first
 * sign-in, approves one offer and sends another back (the employer reads the reason), blocks an employer (their
 * open session ends, their offer leaves the site), refunds an order, resends an invoice KSeF rejected, reads
 * the dashboard and finds all of it in the audit. A server of its own: moderation on, KSeF on against the fake
 * KSeF, and an operator without a known secret, so the enrolment is the real one.
 */

const KSEF_TOKEN = 'e2e-operator-ksef-token';

describe('the operator’s back office', () => {
  let fake: FakeKsef;
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    fake = await startFakeKsef({ token: KSEF_TOKEN });
    server = await startServer({ OFFER_MODERATION: 'true', KSEF_ENABLED: 'true', KSEF_TOKEN, KSEF_BASE_URL: fake.url, OPERATOR_TOTP_SECRET: '' });
    useOwnServer(server.baseUrl);
    browser = await launchBrowser();
  }, 240_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await fake?.close();
  });

  /** The page has no sideways scroll, nothing clipped, and no serious accessibility fault. */
  const checkPage = async (page: Page, label: string) => {
    await settle(page);
    expect(await layoutFaults(page), `${label} at 390 px`).toEqual([]);
    expect(await seriousA11yViolations(page), label).toEqual([]);
  };
  /** Opens a section from the back office's navigation, and waits until it is the page shown. */
  const section = async (page: Page, name: string) => {
    const link = page.getByRole('navigation', { name: 'Back office sections' }).getByRole('link', { name });
    const path = (await link.getAttribute('href')) as string;
    await link.click();
    await page.waitForURL((url) => url.pathname === path);
  };
  const offerIn = async (token: string, id: number) => (await call<{ status: { id: number } }>(`/v1/client-offer/${id}/show`, token)).json.status.id;

  it('enrols, moderates, blocks, refunds, resends to KSeF, reads the dashboard and the audit', { timeout: 360_000 }, async () => {
    stage('employers: two offers sent for approval, one published, one order');
    const moderated = await employerWithBrand('moderated');
    const toApprove = await draftCarpenterOffer(moderated.tokens.token, moderated.brandId);
    const toReject = await draftCarpenterOffer(moderated.tokens.token, moderated.brandId);
    for (const id of [toApprove, toReject]) {
      expect((await call(`/v1/client-offer/${id}/approved`, moderated.tokens.token, 'PATCH')).status).toBe(200);
      expect(await offerIn(moderated.tokens.token, id)).toBe(5);
    }

    // KSeF rejects the first invoice it gets; the operator resends it once KSeF would take it.
    fake.setDecision(() => ({ code: 450, description: 'Błąd weryfikacji semantyki dokumentu faktury', details: ['Nieprawidłowa data sprzedaży'] }));
    const buyer = await employerWithBrand('buyer');
    expect(
      (
        await call('/v1/client-profile/update', buyer.tokens.token, 'POST', {
          name: 'Budpol Sp. z o.o.',
          licTradNum: '5260250274',
          street: 'ul. Długa',
          propertyNumber: '5',
          zipCode: '00-238',
          city: 'Warszawa',
          country: 'PL',
        })
      ).status,
    ).toBe(200);
    const bought = await call<{ uuid: string }>(`/v1/client-offer/${await draftCarpenterOffer(buyer.tokens.token, buyer.brandId)}/show`, buyer.tokens.token);
    const products = await call<{ items: { uuid: string; type: string }[] }>('/v1/shop/product', buyer.tokens.token);
    const publish = products.json.items.find((product) => product.type === 'publish_offer');
    expect((await call('/v1/shop/cart/item/add', buyer.tokens.token, 'POST', { cartItems: [{ product: publish?.uuid, items: [{ uuid: bought.json.uuid }] }] })).status).toBe(200);
    const cart = await call<{ data: { uuid: string } }>('/v1/shop/cart', buyer.tokens.token);
    const placed = await call<{ items: { paymentUrl: string; orderUuid: string }[] }>(`/v1/payment/transaction/register/${cart.json.data.uuid}`, buyer.tokens.token, 'POST', {
      regulationAccept: true,
      urlReturn: '/user/order/{orderUuid}',
    });
    const { paymentUrl, orderUuid } = placed.json.items[0] as { paymentUrl: string; orderUuid: string };
    const paid = await fetchWithin(`${server.baseUrl}/v1/payment/sandbox/${paymentUrl.split('/').pop()}/complete`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ outcome: 'success' }),
    });
    expect(paid.status).toBe(200);
    const orderNumber = (await call<{ items: { number: string }[] }>(`/v1/shop/order/${orderUuid}`, buyer.tokens.token)).json.items[0]?.number as string;
    const vatInvoice = async () => (await call<{ items: { number: string; kind: string }[] }>('/v1/client-financial-account/invoices', buyer.tokens.token, 'POST')).json.items.find((row) => row.kind === 'VAT')?.number;
    await expect.poll(vatInvoice, { timeout: 30_000 }).toMatch(/^FV\//);
    const invoiceNumber = (await vatInvoice()) as string;
    // The invoice's own XML (a correction names it too, elsewhere).
    const sendsOfInvoice = () => fake.received.filter((invoice) => invoice.xml.includes(`<P_2>${invoiceNumber}</P_2>`)).length;

    // The employer to block, with an offer the operator approves below; the free publication then publishes it.
    const blocked = await employerWithBrand('blocked');
    const blockedOffer = await draftCarpenterOffer(blocked.tokens.token, blocked.brandId);
    expect((await call(`/v1/client-offer/${blockedOffer}/approved`, blocked.tokens.token, 'PATCH')).status).toBe(200);

    stage('the first sign-in enrols an authenticator');
    const { context, page } = await newPage(browser, PHONE);
    await page.goto('/sign-in');
    await page.getByRole('button', { name: 'OK, got it' }).click();
    await page.getByRole('textbox', { name: 'E-mail' }).fill(OPERATOR.email);
    await page.getByLabel('Password').first().fill(OPERATOR.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByRole('heading', { name: 'Set up two-step sign-in' }).waitFor();
    const secret = ((await page.getByTestId('totp-secret').textContent()) ?? '').replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{26,}$/);
    await checkPage(page, 'enrolment');
    await page.getByRole('textbox', { name: 'Code' }).fill('000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByRole('alert').filter({ hasText: /code/i }).first().waitFor();
    await page.getByRole('textbox', { name: 'Code' }).fill(await totpCode(secret));
    await page.getByRole('button', { name: 'Verify' }).dblclick();
    await page.getByRole('heading', { name: 'Save your recovery codes' }).waitFor();
    expect(((await page.getByTestId('recovery-codes').textContent()) ?? '').trim().length).toBeGreaterThan(20);
    await page.getByLabel('I have saved these codes').check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL('**/operator');
    await page.getByRole('heading', { level: 1, name: 'Back office' }).waitFor();

    stage('moderation: one approved, one sent back');
    await section(page, 'Moderation');
    const approveCard = page.getByTestId(`moderation-offer-${toApprove}`);
    const rejectCard = page.getByTestId(`moderation-offer-${toReject}`);
    await approveCard.waitFor();
    await checkPage(page, 'moderation queue');
    await approveCard.getByRole('button', { name: /^Approve / }).dblclick();
    await approveCard.waitFor({ state: 'detached' });
    expect(await offerIn(moderated.tokens.token, toApprove)).toBe(6);
    await rejectCard.getByRole('button', { name: /^Send back / }).click();
    const rejectDialog = page.getByRole('dialog', { name: /^Send back / });
    await rejectDialog.getByRole('button', { name: 'Send back' }).click();
    await rejectDialog.getByText(/at least|required/i).first().waitFor();
    await rejectDialog.getByRole('textbox', { name: /Reason/ }).fill('Phone number in the description: please use the contact form.');
    expect(await seriousA11yViolations(page), 'send-back dialog').toEqual([]);
    await rejectDialog.getByRole('button', { name: 'Send back' }).dblclick();
    await rejectCard.waitFor({ state: 'detached' });
    expect(await offerIn(moderated.tokens.token, toReject)).toBe(1);

    const employer = await newPage(browser, PHONE);
    await withTokens(employer.context, moderated.tokens);
    await employer.page.goto('/user/offers/draft/1');
    await employer.page.getByText('Sent back by the moderator: Phone number in the description: please use the contact form.').first().waitFor();
    await employer.context.close();

    stage('an offer approved and published, then its employer blocked');
    // The blocked employer's offer goes through the queue too; approved, it publishes with the free publication.
    await page.reload();
    await page.getByTestId(`moderation-offer-${blockedOffer}`).getByRole('button', { name: /^Approve / }).click();
    await page.getByTestId(`moderation-offer-${blockedOffer}`).waitFor({ state: 'detached' });
    expect((await call(`/v1/client-offer/${blockedOffer}/approved`, blocked.tokens.token, 'PATCH')).status).toBe(200);
    expect(await offerIn(blocked.tokens.token, blockedOffer)).toBe(2);
    const publicPath = await (async () => {
      const shown = await call<{ slug: string }>(`/v1/client-offer/${blockedOffer}/show`, blocked.tokens.token);
      return `/offer/${shown.json.slug}`;
    })();
    expect((await fetchWithin(`${server.baseUrl}${publicPath}`)).status).toBe(200);
    const blockedSession = await newPage(browser, PHONE);
    await withTokens(blockedSession.context, blocked.tokens);
    await blockedSession.page.goto('/user/offers/active/1');
    await blockedSession.page.getByRole('heading', { level: 1 }).first().waitFor();

    await section(page, 'Accounts');
    await page.getByRole('searchbox').first().fill(blocked.email.toUpperCase());
    await page.getByRole('link', { name: `Open the account of ${blocked.email}` }).click();
    await page.getByTestId('operator-user').waitFor();
    await checkPage(page, 'account');
    await page.getByRole('button', { name: 'Block', exact: true }).click();
    const blockDialog = page.getByRole('dialog', { name: `Block ${blocked.email}?` });
    await blockDialog.getByRole('textbox', { name: /Reason/ }).fill('Fake company: reported by three candidates.');
    await blockDialog.getByRole('button', { name: 'Block', exact: true }).dblclick();
    await page.getByTestId('user-blocked').waitFor();
    // Their open session ends: the next thing they do sends them to sign in.
    await expect.poll(async () => (await call('/v1/user/show', blocked.tokens.token)).status, { timeout: 15_000 }).toBe(401);
    await blockedSession.page.reload();
    await blockedSession.page.waitForURL(/\/sign-in/);
    await blockedSession.page.getByRole('textbox', { name: 'E-mail' }).fill(blocked.email);
    await blockedSession.page.getByLabel('Password').first().fill('FjordBygg2026');
    await blockedSession.page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await blockedSession.page.getByTestId('account-blocked').waitFor();
    await blockedSession.context.close();
    expect((await fetchWithin(`${server.baseUrl}${publicPath}`)).status).toBe(404);

    stage('a refund');
    await section(page, 'Orders');
    await page.getByRole('searchbox', { name: /Find an order/ }).fill(orderNumber);
    await page.getByRole('button', { name: `Open order ${orderNumber}` }).click();
    const detail = page.getByTestId('operator-order-detail');
    await detail.getByLabel(/^Reason/).fill('Customer called: publication not needed');
    await detail.getByRole('button', { name: 'Refund' }).click();
    await page.getByRole('dialog', { name: `Refund order ${orderNumber}?` }).getByRole('button', { name: 'Refund' }).dblclick();
    await toast(page, 'The refund has been sent to the payment provider.');
    await detail.getByTestId('operator-refund').filter({ hasText: 'Customer called: publication not needed' }).waitFor();
    expect(await seriousA11yViolations(page), 'order with its refund').toEqual([]);
    await page.getByRole('dialog', { name: 'Order' }).getByRole('button', { name: 'Close' }).click();
    // Gone with its overlay, which would otherwise take the next click while it fades.
    await page.getByRole('dialog', { name: 'Order' }).waitFor({ state: 'detached' });
    await page.locator('.mantine-Modal-overlay').waitFor({ state: 'detached' });

    stage('KSeF: the rejected invoice sent again');
    await section(page, 'KSeF');
    const submission = page.getByTestId(`ksef-${invoiceNumber}`);
    // What the row says, reloaded until KSeF's answer is in (a failure shows the last reading).
    const submissionText = async () => {
      await page.reload();
      await page.getByRole('heading', { level: 1, name: 'Back office' }).waitFor();
      // The list is read once it has loaded: a row, or the empty list's words.
      await submission.or(page.getByText('No submissions here.')).first().waitFor();
      return (await submission.count()) > 0 ? ((await submission.textContent()) ?? '') : `no row yet; KSeF received ${fake.received.length}`;
    };
    await expect.poll(submissionText, { timeout: 90_000, interval: 1_000 }).toMatch(/Nieprawidłowa data sprzedaży|Błąd weryfikacji/);
    await checkPage(page, 'KSeF submissions');
    fake.setDecision(() => 'accept');
    await submission.getByRole('button', { name: `Resend invoice ${invoiceNumber} to KSeF` }).dblclick();
    await expect.poll(async () => `${sendsOfInvoice()} sends: ${await submissionText()}`, { timeout: 90_000, interval: 1_000 }).toMatch(/^2 sends: .*accepted/i);
    // Sent twice in all: the first, rejected, and one resend however often the button was pressed.
    expect(sendsOfInvoice()).toBe(2);

    stage('the dashboard and the audit');
    await section(page, 'Dashboard');
    const totals = page.getByTestId('dashboard-totals');
    await totals.waitFor();
    await totals.getByText('Orders paid').waitFor();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    expect((await download).suggestedFilename()).toMatch(/^dashboard-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
    await checkPage(page, 'dashboard');

    await section(page, 'Audit');
    const entries = page.getByTestId('audit-entry');
    await entries.first().waitFor();
    const audited = (await entries.allTextContents()).join('\n');
    for (const what of ['KSeF resend', 'Refund', 'Account blocked', 'Offer sent back', 'Offer approved', 'Second factor set up']) expect(audited).toContain(what);
    expect(audited).toContain('Fake company: reported by three candidates.');
    await checkPage(page, 'audit');

    stage('every section in Polish and Ukrainian at 390 px');
    const sections = ['/operator', '/operator/moderation', '/operator/users', '/operator/orders', '/operator/invoices', '/operator/ksef', '/operator/operators', '/operator/audit'];
    for (const [locale, htmlLang] of [
      ['pl', 'pl'],
      ['ua', 'uk'],
    ] as const) {
      await page.goto(`/lang/${locale}/operator`);
      // The switch is done once the app has left /lang/… for the page ("**/operator" would match the switch's own address).
      await page.waitForURL((url) => url.pathname === '/operator');
      await page.locator(`html[lang="${htmlLang}"]`).waitFor({ state: 'attached' });
      expect(await sweep(page, sections, htmlLang)).toEqual([]);
    }
    await context.close();
  });
});
