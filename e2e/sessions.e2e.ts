import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, stage } from './browser.ts';
import { type RunningServer, startServer } from './server.ts';

/** The shortest access-token lifetime the server accepts, so the test sees one expire. */
const ACCESS_TOKEN_TTL_SECONDS = 30;

describe('a session in the browser', () => {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    // A server of its own: the other browser tests keep the usual token lifetime.
    [server, browser] = await Promise.all([startServer({ ACCESS_TOKEN_TTL_SECONDS: String(ACCESS_TOKEN_TTL_SECONDS) }), launchBrowser()]);
  }, 200_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const showUser = (token: string) => fetch(`${server.baseUrl}/v1/user/show`, { headers: { authorization: `Bearer ${token}` } });
  const accessToken = (page: Page) => page.evaluate(() => document.cookie.split('; ').find((c) => c.startsWith('token='))?.slice(6) ?? '');
  const refreshCookie = async (context: BrowserContext) => (await context.cookies(`${server.baseUrl}/v1/token/refresh`)).find((c) => c.name === 'refresh_token');

  it('signs in, refreshes after the access token expires, and signs out with the refresh token no longer usable', async () => {
    const context = await newContext(browser, { baseURL: server.baseUrl });
    const page = await context.newPage();
    page.on('crash', () => stage('the page crashed'));

    await page.goto('/sign-in?tab=1');
    await page.getByRole('textbox', { name: 'E-mail' }).fill('employer1@demo.trades.example');
    await page.getByLabel('Password').first().fill('Demo1234!');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL('**/user');
    // The panel is on screen before the token is left to expire: a slow first render is not mistaken for a lost session.
    const brandsLink = page.locator('a[href="/client/brands"]').first();
    await brandsLink.waitFor({ timeout: 60_000 });
    stage('signed in, the panel shows');

    // The refresh token is out of scripts' reach: an HttpOnly cookie for the token routes only.
    const cookie = await refreshCookie(context);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/v1/token' });
    const firstRefreshToken = cookie?.value ?? '';
    expect(await page.evaluate(() => document.cookie)).not.toContain(firstRefreshToken);
    const firstAccessToken = await accessToken(page);
    expect((await showUser(firstAccessToken)).status).toBe(200);

    await page.waitForTimeout((ACCESS_TOKEN_TTL_SECONDS + 2) * 1000);
    expect((await showUser(firstAccessToken)).status).toBe(401);
    stage(`access token expired, the page is at ${page.url()}`);
    // Nothing in the idle panel may have ended the session while the token expired.
    await expect.poll(() => brandsLink.isVisible()).toBe(true);

    // The next page's request is refused, the web app refreshes through the cookie and retries.
    const refreshed = page.waitForResponse((r) => r.url().endsWith('/v1/token/refresh') && r.request().method() === 'POST');
    const brands = page.waitForResponse((r) => new URL(r.url()).pathname === '/v1/client-brand/' && r.status() === 200);
    await brandsLink.click();
    expect((await refreshed).status()).toBe(200);
    await brands;
    const secondAccessToken = await accessToken(page);
    expect(secondAccessToken).not.toBe(firstAccessToken);
    expect((await showUser(secondAccessToken)).status).toBe(200);
    const secondRefreshToken = (await refreshCookie(context))?.value ?? '';
    expect(secondRefreshToken).not.toBe(firstRefreshToken);

    const revoked = page.waitForResponse((r) => r.url().endsWith('/v1/token/revoke'));
    await page.goto('/logout');
    expect((await revoked).status()).toBe(204);
    await page.waitForURL(`${server.baseUrl}/`);
    expect(await refreshCookie(context)).toBeUndefined();

    // Ended on the server: neither the session's refresh token nor its access token works any more.
    const refresh = await fetch(`${server.baseUrl}/v1/token/refresh`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refresh_token: secondRefreshToken }),
    });
    expect(refresh.status).toBe(401);
    expect((await showUser(secondAccessToken)).status).toBe(401);
    await context.close();
  });
});
