import type { CandidateApplicationList, OfferListItem } from '@trades/contracts';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, fetchWithin, launchBrowser, newPage, seriousA11yViolations, stage } from './browser.ts';
import { PASSWORD, call, candidateUpToStep8, dayFromNow, employerWithPublishedOffer, withTokens } from './builders.ts';
import { PHONE, countRequests, noErrorToast, settle, sweep, text } from './phone-sweep.ts';

/*
 * The candidate side as people use it (issue 24): every public and candidate page on a 390 px phone in
 * Polish and Ukrainian, in the browser's language, without sideways scrolling or clipped controls.
 */

const LANGUAGES = [
  { locale: 'pl', browserLocale: 'pl-PL', htmlLang: 'pl' },
  { locale: 'ua', browserLocale: 'uk-UA', htmlLang: 'uk' },
] as const;

/** Pages anyone can open; the offer's address is added once the list has one. */
const PUBLIC_PAGES = [
  '/',
  '/search',
  '/search/query/showAll=true',
  '/contact',
  '/sign-in',
  '/sign-up',
  '/documents/terms-candidate',
  '/documents/privacy-candidate',
  '/documents/cookies',
  '/profits',
  '/recommend-us',
  '/european-funds',
  '/no-such-page',
];

/** Pages of a signed-in candidate whose profile is complete. */
const CANDIDATE_PAGES = [
  '/user',
  '/user/settings',
  '/user/applications',
  '/user/conversations',
  '/user/saved-offers',
  '/user/job-alerts',
  '/offers-matched',
  '/wizard/2-personal-informations',
  '/wizard/3-languages',
  '/wizard/4-professional-expectations',
  '/wizard/5-my-availability-info',
  '/wizard/6-preferred-locations',
  '/wizard/7-work-systems',
  '/wizard/8-candidate-profile-summary',
];

describe('the candidate side on a 390 px phone', () => {
  let browser: Browser;
  let offerPath: string;
  beforeAll(async () => {
    browser = await launchBrowser();
    const list = (await (await fetchWithin(`${baseUrl()}/v1/public/offer/list?showAll=true`)).json()) as { items: OfferListItem[] };
    const offer = list.items[0] as OfferListItem;
    offerPath = `/offer/${offer.id}-${offer.slug}`;
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const language of LANGUAGES) {
    it(`every public page fits and speaks ${language.locale}`, { timeout: 180_000 }, async () => {
      const { context, page } = await newPage(browser, { ...PHONE, locale: language.browserLocale });
      expect(await sweep(page, [...PUBLIC_PAGES, offerPath], language.htmlLang)).toEqual([]);
      await context.close();
    });

    it(`every candidate page fits and speaks ${language.locale}`, { timeout: 180_000 }, async () => {
      const candidate = await candidateUpToStep8(`sweep-${language.locale}`, 'Ołeksandra', 'Bondarenko-Wiśniewska', language.locale);
      expect((await call('/v1/candidate-profile/wizard/8', candidate.tokens.token, 'POST', {})).status).toBe(200);
      const { context, page } = await newPage(browser, { ...PHONE, locale: language.browserLocale });
      await withTokens(context, candidate.tokens);
      expect(await sweep(page, [...CANDIDATE_PAGES, offerPath], language.htmlLang)).toEqual([]);
      await context.close();
    });
  }

  it('sends a signed-out visitor of every candidate page to sign in, and back there after it', { timeout: 120_000 }, async () => {
    const candidate = await candidateUpToStep8('deep-links', 'Ołeksandra', 'Bondarenko-Wiśniewska', 'pl');
    expect((await call('/v1/candidate-profile/wizard/8', candidate.tokens.token, 'POST', {})).status).toBe(200);
    const { context, page } = await newPage(browser, { ...PHONE, locale: 'pl-PL' });
    for (const path of CANDIDATE_PAGES) {
      await page.goto(path);
      await page.waitForURL((url) => url.pathname === '/sign-in' && url.searchParams.get('redirect') === path);
    }
    // The last of them (a mail's link, say) opens once the visitor has signed in.
    const last = CANDIDATE_PAGES.at(-1) as string;
    await page.getByRole('textbox', { name: 'E-mail' }).fill(candidate.email);
    await page.getByLabel('Hasło').first().fill(PASSWORD);
    await page.getByRole('button', { name: 'Zaloguj się', exact: true }).click();
    await page.waitForURL((url) => url.pathname === last);
    await context.close();
  });

  for (const language of LANGUAGES) {
    it(`a candidate applies, follows and withdraws the application, saves an alert and asks for the data in ${language.locale}, double-tapping every button`, { timeout: 300_000 }, async () => {
      const t = (key: string, values?: Record<string, string>) => text(language.locale, key, values);
      stage(`${language.locale}: an employer's offer and a candidate`);
      const employer = await employerWithPublishedOffer(`journey-${language.locale}`);
      const candidate = await candidateUpToStep8(`journey-${language.locale}`, 'Ołeksandra', 'Bondarenko-Wiśniewska', language.locale);
      const startFrom = dayFromNow(10);
      const { context, page } = await newPage(browser, { ...PHONE, locale: language.browserLocale });
      await withTokens(context, candidate.tokens);

      stage('the profile submitted with a double tap');
      const submits = countRequests(page, 'POST', '/v1/candidate-profile/wizard/8');
      await page.goto('/wizard/8-candidate-profile-summary');
      await settle(page);
      await page.getByRole('button', { name: t('wizard:step8.submit') }).dblclick();
      await page.waitForURL((url) => url.pathname === '/user');
      await noErrorToast(page);
      expect(submits()).toBe(1);
      expect(await seriousA11yViolations(page), 'the dashboard after submitting').toEqual([]);

      stage('applying with a double tap, on the day the profile gives');
      const applies = countRequests(page, 'POST', `/v1/candidate-offer/apply/${employer.offerId}`);
      await page.goto(`/offer/${employer.offerId}`);
      await page.getByTestId('offer-apply').click();
      const dialog = page.getByRole('dialog', { name: t('offers:apply.dialogTitle') });
      await dialog.waitFor();
      const [year, month, day] = startFrom.split('-');
      expect(await dialog.getByRole('button', { name: new RegExp(t('offers:apply.availableFrom')) }).textContent()).toContain(`${day}.${month}.${year}`);
      expect(await seriousA11yViolations(page), 'the apply dialog').toEqual([]);
      await dialog.getByRole('button', { name: t('offers:apply.submit') }).dblclick();
      await page.getByTestId('application-stage-note').waitFor();
      await noErrorToast(page);
      expect(applies()).toBe(1);
      const listed = await call<CandidateApplicationList>('/v1/candidate/applications', candidate.tokens.token);
      expect(listed.json.items).toHaveLength(1);
      const application = listed.json.items[0] as CandidateApplicationList['items'][number];
      expect(application.availableFrom).toBe(startFrom);

      stage('the employer moves it; the candidate sees the stage and withdraws');
      expect((await call(`/v1/client-offer/applied/${application.id}/update`, employer.tokens.token, 'POST', { status: 11 })).status).toBe(200);
      const withdrawals = countRequests(page, 'POST', `/v1/candidate/applications/${application.id}/withdraw`);
      await page.goto('/user/applications');
      const card = page.getByTestId('my-application');
      await card.getByTestId('application-stage').waitFor();
      const inLanguage = await fetchWithin(`${baseUrl()}/v1/candidate/applications`, { headers: { authorization: `Bearer ${candidate.tokens.token}`, 'x-locale': language.locale } });
      const inReview = ((await inLanguage.json()) as CandidateApplicationList).items[0]?.stage;
      expect(inReview?.id).toBe('in_review');
      expect(await card.getByTestId('application-stage').textContent()).toBe(inReview?.title);
      expect(await seriousA11yViolations(page), 'my applications').toEqual([]);
      // The button's accessible name names the offer; its text is the plain "withdraw".
      const withdraw = card.locator('button', { hasText: t('myApplications:withdraw') });
      await withdraw.click();
      await page.getByRole('dialog', { name: t('myApplications:withdrawDialog.title') }).getByRole('button', { name: t('myApplications:withdrawDialog.confirm') }).dblclick();
      await expect.poll(async () => (await call<CandidateApplicationList>('/v1/candidate/applications', candidate.tokens.token)).json.items[0]?.stage.id).toBe('withdrawn');
      await withdraw.waitFor({ state: 'detached' });
      await noErrorToast(page);
      expect(withdrawals()).toBe(1);

      stage('an alert saved with a double tap');
      const alerts = countRequests(page, 'POST', /^\/v1\/job-alerts\/?$/);
      await page.goto('/search/query/industry=1&country=1');
      await settle(page);
      await page.getByRole('button', { name: t('jobAlerts:save.button') }).click();
      await page.getByRole('dialog', { name: t('jobAlerts:save.title') }).getByRole('button', { name: t('jobAlerts:save.confirm') }).dblclick();
      await page.getByRole('link', { name: t('jobAlerts:save.seeAlerts') }).waitFor();
      await noErrorToast(page);
      expect(alerts()).toBe(1);

      stage('a copy of the data asked for with a double tap');
      const exports = countRequests(page, 'POST', '/v1/user/data-export');
      await page.goto('/user/settings');
      await settle(page);
      await page.getByRole('button', { name: t('settings:dataExport.request') }).dblclick();
      await page.getByText(t('settings:dataExport.pending')).or(page.getByRole('button', { name: t('settings:dataExport.download') })).first().waitFor({ timeout: 60_000 });
      await noErrorToast(page);
      expect(exports()).toBe(1);
      expect(await seriousA11yViolations(page), 'settings').toEqual([]);
      await context.close();
    });
  }
});
