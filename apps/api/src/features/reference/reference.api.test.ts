import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { type TestApp, createTestApp } from '../../test/test-app.ts';
import { REFERENCE_DATA_VERSION } from '../../seed/reference/index.ts';
import { buildReferenceEntries } from '../../seed/reference-entries.ts';
import { seedReferenceEntries } from '../../seed/reference-entries-seed.ts';
import { cityCoordinates } from './city-coordinates.ts';
import { loadReferenceCatalogue } from './reference.catalogue.ts';
import { codeId } from './reference-kinds.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function get(url: string, locale = 'en', headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url, headers: { 'x-locale': locale, ...headers } });
}

describe('reference data in the database', () => {
  it('holds every entry of the modules and the version it was seeded with', async () => {
    const rows = await t.database.db.execute<{ count: number }>(sql`select count(*)::int as count from reference_entries`);
    const count = (rows as unknown as { rows: { count: number }[] }).rows[0]?.count;
    expect(count).toBe(buildReferenceEntries().length);
    const versions = await t.database.db.execute<{ version: string }>(sql`select version from reference_versions where name = 'reference'`);
    expect((versions as unknown as { rows: { version: string }[] }).rows[0]?.version).toBe(REFERENCE_DATA_VERSION);
  });

  it('skips the work on a start with the same version and rewrites on a new one, deactivating what is gone', async () => {
    // Not even the entries are built (they read the cities' coordinates from a 6 MB package).
    const build = vi.fn(buildReferenceEntries);
    expect(await seedReferenceEntries(t.database.db, REFERENCE_DATA_VERSION, build)).toBe(false);
    expect(build).not.toHaveBeenCalled();
    const entries = buildReferenceEntries().filter((entry) => !(entry.kind === 'sexes' && entry.id === 2));
    expect(await seedReferenceEntries(t.database.db, 'test-version', () => entries)).toBe(true);
    const rows = await t.database.db.execute<{ is_active: boolean }>(sql`select is_active from reference_entries where kind = 'sexes' and id = 2`);
    expect((rows as unknown as { rows: { is_active: boolean }[] }).rows[0]?.is_active).toBe(false);
    // Back to the real data for the other tests (the catalogue of the app was loaded before).
    expect(await seedReferenceEntries(t.database.db)).toBe(true);
  });

  it('stores each city with its coordinates, which the catalogue gives back', async () => {
    const rows = await t.database.db.execute<{ data: unknown }>(sql`select data from reference_entries where kind = 'cities' and id = 10201`);
    expect((rows as unknown as { rows: { data: unknown }[] }).rows[0]?.data).toEqual({ latitude: 58.97005, longitude: 5.73332 });
    expect(cityCoordinates(await loadReferenceCatalogue(t.database.db), 10201)).toEqual({ latitude: 58.97005, longitude: 5.73332 });
  });

  it('gives languages and nationality countries stable ids derived from their codes', () => {
    expect(codeId('en')).toBe(codeId('EN'));
    expect(codeId('en')).not.toBe(codeId('ne'));
  });
});

describe('dictionary endpoints', () => {
  it('answers primary data: industries with agriculture inactive, four locales, nine countries with Norway first', async () => {
    const response = await get('/v1/public/primary');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.industries.map((i: { id: number }) => i.id)).toEqual([1, 6, 5, 8, 9]);
    expect(body.industries.find((i: { id: number }) => i.id === 9)).toMatchObject({ isActive: false, isSoon: true, title: 'Agriculture' });
    expect(body.localizationLocales.map((l: { value: string }) => l.value)).toEqual(['pl', 'en', 'no', 'ua']);
    expect(body.locationsState).toHaveLength(9);
    expect(body.locationsState[0]).toEqual({ id: 1, country: 'Norway', countryCode: 'NO' });
  });

  it('gives titles in the X-LOCALE language (Ukrainian in Cyrillic, Norwegian Bokmål)', async () => {
    const ua = (await get('/v1/public/primary', 'ua')).json();
    expect(ua.locationsState[0].country).toBe('Норвегія');
    expect(ua.industries[0].title).toMatch(/^[\u0400-\u04FF\s]+$/);
    const no = (await get('/v1/public/dictionary/industry/1/professions', 'no')).json();
    expect(no.find((p: { id: number }) => p.id === 1).title).toBe('Tømrer');
  });

  it('groups professions by industry id', async () => {
    const body = (await get('/v1/public/dictionary/professions')).json();
    expect(Object.keys(body).sort()).toEqual(['1', '5', '6', '8', '9']);
    expect(body['6']).toContainEqual({ id: 20, title: 'Welder' });
  });

  it('lists the items a profession offers: diplomas 1 and 2 (master requires journeyman) and technical drawing 1', async () => {
    const response = await get('/v1/public/dictionary/industry/profession/20/items');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.certificates.slice(0, 2).map((c: { id: number; requires: number[] }) => [c.id, c.requires])).toEqual([
      [1, []],
      [2, [1]],
    ]);
    expect(body.skillsTechnicals[0].id).toBe(1);
    for (const key of ['experiences', 'skillsProfessionals', 'skillsAdditionals', 'productionStages', 'productionMaterials', 'productionMethods', 'productionUses']) {
      expect(Array.isArray(body[key])).toBe(true);
    }
    expect(body.professionClasses.map((c: { id: number }) => c.id)).toContain(2);
  });

  it('answers regions, cities and country items with documents and salary bounds', async () => {
    const regions = (await get('/v1/public/dictionary/work_locations/state/1/regions')).json();
    expect(regions.length).toBeGreaterThan(10);
    expect(regions[0]).toEqual({ id: 101, title: 'Oslo' });
    const cities = (await get('/v1/public/dictionary/work_locations/states/region/102/cities')).json();
    expect(cities[0]).toEqual({ id: 10201, title: 'Stavanger' });
    const items = (await get('/v1/public/dictionary/work_locations/states/1/items')).json();
    expect(items.requiredDocuments[0]).toMatchObject({ id: 1, requires: [2] });
    expect(items.salaryGrossValueMin).toEqual({ amount: 200, currency: 'NOK' });
    expect(items.salaryGrossValueMax.currency).toBe('NOK');
    expect(items.rewards.length).toBeGreaterThan(0);
    expect(items.benefits.length).toBeGreaterThan(0);
    expect(items.weOffers.length).toBeGreaterThan(0);
  });

  it('lists every city with its country, by name in the reader language, cacheable', async () => {
    const response = await get('/v1/public/dictionary/cities', 'ua');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toMatch(/public, max-age=\d+/);
    const cities: { id: number; title: string; countryId: number; country: string }[] = response.json();
    expect(cities.length).toBeGreaterThan(400);
    expect(cities).toContainEqual({ id: 11201, title: 'Берген', countryId: 1, country: 'Норвегія' });
    expect(new Set(cities.map((city) => city.id)).size).toBe(cities.length);
    const titles = cities.map((city) => city.title);
    expect(titles).toEqual([...titles].sort(new Intl.Collator('uk', { sensitivity: 'base' }).compare));
    expect((await get('/v1/public/dictionary/cities', 'en')).json()).toContainEqual({ id: 10201, title: 'Stavanger', countryId: 1, country: 'Norway' });
  });

  it('answers the small dictionaries', async () => {
    const scale = (await get('/v1/public/dictionary/form/skill-scale')).json();
    expect(scale).toMatchObject({ min: 0, max: 5, step: 0.5 });
    expect(scale.items[3]).toMatchObject({ value: 3, numYears: '2–4 years' });
    expect(scale.items[3].description).toBeTruthy();
    expect(scale.items[3].characteristic).toBeTruthy();
    expect((await get('/v1/public/dictionary/contract-types')).json()[0]).toEqual({ id: 1, title: 'Employment contract' });
    expect((await get('/v1/public/dictionary/work-systems')).json().length).toBeGreaterThan(5);
    expect((await get('/v1/public/dictionary/sexes')).json()).toHaveLength(2);
    expect((await get('/v1/public/dictionary/profession-classes')).json().map((c: { id: number }) => c.id)).toEqual([3, 1, 2, 4]);
    const statuses = (await get('/v1/public/dictionary/availability-statuses')).json();
    expect(statuses.map((s: { id: number; color: string }) => [s.id, s.color])).toEqual([
      [1, 'green'],
      [2, 'blue'],
      [3, 'red'],
      [4, 'orange'],
    ]);
    const levels = (await get('/v1/public/dictionary/language-proficiencies')).json();
    expect(levels[0]).toMatchObject({ id: 1, code: 'A1' });
    expect(levels[0].description).toBeTruthy();
  });

  it('lists languages and countries: preferred first, the rest sorted by name in the reader language', async () => {
    const languages = (await get('/v1/public/dictionary/languages', 'pl')).json();
    expect(languages.preferred[0]).toEqual({ id: 'en', languageCode: 'en', language: 'Angielski', title: 'Angielski' });
    const remaining = languages.remaining.map((l: { title: string }) => l.title);
    expect(remaining).toEqual([...remaining].sort((a: string, b: string) => a.localeCompare(b, 'pl')));
    const countries = (await get('/v1/public/dictionary/countries', 'ua')).json();
    expect(countries.preferred[0]).toMatchObject({ countryCode: 'PL', country: 'Польща' });
    expect(countries.remaining.length).toBeGreaterThan(10);
  });

  it('answers 404 for unknown ids and 400 for ids that are not positive integers', async () => {
    expect((await get('/v1/public/dictionary/industry/999/professions')).statusCode).toBe(404);
    expect((await get('/v1/public/dictionary/industry/profession/999/items')).statusCode).toBe(404);
    expect((await get('/v1/public/dictionary/work_locations/state/42/regions')).statusCode).toBe(404);
    expect((await get('/v1/public/dictionary/work_locations/states/42/items')).statusCode).toBe(404);
    expect((await get('/v1/public/dictionary/work_locations/states/region/1/cities')).statusCode).toBe(404);
    for (const bad of ['abc', '0', '-1', '1.5']) {
      const response = await get(`/v1/public/dictionary/industry/${bad}/professions`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation_error', formErrors: { id: ['invalid_value'] } });
    }
  });

  it('is cacheable: public max-age, Vary X-LOCALE, an ETag per language, 304 on If-None-Match', async () => {
    const first = await get('/v1/public/dictionary/work-systems', 'en');
    expect(first.headers['cache-control']).toMatch(/public, max-age=\d+/);
    expect(String(first.headers.vary).split(/\s*,\s*/)).toEqual(['Origin', 'X-LOCALE']);
    const tag = String(first.headers.etag);
    expect(tag).toMatch(/^".+"$/);
    const again = await get('/v1/public/dictionary/work-systems', 'en', { 'if-none-match': tag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const other = await get('/v1/public/dictionary/work-systems', 'pl', { 'if-none-match': tag });
    expect(other.statusCode).toBe(200);
    expect(other.headers.etag).not.toBe(tag);
  });
});
