import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { loadConfig } from './config/config.ts';
import { openTestDatabase } from './test/test-app.ts';
import { seedDatabase } from './seed/seed.ts';

/* Text answers go out compressed; hashed build files are cached for a year, the rest revalidated. */

const script = `export const greeting = ${JSON.stringify('Witaj, świecie! '.repeat(400))};\n`;

describe('compression and caching', () => {
  let app: FastifyInstance;
  let webDir: string;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    webDir = mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
    mkdirSync(path.join(webDir, 'assets'));
    writeFileSync(path.join(webDir, 'index.html'), `<!doctype html><html><head><title>Trades</title></head><body>${'<p>oferta</p>'.repeat(200)}</body></html>`);
    writeFileSync(path.join(webDir, 'assets', 'index-abc123.js'), script);
    writeFileSync(path.join(webDir, 'assets', 'index-abc123.js.br'), brotliCompressSync(script));
    writeFileSync(path.join(webDir, 'assets', 'index-abc123.js.gz'), gzipSync(script));
    writeFileSync(path.join(webDir, 'robots-copy.txt'), 'User-agent: *\n');
    const database = await openTestDatabase();
    drop = database.drop;
    await seedDatabase(database.handle.db, { demo: false });
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: path.join(os.tmpdir(), 'trades-test'), JWT_SECRET: randomBytes(32).toString('hex'), LOG_LEVEL: 'silent' });
    app = await buildApp({ config, database: database.handle, logger: false, webDistDir: webDir });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await drop?.();
    rmSync(webDir, { recursive: true, force: true });
  });

  it('sends a hashed script precompressed with brotli, or gzip, and caches it for a year', async () => {
    const br = await app.inject({ method: 'GET', url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(br.headers['content-type'])).toContain('javascript');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    expect(br.rawPayload.length).toBeLessThan(script.length / 5);

    const gz = await app.inject({ method: 'GET', url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);

    // Only what a script obeys: no page policies on each of the first view's files.
    expect(br.headers['x-content-type-options']).toBe('nosniff');
    expect(br.headers['cross-origin-resource-policy']).toBe('same-site');
    for (const name of ['content-security-policy', 'x-frame-options', 'referrer-policy', 'permissions-policy', 'cross-origin-opener-policy']) {
      expect(br.headers[name], name).toBeUndefined();
    }

    const plain = await app.inject({ method: 'GET', url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('has files outside the hashed folder and the app page revalidated', async () => {
    const other = await app.inject({ method: 'GET', url: '/robots-copy.txt' });
    expect(other.headers['cache-control']).toBe('no-cache');
    const page = await app.inject({ method: 'GET', url: '/user/offers/active/1', headers: { accept: 'text/html', 'accept-encoding': 'br' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.rawPayload).toString()).toContain('<title>Trades</title>');
    // A page keeps its policies, as does an unknown address under the hashed folder.
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['x-frame-options']).toBe('DENY');
    const missing = await app.inject({ method: 'GET', url: '/assets/nothing.svg' });
    expect(missing.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('compresses API JSON above 1 kB on the fly and leaves small answers alone', async () => {
    const big = await app.inject({ method: 'GET', url: '/v1/public/dictionary/professions', headers: { 'accept-encoding': 'br' } });
    expect(big.statusCode).toBe(200);
    expect(big.headers['content-encoding']).toBe('br');
    const text = brotliDecompressSync(big.rawPayload).toString();
    expect(text.length).toBeGreaterThan(1024);
    expect(JSON.parse(text)).toBeTruthy();

    const gz = await app.inject({ method: 'GET', url: '/v1/public/dictionary/professions', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toBeTruthy();

    const small = await app.inject({ method: 'GET', url: '/healthz', headers: { 'accept-encoding': 'br, gzip' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toBeTruthy();
  });
});
