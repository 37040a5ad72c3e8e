import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { StatusId } from '@trades/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config/config.ts';
import { seedDatabase } from '../../seed/seed.ts';
import { openTestDatabase } from '../../test/test-app.ts';
import { createEmployer, insertOffer } from '../offers/testing.ts';
import { escapeHtml, jsonForScript, plainText, renderPage } from './seo-html.ts';

const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Work in Norway and Europe for skilled tradespeople." />
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
const offers: Record<string, { id: number; uuid: string; slug: string }> = {};

beforeAll(async () => {
  webDir = mkdtempSync(path.join(os.tmpdir(), 'trades-web-'));
  writeFileSync(path.join(webDir, 'index.html'), INDEX_HTML);
  const database = await openTestDatabase();
  drop = database.drop;
  await seedDatabase(database.handle.db, { demo: false });
  const db = database.handle.db;
  const employer = await createEmployer(db, 'Nordbygg AS', 'Nordbygg <Bolig> & "Co"');
  offers.welder = await insertOffer(db, employer.userId, {
    clientBrandId: employer.brandId,
    slug: 'welder-stavanger',
    industryId: 6,
    professionId: 20,
    description: '<p>Welders for <strong>offshore</strong> modules &amp; shipyard work. </script><script>alert(1)</script></p>',
    contractTypes: [1],
    workEndAt: null,
    numberOfVacancies: 4,
  });
  offers.draft = await insertOffer(db, employer.userId, { status: StatusId.Draft, slug: 'draft' });
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

const page = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });

function jsonLd(html: string): Record<string, unknown> {
  const match = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  if (!match?.[1]) throw new Error('no JSON-LD block');
  return JSON.parse(match[1]) as Record<string, unknown>;
}

describe('offer pages for search engines', () => {
  it('serves the web app with the offer title, description, canonical address and Open Graph tags in the head', async () => {
    const response = await page(`/offer/${offers.welder?.id}-welder-stavanger`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    const html = response.body;
    expect(html).toContain('<title>Welder – Stavanger, Norway | Trades Marketplace</title>');
    expect(html).toContain('<meta name="description" content="Welders for offshore modules &amp; shipyard work. alert(1)" />');
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).toContain(`<link rel="canonical" href="https://jobs.example.com/offer/${offers.welder?.id}-welder-stavanger" />`);
    expect(html).toContain('<meta property="og:title" content="Welder – Stavanger, Norway | Trades Marketplace" />');
    expect(html).toContain('<div id="root"><noscript>');
    expect(html).toContain('<script type="module" src="/assets/index.js"></script>');
  });

  it('embeds a JobPosting with dates, employment type, employer, place and hourly salary, safely escaped', async () => {
    const html = (await page(`/offer/${offers.welder?.id}`)).body;
    // The description's </script> must not end the JSON-LD block early.
    expect(html).not.toContain('</script><script>alert(1)');
    const posting = jsonLd(html);
    expect(posting).toMatchObject({
      '@context': 'https://schema.org/',
      '@type': 'JobPosting',
      title: 'Welder',
      employmentType: ['FULL_TIME'],
      totalJobOpenings: 4,
      hiringOrganization: { '@type': 'Organization', name: 'Nordbygg <Bolig> & "Co"' },
      jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressCountry: 'NO', addressLocality: 'Stavanger', addressRegion: 'Rogaland' } },
      baseSalary: { '@type': 'MonetaryAmount', currency: 'NOK', value: { '@type': 'QuantitativeValue', minValue: 270, maxValue: 320, unitText: 'HOUR' } },
    });
    expect(String(posting.description)).toContain('</script><script>alert(1)</script>');
    expect(new Date(String(posting.datePosted)).getTime()).toBeLessThan(Date.now());
    expect(new Date(String(posting.validThrough)).getTime()).toBeGreaterThan(Date.now());
  });

  it('uses the reader language from Accept-Language', async () => {
    const html = (await page(`/offer/${offers.welder?.id}`, { 'accept-language': 'uk-UA,uk;q=0.9' })).body;
    expect(html).toContain('<title>Зварник – Ставангер, Норвегія | Trades Marketplace</title>');
    expect(html).toContain('<html lang="uk">');
  });

  it('serves unknown and unpublished offers as the web app with noindex and 404', async () => {
    for (const ref of ['999999-missing', String(offers.draft?.id), 'not a ref']) {
      const response = await page(`/offer/${encodeURIComponent(ref)}`);
      expect(response.statusCode, ref).toBe(404);
      expect(response.body, ref).toContain('<meta name="robots" content="noindex" />');
      expect(response.body, ref).toContain('<div id="root"><noscript>');
      expect(response.body, ref).not.toContain('application/ld+json');
    }
  });
});

describe('sitemap and robots.txt', () => {
  it('lists the home page, the search and every public offer with absolute addresses', async () => {
    const response = await app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/xml/);
    const xml = response.body;
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain('<loc>https://jobs.example.com/</loc>');
    expect(xml).toContain('<loc>https://jobs.example.com/search</loc>');
    expect(xml).toMatch(new RegExp(`<loc>https://jobs.example.com/offer/${offers.welder?.id}-welder-stavanger</loc><lastmod>\\d{4}-\\d{2}-\\d{2}</lastmod>`));
    expect(xml).not.toContain(`/offer/${offers.draft?.id}-`);
  });

  it('allows crawling except the signed-in areas and names the sitemap', async () => {
    const response = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body.split('\n')).toEqual(
      expect.arrayContaining(['User-agent: *', 'Allow: /', 'Disallow: /user', 'Disallow: /client', 'Disallow: /wizard', 'Sitemap: https://jobs.example.com/sitemap.xml']),
    );
  });
});

describe('head rendering', () => {
  it('escapes text for HTML and JSON for a script element', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
    expect(jsonForScript({ text: '</script><!-- \u2028' })).toBe('{"text":"\\u003c/script\\u003e\\u003c!-- \\u2028"}');
    expect(JSON.parse(jsonForScript({ text: '</script>&' }))).toEqual({ text: '</script>&' });
  });

  it('cuts plain text at a word', () => {
    expect(plainText('<p>One&nbsp;two <b>three</b></p>', 100)).toBe('One two three');
    expect(plainText('alpha beta gamma delta', 12)).toBe('alpha beta…');
  });

  it('adds a title when the page has none', () => {
    expect(renderPage('<html><head></head><body></body></html>', { title: 'A & B', noindex: true })).toContain('<title>A &amp; B</title>');
  });
});
