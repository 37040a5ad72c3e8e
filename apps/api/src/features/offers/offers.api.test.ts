import { AccountType, StatusId } from '@trades/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../test/test-app.ts';
import { createCandidate, createEmployer, daysFromNow, insertOffer, isoDay } from './testing.ts';
import { offerMatches } from '../matching/matching.tables.ts';

let t: TestApp;
const ids: Record<string, { id: number; uuid: string; slug: string }> = {};
let candidateToken: string;
let employerToken: string;

/*
 * Five public offers A-E with distinct industries, countries, dates; eight more of industry 8
 * published 8 days ago (for paging); and four that must never show (draft, expired, future,
 * withdrawn).
 */
beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const nordbygg = await createEmployer(db, 'Nordbygg AS', 'Nordbygg Bolig');
  const baltic = await createEmployer(db, 'Baltic Steel Works sp. z o.o.');
  ids.A = await insertOffer(db, nordbygg.userId, {
    clientBrandId: nordbygg.brandId,
    publicationAt: daysFromNow(-1 / 24),
    workStartAt: isoDay(daysFromNow(10)),
    workEndAt: null,
    workSystems: [7, 1],
    workRotational: true,
    requirements: {
      certificates: [
        { id: 2, isRequired: true },
        { id: 1, isRequired: true },
      ],
      skillsProfessionals: [{ id: 20, isRequired: true, rating: 4 }],
      skillsTechnicals: [{ id: 1, isRequired: true }],
    },
    requiredDocuments: [
      { id: 1, isRequired: true },
      { id: 2, isRequired: true },
    ],
    languages: [{ languageCode: 'en', languageProficiency: 3, isRequired: true }],
    rewards: [1],
    benefits: [1, 11],
    weOffers: [2],
    contractTypes: [1],
    regions: [{ regionId: 102, cityIds: [10201, 10202] }],
    flexibleWorks: [{ months: [6, 7], weeks: { from: 23, to: 30 }, days: [1, 2, 3], hours: { from: '07:00', to: null } }],
    salaryType: 1,
    workDailyHours: '7.5',
  });
  ids.B = await insertOffer(db, baltic.userId, {
    slug: 'bricklayer-krakow',
    professionId: 3,
    workLocationStateId: 8,
    workLocationRegionId: 806,
    workLocationCityId: null,
    salaryGrossMin: '35',
    salaryGrossMax: '45',
    salaryCurrency: 'PLN',
    salaryDailyMin: '300',
    showSalaryDaily: true,
    isSalaryGross: false,
    publicationAt: daysFromNow(-2),
    workStartAt: isoDay(daysFromNow(5)),
    workEndAt: isoDay(daysFromNow(100)),
  });
  ids.C = await insertOffer(db, nordbygg.userId, {
    slug: 'welder-bergen',
    industryId: 6,
    professionId: 20,
    publicationAt: daysFromNow(-5),
    workStartAt: isoDay(daysFromNow(30)),
    workEndAt: isoDay(daysFromNow(60)),
  });
  ids.D = await insertOffer(db, baltic.userId, {
    slug: 'truck-driver-hamburg',
    industryId: 5,
    professionId: 29,
    workLocationStateId: 5,
    workLocationRegionId: null,
    workLocationCityId: null,
    salaryCurrency: 'EUR',
    salaryGrossMin: '18',
    salaryGrossMax: '22',
    publicationAt: daysFromNow(-6.5),
    workStartAt: isoDay(daysFromNow(1)),
    workEndAt: isoDay(daysFromNow(200)),
  });
  ids.E = await insertOffer(db, baltic.userId, {
    slug: 'cook-stockholm',
    industryId: 8,
    professionId: 41,
    workLocationStateId: 2,
    workLocationRegionId: 201,
    workLocationCityId: 20101,
    salaryCurrency: 'SEK',
    salaryGrossMin: '180',
    salaryGrossMax: '220',
    publicationAt: daysFromNow(-6 / 24),
    workStartAt: isoDay(daysFromNow(3)),
    workEndAt: null,
  });
  for (let i = 0; i < 8; i++) {
    ids[`X${i}`] = await insertOffer(db, baltic.userId, {
      slug: 'industrial-cleaner-copenhagen',
      industryId: 8,
      professionId: 38,
      workLocationStateId: 3,
      workLocationRegionId: null,
      workLocationCityId: null,
      salaryCurrency: 'DKK',
      salaryGrossMin: '150',
      salaryGrossMax: '180',
      publicationAt: daysFromNow(-8 - i / 24),
      workStartAt: isoDay(daysFromNow(20)),
    });
  }
  ids.draft = await insertOffer(db, nordbygg.userId, { status: StatusId.Draft, slug: 'draft-offer' });
  ids.expired = await insertOffer(db, nordbygg.userId, { slug: 'expired-offer', publicationAt: daysFromNow(-40) });
  ids.future = await insertOffer(db, nordbygg.userId, { slug: 'future-offer', publicationAt: daysFromNow(2) });
  ids.withdrawn = await insertOffer(db, nordbygg.userId, { status: StatusId.Withdrawn, slug: 'withdrawn-offer' });
  candidateToken = t.app.accessTokens.sign({ userId: 999_001, accountType: AccountType.Candidate });
  employerToken = t.app.accessTokens.sign({ userId: nordbygg.userId, accountType: AccountType.Client });
});

afterAll(async () => {
  await t.close();
});

interface ListBody {
  items: { id: number; userApplied?: boolean; [key: string]: unknown }[];
  numTotal: number;
  numItemsPerPage: number;
  pageNumber: number;
}

async function list(query = '', locale = 'en') {
  const response = await t.app.inject({ method: 'GET', url: `/v1/public/offer/list${query ? `?${query}` : ''}`, headers: { 'x-locale': locale } });
  return response;
}

async function listIds(query = ''): Promise<number[]> {
  const response = await list(query);
  expect(response.statusCode).toBe(200);
  return (response.json() as ListBody).items.map((item) => item.id);
}

const id = (name: string) => ids[name]?.id as number;
const extras = () => Array.from({ length: 8 }, (_, i) => id(`X${i}`));

describe('public offer list', () => {
  it('lists only active offers inside their publication window, newest first, with the paging fields', async () => {
    const response = await list();
    expect(response.statusCode).toBe(200);
    const body = response.json() as ListBody;
    expect(body.numTotal).toBe(13);
    expect(body.numItemsPerPage).toBe(10);
    expect(body.pageNumber).toBe(1);
    expect(body.items.map((item) => item.id)).toEqual([id('A'), id('E'), id('B'), id('C'), id('D'), ...extras().slice(0, 5)]);
    const hidden = [id('draft'), id('expired'), id('future'), id('withdrawn')];
    const all = [...body.items.map((item) => item.id), ...(await listIds('page=2'))];
    expect(all.filter((offerId) => hidden.includes(offerId))).toEqual([]);
    expect(body.items[0]).not.toHaveProperty('userApplied');
  });

  it('answers every field a list item shows', async () => {
    const body = (await list()).json() as ListBody;
    const a = body.items[0];
    expect(a).toMatchObject({
      id: id('A'),
      uuid: ids.A?.uuid,
      slug: 'carpenter-stavanger',
      profession: { id: 1, title: 'Carpenter' },
      industry: { id: 1, title: 'Construction' },
      workLocationState: { id: 1, country: 'Norway', countryCode: 'NO' },
      workLocationCity: { id: 10201, title: 'Stavanger' },
      workOvertime: false,
      workRotational: true,
      workSystems: [{ id: 7 }, { id: 1, title: 'Single shift' }],
      description: '<p>Carpenters wanted.</p>',
      salaryGrossValueMin: { amount: 270, currency: 'NOK' },
      salaryGrossValueMax: { amount: 320, currency: 'NOK' },
      salaryDailyValueMin: null,
      salaryMonthValueMin: null,
      showSalaryGross: true,
      isSalaryGross: true,
      workEndAt: null,
      client: { name: 'Nordbygg Bolig', logo: 'fakeLogo.png' },
    });
    expect(a?.workStartAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(new Date(String(a?.publicationAt)).toISOString()).toBe(a?.publicationAt);
    const b = body.items.find((item) => item.id === id('B'));
    expect(b).toMatchObject({
      workLocationCity: null,
      salaryDailyValueMin: { amount: 300, currency: 'PLN' },
      showSalaryDaily: true,
      isSalaryGross: false,
      client: { name: 'Baltic Steel Works sp. z o.o.', logo: 'fakeLogo.png' },
    });
  });

  it('filters by industry, with either spelling, several values and all', async () => {
    expect(await listIds('industry=1')).toEqual([id('A'), id('B')]);
    expect(await listIds('industries=1,6')).toEqual([id('A'), id('B'), id('C')]);
    expect(await listIds('industry=1&industry=6')).toEqual([id('A'), id('B'), id('C')]);
    expect(await listIds('industries[]=6&industries[]=5')).toEqual([id('C'), id('D')]);
    expect(await listIds('industry=all')).toHaveLength(10);
    expect((await list('industry=all')).json().numTotal).toBe(13);
  });

  it('filters by profession and by country of work, combined with the others', async () => {
    expect(await listIds('profession=20')).toEqual([id('C')]);
    expect(await listIds('professions=1,3')).toEqual([id('A'), id('B')]);
    expect(await listIds('country=1')).toEqual([id('A'), id('C')]);
    expect(await listIds('workLocationStates=8,5')).toEqual([id('B'), id('D')]);
    expect(await listIds('industry=1&country=1')).toEqual([id('A')]);
    expect(await listIds('industry=1&profession=20')).toEqual([]);
  });

  it('filters by publication within 1, 3 or 7 days', async () => {
    expect(await listIds('publication=1')).toEqual([id('A'), id('E')]);
    expect(await listIds('publicationAtLessThan=3')).toEqual([id('A'), id('E'), id('B')]);
    expect(await listIds('publication=7')).toEqual([id('A'), id('E'), id('B'), id('C'), id('D')]);
  });

  it('ignores the filters with showAll=true', async () => {
    const response = await list('showAll=true&industry=6&publication=1');
    expect(response.json().numTotal).toBe(13);
  });

  it('sorts by publication, work start and work end in both directions ("indefinitely" ends last)', async () => {
    const five = 'publication=7';
    expect(await listIds(`${five}&sort=publicationAt|desc`)).toEqual([id('A'), id('E'), id('B'), id('C'), id('D')]);
    expect(await listIds(`${five}&sort=publicationAt|asc`)).toEqual([id('D'), id('C'), id('B'), id('E'), id('A')]);
    expect(await listIds(`${five}&sort=workStartAt|asc`)).toEqual([id('D'), id('E'), id('B'), id('A'), id('C')]);
    expect(await listIds(`${five}&sort=workStartAt|desc`)).toEqual([id('C'), id('A'), id('B'), id('E'), id('D')]);
    expect(await listIds(`${five}&sort=workEndAt|asc`)).toEqual([id('C'), id('B'), id('D'), id('A'), id('E')]);
    expect(await listIds(`${five}&sort=workEndAt|desc`)).toEqual([id('E'), id('A'), id('D'), id('B'), id('C')]);
  });

  it('pages without overlap; a page past the end is empty', async () => {
    const first = await listIds('page=1');
    const second = (await list('page=2')).json() as ListBody;
    expect(second.pageNumber).toBe(2);
    expect(second.items).toHaveLength(3);
    expect(second.items.map((item) => item.id).filter((offerId) => first.includes(offerId))).toEqual([]);
    for (const page of ['3', '999999']) {
      const body = (await list(`page=${page}`)).json() as ListBody;
      expect(body.items).toEqual([]);
      expect(body.numTotal).toBe(13);
    }
  });

  it('refuses malformed parameters with 400 and the field in formErrors, never a 500', async () => {
    const cases: [string, string][] = [
      ['page=0', 'page'],
      ['page=-1', 'page'],
      ['page=abc', 'page'],
      ['page=1.5', 'page'],
      ['page=99999999999999999999', 'page'],
      ['industry=abc', 'industry'],
      ['industries=1,x', 'industries'],
      ['country=0', 'country'],
      ['profession=1e3', 'profession'],
      ['publication=2', 'publication'],
      ['sort=salary|asc', 'sort'],
      ['sort=publicationAt|up', 'sort'],
      ['mlFilter=maybe', 'mlFilter'],
      ['showAll=perhaps', 'showAll'],
    ];
    for (const [query, field] of cases) {
      const response = await list(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toMatchObject({ code: 'validation_error', formErrors: { [field]: ['invalid_value'] } });
    }
    const broken = await list('industries[99999]=1');
    expect(broken.statusCode).toBe(400);
  });

  it('gives titles in the X-LOCALE language', async () => {
    const body = (await list('industry=1&country=1', 'ua')).json() as ListBody;
    expect(body.items[0]).toMatchObject({
      profession: { title: 'Тесля' },
      industry: { title: 'Будівництво' },
      workLocationState: { country: 'Норвегія' },
      workLocationCity: { title: 'Ставангер' },
    });
    const no = (await list('industry=1&country=1', 'no')).json() as ListBody;
    expect(no.items[0]).toMatchObject({ profession: { title: 'Tømrer' }, workLocationState: { country: 'Norge' } });
  });

  it('answers mlFilter=1 with the offers matched to a candidate whose profile is active', async () => {
    const db = t.database.db;
    const bearer = (userId: number) => ({ authorization: `Bearer ${t.app.accessTokens.sign({ userId, accountType: AccountType.Candidate })}` });
    const matched = async (headers: Record<string, string>, query = '') =>
      (await t.app.inject({ method: 'GET', url: `/v1/offer/list?mlFilter=1${query}`, headers })).json() as ListBody;
    const match = (candidateUserId: number, offerId: number) => ({ offerId, candidateUserId, score: 80, breakdown: [], engineVersion: 1 });

    const welder = await createCandidate(db, { professions: [[1, 1], [6, 20]], countries: [1] });
    await db.insert(offerMatches).values([match(welder, id('A')), match(welder, id('C'))]);
    expect((await matched(bearer(welder))).items.map((item) => item.id)).toEqual([id('A'), id('C')]);
    expect(await matched(bearer(welder))).toMatchObject({ numTotal: 2 });
    expect((await matched(bearer(welder), '&profession=20')).items.map((item) => item.id)).toEqual([id('C')]);
    const unmatched = await createCandidate(db, { professions: [[1, 1]], countries: [1] });
    expect(await matched(bearer(unmatched))).toMatchObject({ items: [], numTotal: 0 });
    const inVerification = await createCandidate(db, { professions: [[1, 1]], countries: [1], status: StatusId.Verification });
    await db.insert(offerMatches).values(match(inVerification, id('A')));
    expect(await matched(bearer(inVerification))).toMatchObject({ items: [], numTotal: 0 });
    expect(await matched({ authorization: `Bearer ${employerToken}` })).toMatchObject({ items: [], numTotal: 0 });
    expect((await list('mlFilter=1')).json()).toMatchObject({ items: [], numTotal: 0 });
  });
});

describe('signed-in offer list', () => {
  it('needs a token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/v1/offer/list' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/v1/offer/list', payload: {} })).statusCode).toBe(401);
  });

  it('answers the same list with userApplied on every item', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/v1/offer/list?industry=1', headers: { authorization: `Bearer ${candidateToken}` } });
    expect(response.statusCode).toBe(200);
    const body = response.json() as ListBody;
    expect(body.items.map((item) => [item.id, item.userApplied])).toEqual([
      [id('A'), false],
      [id('B'), false],
    ]);
  });

  it('takes the parameters from a JSON body with orders[{name, sort}]', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/offer/list',
      headers: { authorization: `Bearer ${candidateToken}` },
      payload: { page: 1, industries: [1, 6], orders: [{ name: 'publicationAt', sort: 'asc' }] },
    });
    expect(response.statusCode).toBe(200);
    expect((response.json() as ListBody).items.map((item) => item.id)).toEqual([id('C'), id('B'), id('A')]);
  });

  it('takes the parameters from a form body in bracket notation', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/offer/list',
      headers: { authorization: `Bearer ${candidateToken}`, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'workLocationStates[0]=1&workLocationStates[1]=8&orders[0][name]=workStartAt&orders[0][sort]=desc&publicationAtLessThan=7',
    });
    expect(response.statusCode).toBe(200);
    expect((response.json() as ListBody).items.map((item) => item.id)).toEqual([id('C'), id('A'), id('B')]);
  });

  it('refuses a malformed body with 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/offer/list',
      headers: { authorization: `Bearer ${candidateToken}` },
      payload: { page: 0, orders: [{ name: 'nope', sort: 'asc' }] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().formErrors).toMatchObject({ page: ['invalid_value'], orders: ['invalid_value'] });
  });
});

describe('offer detail', () => {
  const show = (ref: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: `/v1/public/offer/${ref}`, headers });

  it('finds an offer by id, {id}-{slug}, uuid and slug', async () => {
    for (const ref of [String(id('A')), `${id('A')}-carpenter-stavanger`, `${id('A')}-any-slug`, String(ids.A?.uuid), 'carpenter-stavanger']) {
      const response = await show(ref);
      expect(response.statusCode, ref).toBe(200);
      expect(response.json().id, ref).toBe(id('A'));
    }
  });

  it('answers every field of the Offer entity with titles', async () => {
    const response = await show(String(id('A')), { 'user-agent': 'fields-test' });
    const offer = response.json();
    expect(offer).toMatchObject({
      status: { id: 2 },
      profession: { id: 1, title: 'Carpenter' },
      professionClass: { id: 2, title: 'Skilled worker (expert)' },
      numberOfVacancies: 1,
      minExperience: 0,
      certificates: [
        { id: 2, isRequired: true, rating: null, item: { id: 2, title: 'Master craftsman diploma (mesterbrev)' } },
        { id: 1, isRequired: true, rating: null, item: { id: 1 } },
      ],
      skillsProfessionals: [{ id: 20, isRequired: true, rating: 4 }],
      skillsTechnicals: [{ id: 1, isRequired: true }],
      experiences: [],
      languages: [{ languageCode: 'en', language: { languageCode: 'en', title: 'English' }, languageProficiency: { id: 3 }, isRequired: true }],
      requiredDocuments: [
        { id: 1, isRequired: true, requiredDocument: { id: 1 } },
        { id: 2, isRequired: true, requiredDocument: { id: 2 } },
      ],
      rewards: [{ id: 1, title: 'Overtime supplement' }],
      benefits: [{ id: 1 }, { id: 11, title: 'Norwegian language course' }],
      weOffers: [{ id: 2 }],
      contractTypes: [{ id: 1, title: 'Employment contract' }],
      salaryType: { id: 1, title: 'Gross' },
      workDailyHours: 7.5,
      workLocationState: {
        id: 1,
        country: 'Norway',
        countryCode: 'NO',
        regions: [{ id: 102, title: 'Rogaland', cities: [{ id: 10201, title: 'Stavanger' }, { id: 10202, title: 'Sandnes' }] }],
      },
      workLocationRegion: { id: 102, title: 'Rogaland' },
      workLocationCity: { id: 10201, title: 'Stavanger' },
      allState: false,
      isConstantWork: true,
      isFlexibleWork: false,
      offerFlexibleWorks: [{ months: [6, 7], weeks: { from: 23, to: 30 }, days: [1, 2, 3], hours: { from: '07:00', to: null } }],
      client: { name: 'Nordbygg Bolig', logo: 'fakeLogo.png' },
      allowApply: false,
      userApplied: false,
      offerStatistics: { numTotalApplied: 0 },
    });
    expect(offer.endPublicationAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('gives titles in the X-LOCALE language', async () => {
    const offer = (await show(String(id('A')), { 'x-locale': 'ua' })).json();
    expect(offer.profession.title).toBe('Тесля');
    expect(offer.workLocationState.regions[0].title).toBe('Ругаланн');
    expect(offer.languages[0].language.title).toBe('Англійська');
  });

  it('answers 404 for offers that are not public and for unknown or malformed references', async () => {
    for (const name of ['draft', 'expired', 'future', 'withdrawn']) {
      expect((await show(String(id(name)))).statusCode, name).toBe(404);
      expect((await show(String(ids[name]?.uuid))).statusCode, name).toBe(404);
    }
    for (const ref of ['999999', '99999999999', 'no-such-offer', 'a%20b', '%E2%9C%93', '0']) {
      const response = await show(ref);
      expect(response.statusCode, ref).toBe(404);
      expect(response.json().code).toBe('not_found');
    }
  });

  it('counts unique visitors per day', async () => {
    const first = (await show(String(id('C')), { 'user-agent': 'visitor-one' })).json();
    expect(first.offerStatistics.numUniquePreview).toBe(1);
    const again = (await show(String(id('C')), { 'user-agent': 'visitor-one' })).json();
    expect(again.offerStatistics.numUniquePreview).toBe(1);
    const other = (await show(String(id('C')), { 'user-agent': 'visitor-two' })).json();
    expect(other.offerStatistics.numUniquePreview).toBe(2);
    const signedIn = await t.app.inject({ method: 'GET', url: `/v1/offer/${id('C')}`, headers: { authorization: `Bearer ${candidateToken}`, 'user-agent': 'visitor-one' } });
    expect(signedIn.json().offerStatistics.numUniquePreview).toBe(3);
  });

  it('counts a browser by its visitor cookie, and a made-up X-Forwarded-For as the same visitor', async () => {
    const views = async (headers: Record<string, string>) => (await show(String(id('D')), headers)).json().offerStatistics.numUniquePreview as number;
    const firstVisit = await show(String(id('D')), { 'user-agent': 'browser-one' });
    const start = firstVisit.json().offerStatistics.numUniquePreview as number;
    const setCookie = String(firstVisit.headers['set-cookie']);
    expect(setCookie).toMatch(/^trades_visitor=[\w-]+\.[\w-]+; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Lax/);
    const cookie = setCookie.split(';')[0] as string;
    // The same browser with its cookie, even under another agent or address, is still one visitor.
    expect(await views({ cookie, 'user-agent': 'browser-one-updated' })).toBe(start + 1);
    expect(await views({ cookie, 'x-forwarded-for': '203.0.113.50' })).toBe(start + 1);
    // Without the cookie, inventing addresses does not make new visitors (TRUST_PROXY is off).
    for (let i = 1; i <= 5; i++) expect(await views({ 'user-agent': 'browser-one', 'x-forwarded-for': `203.0.113.${i}` })).toBe(start + 1);
    // A forged cookie is not a visitor of its own.
    expect(await views({ cookie: `${cookie.slice(0, -3)}abc`, 'user-agent': 'browser-one' })).toBe(start + 1);
  });

  it('tells each reader why they may not apply; the signed-in detail needs a token', async () => {
    // The fixture token names no account (see offer-apply-state.api.test.ts for candidates who may or may not apply).
    const asCandidate = await t.app.inject({ method: 'GET', url: `/v1/offer/${id('B')}`, headers: { authorization: `Bearer ${candidateToken}` } });
    expect(asCandidate.statusCode).toBe(200);
    expect(asCandidate.json()).toMatchObject({ allowApply: false, userApplied: false });
    const asEmployer = await t.app.inject({ method: 'GET', url: `/v1/offer/${id('B')}`, headers: { authorization: `Bearer ${employerToken}` } });
    expect(asEmployer.json()).toMatchObject({ allowApply: false, applyRefusal: 'candidates_only_apply' });
    expect((await show(String(id('B')))).json()).toMatchObject({ allowApply: false, applyRefusal: 'sign_in_to_apply' });
    expect((await t.app.inject({ method: 'GET', url: `/v1/offer/${id('B')}` })).statusCode).toBe(401);
  });
});

describe('list cache', () => {
  it('keeps a page for a few seconds and shows a change at once after clear()', async () => {
    expect((await list('industry=9')).json().numTotal).toBe(0);
    const employer = await createEmployer(t.database.db, 'Farm AS');
    await insertOffer(t.database.db, employer.userId, { industryId: 9, professionId: 34, slug: 'farm-worker' });
    expect((await list('industry=9')).json().numTotal).toBe(0);
    t.offerListCache.clear();
    expect(await listIds('industry=9')).toHaveLength(1);
  });
});
