import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, fetchWithin, holdRequests, launchBrowser, newPage } from './browser.ts';

/*
 * Interaction to next paint on a slow phone (issue 29): a tap on the search's filter button and on the
 * header's language button, 390 px wide with the CPU four times slower, once the app has started and once
 * before (the tap then starts it, and the control answers once it has). The figures are reported; the test
 * fails only past a generous bound, as timing on a shared machine varies. The target is 200 ms.
 */
const CPU_SLOWDOWN = 4;
/**
 * Far above the target, a bound against a tap that is never answered, not a timing check: the first tap on the
 * filter button (its drawer's code loads then) took 1.2-1.6 s with this file alone on CI's two cores, and 2.5-3.9 s
 * in fresh-clone runs where two browser files share them (7 December: 3,040 ms failed the 3 s bound once).
 */
const INP_BOUND_MS = 8000;
const RESULTS = '/search/query/showAll=true';

/** Collects the page's event timings (16 ms and longer) with their interaction, from the first script on. */
const OBSERVE_INTERACTIONS = `
  window.__interactions = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.interactionId) window.__interactions.push({ id: entry.interactionId, name: entry.name, duration: entry.duration });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
`;

/** The longest interaction of a tap (its pointer and click events), 0 when none took 16 ms. */
async function tapInp(page: Page, tap: () => Promise<void>): Promise<number> {
  await page.evaluate(() => void ((window as unknown as { __interactions: unknown[] }).__interactions.length = 0));
  await tap();
  // An interaction's entry is reported after its next paint.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))));
  const entries = await page.evaluate(() => (window as unknown as { __interactions: { duration: number }[] }).__interactions);
  return entries.reduce((longest, entry) => Math.max(longest, entry.duration), 0);
}

/** Whether React has adopted the element the server rendered (it marks the elements it hydrates). */
function isHydrated(control: Locator): Promise<boolean> {
  return control.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber')));
}

async function slowPhone(browser: Browser) {
  const opened = await newPage(browser, { width: 390, height: 844 });
  await opened.page.addInitScript(OBSERVE_INTERACTIONS);
  await (await opened.context.newCDPSession(opened.page)).send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return opened;
}

const filterButton = (page: Page) => page.getByRole('button', { name: 'Filters', exact: true });
const menuButton = (page: Page) => page.getByRole('button', { name: 'Open the menu', exact: true });

describe(`interaction on a phone with a ${CPU_SLOWDOWN}× slower CPU (issue 29)`, () => {
  let browser: Browser;
  const figures: Record<string, number> = {};
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    console.info(`INP, 390 px, CPU ${CPU_SLOWDOWN}× slower (target 200 ms): ${Object.entries(figures).map(([tap, ms]) => `${tap} ${Math.round(ms)} ms`).join('; ')}`);
    await browser?.close();
  });

  it('answers a tap on the filter button, the menu button and the language button once the app has started', async () => {
    const { context, page } = await slowPhone(browser);
    await page.goto(RESULTS);
    await expect.poll(() => isHydrated(filterButton(page)), { timeout: 30_000 }).toBe(true);

    figures['filter button'] = await tapInp(page, async () => {
      await filterButton(page).click();
      await page.getByRole('dialog', { name: 'Filters' }).waitFor();
    });
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'Filters' }).waitFor({ state: 'detached' });

    // On a phone the language menu is in the header's menu.
    figures['menu button'] = await tapInp(page, async () => {
      await menuButton(page).click();
      await page.getByRole('dialog', { name: 'Menu' }).waitFor();
    });
    figures['language button'] = await tapInp(page, async () => {
      await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: /Change language/ }).click();
      await page.getByRole('menuitem', { name: 'Українська' }).waitFor();
    });
    for (const tap of ['filter button', 'menu button', 'language button']) expect(figures[tap], tap).toBeLessThan(INP_BOUND_MS);
    await context.close();
  });

  it('answers a tap that arrives before the app has started: the tap starts it, and the drawer opens once it has', async () => {
    const { context, page } = await slowPhone(browser);
    // The app's code (the files the page lists for its start) arrives only after the tap, as on a slow network:
    // on a fast machine the app could otherwise start before the tap, and the case would not be tested.
    const html = await (await fetchWithin(`${baseUrl()}${RESULTS}`)).text();
    const appCode = new Set(JSON.parse(/<script type="application\/json" id="app-code">([^<]*)<\/script>/.exec(html)?.[1] ?? '[]') as string[]);
    expect(appCode.size).toBeGreaterThan(0);
    // The page asks for the app's code once its entry has run (and listens for an early tap).
    const appCodeHeld = await holdRequests(page, (url) => appCode.has(url.pathname));
    await page.goto(RESULTS, { waitUntil: 'commit' });
    // The server's button, shown before the app's code has run.
    await filterButton(page).waitFor();
    await appCodeHeld.requested;
    expect(await isHydrated(filterButton(page))).toBe(false);
    figures['filter button before the app'] = await tapInp(page, () => filterButton(page).click());
    expect(await isHydrated(filterButton(page))).toBe(false);
    appCodeHeld.release();
    await page.getByRole('dialog', { name: 'Filters' }).waitFor({ timeout: 30_000 });
    expect(figures['filter button before the app']).toBeLessThan(INP_BOUND_MS);
    await context.close();
  });
});
