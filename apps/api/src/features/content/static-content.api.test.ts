import { STATIC_DOCUMENT_KEYS } from '@trades/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../test/test-app.ts';
import { staticDocuments } from './documents/index.ts';

describe('GET /v1/public/static-content/page/{docName}', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const get = (docName: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `/v1/public/static-content/page/${docName}`, headers });

  it.each(STATIC_DOCUMENT_KEYS)('serves %s in all four languages', async (docName) => {
    for (const locale of ['pl', 'en', 'no', 'ua'] as const) {
      const res = await get(docName, { 'x-locale': locale });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        docName,
        locale,
        title: staticDocuments[docName][locale].title,
        content: staticDocuments[docName][locale].html,
      });
    }
  });

  it('maps uk to Ukrainian and falls back to English for unknown languages', async () => {
    const ukrainian = await get('cookies', { 'x-locale': 'uk' });
    expect(ukrainian.json()).toMatchObject({ locale: 'ua', title: staticDocuments.cookies.ua.title });
    expect(ukrainian.json().content).toMatch(/[\u0400-\u04FF]/);
    const german = await get('cookies', { 'x-locale': 'de' });
    expect(german.json()).toMatchObject({ locale: 'en', title: staticDocuments.cookies.en.title });
    const none = await get('cookies');
    expect(none.json().locale).toBe('en');
  });

  it('is cacheable per language with an ETag and answers 304 to a matching If-None-Match', async () => {
    const first = await get('terms-client', { 'x-locale': 'no' });
    expect(first.headers['cache-control']).toBe('public, max-age=3600');
    expect(first.headers.vary).toContain('X-LOCALE');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const again = await get('terms-client', { 'x-locale': 'no', 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const otherLanguage = await get('terms-client', { 'x-locale': 'pl', 'if-none-match': etag });
    expect(otherLanguage.statusCode).toBe(200);
    expect(otherLanguage.headers.etag).not.toBe(etag);
  });

  it('answers an unknown document with a localised JSON 404', async () => {
    for (const docName of ['terms', 'toString', '__proto__', 'x'.repeat(300)]) {
      const res = await get(encodeURIComponent(docName), { 'x-locale': 'pl' });
      expect(res.statusCode, docName).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, docName).toBeLessThan(500);
    }
    const res = await get('terms', { 'x-locale': 'pl' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Nie znaleziono.', code: 'not_found', formErrors: {} });
  });
});
