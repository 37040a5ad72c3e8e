import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { stage } from './browser.ts';

/* Checks of pages as people use them on a phone (issues 24 and 25): the interface's own words, taps counted, layout faults. */

/** A 390 px phone. */
export const PHONE = { width: 390, height: 844 };

const LOCALES_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/src/locales');

/** The interface's own text (namespace:dotted.key) in a language, with {{values}} filled: the journey reads what the user reads. */
export function text(locale: string, key: string, values: Record<string, string> = {}): string {
  const [namespace, dotted] = key.split(':') as [string, string];
  const texts = JSON.parse(readFileSync(path.join(LOCALES_DIR, locale, `${namespace}.json`), 'utf8')) as Record<string, unknown>;
  const found = dotted.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], texts);
  if (typeof found !== 'string') throw new Error(`no text ${key} in ${locale}`);
  return Object.entries(values).reduce((result, [name, value]) => result.replaceAll(`{{${name}}}`, value), found);
}

/** Counts the requests a page sends to a path: a double tap must send one. */
export function countRequests(page: Page, method: string, pathPart: string | RegExp): () => number {
  let count = 0;
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (request.method() === method && (typeof pathPart === 'string' ? pathname.includes(pathPart) : pathPart.test(pathname))) count += 1;
  });
  return () => count;
}

/** No red toast is on screen: a double tap must not report a failure after its success. */
export async function noErrorToast(page: Page): Promise<void> {
  await page.waitForTimeout(500);
  expect(await page.locator('.mantine-Notification-root[style*="--notification-color: var(--mantine-color-red"]').count(), 'an error toast').toBe(0);
}

/** The page has loaded: its main content is there, the first load's cover gone, no request running. */
export async function settle(page: Page): Promise<void> {
  await page.locator('main').first().waitFor();
  await page.getByTestId('page-loading-cover').waitFor({ state: 'detached', timeout: 10_000 });
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => !document.querySelector('.mantine-Skeleton-root, [aria-busy="true"]'), undefined, { timeout: 10_000 }).catch(() => undefined);
}

/**
 * What does not fit the screen: the page wider than the viewport, or a control, heading or badge whose text is cut
 * (wider than its box, which hides the rest). Scroll containers made for it (tables, tab lists) are not faults.
 */
export async function layoutFaults(page: Page): Promise<string[]> {
  return page.evaluate((width) => {
    const faults: string[] = [];
    const pageWidth = document.documentElement.scrollWidth;
    if (pageWidth > width) {
      const wide = [...document.body.querySelectorAll<HTMLElement>('*')]
        .filter((node) => node.getBoundingClientRect().right > width + 1 && node.getClientRects().length > 0)
        .filter((node) => !node.parentElement || node.parentElement.getBoundingClientRect().right <= width + 1)
        .slice(0, 3)
        .map((node) => `${node.tagName.toLowerCase()}.${[...node.classList].join('.')} "${(node.textContent ?? '').trim().slice(0, 40)}"`);
      faults.push(`page is ${pageWidth}px wide: ${wide.join('; ')}`);
    }
    const controls = document.body.querySelectorAll<HTMLElement>('button, a, h1, h2, h3, label, .mantine-Badge-root, .mantine-Badge-label, .mantine-Button-label, .mantine-Button-inner');
    for (const node of controls) {
      if (node.getClientRects().length === 0 || !node.textContent?.trim()) continue;
      const style = getComputedStyle(node);
      const hides = ['hidden', 'clip'].includes(style.overflowX);
      if (hides && node.scrollWidth > node.clientWidth + 1) faults.push(`cut: ${node.tagName.toLowerCase()} "${node.textContent.trim().slice(0, 60)}" (${node.scrollWidth} > ${node.clientWidth})`);
      else if (node.getBoundingClientRect().right > width + 1) faults.push(`off screen: ${node.tagName.toLowerCase()} "${node.textContent.trim().slice(0, 60)}"`);
    }
    // A box that scrolls sideways on a phone hides its columns as surely as a cut one (tab lists scroll by design).
    for (const node of document.body.querySelectorAll<HTMLElement>('*')) {
      if (!['auto', 'scroll'].includes(getComputedStyle(node).overflowX) || node.closest('[role="tablist"]') || node.getClientRects().length === 0) continue;
      if (node.scrollWidth > node.clientWidth + 1) faults.push(`scrolls sideways: ${node.tagName.toLowerCase()}.${[...node.classList].join('.')} (${node.scrollWidth} > ${node.clientWidth})`);
    }
    // A word squeezed into a column a few letters wide (it wraps letter by letter, as a slug did in a table cell).
    for (const node of document.body.querySelectorAll<HTMLElement>('td, th, p, span, a, div')) {
      if (node.children.length > 0 || node.getClientRects().length === 0) continue;
      const longest = Math.max(0, ...(node.textContent ?? '').split(/\s+/).map((word) => word.length));
      const box = node.getBoundingClientRect();
      const lineHeight = parseFloat(getComputedStyle(node).lineHeight) || parseFloat(getComputedStyle(node).fontSize) * 1.3;
      if (longest >= 8 && box.height > lineHeight * 3.5 && box.width < parseFloat(getComputedStyle(node).fontSize) * 4) {
        faults.push(`squeezed: ${node.tagName.toLowerCase()} "${(node.textContent ?? '').trim().slice(0, 40)}" is ${Math.round(box.width)}px wide`);
      }
    }
    return faults;
  }, PHONE.width);
}

export async function sweep(page: Page, paths: readonly string[], htmlLang: string): Promise<string[]> {
  const faults: string[] = [];
  for (const path of paths) {
    stage(`${htmlLang} ${path}`);
    const response = await page.goto(path);
    await settle(page);
    const lang = await page.locator('html').getAttribute('lang');
    if (lang !== htmlLang) faults.push(`${path}: <html lang="${lang}">`);
    // The page the browser ends on (a redirect included) is the one judged.
    for (const fault of await layoutFaults(page)) faults.push(`${path} → ${new URL(page.url()).pathname}: ${fault}`);
    if (path === '/no-such-page' && response?.status() !== 404) faults.push(`${path}: HTTP ${response?.status()}`);
  }
  return faults;
}
