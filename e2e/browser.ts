import AxeBuilder from '@axe-core/playwright';
import dayjs from 'dayjs';
import 'dayjs/locale/nb';
import 'dayjs/locale/uk';
import { type Browser, type BrowserContext, type Locator, type Page, chromium } from 'playwright-core';
import { expect, inject } from 'vitest';

let ownServer: string | undefined;

/** The server this file's pages and builders talk to: the run's shared one, unless the file started its own. */
export function baseUrl(): string {
  return ownServer ?? inject('baseUrl');
}

/** For a file that needs other server settings (e2e/operator.e2e.ts): its pages, calls and mails then use that server. */
export function useOwnServer(url: string): void {
  ownServer = url;
}

/** The run's browser: a connection of this file's own, whose close() leaves the browser to the other files. */
export async function launchBrowser(): Promise<Browser> {
  return chromium.connect(inject('browserEndpoint'));
}

/**
 * A browser context as every test needs it: the server's address, a 20 s step timeout and the run's clock
 * case (scripts/test-clock.mjs): the page's clock starts where this process's does and runs on.
 */
export interface ContextOptions {
  width?: number;
  height?: number;
  baseURL?: string;
  /** The browser's language (navigator.language and Accept-Language), e.g. 'uk-UA'; Playwright's default otherwise. */
  locale?: string;
  /** false: a browser that runs no script of the pages (the public pages work without it). */
  javaScriptEnabled?: boolean;
}

export async function newContext(browser: Browser, options: ContextOptions = {}): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: options.baseURL ?? baseUrl(),
    locale: options.locale,
    javaScriptEnabled: options.javaScriptEnabled,
    viewport: { width: options.width ?? 1280, height: options.height ?? 900 },
    timezoneId: process.env.TZ || undefined,
  });
  // A stuck step fails on its own locator within 20 s instead of silently using up the test's time.
  context.setDefaultTimeout(20_000);
  if (process.env.TEST_CLOCK) await context.clock.install({ time: Date.now() });
  return context;
}

export async function newPage(browser: Browser, options: ContextOptions = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext(browser, options);
  const page = await context.newPage();
  // E2E_CPU_SLOWDOWN=4 runs the page as on a slow phone or a loaded CI machine, to bring out races.
  const slowdown = Number(process.env.E2E_CPU_SLOWDOWN ?? 0);
  if (slowdown > 1) await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: slowdown });
  return { context, page };
}

/**
 * Holds the page's requests that `matches` until `release()`, as a slow network would; `requested` resolves at the
 * first one held (the page has asked for it).
 */
export async function holdRequests(page: Page, matches: RegExp | ((url: URL) => boolean)): Promise<{ requested: Promise<void>; release(): void }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let asked!: () => void;
  const requested = new Promise<void>((resolve) => {
    asked = resolve;
  });
  await page.route(matches, async (route) => {
    asked();
    await released;
    await route.continue();
  });
  return { requested, release };
}

/** fetch that gives up after 20 s: a request the server never answers then fails by name instead of using up the test's time. */
export function fetchWithin(url: string, init: RequestInit = {}): Promise<Response> {
  return fetch(url, { ...init, signal: AbortSignal.timeout(20_000) });
}

/** Logs the stage a long browser test has reached, so the output of a timed-out test ends with the stage that hung. */
export function stage(label: string): void {
  console.info(`[${new Date().toISOString().slice(11, 23)}] ${label}`);
}

/** Accessibility violations of serious or critical impact on the current page. */
export async function seriousA11yViolations(page: Page): Promise<string[]> {
  // The first load's cover fades out on its own; judged half-faded, its logo would fail contrast.
  await page.getByTestId('page-loading-cover').waitFor({ state: 'detached', timeout: 5_000 });
  // A scan in the middle of a transition (a collapsing banner, a fading dialog) would judge colours half-faded: a
  // transition set on the last frame has not started yet, so two frames pass first, and an open dialog and a toast
  // must be opaque (a toast fading in or out is judged once it is whole, or gone).
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
  await page
    .waitForFunction(
      () =>
        [...document.querySelectorAll('[role="dialog"], .mantine-Notification-root')].every((dialog) => {
          for (let node: Element | null = dialog; node; node = node.parentElement) if (Number.parseFloat(getComputedStyle(node).opacity) < 1) return false;
          return true;
        }),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
  await page.waitForFunction(
    () => document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
    undefined,
    { timeout: 5_000 },
  );
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 160)}`).join(', ')}`);
}

/** Reads the newest outbox message for a recipient from the development outbox. */
export async function latestMail(recipient: string): Promise<{ subject: string; html: string; text: string; readingToken: string }> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const response = await fetchWithin(`${baseUrl()}/dev/outbox`, { headers: { accept: 'application/json' } });
    const body = (await response.json()) as { items: { recipient: string; subject: string; html: string; text: string; readingToken: string }[] };
    const found = body.items.find((m) => m.recipient.toLowerCase() === recipient.toLowerCase());
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no mail for ${recipient}`);
    await new Promise((r) => setTimeout(r, 300));
  }
}

/**
 * Opens a Mantine select and clicks one of its options, typing the text first into a searchable one. The option
 * is looked up in the list the open input names (aria-controls), never in a list that is closing elsewhere.
 */
export async function pickOption(page: Page, input: Locator, option: string | RegExp, options: { type?: boolean; exact?: boolean } = {}): Promise<void> {
  // A page still settling (a banner collapsing above, on a slow machine) can move the open list so that the click
  // lands beside it, which closes it: as a person would, open it again and pick again.
  for (let attempt = 1; ; attempt++) {
    // In the middle of the screen, so the list has room below and its options are not scrolled under the sticky header.
    await input.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    const controls = await input.getAttribute('aria-controls');
    // A click on an open select's input would close its list.
    if (!controls || !(await page.locator(`[id="${controls}"]`).isVisible())) await input.click();
    if (options.type && typeof option === 'string') await input.fill(option);
    await expect.poll(() => input.getAttribute('aria-controls'), { timeout: 10_000 }).toBeTruthy();
    const list = page.locator(`[id="${await input.getAttribute('aria-controls')}"]`);
    try {
      await list.getByRole('option', { name: option, exact: options.exact }).first().click({ timeout: attempt < 3 ? 7_000 : 20_000 });
      return;
    } catch (error) {
      if (attempt >= 3) throw error;
    }
  }
}

/**
 * Picks a day (YYYY-MM-DD) in a date picker opened by its button. The days are named "D MMMM YYYY" in the
 * picker's language (dayjs, as Mantine names them); the picker is paged forward by its "next month" button
 * (`nextMonth`, in that language), a month at a time once the shown month has changed, until that exact name
 * shows, so neither this machine's clock nor its time zone matters.
 */
export async function pickDate(page: Page, label: RegExp, isoDay: string, options: { nextMonth?: string; dayjsLocale?: string } = {}): Promise<void> {
  await page.getByRole('button', { name: label }).click();
  const next = page.getByRole('button', { name: options.nextMonth ?? 'Next month' });
  await next.waitFor();
  const name = dayjs(`${isoDay}T12:00:00`).locale(options.dayjsLocale ?? 'en').format('D MMMM YYYY');
  const day = page.getByRole('button', { name, exact: true });
  const shownMonth = page.locator('[class*="calendarHeaderLevel"]').first();
  for (let paged = 0; !(await day.isVisible()); paged += 1) {
    if (paged > 24) throw new Error(`${isoDay} is not within two years of the picker's first month`);
    const before = await shownMonth.textContent();
    await next.click();
    await expect.poll(() => shownMonth.textContent()).not.toBe(before);
  }
  await day.click();
}
