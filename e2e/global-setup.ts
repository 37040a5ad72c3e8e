import type { TestProject } from 'vitest/node';
// This process starts the server, whose clock starts at this one's: the run's clock case applies here too.
import '../scripts/test-clock-setup.ts';
// @ts-expect-error plain ES module script shared with `npm start`
import { buildIfNeeded } from '../scripts/build-if-needed.mjs';
import { launchBrowserServer } from './chromium.ts';
import { startServer } from './server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    browserEndpoint: string;
  }
}

/**
 * Builds if needed, starts the real server on a free port with its own empty data folder and one Chromium;
 * every test file shares both (a file that needs other server settings starts a server of its own).
 */
export default async function setup(project: TestProject) {
  (buildIfNeeded as () => boolean)();
  const [server, browser] = await Promise.all([startServer(), launchBrowserServer()]);
  project.provide('baseUrl', server.baseUrl);
  project.provide('browserEndpoint', browser.wsEndpoint());
  return async () => {
    await browser.close();
    await server.stop();
  };
}
