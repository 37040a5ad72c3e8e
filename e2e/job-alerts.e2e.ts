import { createHmac } from 'node:crypto';
import { AccountType, type ConsentItem, type TokenPair } from '@trades/contracts';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchWithin, launchBrowser, newContext, newPage, seriousA11yViolations, stage } from './browser.ts';
import { PASSWORD, call, candidateRegistrationBody, consentsFor, postJson, toast, withTokens } from './builders.ts';
import { type RunningServer, startServer } from './server.ts';

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

describe('the unsubscribe link of a digest (issue 24)', () => {
  // A server of its own with a known secret, so the test can sign the link a digest would carry
  // (the alert id and its HMAC, as job-alerts.tokens.ts makes it) without waiting a day for a digest.
  const SECRET = 'e2e-job-alerts-unsubscribe-secret-2026-xyz';
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer({ JWT_SECRET: SECRET }), launchBrowser()]);
  }, 200_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const api = async <T>(path: string, init: { method?: string; token?: string; body?: object } = {}): Promise<{ status: number; json: T }> => {
    const response = await fetchWithin(`${server.baseUrl}${path}`, {
      method: init.method ?? 'GET',
      headers: { 'x-locale': 'pl', ...(init.token ? { authorization: `Bearer ${init.token}` } : {}), ...(init.body ? { 'content-type': 'application/json' } : {}) },
      body: init.body ? JSON.stringify(init.body) : undefined,
    });
    const text = await response.text();
    return { status: response.status, json: (text ? JSON.parse(text) : null) as T };
  };
  const unsubscribeToken = (alertId: number) => `${alertId}.${createHmac('sha256', `job-alert-unsubscribe-v1:${SECRET}`).update(String(alertId)).digest('base64url')}`;

  it('opens in the mail’s language, names the alert and changes nothing until the button; the undo brings the e-mails back', async () => {
    const consents = await api<ConsentItem[]>(`/v1/public/dictionary/consents?accountType=${AccountType.Candidate}`);
    const email = `e2e.unsubscribe.${Date.now()}@example.com`;
    const phone = { country: 'PL', number: `6${String(Date.now()).slice(-8)}` };
    const registered = await api<TokenPair>('/v1/public/candidate/register', { method: 'POST', body: candidateRegistrationBody({ email, password: PASSWORD, phone }, consents.json) });
    expect(registered.status).toBeLessThan(300);
    const token = registered.json.token;
    const saved = await api<{ id: number }>('/v1/job-alerts', { method: 'POST', token, body: { params: 'industry=1&country=1', frequency: 'daily' } });
    expect(saved.status).toBe(201);
    const alertId = saved.json.id;

    // A browser whose language is English: the mail's /lang/pl/... link opens the page in Polish all the same.
    const context = await newContext(browser, { baseURL: server.baseUrl, width: 390, height: 844 });
    const page = await context.newPage();
    stage('the link opened');
    await page.goto(`/lang/pl/job-alerts/unsubscribe?token=${unsubscribeToken(alertId)}`);
    await page.getByRole('heading', { level: 1, name: 'Wypisanie z alertu o ofertach' }).waitFor();
    await page.getByText('Wypisać się z alertu „Budownictwo, Norwegia”?', { exact: false }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('pl');
    expect(await seriousA11yViolations(page)).toEqual([]);
    // Opening the link (as a mail scanner does) stopped nothing.
    const listed = async () => (await api<{ items: { id: number; unsubscribedAt: string | null }[] }>('/v1/job-alerts', { token })).json.items.find((item) => item.id === alertId);
    expect((await listed())?.unsubscribedAt).toBeNull();

    stage('unsubscribe');
    await page.getByRole('button', { name: 'Wypisz mnie' }).click();
    await page.getByText('Wypisano Cię z alertu „Budownictwo, Norwegia”.', { exact: false }).waitFor();
    expect((await listed())?.unsubscribedAt).not.toBeNull();
    expect(await seriousA11yViolations(page)).toEqual([]);

    stage('undo');
    await page.getByRole('button', { name: 'Cofnij: chcę nadal dostawać wiadomości' }).click();
    await page.getByText('Wiadomości z alertu „Budownictwo, Norwegia” będą nadal przychodzić.').waitFor();
    expect((await listed())?.unsubscribedAt).toBeNull();
    await context.close();
  }, 120_000);
});
