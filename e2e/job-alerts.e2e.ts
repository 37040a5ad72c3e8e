import { AccountType, type TokenPair } from '@trades/contracts';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, seriousA11yViolations, stage } from './browser.ts';
import { PASSWORD, call, candidateRegistrationBody, consentsFor, postJson, toast, withTokens } from './builders.ts';

/** A new candidate (a name no other test uses), signed in through the API. */
async function newCandidate(): Promise<TokenPair> {
  const email = `e2e.alerts.${Date.now()}@example.com`;
  const phone = { country: 'PL', number: `6${String(Date.now()).slice(-8)}` };
  const body = { ...candidateRegistrationBody({ email, password: PASSWORD, phone }, await consentsFor(AccountType.Candidate)), firstName: 'Alicja', lastName: 'Alertowa' };
  const registered = await postJson('/v1/public/candidate/register', body);
  expect(registered.status, await registered.clone().text()).toBeLessThan(300);
  return (await registered.json()) as TokenPair;
}

describe('job alerts', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('a candidate saves a search from the result list and finds it on the alerts page', async () => {
    const tokens = await newCandidate();
    const { context, page } = await newPage(browser);
    await withTokens(context, tokens);

    stage('result list');
    await page.goto('/search/query/industry=1&country=1');
    await page.getByTestId('offer-count').filter({ hasText: /Offers found/ }).waitFor();
    await page.getByRole('button', { name: 'Save this search' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save this search as a job alert' });
    await dialog.getByText('Weekly').click();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Save the alert' }).click();
    await toast(page, 'The search has been saved as a job alert.');

    stage('alerts page');
    await page.getByRole('link', { name: 'See your job alerts' }).click();
    await page.getByRole('heading', { level: 1, name: 'Job alerts' }).waitFor();
    const saved = page.getByTestId('saved-search');
    await saved.first().waitFor();
    expect(await saved.count()).toBe(1);
    const link = saved.getByRole('link', { name: 'Construction, Norway' });
    expect(await link.getAttribute('href')).toBe('/search/query/industry=1&country=1');
    const frequency = saved.getByRole('radiogroup', { name: 'How often: Construction, Norway' });
    expect(await frequency.getByRole('radio', { name: 'Weekly' }).isChecked()).toBe(true);
    // The side panel leads here too.
    expect(await page.getByRole('link', { name: 'Job alerts' }).getAttribute('href')).toBe('/user/job-alerts');
    expect(await seriousA11yViolations(page)).toEqual([]);

    const stored = await call<{ items: { params: unknown; frequency: string }[] }>('/v1/job-alerts', tokens.token);
    expect(stored.json.items).toEqual([expect.objectContaining({ params: { industries: [1], professions: [], countries: [1] }, frequency: 'weekly' })]);
    await context.close();
  }, 90_000);

  it('a visitor is asked to sign in to save a search, and a broken unsubscribe link says so', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/search/query/industry=1');
    const signIn = page.getByRole('link', { name: 'Sign in as a candidate' });
    await signIn.waitFor();
    expect(await signIn.getAttribute('href')).toBe(`/sign-in?redirect=${encodeURIComponent('/search/query/industry=1')}`);
    expect(await page.getByRole('button', { name: 'Save this search' }).count()).toBe(0);

    await page.goto('/job-alerts/unsubscribe?token=1.forged');
    await page.getByText('This unsubscribe link is not valid.', { exact: false }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await context.close();
  }, 60_000);
});
