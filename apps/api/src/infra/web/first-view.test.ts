import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { FIRST_VIEW_TIMEOUT_MS, FirstViewRenderer } from './first-view.ts';

/** An entry that renders one page at a time, as the web app's does, from what its fetch answers. */
const ENTRY = `
let queue = Promise.resolve();
export function renderFirstView({ url, fetch }) {
  const result = queue.then(async () => {
    const answer = await fetch('/v1/data' + url);
    return { html: '<p>' + (await answer.text()) + '</p>', stateScript: '' };
  });
  queue = result.catch(() => undefined);
  return result;
}
`;

/** This server's routes as the renderer reaches them: one never answers. */
const app = {
  inject: async ({ url }: { url: string }) =>
    url.endsWith('/stuck') ? new Promise(() => undefined) : { statusCode: 200, rawPayload: Buffer.from(`answer to ${url}`), headers: { 'content-type': 'text/plain' } },
  log: { error: () => undefined },
} as unknown as FastifyInstance;

const visitor = (url: string) => ({ url, headers: {}, ip: '203.0.113.5', log: { warn: () => undefined } }) as unknown as FastifyRequest;

describe('the first view renderer', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'first-view-entry-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('gives up a render whose data never comes, and the next page renders', async () => {
    const entryPath = path.join(dir, 'entry-server.mjs');
    writeFileSync(entryPath, ENTRY);
    const renderer = await FirstViewRenderer.load(entryPath, app);
    if (!renderer) throw new Error('the entry did not load');

    const started = Date.now();
    expect(await renderer.render(visitor('/stuck'), 'en')).toBeUndefined();
    expect(Date.now() - started).toBeGreaterThanOrEqual(FIRST_VIEW_TIMEOUT_MS - 50);
    // Its request fails at the render's deadline, so the entry is free for the next page.
    expect(await renderer.render(visitor('/offer/7'), 'en')).toEqual({ html: '<p>answer to /v1/data/offer/7</p>', stateScript: '' });
  });
});
