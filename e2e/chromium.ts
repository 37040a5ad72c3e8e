import { existsSync } from 'node:fs';
import { type BrowserServer, chromium } from 'playwright-core';

const CHROMIUM_PATHS = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];
// Without the background-networking flags Chromium keeps reaching for Google's hosts, which this network refuses.
const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** Debian's Chromium, headless, served to every test file of the run (global-setup.ts); never a downloaded browser. */
export async function launchBrowserServer(): Promise<BrowserServer> {
  const executablePath = process.env.CHROMIUM_PATH ?? CHROMIUM_PATHS.find((p) => existsSync(p));
  if (!executablePath) throw new Error('Chromium not found: apt-get install -y chromium');
  return chromium.launchServer({ executablePath, args: CHROMIUM_ARGS });
}
