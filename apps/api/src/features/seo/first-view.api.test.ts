import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config/config.ts';
import { seedDatabase } from '../../seed/seed.ts';
import { openTestDatabase } from '../../test/test-app.ts';
import { createEmployer, insertOffer } from '../offers/testing.ts';

const INDEX_HTML = `<!doctype html>
<html lang="en">
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

/**
 * A stand-in for the web app's server entry (apps/web/dist-ssr/entry-server.js, whose own rendering the
 * browser tests cover): it asks the API for its data through the fetch it is given, as the real one does.
 */
const SERVER_ENTRY = `
globalThis.firstViewRenders = [];
export async function renderFirstView({ url, locale, fetch }) {
  globalThis.firstViewRenders.push(url);
  if (url.startsWith('/search/query/broken')) throw new Error('the render failed');
  if (url.startsWith('/search/query/declined')) return undefined;
  if (url.startsWith('/lang/')) return { redirectTo: '/search/query/showAll=true', status: 302, setCookie: 'locale=' + locale + '; path=/; max-age=31536000; samesite=lax' };
  const offerId = /^\\/offer\\/(\\d+)/.exec(url)?.[1];
  if (offerId) {
    const answer = await fetch('/v1/public/offer/' + offerId, { headers: { accept: 'application/json', 'x-locale': locale } });
    const offer = await answer.json();
    return { html: '<main><h1>' + offer.profession.title + '</h1></main>', stateScript: '<script id="first-view-state" type="application/json">{}</script>' };
  }
  const list = await (await fetch('/v1/public/offer/list', { headers: { accept: 'application/json', 'x-locale': locale } })).json();
  return { html: '<main><h1>Home in ' + locale + '</h1><p>' + list.numTotal + ' offers</p></main>', stateScript: '<script id="first-view-state" type="application/json">{}</script>' };
}
`;

let app: FastifyInstance;
let drop: () => Promise<void>;
let webDir: string;
let offer: { id: number; slug: string };

const renders = () => (globalThis as { firstViewRenders?: string[] }).firstViewRenders ?? [];
const page = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });

async function appWithEntry(entrySource: string): Promise<{ app: FastifyInstance; drop: () => Promise<void>; webDir: string }> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'trades-first-view-'));
  writeFileSync(path.join(dir, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(dir, 'entry-server.mjs'), entrySource);
  const database = await openTestDatabase();
  await seedDatabase(database.handle.db, { demo: false });
  const employer = await createEmployer(database.handle.db, 'Fjordbygg AS');
  offer = await insertOffer(database.handle.db, employer.userId, { clientBrandId: employer.brandId, slug: 'welder-bergen', industryId: 6, professionId: 20 });
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: path.join(os.tmpdir(), 'trades-test'),
    JWT_SECRET: randomBytes(32).toString('hex'),
    PUBLIC_URL: 'https://jobs.example.com',
    LOG_LEVEL: 'silent',
  });
  const built = await buildApp({ config, database: database.handle, logger: false, webDistDir: dir, webServerEntry: path.join(dir, 'entry-server.mjs') });
  await built.ready();
  return { app: built, drop: database.drop, webDir: dir };
}

describe('public pages with their first view rendered on the server', () => {
  beforeAll(async () => {
    ({ app, drop, webDir } = await appWithEntry(SERVER_ENTRY));
  });

  afterAll(async () => {
    await app.close();
    await drop();
    rmSync(webDir, { recursive: true, force: true });
  });

  it('serves an offer page with the rendered offer, its data script and the JobPosting data, revalidated on every visit', async () => {
    const response = await page(`/offer/${offer.id}-${offer.slug}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    const html = response.body;
    expect(html).toContain('<div id="root"><main><h1>Welder</h1></main></div><script id="first-view-state" type="application/json">');
    expect(html).toContain('<script type="application/ld+json">');
    expect(html).toContain('"@type":"JobPosting"');
    expect(html).toContain('<title>Welder');
  });

  it('renders the home page with the data the entry fetched from the API, in the language of the locale cookie, then of the browser', async () => {
    const home = (await page('/', { cookie: 'locale=pl', 'accept-language': 'nb-NO' })).body;
    expect(home).toMatch(/<div id="root"><main><h1>Home in pl<\/h1><p>\d+ offers<\/p><\/main><\/div>/);
    expect(home).toContain('<html lang="pl">');
    const norwegian = (await page('/', { 'accept-language': 'nb-NO,nb;q=0.9' })).body;
    expect(norwegian).toContain('<h1>Home in no</h1>');
    expect(norwegian).toContain('<html lang="nb">');
  });

  it('keeps a rendered view for the next visitor of the same address and language', async () => {
    const before = renders().filter((url) => url === '/search/query/industry=6').length;
    await page('/search/query/industry=6');
    await page('/search/query/industry=6');
    expect(renders().filter((url) => url === '/search/query/industry=6').length).toBe(before + 1);
  });

  it('sends the plain app page when the render fails or is declined, never an error', async () => {
    for (const url of ['/search/query/broken=1', '/search/query/declined=1']) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<div id="root"><noscript>');
      expect(response.body, url).not.toContain('first-view-state');
    }
  });

  it('answers a page whose route redirects (a language link) with the redirect and its cookie, rendered on every visit', async () => {
    const before = renders().filter((url) => url.startsWith('/lang/')).length;
    for (let visit = 0; visit < 2; visit++) {
      const response = await page('/lang/uk/search');
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('/search/query/showAll=true');
      expect(response.headers['set-cookie']).toBe('locale=ua; path=/; max-age=31536000; samesite=lax');
      expect(response.headers['cache-control']).toBe('no-store');
    }
    expect(renders().filter((url) => url.startsWith('/lang/')).length).toBe(before + 2);
  });

  it('leaves pages of a signed-in browser to the browser', async () => {
    const before = renders().length;
    const response = await page(`/offer/${offer.id}-${offer.slug}`, { cookie: 'refresh=1; token=abc' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"><noscript>');
    expect(response.body).toContain('"@type":"JobPosting"');
    expect(renders().length).toBe(before);
  });
});

describe('a server entry that does not load', () => {
  it('serves every page as the plain app page', async () => {
    const broken = await appWithEntry('export const nothing = 1;');
    try {
      for (const url of ['/', `/offer/${offer.id}-${offer.slug}`, '/search/query/industry=6']) {
        const response = await broken.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
        expect(response.statusCode, url).toBe(200);
        expect(response.body, url).toContain('<div id="root"><noscript>');
      }
    } finally {
      await broken.app.close();
      await broken.drop();
      rmSync(broken.webDir, { recursive: true, force: true });
    }
  });
});
