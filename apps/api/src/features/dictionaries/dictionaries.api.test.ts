import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validatePhone } from '../../infra/phone/phone.ts';
import { seedReferenceData } from '../../seed/reference-seed.ts';
import { preferredContactTimes as contactTimeData } from '../../seed/reference/work-options.ts';
import { type TestApp, createTestApp } from '../../test/test-app.ts';
import { preferredContactTimes } from '../content/content.tables.ts';

interface PrefixItem {
  id: string;
  countryCode: string;
  prefix: string;
  country: string;
  title: string;
}

describe('public dictionaries', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  describe('GET /v1/public/dictionary/form/phone-prefix', () => {
    const url = '/v1/public/dictionary/form/phone-prefix';

    it('lists the preferred countries first, then the rest', async () => {
      const res = await get(url, { 'x-locale': 'en' });
      expect(res.statusCode).toBe(200);
      const { preferred, remaining } = res.json() as { preferred: PrefixItem[]; remaining: PrefixItem[] };
      expect(preferred[0]).toEqual({ id: 'NO', countryCode: 'NO', prefix: '+47', country: 'Norway', title: 'Norway (+47)' });
      expect(preferred.map((p) => p.id)).toEqual(expect.arrayContaining(['NO', 'PL', 'UA']));
      expect(remaining.length).toBeGreaterThan(10);
      const preferredIds = new Set(preferred.map((p) => p.id));
      expect(remaining.some((r) => preferredIds.has(r.id))).toBe(false);
      const gb = remaining.find((r) => r.id === 'GB');
      expect(gb).toMatchObject({ prefix: '+44', title: `${gb?.country} (+44)` });
    });

    it('uses the calling codes the phone validation uses', async () => {
      const { preferred, remaining } = (await get(url)).json() as { preferred: PrefixItem[]; remaining: PrefixItem[] };
      for (const item of [...preferred, ...remaining]) {
        expect(item.prefix, item.id).toMatch(/^\+\d{1,3}$/);
        const check = validatePhone(item.countryCode, `${item.prefix}0`);
        // Only the prefix is compared here: an impossible number must fail as a number, not as a country.
        expect(check, item.id).toEqual({ valid: false, reason: 'invalid_number' });
      }
    });

    it('names the countries in the request language and sorts the rest by that language', async () => {
      const polish = (await get(url, { 'x-locale': 'pl' })).json() as { preferred: PrefixItem[]; remaining: PrefixItem[] };
      expect(polish.preferred.find((p) => p.id === 'NO')?.country).toBe('Norwegia');
      const ukrainian = (await get(url, { 'x-locale': 'uk' })).json() as { preferred: PrefixItem[]; remaining: PrefixItem[] };
      expect(ukrainian.preferred.find((p) => p.id === 'PL')?.country).toMatch(/[\u0400-\u04FF]/);
      for (const { remaining, locale } of [
        { remaining: polish.remaining, locale: 'pl' },
        { remaining: ukrainian.remaining, locale: 'uk' },
      ]) {
        const names = remaining.map((r) => r.country);
        expect(names).toEqual([...names].sort(new Intl.Collator(locale, { sensitivity: 'base' }).compare));
      }
    });

    it('falls back to English for an unknown language', async () => {
      const res = (await get(url, { 'x-locale': 'de' })).json() as { preferred: PrefixItem[] };
      expect(res.preferred[0]?.country).toBe('Norway');
    });

    it('is cacheable with an ETag and answers 304 when unchanged', async () => {
      const first = await get(url, { 'x-locale': 'no' });
      expect(first.headers['cache-control']).toBe('public, max-age=3600');
      expect(first.headers.vary).toContain('X-LOCALE');
      const etag = first.headers.etag as string;
      const again = await get(url, { 'x-locale': 'no', 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      const english = await get(url, { 'x-locale': 'en', 'if-none-match': etag });
      expect(english.statusCode).toBe(200);
    });
  });

  describe('GET /v1/public/dictionary/preferred_contact_times', () => {
    const url = '/v1/public/dictionary/preferred_contact_times';

    it('lists the seeded contact hours in order, localised', async () => {
      const english = await get(url, { 'x-locale': 'en' });
      expect(english.statusCode).toBe(200);
      expect(english.json()).toEqual(contactTimeData.map((item) => ({ id: item.id, title: item.title.en })));
      const ukrainian = await get(url, { 'x-locale': 'uk' });
      expect(ukrainian.json()).toEqual(contactTimeData.map((item) => ({ id: item.id, title: item.title.ua })));
      const fallback = await get(url, { 'x-locale': 'fr-FR' });
      expect(fallback.json()).toEqual(english.json());
    });

    it('is cacheable with an ETag', async () => {
      const first = await get(url, { 'x-locale': 'pl' });
      expect(first.headers['cache-control']).toBe('public, max-age=3600');
      const again = await get(url, { 'x-locale': 'pl', 'if-none-match': `"stale", ${first.headers.etag as string}` });
      expect(again.statusCode).toBe(304);
      const stale = await get(url, { 'x-locale': 'pl', 'if-none-match': '"stale"' });
      expect(stale.statusCode).toBe(200);
    });

    it('seeds idempotently: running the seed again leaves the same rows', async () => {
      const before = await t.database.db.select().from(preferredContactTimes).orderBy(asc(preferredContactTimes.id));
      await seedReferenceData(t.database.db);
      const after = await t.database.db.select().from(preferredContactTimes).orderBy(asc(preferredContactTimes.id));
      expect(after).toEqual(before);
      expect(after).toHaveLength(contactTimeData.length);
    });
  });
});
