import type { ClientOfferPrimary, DictionaryItem, Locale, TokenPair } from '@trades/contracts';
import { MESSAGE_CATALOGUES } from '@trades/contracts/messages/catalogues';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, fetchWithin, launchBrowser, newPage, pickDate, pickOption, seriousA11yViolations, stage } from './browser.ts';
import { PASSWORD, call, candidateUpToStep8, dayFromNow, draftCarpenterOffer, employerWithBrand, employerWithPublishedOffer, signIn, toast, withTokens } from './builders.ts';
import { PHONE, countRequests, noErrorToast, settle, sweep, text } from './phone-sweep.ts';

/*
 * The employer side as people use it (issue 25): every employer page on a 390 px phone in Norwegian and
 * Ukrainian, in the browser's language, without sideways scrolling or an action outside the screen; and
 * a signed-out recruiter's links (a mail's, an expired session's) lead to sign-in and back.
 */

const LANGUAGES = [
  { locale: 'no', browserLocale: 'nb-NO', htmlLang: 'nb' },
  { locale: 'ua', browserLocale: 'uk-UA', htmlLang: 'uk' },
] as const;

/** An employer with something on every page: offers in several states, applicants, a paid order and its invoice, a pack, two brands. */
interface BusyEmployer {
  tokens: TokenPair;
  email: string;
  offerId: number;
  draftId: number;
  orderUuid: string;
}

async function busyEmployer(tag: string, locale: Locale): Promise<BusyEmployer> {
  const { email, tokens, brandId } = await employerWithBrand(tag, locale);
  const billing = await call('/v1/client-profile/update', tokens.token, 'POST', {
    name: 'Budpol Bergen Sp. z o.o.',
    licTradNum: '5260250274',
    street: 'ul. Długa',
    propertyNumber: '5',
    zipCode: '00-238',
    city: 'Warszawa',
    country: 'PL',
  });
  expect(billing.status, JSON.stringify(billing.json)).toBe(200);
  expect((await call('/v1/client-brand/', tokens.token, 'POST', { name: `Fjordbygg ${tag} Rør og Ventilasjon Vestlandet` })).status).toBe(201);

  // A published offer with two applicants, one of them moved on.
  const offerId = await draftCarpenterOffer(tokens.token, brandId);
  expect((await call(`/v1/client-offer/${offerId}/approved`, tokens.token, 'PATCH')).status).toBe(200);
  const shown = await call<{ status: { id: number } }>(`/v1/client-offer/${offerId}/show`, tokens.token);
  if (shown.json.status.id !== 2) expect((await call(`/v1/client-offer/${offerId}/publish`, tokens.token, 'PATCH')).status).toBe(200);
  for (const [index, name] of [['Ołeksandra', 'Bondarenko-Wiśniewska'], ['Grzegorz', 'Brzęczyszczykiewicz']].entries()) {
    const candidate = await candidateUpToStep8(`${tag}-${index}`, name[0] as string, name[1] as string, locale);
    expect((await call('/v1/candidate-profile/wizard/8', candidate.tokens.token, 'POST', {})).status).toBe(200);
    expect((await call(`/v1/candidate-offer/apply/${offerId}`, candidate.tokens.token, 'POST', { availableFrom: dayFromNow(7) })).status).toBe(200);
  }
  const applied = await call<{ items: { id: number }[] }>(`/v1/client-offer/${offerId}/applications/list`, tokens.token);
  const first = applied.json.items[0];
  if (first) expect((await call(`/v1/client-offer/applied/${first.id}/update`, tokens.token, 'POST', { status: 11 })).status).toBe(200);
  expect((await call(`/v1/client-offer/${offerId}/data-set-queue`, tokens.token, 'POST', { isAnonymize: true })).status).toBe(200);

  // A draft whose publication is paid in the sandbox: an order and an invoice.
  const draftId = await draftCarpenterOffer(tokens.token, brandId);
  const paidId = await draftCarpenterOffer(tokens.token, brandId);
  const paid = await call<{ uuid: string }>(`/v1/client-offer/${paidId}/show`, tokens.token);
  const products = await call<{ items: { uuid: string; type: string }[] }>('/v1/shop/product', tokens.token);
  const publish = products.json.items.find((product) => product.type === 'publish_offer');
  expect((await call('/v1/shop/cart/item/add', tokens.token, 'POST', { cartItems: [{ product: publish?.uuid, items: [{ uuid: paid.json.uuid }] }] })).status).toBe(200);
  const cart = await call<{ data: { uuid: string } }>('/v1/shop/cart', tokens.token);
  const placed = await call<{ items: { paymentUrl: string; orderUuid: string }[] }>(`/v1/payment/transaction/register/${cart.json.data.uuid}`, tokens.token, 'POST', {
    regulationAccept: true,
    urlReturn: '/user/order/{orderUuid}',
  });
  expect(placed.status, JSON.stringify(placed.json)).toBe(200);
  const { paymentUrl, orderUuid } = placed.json.items[0] as { paymentUrl: string; orderUuid: string };
  const paymentToken = new URL(paymentUrl).pathname.split('/').at(-1) as string;
  expect((await call(`/v1/payment/sandbox/${paymentToken}/complete`, tokens.token, 'POST', { outcome: 'success' })).status).toBe(200);
  return { tokens, email, offerId, draftId, orderUuid };
}

/** Every page of an employer's panel, with the busy employer's records in them. */
function employerPages(employer: BusyEmployer): string[] {
  return [
    '/user',
    '/user/offers/active/1',
    '/user/offers/draft/1',
    '/user/offers/archived/1',
    '/user/offers/withdrawn/1',
    '/user/offer/create',
    `/user/offer/edit/${employer.draftId}`,
    `/offer/preview/${employer.offerId}`,
    `/user/offer/candidates/${employer.offerId}`,
    `/user/offer/${employer.offerId}/documents`,
    '/user/profiles-collection',
    '/user/cart',
    '/user/order-list',
    `/user/order/${employer.orderUuid}`,
    '/user/invoices',
    '/user/conversations',
    '/user/sales-data',
    '/client/brands',
    '/client/settings',
    '/client/price-list/single-products',
    '/client/price-list/subscriptions',
  ];
}

describe('the employer side on a 390 px phone', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const language of LANGUAGES) {
    it(`every employer page fits and speaks ${language.locale}`, { timeout: 240_000 }, async () => {
      stage(`${language.locale}: an employer with offers, applicants, an order, a pack and two brands`);
      const employer = await busyEmployer(`sweep-${language.locale}`, language.locale);
      const { context, page } = await newPage(browser, { ...PHONE, locale: language.browserLocale });
      await withTokens(context, employer.tokens);
      expect(await sweep(page, employerPages(employer), language.htmlLang)).toEqual([]);
      await context.close();
    });
  }

  it('sends a signed-out recruiter to the employer sign-in, and back to the page after it', { timeout: 120_000 }, async () => {
    const employer = await employerWithPublishedOffer('deep-links');
    const paths = [`/user/offer/candidates/${employer.offerId}`, '/user/invoices', '/user/offers/active/1', '/client/brands', '/user/cart'];
    const { context, page } = await newPage(browser, { ...PHONE, locale: 'nb-NO' });
    for (const path of paths) {
      await page.goto(path);
      await page.waitForURL((url) => url.pathname === '/sign-in' && url.searchParams.get('tab') === '1' && url.searchParams.get('redirect') === path);
    }
    // The first of them, the "new application" mail's link, opens once the recruiter has signed in.
    await page.goto(`/sign-in?tab=1&redirect=${encodeURIComponent(paths[0] as string)}`);
    await page.getByRole('textbox', { name: text('no', 'accounts:fields.email') }).fill(employer.email);
    await page.getByLabel(text('no', 'accounts:fields.password')).first().fill(PASSWORD);
    await page.getByRole('button', { name: text('no', 'accounts:sign_in.submit'), exact: true }).click();
    await page.waitForURL((url) => url.pathname === paths[0]);
    await context.close();
  });
});

/* ---------- the journey: a recruiter's first day, in the interface's own words ---------- */

/** A GET in a language, with a token when given: the names the interface shows come from the same answers. */
async function readIn<T>(locale: Locale, path: string, token?: string): Promise<T> {
  const response = await fetchWithin(`${baseUrl()}${path}`, { headers: { 'x-locale': locale, ...(token ? { authorization: `Bearer ${token}` } : {}) } });
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

/** A text of the interface with its {{values}} free: a pattern that matches it whatever they are. */
function textPattern(locale: Locale, key: string): RegExp {
  const template = text(locale, key);
  const parts = template.split(/\{\{[^}]+\}\}/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${parts.join('.+')}$`);
}

const titleOf = (items: readonly DictionaryItem[], id: number) => items.find((item) => item.id === id)?.title as string;

/** Signs a new employer up through the form (tapping its button twice), then in; answers the address and its tokens. */
async function signUpAndIn(page: Page, locale: Locale, company: string): Promise<{ email: string; tokens: TokenPair }> {
  const t = (key: string) => text(locale, key);
  const email = `e2e.first-day.${locale}.${Date.now()}@example.com`;
  await page.goto('/sign-up?tab=1');
  // The cookie note covers the bottom of a phone's screen, where the consents are: a person closes it first.
  await page.getByRole('button', { name: t('layout:cookies.accept') }).click();
  await page.getByLabel(t('accounts:fields.company_name')).fill(company);
  await page.getByLabel(t('accounts:fields.tax_id')).fill('912345661');
  await page.getByLabel(t('accounts:fields.first_name')).fill('Ingrid');
  await page.getByLabel(t('accounts:fields.last_name')).fill('Hålandsvik');
  await page.getByRole('textbox', { name: t('accounts:fields.email') }).fill(email);
  await page.getByLabel(t('accounts:fields.password')).first().fill(PASSWORD);
  // The browser's country gives the phone prefix (+47 or +380); these digits are a mobile number in both.
  await page.getByLabel(t('accounts:phone.number')).fill(locale === 'no' ? `41${String(Date.now()).slice(-6)}` : `50${String(Date.now()).slice(-7)}`);
  await page.getByLabel(t('accounts:consents.check_all')).check({ force: true });
  expect(await seriousA11yViolations(page), 'sign-up').toEqual([]);
  const registrations = countRequests(page, 'POST', '/v1/public/client/register');
  await page.getByRole('button', { name: t('accounts:sign_up.submit_client') }).dblclick();
  await page.waitForURL((url) => url.pathname === '/sign-in');
  expect(registrations()).toBe(1);
  await page.getByRole('heading', { name: t('accounts:sign_in.title') }).first().waitFor();
  await page.getByRole('textbox', { name: t('accounts:fields.email') }).fill(email);
  await page.getByLabel(t('accounts:fields.password')).first().fill(PASSWORD);
  await page.getByRole('button', { name: t('accounts:sign_in.submit'), exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/user');
  return { email, tokens: await signIn(email) };
}

/** The first offer through the form, saved with a double click: a carpenter in Stavanger under the brand sign-up made. */
async function firstOffer(page: Page, locale: Locale, token: string, company: string): Promise<number> {
  const t = (key: string, values?: Record<string, string>) => text(locale, key, values);
  const primary = await readIn<ClientOfferPrimary>(locale, '/v1/client-offer/primary', token);
  const professions = await readIn<DictionaryItem[]>(locale, '/v1/public/dictionary/industry/1/professions');
  const regions = await readIn<DictionaryItem[]>(locale, '/v1/public/dictionary/work_locations/state/1/regions');
  const cities = await readIn<DictionaryItem[]>(locale, '/v1/public/dictionary/work_locations/states/region/102/cities');
  const choose = (label: string, option: string, type = false) => pickOption(page, page.getByRole('combobox', { name: label, exact: true }).first(), option, { type, exact: true });

  await page.goto('/user/offer/create');
  await settle(page);
  // Sign-up made the company the main brand, so the first offer can be saved at once.
  expect(await page.getByRole('combobox', { name: t('clientOffers:form.profession.brand'), exact: true }).inputValue()).toContain(company);
  await choose(t('clientOffers:form.profession.industry'), titleOf(primary.industries, 1));
  await choose(t('clientOffers:form.profession.profession'), titleOf(professions, 1), true);
  await choose(t('clientOffers:form.profession.professionClass'), titleOf(primary.professionClasses, 2));
  await page.getByRole('textbox', { name: t('clientOffers:form.profession.numberOfVacancies') }).fill('2');
  await choose(t('clientOffers:form.location.country'), primary.workLocationsStates.find((state) => state.id === 1)?.country as string, true);
  await choose(t('clientOffers:form.location.region', { number: '1' }), titleOf(regions, 102), true);
  await choose(t('clientOffers:form.location.cities', { number: '1' }), titleOf(cities, 10201), true);
  await page.keyboard.press('Escape');
  await pickDate(page, new RegExp(`^${t('clientOffers:form.contract.workStartAt')}`), dayFromNow(10), { nextMonth: t('clientOffers:form.calendar.nextMonth'), dayjsLocale: locale === 'no' ? 'nb' : 'uk' });
  await page.getByRole('textbox', { name: t('clientOffers:form.contract.salaryGrossValueMin') }).fill('270');
  await page.getByRole('textbox', { name: t('clientOffers:form.contract.salaryGrossValueMax') }).fill('320');
  const description = page.getByRole('textbox', { name: t('clientOffers:form.contract.description') });
  await description.click();
  const typed = 'Tømrere til nye boliger i Stavanger. Теслі для нових будинків.';
  await description.pressSequentially(typed);
  expect(await seriousA11yViolations(page), 'the offer form').toEqual([]);
  const creates = countRequests(page, 'POST', '/v1/client-offer/create');
  await page.getByRole('button', { name: t('clientOffers:form.save') }).dblclick();
  await page.waitForURL((url) => url.pathname.startsWith('/user/offers/draft'));
  await noErrorToast(page);
  expect(creates()).toBe(1);
  const drafts = await call<{ items: { id: number }[] }>('/v1/client-offer/list/draft', token, 'POST');
  expect(drafts.json.items).toHaveLength(1);
  const offerId = (drafts.json.items[0] as { id: number }).id;
  // Typing reaches the form in batches (the description editor), and the save at once after it still has every character.
  const saved = await call<{ description: string }>(`/v1/client-offer/${offerId}/show`, token);
  expect(saved.json.description).toBe(`<p>${typed}</p>`);
  return offerId;
}

/** The draft bought in the cart and paid in the sandbox: it publishes itself. */
async function publishThroughTheCart(page: Page, locale: Locale, token: string, offerId: number, offerName: string): Promise<void> {
  const t = (key: string, values?: Record<string, string>) => text(locale, key, values);
  // The company's invoice data (the settings form has its own test).
  const billing = await call('/v1/client-profile/update', token, 'POST', {
    name: 'Fjordbygg Vest AS',
    licTradNum: '912345661',
    street: 'Strandkaien',
    propertyNumber: '12',
    zipCode: '4005',
    city: 'Stavanger',
    country: 'NO',
  });
  expect(billing.status, JSON.stringify(billing.json)).toBe(200);
  await page.goto('/user/offers/draft/1');
  await settle(page);
  const box = page.getByTestId(`offer-row-${offerId}`).getByRole('checkbox', { name: textPattern(locale, 'clientOffers:list.selectForPurchase') });
  await expect.poll(() => box.isEnabled(), { timeout: 10_000 }).toBe(true);
  await box.click();
  await expect.poll(() => box.isChecked(), { timeout: 10_000 }).toBe(true);
  await page.goto('/user/cart');
  await page.getByRole('heading', { level: 1, name: t('shop:cart.title') }).waitFor();
  await page.getByText(offerName.split(' · ')[0] as string).first().waitFor();
  expect(await seriousA11yViolations(page), 'cart').toEqual([]);
  const orders = countRequests(page, 'POST', '/v1/payment/transaction/register/');
  await page.getByRole('button', { name: t('shop:cart.place') }).dblclick();
  await page.waitForURL('**/payment/sandbox/**', { timeout: 15_000 });
  expect(orders()).toBe(1);
  const pay = page.getByRole('button', { name: t('shop:sandbox.pay'), exact: true });
  await pay.waitFor();
  expect(await seriousA11yViolations(page), 'sandbox payment').toEqual([]);
  await pay.dblclick();
  await page.waitForURL('**/user/order/**');
  await page.getByRole('definition').getByText(t('shop:orderStatus.4'), { exact: true }).waitFor();
  await noErrorToast(page);
  // Paid, it publishes itself: no second click.
  await expect.poll(async () => (await call<{ status: { id: number } }>(`/v1/client-offer/${offerId}/show`, token)).json.status.id, { timeout: 20_000 }).toBe(2);
}

const cardOf = (page: Page, name: string) => page.locator('[data-testid^="candidate-card-"]').filter({ hasText: name });

/** An applicant moved to "Not fit" and brought back from the toast's Undo (tapped twice), before any mail goes out. */
async function pipelineWithUndo(page: Page, locale: Locale, token: string, offerId: number, name: string): Promise<void> {
  const t = (key: string, values?: Record<string, string>) => text(locale, key, values);
  const notFit = MESSAGE_CATALOGUES[locale].pipeline_stage_not_fit;
  await page.goto(`/user/offer/candidates/${offerId}`);
  await cardOf(page, name).waitFor();
  await settle(page);
  expect(await seriousA11yViolations(page), 'pipeline').toEqual([]);
  await cardOf(page, name).getByRole('button', { name: t('offerCandidates:statusMenu.labelFor', { name }) }).click();
  await page.getByRole('menuitem', { name: notFit, exact: true }).click();
  const moved = page.getByTestId('move-toast').filter({ hasText: t('offerCandidates:moved', { name, status: notFit }) });
  await moved.waitFor();
  expect(await seriousA11yViolations(page), 'the undo toast').toEqual([]);
  const moves = countRequests(page, 'POST', /\/v1\/client-offer\/applied\/\d+\/update$/);
  await moved.getByRole('button', { name: t('offerCandidates:undo.action') }).dblclick();
  await toast(page, t('offerCandidates:undo.done'));
  expect(moves()).toBe(1);
  await page.getByTestId('pipeline-count-notFit').filter({ hasText: /^0$/ }).waitFor();
  const applied = await call<{ items: unknown[] }>(`/v1/client-offer/${offerId}/not-fit/list`, token);
  expect(applied.json.items).toHaveLength(0);
}

/** A pack of the applications tab under the main brand, found in the offer's documents list. */
async function documentPack(page: Page, locale: Locale, offerId: number, offerName: string): Promise<void> {
  const t = (key: string, values?: Record<string, string>) => text(locale, key, values);
  await page.getByRole('button', { name: t('candidateDocuments:pipeline.generateTab') }).click();
  const options = page.getByRole('dialog', { name: textPattern(locale, 'candidateDocuments:pipeline.dialogTab') });
  await options.waitFor();
  expect(await seriousA11yViolations(page), 'document options').toEqual([]);
  const packs = countRequests(page, 'POST', `/v1/client-offer/${offerId}/data-set-queue`);
  await options.getByRole('button', { name: t('candidateDocuments:options.generate'), exact: true }).dblclick();
  const completion = page.getByRole('dialog', { name: t('candidateDocuments:completion.title') });
  await completion.waitFor({ timeout: 60_000 });
  expect(packs()).toBe(1);
  await completion.getByRole('link', { name: t('candidateDocuments:completion.download') }).waitFor();
  await page.keyboard.press('Escape');
  await page.goto(`/user/offer/${offerId}/documents`);
  await settle(page);
  await page.locator('[data-testid^="queue-row-"]').first().getByText(offerName).first().waitFor();
  expect(await seriousA11yViolations(page), 'documents list').toEqual([]);
}

/** A second brand, made the main one. */
async function brands(page: Page, locale: Locale, brandName: string): Promise<void> {
  const t = (key: string, values?: Record<string, string>) => text(locale, key, values);
  await page.goto('/client/brands');
  await settle(page);
  await page.getByRole('button', { name: t('brands:add') }).click();
  const dialog = page.getByRole('dialog', { name: t('brands:dialog.addTitle') });
  await dialog.getByLabel(t('brands:dialog.name')).fill(brandName);
  const creates = countRequests(page, 'POST', /^\/v1\/client-brand\/?$/);
  await dialog.getByRole('button', { name: t('brands:dialog.save') }).dblclick();
  await dialog.waitFor({ state: 'detached' });
  expect(creates()).toBe(1);
  await page.getByRole('button', { name: t('brands:makeMainBrand', { name: brandName }) }).click();
  await toast(page, t('brands:toast.main_changed', { name: brandName }));
  await noErrorToast(page);
  expect(await seriousA11yViolations(page), 'brands').toEqual([]);
}

const DESKTOP = { width: 1280, height: 900 };
const JOURNEYS = [
  { locale: 'no', browserLocale: 'nb-NO', viewport: PHONE, applicant: 'Halyna' },
  { locale: 'no', browserLocale: 'nb-NO', viewport: DESKTOP, applicant: 'Iryna' },
  { locale: 'ua', browserLocale: 'uk-UA', viewport: PHONE, applicant: 'Wiktoria' },
  { locale: 'ua', browserLocale: 'uk-UA', viewport: DESKTOP, applicant: 'Zofia' },
] as const;

describe('a recruiter\'s first day', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const journey of JOURNEYS) {
    it(`signs up, writes the first offer, pays its publication, undoes a move, makes a pack and a brand: ${journey.locale} at ${journey.viewport.width} px`, { timeout: 300_000 }, async () => {
      const { locale } = journey;
      const company = `Fjordbygg Vest ${locale.toUpperCase()} ${journey.viewport.width} ${Date.now() % 100_000} AS`;
      const { context, page } = await newPage(browser, { ...journey.viewport, locale: journey.browserLocale });

      stage(`${locale}: sign-up`);
      const { tokens } = await signUpAndIn(page, locale, company);
      stage(`${locale}: the first offer`);
      const offerId = await firstOffer(page, locale, tokens.token, company);
      const profession = (await readIn<DictionaryItem[]>(locale, '/v1/public/dictionary/industry/1/professions')).find((item) => item.id === 1)?.title as string;
      const city = (await readIn<DictionaryItem[]>(locale, '/v1/public/dictionary/work_locations/states/region/102/cities')).find((item) => item.id === 10201)?.title as string;
      const offerName = `${profession}, ${city} · #${offerId}`;
      stage(`${locale}: publication through the cart`);
      await publishThroughTheCart(page, locale, tokens.token, offerId, offerName);

      stage(`${locale}: an applicant, moved and brought back`);
      // Each journey's applicant has a name of her own: another journey's applicant may be matched to this offer too.
      const applicant = await candidateUpToStep8(`first-day-${locale}-${journey.viewport.width}`, journey.applicant, 'Bondarenko-Wiśniewska', locale);
      expect((await call('/v1/candidate-profile/wizard/8', applicant.tokens.token, 'POST', {})).status).toBe(200);
      expect((await call(`/v1/candidate-offer/apply/${offerId}`, applicant.tokens.token, 'POST', { availableFrom: dayFromNow(7) })).status).toBe(200);
      await pipelineWithUndo(page, locale, tokens.token, offerId, `${journey.applicant} Bondarenko-Wiśniewska`);

      stage(`${locale}: documents`);
      await documentPack(page, locale, offerId, `${profession}, ${city}`);
      stage(`${locale}: brands`);
      await brands(page, locale, `Fjordbygg Rør ${locale.toUpperCase()} ${journey.viewport.width}`);
      await context.close();
    });
  }
});
