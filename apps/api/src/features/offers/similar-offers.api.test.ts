import { StatusId } from '@trades/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../test/test-app.ts';
import { users } from '../accounts/accounts.tables.ts';
import { createEmployer, daysFromNow, insertOffer } from './testing.ts';

let t: TestApp;
const ids: Record<string, { id: number; uuid: string; slug: string }> = {};
const id = (name: string) => ids[name]?.id as number;

/*
 * The offer S: a carpenter (construction) in Stavanger, Rogaland. Around it: two more carpenters
 * (far away), a welder in Sandnes (nearby, another industry), four more construction offers far away,
 * an offer like none of these, and carpenters that must never show (draft, expired, future, of a
 * blocked employer). Ranks beat recency: the nearby welder is older than every construction offer.
 */
beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const employer = await createEmployer(db, 'Nordbygg AS', 'Nordbygg Bolig');
  const blocked = await createEmployer(db, 'Blocked Bygg AS');
  const carpenter = { industryId: 1, professionId: 1 };
  const bodo = { workLocationStateId: 1, workLocationRegionId: 104, workLocationCityId: 10401 };
  ids.S = await insertOffer(db, employer.userId, { ...carpenter, slug: 'carpenter-stavanger-similar', publicationAt: daysFromNow(-3) });
  ids.carpenterBodo = await insertOffer(db, employer.userId, { ...carpenter, ...bodo, slug: 'carpenter-bodo', publicationAt: daysFromNow(-8) });
  ids.carpenterPoland = await insertOffer(db, employer.userId, {
    ...carpenter,
    clientBrandId: employer.brandId,
    slug: 'carpenter-krakow',
    workLocationStateId: 8,
    workLocationRegionId: 806,
    workLocationCityId: null,
    salaryCurrency: 'PLN',
    publicationAt: daysFromNow(-1),
  });
  ids.welderSandnes = await insertOffer(db, employer.userId, {
    industryId: 6,
    professionId: 20,
    slug: 'welder-sandnes',
    workLocationCityId: 10202,
    publicationAt: daysFromNow(-20),
  });
  for (const [index, days] of [-1 / 24, -2, -4, -6].entries()) {
    ids[`construction${index + 1}`] = await insertOffer(db, employer.userId, { industryId: 1, professionId: 3, ...bodo, slug: 'bricklayer-bodo', publicationAt: daysFromNow(days) });
  }
  ids.unrelated = await insertOffer(db, employer.userId, {
    industryId: 8,
    professionId: 41,
    slug: 'cook-stockholm',
    workLocationStateId: 2,
    workLocationRegionId: 201,
    workLocationCityId: 20101,
    salaryCurrency: 'SEK',
  });
  ids.draft = await insertOffer(db, employer.userId, { ...carpenter, status: StatusId.Draft, slug: 'draft-carpenter' });
  ids.expired = await insertOffer(db, employer.userId, { ...carpenter, slug: 'expired-carpenter', publicationAt: daysFromNow(-40) });
  ids.future = await insertOffer(db, employer.userId, { ...carpenter, slug: 'future-carpenter', publicationAt: daysFromNow(2) });
  ids.ofBlocked = await insertOffer(db, blocked.userId, { ...carpenter, slug: 'blocked-carpenter' });
  await db.update(users).set({ blockedAt: new Date() }).where(eq(users.id, blocked.userId));
});

afterAll(async () => {
  await t.close();
});

const similar = (ref: string | number, locale = 'en') => t.app.inject({ method: 'GET', url: `/v1/public/offer/${ref}/similar`, headers: { 'x-locale': locale } });

async function similarIds(ref: string | number): Promise<number[]> {
  const response = await similar(ref);
  expect(response.statusCode).toBe(200);
  return (response.json() as { items: { id: number }[] }).items.map((item) => item.id);
}

describe('similar offers', () => {
  it('lists the same profession, then nearby, then the same industry, newest first within each, at most six', async () => {
    expect(await similarIds(id('S'))).toEqual([id('carpenterPoland'), id('carpenterBodo'), id('welderSandnes'), id('construction1'), id('construction2'), id('construction3')]);
  });

  it('never lists the offer itself, offers not public or of a blocked employer, or offers like none of these', async () => {
    const found = await similarIds(id('S'));
    for (const name of ['S', 'draft', 'expired', 'future', 'ofBlocked', 'unrelated', 'construction4']) expect(found).not.toContain(id(name));
  });

  it('ranks from the point of view of the offer asked about', async () => {
    // The welder has no other welder and nothing of heavy industry: only what is nearby, Stavanger's carpenter.
    expect(await similarIds(id('welderSandnes'))).toEqual([id('S')]);
  });

  it('names the offer as the detail does: id, id-slug, uuid or slug', async () => {
    const expected = await similarIds(id('S'));
    for (const ref of [`${id('S')}-carpenter-stavanger-similar`, ids.S?.uuid ?? '', 'carpenter-stavanger-similar']) expect(await similarIds(ref)).toEqual(expected);
  });

  it('presents the items as the list does, in the asked language, for caches to keep briefly', async () => {
    const response = await similar(id('S'), 'pl');
    expect(response.headers['cache-control']).toBe('public, max-age=30');
    expect(String(response.headers.vary)).toMatch(/x-locale/i);
    const [first] = (response.json() as { items: Record<string, unknown>[] }).items;
    expect(first).toMatchObject({
      id: id('carpenterPoland'),
      slug: 'carpenter-krakow',
      profession: { id: 1, title: 'Cieśla' },
      industry: { id: 1, title: 'Budownictwo' },
      client: { name: 'Nordbygg Bolig', logo: 'fakeLogo.png' },
    });
  });

  it('is not found for an unknown offer, one not public, one of a blocked employer or a malformed reference', async () => {
    for (const ref of ['999999', String(id('draft')), String(id('expired')), String(id('future')), String(id('ofBlocked')), 'no-such-offer', '%20']) {
      expect((await similar(ref)).statusCode, ref).toBe(404);
    }
  });
});
