import { type ClientOffer, type ClientOfferList, type OfferDetail, StatusId, marketToday } from '@trades/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestAccount, newCandidate, newClient } from '../../test/accounts.ts';
import { type TestApp, createTestApp } from '../../test/test-app.ts';
import { users } from '../accounts/accounts.tables.ts';
import { offerViews, offers } from '../offers/offers.tables.ts';
import { PUBLISH_OFFER, addToCart } from '../shop/testing.ts';
import { shopOrderItems, shopOrders, shopProducts } from '../shop/shop.tables.ts';
import { publishPaidOffers } from './index.ts';

const DAY_MS = 86_400_000;
/** The app's clock runs this far ahead of real time; tests move it to let publications expire. */
let shift = 0;
const now = () => new Date(Date.now() + shift);
let t: TestApp;

interface Employer extends TestAccount {
  brandId: number;
  userId: number;
}

let a: Employer;
let b: Employer;
let candidate: TestAccount;

function day(offsetDays: number): string {
  return marketToday(new Date(now().getTime() + offsetDays * DAY_MS));
}

/** A complete, valid offer for a carpenter in Rogaland (Norway). */
function offerBody(brandId: number, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    clientBrand: brandId,
    industry: 1,
    profession: 1,
    professionClass: 2,
    numberOfVacancies: 3,
    minExperience: 2,
    description: '<p>Tømrere søkes til <strong>nybygg</strong> i Stavanger.</p>',
    notes: 'Ring Kari før intervju',
    workStartAt: day(10),
    workEndAt: day(100),
    workLocationState: 1,
    allState: false,
    workLocationRegions: [{ region: 102, cities: [10201, 10202] }],
    certificates: [{ id: 1, isRequired: true }],
    skillsProfessionals: [{ id: 20, isRequired: false, rating: 4.5 }],
    skillsTechnicals: [{ id: 1, isRequired: true, rating: 3 }],
    requiredDocuments: [
      { id: 1, isRequired: true },
      { id: 2, isRequired: true },
    ],
    languages: [{ languageCode: 'en', languageProficiency: 3, isRequired: true }],
    rewards: [1],
    benefits: [1, 2],
    weOffers: [1],
    contractTypes: [1],
    workSystems: [1],
    isConstantWork: true,
    isFlexibleWork: true,
    offerFlexibleWorks: [{ months: [6, 7], weeks: [23, 30], days: [1, 2, 3, 4, 5], hours: ['07:00', '15:30'] }],
    workRotational: false,
    workOvertime: true,
    workDailyHours: 7.5,
    workMonthDays: 21,
    salaryGrossValueMin: { amount: 270, currency: 'NOK' },
    salaryGrossValueMax: { amount: 320, currency: 'NOK' },
    salaryMonthValueMin: { amount: 48000, currency: 'NOK' },
    isSalaryGross: true,
    showSalaryGross: true,
    showSalaryDaily: false,
    showSalaryMonth: true,
    ...overrides,
  };
}

/** Bracket-notation pairs of a nested body, as a browser form sends it. */
function formFields(value: unknown, prefix = '', out: Record<string, string> = {}): Record<string, string> {
  if (Array.isArray(value)) value.forEach((item, i) => formFields(item, `${prefix}[${i}]`, out));
  else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) formFields(item, prefix ? `${prefix}[${key}]` : key, out);
  } else out[prefix] = value === null || value === undefined ? '' : typeof value === 'boolean' ? (value ? '1' : '0') : String(value as string | number);
  return out;
}

function multipart(fields: Record<string, string>) {
  const boundary = '----offerform7d2';
  const parts = Object.entries(fields).map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  return { payload: Buffer.from(`${parts.join('')}--${boundary}--\r\n`), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function call(account: TestAccount | null, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown, headers: Record<string, string> = {}) {
  return t.app.inject({ method, url, payload: payload as object | undefined, headers: { ...(account?.auth ?? {}), ...headers } });
}

async function newEmployer(brand = 'Fjordbygg'): Promise<Employer> {
  const account = await newClient(t.app, t.database.db);
  const res = await call(account, 'POST', '/v1/client-brand/', { name: brand });
  expect(res.statusCode, res.body).toBe(201);
  const [user] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, account.email));
  return { ...account, brandId: (res.json() as { data: { data: { id: number } } }).data.data.id, userId: user?.id as number };
}

async function createOffer(employer: Employer, overrides: Record<string, unknown> = {}): Promise<ClientOffer> {
  const res = await call(employer, 'POST', '/v1/client-offer/create', offerBody(employer.brandId, overrides));
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { offer: ClientOffer }).offer;
}

async function act(employer: TestAccount, id: number, action: 'approved' | 'publish' | 'withdraw' | 'archived') {
  const method = action === 'approved' || action === 'publish' ? 'PATCH' : 'POST';
  return call(employer, method, `/v1/client-offer/${id}/${action}`);
}

/** Approved with free publication: published at once. */
async function publishedOffer(employer: Employer, overrides: Record<string, unknown> = {}): Promise<ClientOffer> {
  const offer = await createOffer(employer, overrides);
  const approved = await act(employer, offer.id, 'approved');
  expect(approved.statusCode).toBe(200);
  expect(approved.json()).toMatchObject({ offer: { status: { id: StatusId.Active } } });
  return offer;
}

/** An offer ready for publication (7) that has not published itself: paid before the rule, or a demo offer. */
async function paidOffer(employer: Employer): Promise<ClientOffer> {
  const offer = await createOffer(employer);
  await t.database.db.update(offers).set({ status: StatusId.Paid }).where(eq(offers.id, offer.id));
  return offer;
}

async function list(employer: TestAccount, status?: string, body: unknown = {}): Promise<ClientOfferList> {
  const res = await call(employer, 'POST', status ? `/v1/client-offer/list/${status}` : '/v1/client-offer/list', body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ClientOfferList;
}

async function formErrorsOf(employer: Employer, overrides: Record<string, unknown>): Promise<Record<string, string[]>> {
  const res = await call(employer, 'POST', '/v1/client-offer/create', offerBody(employer.brandId, overrides));
  expect(res.statusCode, res.body).toBe(422);
  const body = res.json() as { code: string; formErrors: Record<string, string[]> };
  expect(body.code).toBe('validation_error');
  return body.formErrors;
}

beforeAll(async () => {
  t = await createTestApp({ clock: now });
  a = await newEmployer('Fjordbygg');
  b = await newEmployer('Baltic Steel');
  candidate = await newCandidate(t.app, t.database.db);
});

afterAll(async () => {
  await t?.close();
});

describe('access', () => {
  const endpoints: [string, string][] = [
    ['POST', '/v1/client-offer/list'],
    ['POST', '/v1/client-offer/list/active'],
    ['GET', '/v1/client-offer/primary'],
    ['POST', '/v1/client-offer/create'],
    ['GET', '/v1/client-offer/1'],
    ['GET', '/v1/client-offer/1/show'],
    ['POST', '/v1/client-offer/1/update'],
    ['POST', '/v1/client-offer/1/duplicate'],
    ['PATCH', '/v1/client-offer/1/approved'],
    ['PATCH', '/v1/client-offer/1/publish'],
    ['POST', '/v1/client-offer/1/withdraw'],
    ['POST', '/v1/client-offer/1/archived'],
    ['DELETE', '/v1/client-offer/1'],
  ];

  it.each(endpoints)('%s %s needs a token (401) of an employer (403 for a candidate)', async (method, url) => {
    const anonymous = await call(null, method as 'GET', url, {});
    expect(anonymous.statusCode).toBe(401);
    const asCandidate = await call(candidate, method as 'GET', url, {});
    expect(asCandidate.statusCode).toBe(403);
    expect(asCandidate.json()).toMatchObject({ code: 'forbidden' });
  });
});

describe('OpenAPI', () => {
  it('documents every offer and brand call', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json() as { paths: Record<string, Record<string, unknown>> };
    const expected: [string, string][] = [
      ['post', '/v1/client-offer/list'],
      ['post', '/v1/client-offer/list/{status}'],
      ['get', '/v1/client-offer/primary'],
      ['post', '/v1/client-offer/create'],
      ['get', '/v1/client-offer/{id}'],
      ['get', '/v1/client-offer/{id}/show'],
      ['post', '/v1/client-offer/{id}/update'],
      ['post', '/v1/client-offer/{id}/duplicate'],
      ['patch', '/v1/client-offer/{id}/approved'],
      ['patch', '/v1/client-offer/{id}/publish'],
      ['post', '/v1/client-offer/{id}/withdraw'],
      ['post', '/v1/client-offer/{id}/archived'],
      ['delete', '/v1/client-offer/{id}'],
      // The spec's /v1/client-brand/, documented without the slash (docs/decisions.md).
      ['get', '/v1/client-brand'],
      ['post', '/v1/client-brand/list'],
      ['post', '/v1/client-brand'],
      ['patch', '/v1/client-brand/{id}'],
      ['delete', '/v1/client-brand/{id}'],
    ];
    for (const [method, path] of expected) expect(doc.paths[path]?.[method], `${method} ${path}`).toBeDefined();
  });
});

describe('offer form', () => {
  it('creates a draft from JSON and answers every field as the edit form needs it', async () => {
    const offer = await createOffer(a);
    expect(offer).toMatchObject({
      status: { id: StatusId.Draft },
      editMode: 'full',
      slug: 'carpenter-stavanger',
      publicationAt: null,
      clientBrand: a.brandId,
      industry: 1,
      profession: 1,
      professionClass: 2,
      workLocationState: 1,
      workLocationRegions: [{ region: 102, cities: [10201, 10202] }],
      certificates: [{ id: 1, isRequired: true }],
      skillsTechnicals: [{ id: 1, isRequired: true, rating: 3 }],
      skillsProfessionals: [{ id: 20, isRequired: false, rating: 4.5 }],
      languages: [{ languageCode: 'en', languageProficiency: 3, isRequired: true }],
      offerFlexibleWorks: [{ months: [6, 7], weeks: [23, 30], days: [1, 2, 3, 4, 5], hours: ['07:00', '15:30'] }],
      workDailyHours: 7.5,
      salaryGrossValueMin: { amount: 270, currency: 'NOK' },
      salaryMonthValueMin: { amount: 48000, currency: 'NOK' },
      salaryDailyValueMin: null,
      salaryType: { id: 1 },
      offerStatistics: { numTotalApplied: 0, numUniquePreview: 0 },
    });
    const read = await call(a, 'GET', `/v1/client-offer/${offer.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(offer);
    // What the edit call answers is a valid form body again.
    const resaved = await call(a, 'POST', `/v1/client-offer/${offer.id}/update`, read.json());
    expect(resaved.statusCode, resaved.body).toBe(200);
  });

  it('accepts the same offer as a multipart form in bracket notation', async () => {
    const body = offerBody(a.brandId);
    const fields = formFields(body);
    expect(fields['salaryGrossValueMin[amount]']).toBe('270');
    expect(fields['offerFlexibleWorks[0][weeks][1]']).toBe('30');
    const res = await t.app.inject({ method: 'POST', url: '/v1/client-offer/create', ...multipart(fields), headers: { ...a.auth, ...multipart(fields).headers } });
    expect(res.statusCode, res.body).toBe(201);
    const fromForm = (res.json() as { offer: ClientOffer }).offer;
    const fromJson = await createOffer(a);
    // Two offers with the same content: only what names each one apart (ids, slug, times) differs.
    const content = (offer: ClientOffer) => ({ ...offer, id: 0, uuid: '', slug: offer.slug.replace(/-\d+$/, ''), createdAt: '', updatedAt: '' });
    expect(content(fromForm)).toEqual(content(fromJson));
  });

  it('sanitises the description and fills in the country currency', async () => {
    const offer = await createOffer(a, {
      description: '<p onclick="steal()">Hei<script>alert(1)</script> <a href="javascript:alert(1)">x</a> <a href="https://fjordbygg.no">web</a></p>',
      salaryGrossValueMin: { amount: 270 },
      salaryGrossValueMax: { amount: 300 },
    });
    expect(offer.description).toBe('<p>Hei <a>x</a> <a href="https://fjordbygg.no" rel="nofollow noopener noreferrer" target="_blank">web</a></p>');
    expect(offer.salaryGrossValueMax).toEqual({ amount: 300, currency: 'NOK' });
  });

  it('the whole country needs no regions', async () => {
    const offer = await createOffer(a, { allState: '1', workLocationRegions: [] });
    expect(offer).toMatchObject({ allState: true, workLocationRegions: [] });
  });

  const cases: [string, Record<string, unknown>, Record<string, string[]>][] = [
    ['brand, industry and profession are required', { clientBrand: '', industry: null, profession: undefined }, { clientBrand: ['field_required'], industry: ['field_required'], profession: ['field_required'] }],
    ['profession class, country, start date and experience are required', { professionClass: '', workLocationState: '', workStartAt: '', minExperience: '' }, { professionClass: ['field_required'], workLocationState: ['field_required'], workStartAt: ['field_required'], minExperience: ['field_required'] }],
    ['vacancies are required and not negative', { numberOfVacancies: -1 }, { numberOfVacancies: ['dont_enter_negative_numbers'] }],
    ['experience is 0 to 80 years', { minExperience: 81 }, { minExperience: ['max_value_is'] }],
    ['experience is not negative', { minExperience: -2 }, { minExperience: ['dont_enter_negative_numbers'] }],
    ['daily hours are at most 16', { workDailyHours: 16.5 }, { workDailyHours: ['max_value_is'] }],
    ['daily hours are not negative', { workDailyHours: -1 }, { workDailyHours: ['dont_enter_negative_numbers'] }],
    ['days per month are at most 30', { workMonthDays: 31 }, { workMonthDays: ['max_value_is'] }],
    ['days per month are whole', { workMonthDays: 10.5 }, { workMonthDays: ['invalid_value'] }],
    ['the description counts 5,000 characters of text', { description: `<p><strong>${'x'.repeat(5001)}</strong></p>` }, { description: ['too_many_characters'] }],
    ['the rates are required', { salaryGrossValueMin: { amount: '' }, salaryGrossValueMax: {} }, { 'salaryGrossValueMin.amount': ['field_required'], 'salaryGrossValueMax.amount': ['field_required'] }],
    ['a rate over the country maximum', { salaryGrossValueMax: { amount: 900, currency: 'NOK' } }, { 'salaryGrossValueMax.amount': ['rate_range_too_high'] }],
    ['min above max', { salaryGrossValueMin: { amount: 400, currency: 'NOK' }, salaryGrossValueMax: { amount: 300, currency: 'NOK' } }, { 'salaryGrossValueMin.amount': ['min_rate_should_be_lower_or_equal_max_rate'], 'salaryGrossValueMax.amount': ['max_rate_should_be_higher_or_equal_min_rate'] }],
    ['a rate in another currency', { salaryGrossValueMin: { amount: 250, currency: 'EUR' } }, { 'salaryGrossValueMin.currency': ['invalid_value'] }],
    ['a negative salary', { salaryMonthValueMin: { amount: -5 } }, { 'salaryMonthValueMin.amount': ['dont_enter_negative_numbers'] }],
    ['the shown daily salary needs its amount', { showSalaryMonth: false, showSalaryDaily: true }, { 'salaryDailyValueMin.amount': ['field_required'] }],
    ['daily or monthly salary, not both', { showSalaryDaily: true, salaryDailyValueMin: { amount: 2000 } }, { showSalaryMonth: ['salary_daily_or_monthly'] }],
    ['the start is not before today', { workStartAt: day(-1) }, { workStartAt: ['date_before_today'] }],
    ['the end comes after the start', { workEndAt: day(10) }, { workEndAt: ['end_date_must_be_after_start'] }],
    ['dates are real dates', { workStartAt: '2026-02-30' }, { workStartAt: ['invalid_date'] }],
    ['regions are required unless the whole country', { workLocationRegions: [] }, { workLocationRegions: ['field_required'] }],
    ['each region needs its cities', { workLocationRegions: [{ region: 102, cities: [] }] }, { 'workLocationRegions[0].cities': ['field_required'] }],
    ['each region needs its id', { workLocationRegions: [{ cities: [10201] }] }, { 'workLocationRegions[0].region': ['field_required'] }],
    ['a region of another country', { workLocationRegions: [{ region: 201, cities: [20101] }] }, { 'workLocationRegions[0].region': ['invalid_value'] }],
    ['a city of another region', { workLocationRegions: [{ region: 102, cities: [10201, 10301] }] }, { 'workLocationRegions[0].cities[1]': ['invalid_value'] }],
    ['a profession of another industry', { profession: 40 }, { profession: ['invalid_value'] }],
    ['an unknown industry', { industry: 99 }, { industry: ['invalid_value'], profession: ['invalid_value'] }],
    ['an item the profession does not offer', { certificates: [{ id: 1, isRequired: true }, { id: 999, isRequired: false }] }, { 'certificates[1].id': ['invalid_value'] }],
    ['a reward the country does not offer', { rewards: [1, 999] }, { 'rewards[1]': ['invalid_value'] }],
    ['a document of another country', { requiredDocuments: [{ id: 7, isRequired: true }] }, { 'requiredDocuments[0].id': ['invalid_value'] }],
    ['unknown contract types and work systems', { contractTypes: [99], workSystems: [1, 99] }, { 'contractTypes[0]': ['invalid_value'], 'workSystems[1]': ['invalid_value'] }],
    ['ids are numbers', { workSystems: ['x'], rewards: [-1] }, { 'workSystems[0]': ['invalid_value'], 'rewards[0]': ['invalid_value'] }],
    ['a master diploma needs the journeyman diploma and technical drawing', { certificates: [{ id: 2, isRequired: true }], skillsTechnicals: [] }, { certificates: ['journeyman_diploma_required'], skillsTechnicals: ['technical_drawing_required'] }],
    ['a journeyman diploma needs technical drawing as a requirement', { skillsTechnicals: [{ id: 1, isRequired: false }] }, { skillsTechnicals: ['technical_drawing_required'] }],
    ['a Norwegian tax card needs the personal number', { requiredDocuments: [{ id: 1, isRequired: true }] }, { requiredDocuments: ['personal_number_required'] }],
    ['languages need a name and a level', { languages: [{ languageCode: 'en' }, { languageProficiency: 2 }] }, { 'languages[0].languageProficiency': ['field_required'], 'languages[1].languageCode': ['field_required'] }],
    ['an unknown language or level', { languages: [{ languageCode: 'xx', languageProficiency: 99 }] }, { 'languages[0].languageCode': ['invalid_value'], 'languages[0].languageProficiency': ['invalid_value'] }],
    ['a language twice', { languages: [{ languageCode: 'en', languageProficiency: 3 }, { languageCode: 'EN', languageProficiency: 4 }] }, { 'languages[1].languageCode': ['language_duplicated'] }],
    ['a skill rating is 0 to 5 in halves', { skillsProfessionals: [{ id: 20, rating: 4.3 }] }, { 'skillsProfessionals[0].rating': ['invalid_rating'] }],
    ['a flexible condition needs an option', { offerFlexibleWorks: [{ months: [] }] }, { 'offerFlexibleWorks[0]': ['flexible_condition_empty'] }],
    ['weeks need from and to', { offerFlexibleWorks: [{ weeks: [5, ''] }] }, { 'offerFlexibleWorks[0].weeks': ['weeks_not_selected_properly'] }],
    ['weeks run forwards', { offerFlexibleWorks: [{ weeks: { from: 30, to: 20 } }] }, { 'offerFlexibleWorks[0].weeks': ['weeks_not_selected_properly'] }],
    ['weeks run 1 to 53', { offerFlexibleWorks: [{ weeks: [1, 54] }] }, { 'offerFlexibleWorks[0].weeks[1]': ['weeks_not_selected_properly'] }],
    ['months run 1 to 12 and days 1 to 7', { offerFlexibleWorks: [{ months: [13], days: [0] }] }, { 'offerFlexibleWorks[0].months[0]': ['invalid_month'], 'offerFlexibleWorks[0].days[0]': ['invalid_day'] }],
    ['hours go in quarters', { offerFlexibleWorks: [{ hours: ['07:10', '15:00'] }] }, { 'offerFlexibleWorks[0].hours[0]': ['invalid_time'] }],
    ['hours need a start and an end', { offerFlexibleWorks: [{ hours: ['07:00', ''] }] }, { 'offerFlexibleWorks[0].hours[1]': ['field_required'] }],
  ];

  it.each(cases)('%s', async (_name, overrides, expected) => {
    expect(await formErrorsOf(a, overrides)).toEqual(expected);
  });

  it('flexible conditions are only checked when flexible work is chosen', async () => {
    const offer = await createOffer(a, { isFlexibleWork: false, offerFlexibleWorks: [{ months: [] }] });
    expect(offer.offerFlexibleWorks).toEqual([]);
  });

  it('answers the error message in the caller language and never a 500 for odd bodies', async () => {
    const res = await call(a, 'POST', '/v1/client-offer/create', { ...offerBody(a.brandId), minExperience: 81 }, { 'x-locale': 'ua' });
    expect(res.json()).toMatchObject({ message: 'Форма містить помилки.', code: 'validation_error' });
    for (const payload of ['[]', '"x"', '{"languages": "en", "certificates": 5, "offerFlexibleWorks": {"0": 7}, "salaryGrossValueMin": 5}']) {
      const odd = await call(a, 'POST', '/v1/client-offer/create', payload, { 'content-type': 'application/json' });
      expect(odd.statusCode, payload).toBe(422);
    }
  });
});

describe('minimum wage', () => {
  const refusal = async (overrides: Record<string, unknown>, locale: string) => {
    const res = await call(a, 'POST', '/v1/client-offer/create', offerBody(a.brandId, overrides), { 'x-locale': locale });
    expect(res.statusCode, res.body).toBe(422);
    return res.json() as { code: string; message: string; formErrors: Record<string, string[]> };
  };

  it('refuses an hourly rate one øre below the skilled construction floor, naming the floor in the language asked', async () => {
    const below = { salaryGrossValueMin: { amount: 264.31, currency: 'NOK' } };
    const en = await refusal(below, 'en');
    expect(en).toEqual({
      code: 'salary_below_minimum_wage',
      message: 'The pay is below the general minimum wage of 264.32 NOK an hour for this trade',
      formErrors: { 'salaryGrossValueMin.amount': ['salary_below_minimum_wage'] },
    });
    const no = await refusal(below, 'no');
    expect(no.code).toBe('salary_below_minimum_wage');
    expect(no.message).toBe('Lønnen er under allmenngjort minstelønn på 264,32 NOK per time for dette faget');
  });

  it('a rate under the country minimum too is refused with the minimum wage alone, which names the figure in each language', async () => {
    const below = { salaryGrossValueMin: { amount: 150, currency: 'NOK' } };
    expect(await refusal(below, 'pl')).toEqual({
      code: 'salary_below_minimum_wage',
      message: 'Wynagrodzenie jest niższe niż powszechna płaca minimalna 264,32 NOK za godzinę w tym zawodzie',
      formErrors: { 'salaryGrossValueMin.amount': ['salary_below_minimum_wage'] },
    });
    expect((await refusal(below, 'ua')).message).toContain('264,32 NOK');
  });

  it('takes exactly the floor, and the public detail says the offer meets it', async () => {
    const offer = await publishedOffer(a, { salaryGrossValueMin: { amount: 264.32, currency: 'NOK' } });
    const detail = (await call(null, 'GET', `/v1/public/offer/${offer.id}`)).json() as OfferDetail;
    expect(detail.meetsMinimumWage).toEqual({ floor: 26432, currency: 'NOK', source: 'Forskrift om allmenngjøring av tariffavtale for byggeplasser' });
  });

  it('checks a monthly amount through daily hours and days (7.5 h × 21 d × 264.32 = 41 630.40)', async () => {
    const monthly = (amount: number) => ({ workDailyHours: 7.5, workMonthDays: 21, showSalaryMonth: true, salaryMonthValueMin: { amount, currency: 'NOK' } });
    expect((await refusal(monthly(41630.39), 'en')).formErrors).toEqual({ 'salaryMonthValueMin.amount': ['salary_below_minimum_wage'] });
    expect((await call(a, 'POST', '/v1/client-offer/create', offerBody(a.brandId, monthly(41630.4)))).statusCode).toBe(201);
  });

  it('a helper without required experience meets the unskilled floor of 239.61', async () => {
    const helper = { professionClass: 1, minExperience: 0, certificates: [], skillsTechnicals: [] };
    expect((await refusal({ ...helper, salaryGrossValueMin: { amount: 239.6, currency: 'NOK' } }, 'en')).message).toContain('239.61 NOK');
    expect((await call(a, 'POST', '/v1/client-offer/create', offerBody(a.brandId, { ...helper, salaryGrossValueMin: { amount: 239.61, currency: 'NOK' } }))).statusCode).toBe(201);
  });

  it('does not approve nor publish an offer stored below the floor', async () => {
    const offer = await createOffer(a);
    await t.database.db.update(offers).set({ salaryGrossMin: '250.00' }).where(eq(offers.id, offer.id));
    const approve = await act(a, offer.id, 'approved');
    expect(approve.statusCode).toBe(422);
    expect(approve.json()).toMatchObject({ code: 'salary_below_minimum_wage', formErrors: { 'salaryGrossValueMin.amount': ['salary_below_minimum_wage'] } });
    await t.database.db.update(offers).set({ status: StatusId.Paid }).where(eq(offers.id, offer.id));
    const res = await act(a, offer.id, 'publish');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'salary_below_minimum_wage', formErrors: { 'salaryGrossValueMin.amount': ['salary_below_minimum_wage'] } });
  });
});

describe('primary data', () => {
  it('lists the brands and every dictionary of the form in the caller language', async () => {
    const res = await call(a, 'GET', '/v1/client-offer/primary', undefined, { 'x-locale': 'no' });
    expect(res.statusCode).toBe(200);
    const primary = res.json() as Record<string, unknown> & { clientBrand: { id: number; isMain: boolean }[] };
    // The main brand first (the one sign-up makes from the company name), then the others.
    expect(primary.clientBrand[0]?.isMain).toBe(true);
    expect(primary.clientBrand).toContainEqual(expect.objectContaining({ id: a.brandId }));
    expect(primary.industries).toContainEqual(expect.objectContaining({ id: 1, title: 'Bygg og anlegg' }));
    expect(primary.workLocationsStates).toContainEqual({ id: 1, country: 'Norge', countryCode: 'NO' });
    expect(primary.allState).toEqual([
      { id: 1, title: 'Hele landet', selected: false },
      { id: 0, title: 'Valgte regioner', selected: true },
    ]);
    expect((primary.languages as { preferred: unknown[] }).preferred.length).toBeGreaterThan(0);
    for (const key of ['professionClasses', 'languageProficiencies', 'contractTypes', 'workSystems', 'salaryTypes']) {
      expect((primary[key] as unknown[]).length, key).toBeGreaterThan(0);
    }
    expect(primary.skillScale).toMatchObject({ min: 0, max: 5, step: 0.5 });
  });
});

describe('lifecycle', () => {
  it('approve publishes at once (free publication), then public; withdraw; duplicate and archive the copy', async () => {
    const offer = await createOffer(a);
    // A visitor's page is cached for a few seconds; publishing must not wait for it.
    const publicIds = async () => ((await t.app.inject({ method: 'GET', url: '/v1/public/offer/list?showAll=true' })).json() as { items: { id: number }[] }).items.map((item) => item.id);
    expect(await publicIds()).not.toContain(offer.id);
    const approved = await act(a, offer.id, 'approved');
    expect(approved.statusCode).toBe(200);
    // Paid for by the free publication, it publishes itself: no second click.
    const state = (approved.json() as { offer: { status: { id: number }; publicationAt: string; endPublicationAt: string } }).offer;
    expect(state.status.id).toBe(StatusId.Active);
    expect(new Date(state.publicationAt).getTime()).toBeLessThanOrEqual(now().getTime());
    expect(new Date(state.endPublicationAt).getTime() - new Date(state.publicationAt).getTime()).toBe(30 * DAY_MS);
    expect((await list(a, 'active')).items.find((item) => item.id === offer.id)?.status.id).toBe(StatusId.Active);

    expect(await publicIds()).toContain(offer.id);
    const publicDetail = await t.app.inject({ method: 'GET', url: `/v1/public/offer/${offer.id}` });
    expect(publicDetail.statusCode).toBe(200);
    expect(publicDetail.json()).toMatchObject({ client: { name: 'Fjordbygg' }, description: offer.description });

    const copy = await call(a, 'POST', `/v1/client-offer/${offer.id}/duplicate`);
    expect(copy.statusCode).toBe(201);
    const duplicate = (copy.json() as { offer: ClientOffer }).offer;
    expect(duplicate.id).not.toBe(offer.id);
    expect(duplicate).toMatchObject({ status: { id: StatusId.Draft }, editMode: 'full', publicationAt: null, endPublicationAt: null, profession: 1, workLocationRegions: offer.workLocationRegions });
    const edited = await call(a, 'POST', `/v1/client-offer/${duplicate.id}/update`, offerBody(a.brandId, { profession: 3, certificates: [], skillsTechnicals: [], skillsProfessionals: [] }));
    expect(edited.statusCode, edited.body).toBe(200);
    expect((edited.json() as { offer: ClientOffer }).offer).toMatchObject({ profession: 3, slug: 'bricklayer-stavanger' });

    expect((await act(a, offer.id, 'withdraw')).json()).toMatchObject({ offer: { status: { id: StatusId.Withdrawn } } });
    expect(await publicIds()).not.toContain(offer.id);
    const gone = await t.app.inject({ method: 'GET', url: `/v1/public/offer/${offer.id}` });
    expect(gone.statusCode).toBe(404);
    expect((await list(a, 'withdrawn')).items.map((item) => item.id)).toContain(offer.id);

    expect((await act(a, duplicate.id, 'archived')).json()).toMatchObject({ offer: { status: { id: StatusId.Archived } } });
    expect((await list(a, 'archived')).items.map((item) => item.id)).toContain(duplicate.id);
  });

  it('gives each copy a slug of its own, kept when the copy is saved, so the drafts list tells copies apart', async () => {
    const employer = await newEmployer('Kopibygg');
    const offer = await createOffer(employer);
    const copyOf = async (id: number) => {
      const res = await call(employer, 'POST', `/v1/client-offer/${id}/duplicate`);
      expect(res.statusCode, res.body).toBe(201);
      return (res.json() as { offer: ClientOffer }).offer;
    };
    const first = await copyOf(offer.id);
    const second = await copyOf(offer.id);
    const ofCopy = await copyOf(first.id);
    expect([offer.slug, first.slug, second.slug, ofCopy.slug]).toEqual(['carpenter-stavanger', 'carpenter-stavanger-2', 'carpenter-stavanger-3', 'carpenter-stavanger-4']);
    const drafts = (await list(employer, 'draft')).items;
    expect(new Set(drafts.map((item) => item.slug)).size).toBe(4);

    // Saving a copy unchanged keeps its address; a new offer with the same content takes the next free slug.
    const saved = await call(employer, 'POST', `/v1/client-offer/${second.id}/update`, offerBody(employer.brandId));
    expect(saved.statusCode, saved.body).toBe(200);
    expect((saved.json() as { offer: ClientOffer }).offer.slug).toBe('carpenter-stavanger-3');
    expect((await createOffer(employer)).slug).toBe('carpenter-stavanger-5');
    // Another employer's offers do not count.
    expect((await createOffer(await newEmployer('Annenbygg'))).slug).toBe('carpenter-stavanger');
  });

  it('refuses every other transition with 409 and a message in the caller language', async () => {
    const draft = await createOffer(a);
    const expectRefusal = async (id: number, action: 'approved' | 'publish' | 'withdraw' | 'archived', code: string) => {
      const res = await call(a, action === 'approved' || action === 'publish' ? 'PATCH' : 'POST', `/v1/client-offer/${id}/${action}`, undefined, { 'x-locale': 'pl' });
      expect(res.statusCode, `${action} ${id}`).toBe(409);
      expect((res.json() as { code: string }).code).toBe(code);
      return res.json() as { message: string };
    };
    expect((await expectRefusal(draft.id, 'publish', 'offer_cannot_be_published')).message).toBe('Opublikować można tylko ofertę gotową do publikacji.');
    await expectRefusal(draft.id, 'withdraw', 'offer_cannot_be_withdrawn');
    await act(a, draft.id, 'approved');
    await expectRefusal(draft.id, 'publish', 'offer_cannot_be_published');
    await expectRefusal(draft.id, 'approved', 'offer_cannot_be_approved');
    await act(a, draft.id, 'withdraw');
    await expectRefusal(draft.id, 'archived', 'offer_cannot_be_archived');
    await expectRefusal(draft.id, 'withdraw', 'offer_cannot_be_withdrawn');
    const update = await call(a, 'POST', `/v1/client-offer/${draft.id}/update`, offerBody(a.brandId));
    expect(update.statusCode).toBe(409);
    expect(update.json()).toMatchObject({ code: 'offer_cannot_be_edited' });

    const archived = await createOffer(a);
    await act(a, archived.id, 'archived');
    for (const action of ['approved', 'publish', 'withdraw', 'archived'] as const) {
      await expectRefusal(archived.id, action, `offer_cannot_be_${action === 'approved' ? 'approved' : action === 'archived' ? 'archived' : action === 'publish' ? 'published' : 'withdrawn'}`);
    }
    expect((await call(a, 'GET', `/v1/client-offer/${archived.id}`)).json()).toMatchObject({ editMode: 'none' });
  });

  it('of two simultaneous approves, or publishes, exactly one succeeds', async () => {
    const draft = await createOffer(a);
    const approvals = await Promise.all([act(a, draft.id, 'approved'), act(a, draft.id, 'approved')]);
    expect(approvals.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    const offer = await paidOffer(a);
    const results = await Promise.all([act(a, offer.id, 'publish'), act(a, offer.id, 'publish')]);
    expect(results.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    const archiveOrWithdraw = await Promise.all([act(a, offer.id, 'withdraw'), act(a, offer.id, 'archived')]);
    expect(archiveOrWithdraw.map((res) => res.statusCode).sort()).toEqual([200, 409]);
  });

  it('an active offer edits only its restricted fields', async () => {
    const offer = await publishedOffer(a);
    const res = await call(a, 'POST', `/v1/client-offer/${offer.id}/update`, {
      ...offerBody(a.brandId),
      description: '<p>Nå også <em>helg</em>.</p>',
      numberOfVacancies: 5,
      rewards: [2],
      profession: 3,
      workStartAt: day(-30),
      minExperience: 99,
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved = (res.json() as { offer: ClientOffer }).offer;
    expect(saved).toMatchObject({ editMode: 'restricted', description: '<p>Nå også <em>helg</em>.</p>', numberOfVacancies: 5, rewards: [2], profession: 1, minExperience: 2 });
    expect(saved.workStartAt).toBe(offer.workStartAt);
    const invalid = await call(a, 'POST', `/v1/client-offer/${offer.id}/update`, { numberOfVacancies: -3, benefits: [999], description: 'x'.repeat(5001) });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json()).toMatchObject({ formErrors: { numberOfVacancies: ['dont_enter_negative_numbers'], description: ['too_many_characters'] } });
    const benefit = await call(a, 'POST', `/v1/client-offer/${offer.id}/update`, { numberOfVacancies: 1, benefits: [999] });
    expect(benefit.json()).toMatchObject({ formErrors: { 'benefits[0]': ['invalid_value'] } });
  });

  it('an expired offer leaves the public list and shows as archived', async () => {
    const offer = await publishedOffer(a);
    expect((await list(a, 'active')).items.map((item) => item.id)).toContain(offer.id);
    shift = 31 * DAY_MS;
    try {
      expect((await list(a, 'active')).items.map((item) => item.id)).not.toContain(offer.id);
      const archived = (await list(a, 'archived')).items.find((item) => item.id === offer.id);
      expect(archived?.status.id).toBe(StatusId.Archived);
      expect((await call(a, 'GET', `/v1/client-offer/${offer.id}`)).json()).toMatchObject({ status: { id: StatusId.Archived }, editMode: 'none' });
      expect((await act(a, offer.id, 'withdraw')).statusCode).toBe(409);
      expect((await act(a, offer.id, 'archived')).statusCode).toBe(409);
      expect((await call(a, 'POST', `/v1/client-offer/${offer.id}/duplicate`)).statusCode).toBe(201);
    } finally {
      shift = 0;
    }
  });

  it('with moderation on and no free publication, approve goes to verification, where it waits for an operator', async () => {
    const moderated = await createTestApp({ env: { OFFER_MODERATION: 'true', FREE_PUBLICATION: 'false' } });
    try {
      const employer = await newClient(moderated.app, moderated.database.db);
      const brand = await moderated.app.inject({ method: 'POST', url: '/v1/client-brand/', payload: { name: 'Moderert' }, headers: employer.auth });
      const brandId = (brand.json() as { data: { data: { id: number } } }).data.data.id;
      const created = await moderated.app.inject({ method: 'POST', url: '/v1/client-offer/create', payload: offerBody(brandId), headers: employer.auth });
      const id = (created.json() as { offer: { id: number } }).offer.id;
      const first = await moderated.app.inject({ method: 'PATCH', url: `/v1/client-offer/${id}/approved`, headers: employer.auth });
      expect(first.json()).toMatchObject({ offer: { status: { id: StatusId.Verification } } });
      const listed = await moderated.app.inject({ method: 'POST', url: '/v1/client-offer/list/draft', payload: {}, headers: employer.auth });
      expect((listed.json() as ClientOfferList).items.map((item) => item.status.id)).toEqual([StatusId.Verification]);
      const edit = await moderated.app.inject({ method: 'POST', url: `/v1/client-offer/${id}/update`, payload: offerBody(brandId, { numberOfVacancies: 9 }), headers: employer.auth });
      expect(edit.json()).toMatchObject({ offer: { status: { id: StatusId.Verification }, editMode: 'full', numberOfVacancies: 9 } });
      const second = await moderated.app.inject({ method: 'PATCH', url: `/v1/client-offer/${id}/approved`, headers: employer.auth });
      expect(second.statusCode).toBe(409);
      expect(second.json()).toMatchObject({ code: 'offer_awaiting_moderation' });
    } finally {
      await moderated.close();
    }
  });
});

describe('client offer list', () => {
  it('answers each row with the actions the server allows (free publication on)', async () => {
    const employer = await newEmployer('Handlingsbygg');
    const offer = await createOffer(employer);
    const actionsOf = async () => (await list(employer)).items.find((item) => item.id === offer.id)?.allowedActions;
    expect(await actionsOf()).toEqual(['edit', 'approve', 'archive', 'duplicate', 'delete', 'select']);
    expect((await act(employer, offer.id, 'approved')).statusCode).toBe(200);
    expect(await actionsOf()).toEqual(['edit', 'withdraw', 'archive', 'duplicate']);
    expect((await act(employer, offer.id, 'withdraw')).statusCode).toBe(200);
    expect(await actionsOf()).toEqual(['duplicate']);
  });

  it('does not offer approve when free publication is off, as the server refuses it', async () => {
    const paidOnly = await createTestApp({ env: { FREE_PUBLICATION: 'false' } });
    try {
      const employer = await newClient(paidOnly.app, paidOnly.database.db);
      const brand = await paidOnly.app.inject({ method: 'POST', url: '/v1/client-brand/', payload: { name: 'Betalt' }, headers: employer.auth });
      const brandId = (brand.json() as { data: { data: { id: number } } }).data.data.id;
      const created = await paidOnly.app.inject({ method: 'POST', url: '/v1/client-offer/create', payload: offerBody(brandId), headers: employer.auth });
      const id = (created.json() as { offer: { id: number } }).offer.id;
      const listed = await paidOnly.app.inject({ method: 'POST', url: '/v1/client-offer/list', payload: {}, headers: employer.auth });
      expect((listed.json() as ClientOfferList).items.map((item) => item.allowedActions)).toEqual([['edit', 'archive', 'duplicate', 'delete', 'select']]);
      const approve = await paidOnly.app.inject({ method: 'PATCH', url: `/v1/client-offer/${id}/approved`, headers: employer.auth });
      expect(approve.statusCode).toBe(409);
    } finally {
      await paidOnly.close();
    }
  });

  it('pages the tabs, newest first, with the row fields of the spec', async () => {
    const employer = await newEmployer('Listebygg');
    const first = await createOffer(employer);
    const second = await createOffer(employer, { allState: true, workLocationRegions: [] });
    const all = await list(employer);
    expect(all).toMatchObject({ numTotal: 2, pageNumber: 1, numItemsPerPage: 100 });
    expect(all.items.map((item) => item.id)).toEqual([second.id, first.id]);
    expect(all.items[1]).toMatchObject({
      id: first.id,
      uuid: first.uuid,
      slug: 'carpenter-stavanger',
      profession: { id: 1, title: 'Carpenter' },
      industry: { id: 1 },
      workLocationState: { id: 1, country: 'Norway' },
      workLocationCity: { id: 10201, title: 'Stavanger' },
      status: { id: StatusId.Draft },
      publicationAt: null,
      offerStatistics: { numTotalApplied: 0, numUniquePreview: 0 },
      lastDataSetQueue: null,
    });
    expect(all.items[0]?.workLocationCity).toBeNull();
    const page2 = await list(employer, 'draft', { limit: '1', page: '2' });
    expect(page2).toMatchObject({ numTotal: 2, pageNumber: 2, numItemsPerPage: 1 });
    expect(page2.items.map((item) => item.id)).toEqual([first.id]);
    expect((await list(employer, 'active')).numTotal).toBe(0);
    expect((await list(employer, 'draft', { page: 3, limit: 1 })).items).toEqual([]);
  });

  it('refuses a bad tab or paging', async () => {
    expect((await call(a, 'POST', '/v1/client-offer/list/deleted', {})).statusCode).toBe(400);
    for (const body of [{ limit: 0 }, { limit: 101 }, { page: 0 }, { page: 'x' }]) {
      expect((await call(a, 'POST', '/v1/client-offer/list', body)).statusCode, JSON.stringify(body)).toBe(422);
    }
    const form = await t.app.inject({
      method: 'POST',
      url: '/v1/client-offer/list/draft',
      payload: 'limit=10&page=1',
      headers: { ...a.auth, 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.json()).toMatchObject({ numItemsPerPage: 10, pageNumber: 1 });
  });

  it('counts unique visitors of the public offer per day in numUniquePreview', async () => {
    const offer = await publishedOffer(b);
    const visit = (agent: string, auth: Record<string, string> = {}) =>
      t.app.inject({ method: 'GET', url: `/v1/public/offer/${offer.id}`, headers: { 'user-agent': agent, ...auth } });
    await visit('Browser A');
    await visit('Browser A');
    await visit('Browser B');
    await t.app.inject({ method: 'GET', url: `/v1/offer/${offer.id}`, headers: { ...candidate.auth, 'user-agent': 'Browser A' } });
    const row = (await list(b, 'active')).items.find((item) => item.id === offer.id);
    expect(row?.offerStatistics.numUniquePreview).toBe(3);
    expect((await call(b, 'GET', `/v1/client-offer/${offer.id}`)).json()).toMatchObject({ offerStatistics: { numUniquePreview: 3 } });
    // The employer's own preview is not a visit.
    await call(b, 'GET', `/v1/client-offer/${offer.id}/show`);
    expect((await list(b, 'active')).items.find((item) => item.id === offer.id)?.offerStatistics.numUniquePreview).toBe(3);
  });
});

describe('preview', () => {
  it('shows any own offer as a candidate would see it, titles in the caller language', async () => {
    const offer = await createOffer(a);
    const res = await call(a, 'GET', `/v1/client-offer/${offer.id}/show`, undefined, { 'x-locale': 'no' });
    expect(res.statusCode).toBe(200);
    const detail = res.json() as OfferDetail;
    expect(detail).toMatchObject({
      id: offer.id,
      status: { id: StatusId.Draft },
      profession: { id: 1, title: 'Tømrer' },
      client: { name: 'Fjordbygg', logo: 'fakeLogo.png' },
      workLocationState: { id: 1, country: 'Norge', regions: [{ id: 102, cities: [{ id: 10201 }, { id: 10202 }] }] },
      languages: [{ languageCode: 'en', isRequired: true }],
      allowApply: false,
    });
    expect(detail.certificates[0]).toMatchObject({ id: 1, isRequired: true, item: { id: 1 } });
  });
});

describe('ownership', () => {
  it("an offer cannot name another employer's brand", async () => {
    expect(await formErrorsOf(b, { clientBrand: a.brandId })).toEqual({ clientBrand: ['invalid_value'] });
  });

  it("employer B can neither read, change nor act on employer A's offers", async () => {
    const offer = await createOffer(a);
    const requests: [string, string, unknown?][] = [
      ['GET', `/v1/client-offer/${offer.id}`],
      ['GET', `/v1/client-offer/${offer.id}/show`],
      ['POST', `/v1/client-offer/${offer.id}/update`, offerBody(b.brandId)],
      ['POST', `/v1/client-offer/${offer.id}/duplicate`],
      ['PATCH', `/v1/client-offer/${offer.id}/approved`],
      ['PATCH', `/v1/client-offer/${offer.id}/publish`],
      ['POST', `/v1/client-offer/${offer.id}/withdraw`],
      ['POST', `/v1/client-offer/${offer.id}/archived`],
    ];
    for (const [method, url, payload] of requests) {
      const res = await call(b, method as 'GET', url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json()).toMatchObject({ code: 'not_found' });
    }
    expect((await list(b)).items.map((item) => item.id)).not.toContain(offer.id);
    const unchanged = (await call(a, 'GET', `/v1/client-offer/${offer.id}`)).json() as ClientOffer;
    expect(unchanged).toEqual({ ...offer, updatedAt: unchanged.updatedAt });
    expect((await call(a, 'GET', '/v1/client-offer/999999')).statusCode).toBe(404);
    expect((await call(a, 'GET', '/v1/client-offer/abc')).statusCode).toBe(400);
  });
});

describe('ids beyond the int4 range', () => {
  it('answer 404 on every offer and brand route instead of reaching the database', async () => {
    const tooLarge = 2_147_483_648;
    const requests: [string, string, unknown?][] = [
      ['GET', `/v1/client-offer/${tooLarge}`],
      ['GET', `/v1/client-offer/${tooLarge}/show`],
      ['POST', `/v1/client-offer/${tooLarge}/update`, offerBody(a.brandId)],
      ['POST', `/v1/client-offer/${tooLarge}/duplicate`],
      ['PATCH', `/v1/client-offer/${tooLarge}/approved`],
      ['PATCH', `/v1/client-offer/${tooLarge}/publish`],
      ['POST', `/v1/client-offer/${tooLarge}/withdraw`],
      ['POST', `/v1/client-offer/${tooLarge}/archived`],
      ['PATCH', `/v1/client-brand/${tooLarge}`, { name: 'Renamed' }],
      ['DELETE', `/v1/client-brand/${tooLarge}`],
      ['GET', `/v1/client-offer/99999999999999999999`],
    ];
    for (const [method, url, payload] of requests) {
      const res = await call(a, method as 'GET', url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json()).toMatchObject({ code: 'not_found' });
    }
  });

  it('refuse a body id beyond the range as a field error', async () => {
    const res = await call(a, 'POST', '/v1/client-offer/create', offerBody(2_147_483_648));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'validation_error' });
  });
});

describe('creating once', () => {
  const create = (employer: Employer, key?: string, overrides: Record<string, unknown> = {}) =>
    call(employer, 'POST', '/v1/client-offer/create', offerBody(employer.brandId, overrides), key ? { 'idempotency-key': key } : {});
  const idOf = (res: Awaited<ReturnType<typeof call>>) => {
    expect(res.statusCode, res.body).toBe(201);
    return (res.json() as { offer: ClientOffer }).offer.id;
  };
  const rowsWithKey = (employer: Employer, key: string) =>
    t.database.db.select({ id: offers.id }).from(offers).where(and(eq(offers.clientUserId, employer.userId), eq(offers.createKey, key)));

  it('two creates sent at once with the form’s key make one draft, both answered with it', async () => {
    const employer = await newEmployer('Dobbeltklikk');
    const [first, second] = await Promise.all([create(employer, 'double-click-key-1'), create(employer, 'double-click-key-1')]);
    expect(idOf(first)).toBe(idOf(second));
    expect(await rowsWithKey(employer, 'double-click-key-1')).toHaveLength(1);
    expect((await list(employer, 'draft')).numTotal).toBe(1);
  });

  it('a later repeat of the key answers the offer as it is now; another key, no key or another employer make new drafts', async () => {
    const employer = await newEmployer('Gjentakelse');
    const id = idOf(await create(employer, 'retry-key-0001'));
    expect((await call(employer, 'POST', `/v1/client-offer/${id}/update`, offerBody(employer.brandId, { numberOfVacancies: 7 }))).statusCode).toBe(200);
    const repeat = await create(employer, 'retry-key-0001');
    expect(idOf(repeat)).toBe(id);
    expect((repeat.json() as { offer: ClientOffer }).offer.numberOfVacancies).toBe(7);
    expect(idOf(await create(employer, 'retry-key-0002'))).not.toBe(id);
    // Without a key identical forms are separate offers (the API's other callers, copies made on purpose).
    expect(idOf(await create(employer))).not.toBe(idOf(await create(employer)));
    expect((await list(employer, 'draft')).numTotal).toBe(4);
    const other = await newEmployer('Annen gjentakelse');
    expect(idOf(await create(other, 'retry-key-0001'))).not.toBe(id);
  });

  it('a refused create keeps nothing under the key: the corrected form is created with it', async () => {
    const employer = await newEmployer('Rettet');
    expect((await create(employer, 'fixed-form-key', { numberOfVacancies: 0 })).statusCode).toBe(422);
    const id = idOf(await create(employer, 'fixed-form-key'));
    expect(idOf(await create(employer, 'fixed-form-key'))).toBe(id);
    expect((await list(employer, 'draft')).numTotal).toBe(1);
  });

  it('a copy does not take the original’s key', async () => {
    const employer = await newEmployer('Kopinøkkel');
    const id = idOf(await create(employer, 'copied-key-0001'));
    const copy = await call(employer, 'POST', `/v1/client-offer/${id}/duplicate`);
    expect(copy.statusCode).toBe(201);
    const [row] = await t.database.db.select({ createKey: offers.createKey }).from(offers).where(eq(offers.id, (copy.json() as { offer: ClientOffer }).offer.id));
    expect(row?.createKey).toBeNull();
  });
});

describe('deleting drafts', () => {
  const remove = (employer: TestAccount | null, id: number, headers: Record<string, string> = {}) => call(employer, 'DELETE', `/v1/client-offer/${id}`, undefined, headers);
  const setStatus = (id: number, status: number) => t.database.db.update(offers).set({ status }).where(eq(offers.id, id));

  it('deletes a draft and an offer in verification with their visits and cart line', async () => {
    const employer = await newEmployer('Sletting');
    const draft = await createOffer(employer);
    const inVerification = await createOffer(employer);
    await setStatus(inVerification.id, StatusId.Verification);
    await t.database.db.insert(offerViews).values({ offerId: draft.id, visitorHash: 'v'.repeat(64), day: day(0) });
    await addToCart(t.app, employer.auth, PUBLISH_OFFER.uuid, [draft.uuid]);

    const res = await remove(employer, draft.id);
    expect(res.statusCode, res.body).toBe(204);
    expect(res.body).toBe('');
    expect((await remove(employer, inVerification.id)).statusCode).toBe(204);
    expect((await call(employer, 'GET', `/v1/client-offer/${draft.id}`)).statusCode).toBe(404);
    expect((await list(employer)).numTotal).toBe(0);
    expect(await t.database.db.select().from(offerViews).where(eq(offerViews.offerId, draft.id))).toEqual([]);
    const cart = (await call(employer, 'GET', '/v1/shop/cart')).json() as { data: { cartItems: { data: { items: unknown[] }[] } } };
    expect(cart.data.cartItems.data.flatMap((group) => group.items)).toEqual([]);
    // Gone: a second delete finds nothing.
    expect((await remove(employer, draft.id)).statusCode).toBe(404);
  });

  it('refuses every other status with 409 offer_cannot_be_deleted, in the caller’s language', async () => {
    const employer = await newEmployer('Ikke slett');
    for (const status of [StatusId.Active, StatusId.Paid, StatusId.Archived, StatusId.Withdrawn]) {
      const offer = await createOffer(employer);
      await t.database.db
        .update(offers)
        .set({ status, ...(status === StatusId.Active ? { publicationAt: now(), endPublicationAt: new Date(now().getTime() + DAY_MS) } : {}) })
        .where(eq(offers.id, offer.id));
      const res = await remove(employer, offer.id, { 'x-locale': 'pl' });
      expect(res.statusCode, `status ${status}`).toBe(409);
      expect(res.json()).toMatchObject({ code: 'offer_cannot_be_deleted', message: 'Usunąć można tylko szkic, którego nie objęło żadne zamówienie.' });
      expect((await call(employer, 'GET', `/v1/client-offer/${offer.id}`)).statusCode).toBe(200);
    }
  });

  it('keeps a draft an order bought: the order and its invoice name it', async () => {
    const employer = await newEmployer('Bestilt');
    const offer = await createOffer(employer);
    const [product] = await t.database.db.select().from(shopProducts).where(eq(shopProducts.uuid, PUBLISH_OFFER.uuid));
    const [order] = await t.database.db
      .insert(shopOrders)
      .values({
        number: `ZAM/T/${offer.id}`,
        clientUserId: employer.userId,
        vatTreatment: 'domestic',
        taxRate: 23,
        totalNet: 100,
        totalVat: 23,
        totalGross: 123,
        buyer: { name: 'Bestilt AS', taxId: '923456783', street: null, propertyNumber: null, apartmentNumber: null, zipCode: null, city: null, country: 'NO', email: 'b@example.com' },
      })
      .returning();
    await t.database.db.insert(shopOrderItems).values({ orderId: order!.id, productId: product!.id, productType: 'publish_offer', productName: { en: 'Offer publication' }, unitNet: 100, offerId: offer.id });
    const res = await remove(employer, offer.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'offer_cannot_be_deleted' });
    expect((await call(employer, 'GET', `/v1/client-offer/${offer.id}`)).statusCode).toBe(200);
  });

  it("answers 404 for another employer's draft and an unknown id, 401 without a token, 403 to a candidate", async () => {
    const offer = await createOffer(a);
    expect((await remove(b, offer.id)).statusCode).toBe(404);
    expect((await remove(a, 2_000_000_000)).statusCode).toBe(404);
    expect((await remove(null, offer.id)).statusCode).toBe(401);
    expect((await remove(candidate, offer.id)).statusCode).toBe(403);
    expect((await call(a, 'GET', `/v1/client-offer/${offer.id}`)).statusCode).toBe(200);
  });
});

describe('the offer form’s limits', () => {
  it('refuses 0 vacancies on the field, and the database refuses it too', async () => {
    expect(await formErrorsOf(a, { numberOfVacancies: 0 })).toEqual({ numberOfVacancies: ['at_least_one_vacancy'] });
    expect(await formErrorsOf(a, { numberOfVacancies: -2 })).toEqual({ numberOfVacancies: ['dont_enter_negative_numbers'] });
    expect((await createOffer(a, { numberOfVacancies: 1 })).numberOfVacancies).toBe(1);
    const offer = await createOffer(a);
    await expect(t.database.db.update(offers).set({ numberOfVacancies: 0 }).where(eq(offers.id, offer.id))).rejects.toThrow();
  });

  it('takes a job ad of 5,000 characters of text, markup not counted, and refuses one more', async () => {
    const long = `<p><strong>${'a'.repeat(2500)}</strong></p><ul><li>${'b'.repeat(2500)}</li></ul>`;
    const offer = await createOffer(a, { description: long });
    expect(offer.description).toBe(long);
    expect(await formErrorsOf(a, { description: `<p>${'c'.repeat(5001)}</p>` })).toEqual({ description: ['too_many_characters'] });
  });

  it('an item another brings along takes its required flag: nice to have with a nice-to-have master diploma, required with a required one', async () => {
    const niceToHave = { certificates: [{ id: 2, isRequired: false }, { id: 1, isRequired: false }], skillsTechnicals: [{ id: 1, isRequired: false }] };
    expect((await createOffer(a, niceToHave)).certificates).toEqual([
      { id: 2, isRequired: false },
      { id: 1, isRequired: false },
    ]);
    expect(await formErrorsOf(a, { certificates: [{ id: 2, isRequired: true }, { id: 1, isRequired: false }], skillsTechnicals: [{ id: 1, isRequired: true }] })).toEqual({
      certificates: ['journeyman_diploma_required'],
    });
    // Brought along but missing is refused whatever the flag.
    expect(await formErrorsOf(a, { certificates: [{ id: 2, isRequired: false }], skillsTechnicals: [{ id: 1, isRequired: false }] })).toEqual({ certificates: ['journeyman_diploma_required'] });
  });
});

describe('a paid offer publishes itself', () => {
  it('in the payment’s transaction: Paid offers of the buyer become active from now for the publication days, once', async () => {
    const employer = await newEmployer('Betalt publisering');
    const paid = await createOffer(employer);
    const archived = await createOffer(employer);
    const othersPaid = await createOffer(b);
    await t.database.db.update(offers).set({ status: StatusId.Paid }).where(eq(offers.id, paid.id));
    await t.database.db.update(offers).set({ status: StatusId.Archived }).where(eq(offers.id, archived.id));
    await t.database.db.update(offers).set({ status: StatusId.Paid }).where(eq(offers.id, othersPaid.id));
    const at = new Date('2030-01-15T10:00:00Z');

    const published = await t.database.db.transaction((tx) => publishPaidOffers(tx, employer.userId, [paid.id, archived.id, othersPaid.id], at, { publicationDays: 30, moderation: false }));
    expect(published).toEqual([paid.id]);
    const [row] = await t.database.db.select().from(offers).where(eq(offers.id, paid.id));
    expect(row).toMatchObject({ status: StatusId.Active, publicationAt: at, endPublicationAt: new Date('2030-02-14T10:00:00Z') });
    // A repeat changes nothing: the window stays the first one.
    expect(await t.database.db.transaction((tx) => publishPaidOffers(tx, employer.userId, [paid.id], new Date('2030-01-16T10:00:00Z'), { publicationDays: 30, moderation: false }))).toEqual([]);
    const [again] = await t.database.db.select({ publicationAt: offers.publicationAt }).from(offers).where(eq(offers.id, paid.id));
    expect(again?.publicationAt).toEqual(at);
    const [others] = await t.database.db.select({ status: offers.status }).from(offers).where(eq(offers.id, othersPaid.id));
    expect(others?.status).toBe(StatusId.Paid);
  });
});
