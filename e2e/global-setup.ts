import type { TestProject } from 'vitest/node';
// This process starts the server, whose clock starts at this one's: the run's clock case applies here too.
import '../scripts/test-clock-setup.ts';
// @ts-expect-error plain ES module script shared with `npm start`
import { buildIfNeeded } from '../scripts/build-if-needed.mjs';
import { startServer } from './server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** Builds if needed and starts the real server on a free port with its own empty data folder. */
export default async function setup(project: TestProject) {
  (buildIfNeeded as () => boolean)();
  const server = await startServer();
  project.provide('baseUrl', server.baseUrl);
  return () => server.stop();
}
