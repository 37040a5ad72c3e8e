import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from './test/test-app.ts';

describe('security headers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { CORS_ORIGINS: 'https://partner.example, http://localhost:5173' } });
  });
  afterAll(async () => t.close());

  it('every answer carries a script-tight CSP, nosniff, a referrer and a permissions policy', async () => {
    for (const url of ['/healthz', '/v1/public/offer/list', '/no-such-page', '/docs']) {
      const res = await t.app.inject({ method: 'GET', url });
      const csp = String(res.headers['content-security-policy']);
      expect(csp, url).toContain("script-src 'self'");
      expect(csp, url).not.toContain("'unsafe-inline' 'unsafe-eval'");
      expect(csp.match(/script-src[^;]*/)?.[0], url).not.toContain('unsafe-inline');
      expect(csp, url).toContain("frame-ancestors 'none'");
      expect(csp, url).toContain("object-src 'none'");
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(res.headers['permissions-policy'], url).toContain('camera=()');
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      // PUBLIC_URL is http here: no HSTS, no upgrade of the page's own requests.
      expect(res.headers['strict-transport-security'], url).toBeUndefined();
      expect(csp, url).not.toContain('upgrade-insecure-requests');
    }
  });

  it('the API documentation loads its scripts from files only', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    const initializer = await t.app.inject({ method: 'GET', url: '/docs/static/swagger-initializer.js' });
    expect(initializer.statusCode).toBe(200);
  });

  it('CORS answers the own origin and the configured ones only, varying by origin', async () => {
    for (const origin of ['http://localhost:3000', 'https://partner.example', 'http://localhost:5173']) {
      const res = await t.app.inject({ method: 'GET', url: '/healthz', headers: { origin } });
      expect(res.headers['access-control-allow-origin'], origin).toBe(origin);
      expect(String(res.headers.vary)).toContain('Origin');
    }
    const foreign = await t.app.inject({ method: 'GET', url: '/healthz', headers: { origin: 'https://evil.example' } });
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
    expect(String(foreign.headers.vary)).toContain('Origin');
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/v1/login_check',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('keeps Vary: Origin beside what an answer varies on, and lets allowed origins use every method the API has (issue 23)', async () => {
    const origin = 'https://partner.example';
    for (const url of ['/v1/public/offer/list?showAll=true', '/v1/public/dictionary/contract-types', '/v1/public/dictionary/form/phone-prefix']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { origin, 'x-locale': 'pl' } });
      expect(res.statusCode, url).toBe(200);
      const fields = String(res.headers.vary).toLowerCase().split(/\s*,\s*/);
      expect(fields, url).toContain('origin');
      expect(fields, url).toContain('x-locale');
    }
    for (const method of ['PUT', 'PATCH', 'DELETE']) {
      const preflight = await t.app.inject({ method: 'OPTIONS', url: '/v1/user/job-alerts/1', headers: { origin, 'access-control-request-method': method } });
      expect(preflight.statusCode, method).toBe(204);
      expect(preflight.headers['access-control-allow-origin'], method).toBe(origin);
      expect(String(preflight.headers['access-control-allow-methods']).split(/\s*,\s*/), method).toContain(method);
    }
  });
});

describe('security headers behind https', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL: 'https://trades.example' } });
  });
  afterAll(async () => t.close());

  it('HSTS and upgraded requests when the site is served over https', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.headers['strict-transport-security']).toMatch(/max-age=\d{7,}/);
    expect(res.headers['content-security-policy']).toContain('upgrade-insecure-requests');
  });
});
