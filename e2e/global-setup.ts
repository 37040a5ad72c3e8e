import type { TestProject } from 'vitest/node';
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
