import { StatusId } from '@trades/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../test/test-app.ts';
import { loadExchangeRates } from '../reference/index.ts';
import { createEmployer, daysFromNow, insertOffer } from './testing.ts';

/*
 * Issue 28's search parameters on the public list: keywords in four languages, distance from a
 * city, pay in any currency, and what to drop when nothing is found. Runs on PGlite and PostgreSQL.
 */

let t: TestApp;
const ids = { welderStavanger: 0, welderBergen: 0, electricianSandnes: 0, carpenterGdansk: 0, draftWelder: 0 };
let nokPerEur = 0;
let plnPerEur = 0;

const STAVANGER = 10201;
const SANDNES = 10202;
const BERGEN = 11201;
const GDANSK = 81101;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const employer = await createEmployer(db, 'Fjord Search AS');
  const welder = { industryId: 6, professionId: 20, professionClassId: 2 };
  ids.welderStavanger = (
    await insertOffer(db, employer.userId, {
      ...welder,
      slug: 'welder-stavanger',
      description: '<p>MIG/MAG <strong>welding</strong> of steel structures for the offshore yard.</p>',
      workLocationStateId: 1,
      workLocationRegionId: 102,
      workLocationCityId: STAVANGER,
      salaryGrossMin: '260',
      salaryGrossMax: '300',
      salaryCurrency: 'NOK',
      publicationAt: daysFromNow(-1),
    })
  ).id;
  ids.welderBergen = (
    await insertOffer(db, employer.userId, {
      ...welder,
      slug: 'welder-bergen',
      description: '<p>Sveising av rør på verft.</p>',
      workLocationStateId: 1,
      workLocationRegionId: 112,
      workLocationCityId: BERGEN,
      salaryGrossMin: null,
      salaryGrossMax: null,
      salaryDailyMin: '2000',
      workDailyHours: '8',
      salaryCurrency: 'NOK',
      publicationAt: daysFromNow(-2),
    })
  ).id;
  ids.electricianSandnes = (
    await insertOffer(db, employer.userId, {
      industryId: 1,
      professionId: 14,
      slug: 'electrician-sandnes',
      description: '<p>Installasjon i boliger.</p>',
      workLocationStateId: 1,
      workLocationRegionId: 102,
      workLocationCityId: SANDNES,
      salaryGrossMin: '30',
      salaryGrossMax: '35',
      salaryCurrency: 'EUR',
      publicationAt: daysFromNow(-3),
    })
  ).id;
  ids.carpenterGdansk = (
    await insertOffer(db, employer.userId, {
      slug: 'carpenter-gdansk',
      description: '<p>Szukamy cieśli oraz spawaczy do prac przy żurawiu.</p>',
      workLocationStateId: 8,
      workLocationRegionId: 811,
      workLocationCityId: GDANSK,
      salaryGrossMin: null,
      salaryGrossMax: null,
      salaryMonthMin: '8400',
      workDailyHours: '8',
      workMonthDays: 21,
      salaryCurrency: 'PLN',
      publicationAt: daysFromNow(-4),
    })
  ).id;
  // Never found: a draft welder.
  ids.draftWelder = (await insertOffer(db, employer.userId, { ...welder, status: StatusId.Draft, slug: 'draft-welder', workLocationCityId: STAVANGER })).id;
  const rates = await loadExchangeRates(db);
  nokPerEur = rates.perEur.NOK ?? 0;
  plnPerEur = rates.perEur.PLN ?? 0;
});

afterAll(async () => {
  await t.close();
});

interface Item {
  id: number;
  hourlyPay: { amount: number; currency: string } | null;
  distanceKm: number | null;
}
interface ListBody {
  items: Item[];
  numTotal: number;
  ratesDate?: string | null;
  relaxations?: { filter: string; numTotal: number }[];
}

async function search(query: string) {
  return t.app.inject({ method: 'GET', url: `/v1/public/offer/list?${query}`, headers: { 'x-locale': 'en' } });
}
async function found(query: string): Promise<ListBody> {
  const response = await search(query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ListBody>();
}
const idsOf = (body: ListBody) => body.items.map((item) => item.id);

describe('keywords in four languages', () => {
  it.each(['spawacz', 'spawacza', 'Spawaczem', 'welder', 'WELDERS', 'sveiser', 'sveisere', 'зварник', 'зварника'])('"%s" finds both welders, best first', async (q) => {
    const body = await found(`q=${encodeURIComponent(q)}`);
    expect(idsOf(body).slice(0, 2).sort()).toEqual([ids.welderStavanger, ids.welderBergen].sort());
    expect(idsOf(body)).not.toContain(ids.electricianSandnes);
    expect(idsOf(body)).not.toContain(ids.draftWelder);
  });

  it('finds a Polish inflected word in a description, after the offers whose profession it names', async () => {
    const body = await found('q=spawacza');
    expect(idsOf(body)).toEqual([ids.welderStavanger, ids.welderBergen, ids.carpenterGdansk]);
  });

  it('ignores case and diacritics in the description and in place names', async () => {
    expect(idsOf(await found('q=zurawiu'))).toEqual([ids.carpenterGdansk]);
    expect(idsOf(await found(`q=${encodeURIComponent('ŻURAWIU')}`))).toEqual([ids.carpenterGdansk]);
    expect(idsOf(await found('q=gdansk'))).toEqual([ids.carpenterGdansk]);
    expect(idsOf(await found(`q=${encodeURIComponent('Gdańsk')}`))).toEqual([ids.carpenterGdansk]);
  });

  it('uses Norwegian stemming for Norwegian words in descriptions', async () => {
    // "sveising" in the Bergen description; "sveisingen" shares its Norwegian stem.
    expect(idsOf(await found('q=sveisingen'))).toContain(ids.welderBergen);
    expect(idsOf(await found('q=boligene'))).toEqual([ids.electricianSandnes]);
  });

  it('needs every word: a profession and a city', async () => {
    expect(idsOf(await found('q=spawacz%20stavanger'))).toEqual([ids.welderStavanger]);
    expect(idsOf(await found(`q=${encodeURIComponent('зварник Берген')}`))).toEqual([ids.welderBergen]);
  });

  it('finds nothing for an unknown word, and a generic job word alone filters nothing', async () => {
    expect((await found('q=astronaut')).numTotal).toBe(0);
    expect((await found('q=praca')).numTotal).toBe((await found('')).numTotal);
  });

  it('combines with the other filters and needs no industry', async () => {
    expect(idsOf(await found('q=welder&country=1'))).toEqual([ids.welderStavanger, ids.welderBergen]);
    expect(idsOf(await found('country=8'))).toContain(ids.carpenterGdansk);
  });

  it('keeps an explicit sort over relevance', async () => {
    const body = await found('q=spawacza&sort=publicationAt%7Casc');
    expect(idsOf(body)).toEqual([ids.carpenterGdansk, ids.welderBergen, ids.welderStavanger]);
  });
});

describe('distance from a city', () => {
  it('finds the offers within the radius, each with its distance', async () => {
    const body = await found(`near=${STAVANGER}&radiusKm=50`);
    expect(idsOf(body).sort()).toEqual([ids.welderStavanger, ids.electricianSandnes].sort());
    const byId = new Map(body.items.map((item) => [item.id, item]));
    expect(byId.get(ids.welderStavanger)?.distanceKm).toBe(0);
    expect(byId.get(ids.electricianSandnes)?.distanceKm ?? 0).toBeGreaterThan(5);
    expect(byId.get(ids.electricianSandnes)?.distanceKm ?? 99).toBeLessThan(25);
  });

  it('takes a wider radius and sorts nearest first', async () => {
    const body = await found(`near=${STAVANGER}&radiusKm=250&sort=distance%7Casc`);
    expect(idsOf(body)).toEqual([ids.welderStavanger, ids.electricianSandnes, ids.welderBergen]);
    expect(body.items[2]?.distanceKm ?? 0).toBeGreaterThan(130);
    expect(body.items[2]?.distanceKm ?? 999).toBeLessThan(200);
  });

  it('defaults to 50 km and combines with keywords', async () => {
    expect(idsOf(await found(`near=${STAVANGER}&q=sveiser`))).toEqual([ids.welderStavanger]);
  });

  it('gives no distance without a place', async () => {
    expect((await found('q=welder')).items.every((item) => item.distanceKm === null)).toBe(true);
  });
});

describe('pay', () => {
  it('compares hourly pay from hourly, daily and monthly pay across currencies', async () => {
    // Stavanger 260 NOK/h; Bergen 2000 NOK a day of 8 h = 250; Sandnes 30 EUR/h; Gdańsk 8400 PLN a month = 50 PLN/h.
    const body = await found('payMin=255&payCurrency=NOK');
    const expected = [ids.welderStavanger, ...(30 * nokPerEur >= 255 ? [ids.electricianSandnes] : [])];
    expect(idsOf(body).sort()).toEqual(expected.sort());
    expect(body.ratesDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(idsOf(await found('payMin=250&payCurrency=NOK'))).toContain(ids.welderBergen);
  });

  it('shows each offer pay per hour in the asked currency, or in its own', async () => {
    const inNok = await found('q=welder&payCurrency=NOK');
    expect(inNok.items.find((item) => item.id === ids.welderBergen)?.hourlyPay).toEqual({ amount: 250, currency: 'NOK' });
    const inPln = await found(`q=gdansk&payCurrency=PLN`);
    expect(inPln.items[0]?.hourlyPay).toEqual({ amount: 50, currency: 'PLN' });
    const own = await found('q=electrician');
    expect(own.items[0]?.hourlyPay).toEqual({ amount: 30, currency: 'EUR' });
    expect(own.ratesDate ?? null).toBeNull();
    const converted = await found('q=electrician&payCurrency=PLN');
    expect(converted.items[0]?.hourlyPay?.currency).toBe('PLN');
    expect(converted.items[0]?.hourlyPay?.amount).toBeCloseTo(30 * plnPerEur, 1);
  });

  it('sorts by pay, highest first, in any currency', async () => {
    const body = await found('q=spawacza&sort=pay%7Cdesc&payCurrency=EUR');
    const amounts = body.items.map((item) => item.hourlyPay?.amount ?? 0);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    expect(body.items).toHaveLength(3);
  });
});

describe('totals of place and pay searches', () => {
  // Counted from the cached offers per city and per pay level, not by a query of their own: the
  // totals must still match what the searches find, at a floor equal to an offer's pay too.
  it.each([
    'payMin=250&payCurrency=NOK',
    'payMin=250.01&payCurrency=NOK',
    'payMin=30&payCurrency=EUR',
    'payMin=50&payCurrency=PLN',
    'payMin=50,01&payCurrency=PLN',
    'payMin=1&payCurrency=NOK&sort=pay%7Cdesc',
    'payMin=1000&payCurrency=EUR',
    `near=${STAVANGER}&radiusKm=10`,
    `near=${STAVANGER}&radiusKm=250`,
    `near=${STAVANGER}&radiusKm=250&sort=distance%7Casc&payMin=255&payCurrency=NOK`,
    `near=${GDANSK}&radiusKm=500&sort=distance%7Casc`,
    `near=${BERGEN}&radiusKm=50&q=welder`,
  ])('%s', async (query) => {
    const body = await found(query);
    expect(body.numTotal).toBe(body.items.length);
  });

  it('tells each floor and radius its own total from the same cached counts', async () => {
    expect((await found('payMin=250&payCurrency=NOK')).numTotal).toBeGreaterThan((await found('payMin=250.01&payCurrency=NOK')).numTotal);
    expect((await found(`near=${STAVANGER}&radiusKm=250`)).numTotal).toBeGreaterThan((await found(`near=${STAVANGER}&radiusKm=10`)).numTotal);
  });
});

describe('a search that finds nothing', () => {
  it('names the filters whose removal finds offers, most first, with their counts', async () => {
    const body = await found(`q=welder&country=8`);
    expect(body.numTotal).toBe(0);
    expect(body.relaxations).toEqual([
      { filter: 'country', numTotal: 2 },
      { filter: 'q', numTotal: 1 },
    ]);
  });

  it('suggests dropping a lone keyword, and says nothing when offers were found or nothing is filtered', async () => {
    expect((await found('q=astronaut')).relaxations).toEqual([{ filter: 'q', numTotal: 4 }]);
    expect((await found('q=welder')).relaxations).toBeUndefined();
    expect((await found('')).relaxations).toBeUndefined();
  });
});

describe('bad input', () => {
  it.each([
    [`near=${STAVANGER}&radiusKm=0`, 'radiusKm'],
    [`near=${STAVANGER}&radiusKm=10000`, 'radiusKm'],
    ['near=99999999', 'near'],
    ['near=oslo', 'near'],
    ['payMin=200&payCurrency=XYZ', 'payCurrency'],
    ['payMin=200', 'payCurrency'],
    ['payMin=-3&payCurrency=NOK', 'payMin'],
    ['sort=distance%7Casc', 'sort'],
    [`q=${'a'.repeat(101)}`, 'q'],
  ])('%s is a 422 naming %s', async (query, field) => {
    const response = await search(query);
    expect(response.statusCode).toBe(422);
    const body = response.json<{ code: string; message: string; formErrors: Record<string, string[]> }>();
    expect(Object.keys(body.formErrors)).toEqual([field]);
    expect(body.message).toBeTruthy();
  });

  it('treats hostile keywords as words', async () => {
    for (const q of ["'); drop table offers; --", 'a:* | b', '!!!', '<script>alert(1)</script>', 'spawacz & | ! ( )']) {
      expect((await search(`q=${encodeURIComponent(q)}`)).statusCode).toBe(200);
    }
    expect((await found('q=spawacz%20%26%20%7C%20!')).numTotal).toBe(3);
  });
});
