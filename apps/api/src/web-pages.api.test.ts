import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { WEB_PAGE_PATHS } from '@trades/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { loadConfig } from './config/config.ts';
import { createEmployer, insertOffer } from './features/offers/testing.ts';
import { seedDatabase } from './seed/seed.ts';
import { openTestDatabase } from './test/test-app.ts';

const INDEX_HTML = `<!doctype html>
<html lang="en" data-mantine-color-scheme="light">
  <head>
    <meta charset="UTF-8" />
    <title>Trades Marketplace</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/assets/index.js"></script>
  </body>
</html>
`;

let app: FastifyInstance;
let drop: () => Promise<void>;
let webDir: string;
let offerSlug: string;

beforeAll(async () => {
  webDir = mkdtempSync(path.join(os.tmpdir(), 'trades-web-pages-'));
  writeFileSync(path.join(webDir, 'index.html'), INDEX_HTML);
  const database = await openTestDatabase();
  drop = database.drop;
  await seedDatabase(database.handle.db, { demo: false });
  const employer = await createEmployer(database.handle.db, 'Fjordbygg AS');
  const offer = await insertOffer(database.handle.db, employer.userId, { clientBrandId: employer.brandId, slug: 'welder-bergen' });
  offerSlug = `${offer.id}-welder-bergen`;
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: path.join(os.tmpdir(), 'trades-test'),
    JWT_SECRET: randomBytes(32).toString('hex'),
    PUBLIC_URL: 'https://jobs.example.com',
    LOG_LEVEL: 'silent',
  });
  app = await buildApp({ config, database: database.handle, logger: false, webDistDir: webDir });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await drop();
  rmSync(webDir, { recursive: true, force: true });
});

/** An address of a route pattern: each parameter filled (an offer's with a published offer), a final * with a path. */
function addressOf(pattern: string): string {
  const segments = pattern.split('/').map((segment) => {
    if (segment === ':offerSlug') return offerSlug;
    if (segment === '*') return 'sign-up';
    return segment.startsWith(':') ? 'x1' : segment;
  });
  return `/${segments.filter(Boolean).join('/')}`;
}

const page = (url: string, headers: Record<string, string>) => app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });
const htmlLang = (body: string) => /<html[^>]*\slang="([^"]*)"/.exec(body)?.[1];

describe('every page of the web app, opened directly (issue 24)', () => {
  it('answers 200 in the browser language (Accept-Language: uk) for every route of the route table', async () => {
    expect(WEB_PAGE_PATHS.length).toBeGreaterThan(40);
    for (const pattern of WEB_PAGE_PATHS) {
      const url = addressOf(pattern);
      const response = await page(url, { 'accept-language': 'uk-UA,uk;q=0.9,en;q=0.5' });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(htmlLang(response.body), url).toBe('uk');
      expect(String(response.headers.vary), url).toMatch(/accept-language/i);
    }
  });

  it("puts the visitor's chosen language (its cookie) before the browser's", async () => {
    for (const url of ['/sign-up', '/sign-in', '/contact', '/documents/terms-candidate', '/']) {
      const response = await page(url, { 'accept-language': 'uk', cookie: 'consent=1; locale=pl' });
      expect(htmlLang(response.body), url).toBe('pl');
    }
    expect(htmlLang((await page('/sign-up', { 'accept-language': 'nb-NO' })).body)).toBe('nb');
    // A mail's link through the language switch opens in the mail's language from the first paint.
    expect(htmlLang((await page('/lang/pl/mail/confirmation/abc', { 'accept-language': 'uk', cookie: 'locale=en' })).body)).toBe('pl');
    // Nothing known: the default language.
    expect(htmlLang((await page('/sign-up', { 'accept-language': 'de-DE' })).body)).toBe('en');
  });

  it('answers an unknown address with 404 and the app page in the visitor language, kept out of search results', async () => {
    for (const url of ['/no/such/page', '/sign-up/extra', '/user/nothing', '/404', '/offer/999999-missing']) {
      const response = await page(url, { 'accept-language': 'uk' });
      expect(response.statusCode, url).toBe(404);
      expect(htmlLang(response.body), url).toBe('uk');
      expect(response.body, url).toContain('<meta name="robots" content="noindex" />');
      expect(response.body, url).toContain('<div id="root"><noscript>');
      // Without script the page says so in the visitor's language and links the offers, which work without it.
      expect(response.body, url).toContain('Ця сторінка потребує JavaScript');
      expect(response.body, url).toContain('<a href="/search/query/showAll=true">');
    }
    // An API address is no page: its 404 stays JSON.
    const api = await page('/v1/no-such-endpoint', { 'accept-language': 'uk' });
    expect(api.statusCode).toBe(404);
    expect(api.headers['content-type']).toMatch(/^application\/json/);
  });
});
