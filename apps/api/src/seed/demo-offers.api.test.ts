import { AccountType, marketToday } from '@trades/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkOfferWage } from '../features/offers/index.ts';
import { offers } from '../features/offers/offers.tables.ts';
import { ReferenceCatalogueStore } from '../features/reference/index.ts';
import { type TestApp, createTestApp } from '../test/test-app.ts';
import { DEMO_OFFER_COUNT, buildGeneratedOffer, seedDemoOffers } from './demo-offers.ts';
import { DEMO_ACCOUNTS, seedDemoData } from './demo-seed.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.database.db);
});
afterAll(async () => {
  await t.close();
});

interface Row {
  [key: string]: unknown;
}
async function rows(query: ReturnType<typeof sql>): Promise<Row[]> {
  return ((await t.database.db.execute(query)) as unknown as { rows: Row[] }).rows;
}

const stripped = (html: string) => html.replace(/<[^>]*>/g, '');

describe('demo offers', () => {
  it('belong to the demo employers named in the demo accounts', () => {
    const employers = DEMO_ACCOUNTS.filter((account) => account.accountType === AccountType.Client).map((account) => account.email);
    expect(employers).toEqual(['employer1@demo.trades.example', 'employer2@demo.trades.example']);
  });

  it('seeds at least 60 public offers across industries, countries and salary types, with brands', async () => {
    expect(await seedDemoOffers(t.database.db)).toBe(DEMO_OFFER_COUNT);
    const response = await t.app.inject({ method: 'GET', url: '/v1/public/offer/list' });
    expect(response.json().numTotal).toBeGreaterThanOrEqual(60);
    const [spread] = await rows(sql`select count(distinct industry_id)::int as industries, count(distinct work_location_state_id)::int as countries,
      count(*) filter (where is_salary_gross)::int as gross, count(*) filter (where not is_salary_gross)::int as net,
      count(*) filter (where show_salary_daily)::int as daily, count(*) filter (where show_salary_month)::int as monthly,
      count(*) filter (where work_end_at is null)::int as indefinite,
      min(publication_at) as oldest, max(end_publication_at - publication_at) as window
      from offers`);
    expect(spread).toMatchObject({ industries: 4, countries: 9 });
    for (const key of ['gross', 'net', 'daily', 'monthly', 'indefinite']) expect(Number(spread?.[key]), key).toBeGreaterThan(0);
    expect(Date.now() - new Date(String(spread?.oldest)).getTime()).toBeLessThanOrEqual(20 * 86_400_000);
    const industries = await rows(sql`select distinct industry_id from offers order by industry_id`);
    expect(industries.map((row) => row.industry_id)).toEqual([1, 5, 6, 8]);
    const brands = await rows(sql`select name, is_main from client_brands order by id`);
    expect(brands.map((row) => [row.name, row.is_main])).toEqual([
      ['Nordbygg AS', true],
      ['Nordbygg Industri', false],
      ['Baltic Steel Works', true],
      ['BSW Logistics', false],
    ]);
  });

  it('were written before they were published: no creation date after a publication date', async () => {
    await seedDemoOffers(t.database.db);
    const [dates] = await rows(sql`select count(*)::int as total, count(*) filter (where created_at > publication_at)::int as created_after, count(*) filter (where created_at is null or publication_at is null)::int as undated from offers`);
    expect(Number(dates?.total)).toBeGreaterThanOrEqual(DEMO_OFFER_COUNT);
    expect(dates).toMatchObject({ created_after: 0, undated: 0 });
  });

  it('pays every demo offer at least the minimum wage that applies to it', async () => {
    const catalogue = await ReferenceCatalogueStore.of(t.database.db).current();
    const today = marketToday(new Date());
    const stored = await t.database.db.select().from(offers);
    const checked = stored.map((offer) => ({ id: offer.id, check: checkOfferWage(catalogue, offer, today) }));
    expect(checked.filter(({ check }) => check !== null).length).toBeGreaterThan(0);
    expect(checked.filter(({ check }) => check !== null && check.below.length > 0)).toEqual([]);
  });

  it('writes descriptions of at most 256 characters in the four languages', async () => {
    const texts = (await rows(sql`select description from offers`)).map((row) => stripped(String(row.description)));
    for (const text of texts) expect(text.length, text).toBeLessThanOrEqual(256);
    expect(texts.some((text) => /[\u0400-\u04FF]/.test(text))).toBe(true);
    expect(texts.some((text) => /Vi søker|Stilling|til /.test(text))).toBe(true);
    expect(texts.some((text) => /Stanowisko|Rekrutujemy|Poszukujemy/.test(text))).toBe(true);
    expect(texts.some((text) => /We are hiring|wanted in|Position:/.test(text))).toBe(true);
  });

  it('adds nothing on a second run and republishes demo offers that expired', async () => {
    const [before] = await rows(sql`select count(*)::int as count from offers`);
    await t.database.db.execute(sql`update offers set publication_at = now() - interval '60 days', end_publication_at = now() - interval '30 days' where id = (select min(id) from offers)`);
    await seedDemoOffers(t.database.db);
    const [after] = await rows(sql`select count(*)::int as count, count(*) filter (where end_publication_at <= now())::int as expired from offers`);
    expect(after?.count).toBe(before?.count);
    expect(after?.expired).toBe(0);
    const [brands] = await rows(sql`select count(*)::int as count from client_brands`);
    expect(brands?.count).toBe(4);
  });

  it('generates the same offer for the same seed and index', () => {
    const employer = { userId: 1, brandIds: [1], languages: ['en'] as const };
    const now = new Date('2026-03-01T12:00:00Z');
    expect(buildGeneratedOffer(7, 3, employer, now, 2)).toEqual(buildGeneratedOffer(7, 3, employer, now, 2));
    expect(buildGeneratedOffer(7, 3, employer, now, 2).uuid).not.toBe(buildGeneratedOffer(7, 4, employer, now, 2).uuid);
  });
});
