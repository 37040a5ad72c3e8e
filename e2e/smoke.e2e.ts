import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from './browser.ts';

describe('the served application', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('renders the home page from the same server as the API', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/');
    const heading = page.locator('h1').first();
    await heading.waitFor();
    expect(await heading.textContent()).toContain('Trades');
    const health = await page.request.get('/healthz');
    expect(health.status()).toBe(200);
    await context.close();
  });
});
