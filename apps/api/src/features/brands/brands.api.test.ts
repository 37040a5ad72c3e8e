import { marketToday } from '@trades/contracts';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestAccount, newCandidate, newClient } from '../../test/accounts.ts';
import { pdfFile, pngFile, upload } from '../../test/candidate-profile.ts';
import { type TestApp, createTestApp } from '../../test/test-app.ts';
import { insertFile } from '../files/testing.ts';
import { files } from '../files/files.tables.ts';
import { insertOffer } from '../offers/testing.ts';
import { clientProfiles } from '../accounts/accounts.tables.ts';
import { clientBrands, offers } from '../offers/offers.tables.ts';

let t: TestApp;

interface Brand {
  id: number;
  name: string;
  isMain: boolean;
  logoUrl: string | null;
  logo: { name: string; thumbnailUrl: string | null } | null;
}

async function call(account: TestAccount | null, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown, headers: Record<string, string> = {}) {
  return t.app.inject({ method, url, payload: payload as object | undefined, headers: { ...(account?.auth ?? {}), ...headers } });
}

async function addBrand(account: TestAccount, body: Record<string, unknown>): Promise<Brand> {
  const res = await call(account, 'POST', '/v1/client-brand/', body);
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { data: { data: Brand } }).data.data;
}

async function brands(account: TestAccount): Promise<Brand[]> {
  const res = await call(account, 'GET', '/v1/client-brand/');
  expect(res.statusCode).toBe(200);
  return (res.json() as { items: Brand[] }).items;
}

function userIdOf(account: TestAccount): number {
  const claims = t.app.accessTokens.verify(account.tokens.token);
  if (!claims) throw new Error('token not valid');
  return claims.userId;
}

async function uploaded(account: TestAccount, data: Buffer, name: string): Promise<string> {
  const res = await upload(t.app, account.auth, data, name);
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { filename: string }).filename;
}

/** A small valid offer: a carpenter in Stavanger from ten days on. */
function firstOfferBody(brandId: number): Record<string, unknown> {
  return {
    clientBrand: brandId,
    industry: 1,
    profession: 1,
    professionClass: 2,
    numberOfVacancies: 1,
    minExperience: 1,
    description: '<p>Tømrer søkes.</p>',
    workStartAt: marketToday(new Date(Date.now() + 10 * 86_400_000)),
    workLocationState: 1,
    allState: false,
    workLocationRegions: [{ region: 102, cities: [10201] }],
    salaryGrossValueMin: { amount: 270, currency: 'NOK' },
    salaryGrossValueMax: { amount: 320, currency: 'NOK' },
    isSalaryGross: true,
    showSalaryGross: true,
  };
}

async function mainOf(account: TestAccount): Promise<Brand> {
  const main = (await brands(account)).filter((brand) => brand.isMain);
  expect(main).toHaveLength(1);
  return main[0] as Brand;
}

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

describe('brand list and changes', () => {
  it('a new employer has a main brand named after the company; the list puts it first, then sorts by name', async () => {
    const employer = await newClient(t.app, t.database.db, { name: '  Zeta Bygg AS ' });
    expect((await brands(employer)).map((brand) => [brand.name, brand.isMain])).toEqual([['Zeta Bygg AS', true]]);
    for (const name of ['beta', 'Alfa']) await addBrand(employer, { name });
    const items = await brands(employer);
    expect(items.map((brand) => [brand.name, brand.isMain])).toEqual([
      ['Zeta Bygg AS', true],
      ['Alfa', false],
      ['beta', false],
    ]);
    expect(items[0]).toMatchObject({ logoUrl: null, logo: null });
    const post = await call(employer, 'POST', '/v1/client-brand/list');
    expect(post.json()).toEqual({ items });
  });

  it("the sign-up's brand lets the first offer be saved at once", async () => {
    const employer = await newClient(t.app, t.database.db, { name: 'Første Bygg AS' });
    const primary = await call(employer, 'GET', '/v1/client-offer/primary');
    expect(primary.statusCode).toBe(200);
    const offered = (primary.json() as { clientBrand: { id: number; name: string; isMain: boolean }[] }).clientBrand;
    expect(offered).toEqual([{ id: expect.any(Number), name: 'Første Bygg AS', isMain: true }]);
    const created = await call(employer, 'POST', '/v1/client-offer/create', firstOfferBody((offered[0] as { id: number }).id));
    expect(created.statusCode, created.body).toBe(201);
  });

  it('answers data.data with a translated message; rename by PATCH; a name is required', async () => {
    const employer = await newClient(t.app, t.database.db);
    const created = await call(employer, 'POST', '/v1/client-brand/', { name: '  Fjordbygg Industri ' }, { 'x-locale': 'no' });
    expect(created.statusCode).toBe(201);
    const body = created.json() as { message: string; data: { data: Brand } };
    expect(body.message).toBe('Merkevaren er lagt til.');
    // The company's brand from the sign-up stays the main one.
    expect(body.data.data).toMatchObject({ name: 'Fjordbygg Industri', isMain: false });
    const renamed = await call(employer, 'PATCH', `/v1/client-brand/${body.data.data.id}`, { name: 'Fjordbygg Offshore' }, { 'x-locale': 'ua' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ message: 'Бренд збережено.', data: { data: { id: body.data.data.id, name: 'Fjordbygg Offshore', isMain: false } } });
    for (const payload of [{}, { name: '   ' }]) {
      const res = await call(employer, 'POST', '/v1/client-brand/', payload);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ formErrors: { name: ['field_required'] } });
    }
    const tooLong = await call(employer, 'PATCH', `/v1/client-brand/${body.data.data.id}`, { name: 'x'.repeat(201) });
    expect(tooLong.json()).toMatchObject({ formErrors: { name: ['too_long'] } });
    const form = await t.app.inject({
      method: 'POST',
      url: '/v1/client-brand/',
      payload: 'name=Fjordbygg+Bolig',
      headers: { ...employer.auth, 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.json()).toMatchObject({ data: { data: { name: 'Fjordbygg Bolig', isMain: false } } });
  });

  it('drops control characters and bidi overrides from the name, in JSON and form posts', async () => {
    const employer = await newClient(t.app, t.database.db);
    const spoofed = await addBrand(employer, { name: 'Fjord\u202Egnp.exe\u202C Bygg\u0007\u2066' });
    expect(spoofed.name).toBe('Fjordgnp.exe Bygg');
    const form = await t.app.inject({
      method: 'POST',
      url: '/v1/client-brand/',
      payload: `name=${encodeURIComponent('Nord\u2067Sj\u00F8\u009B')}`,
      headers: { ...employer.auth, 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.statusCode, form.body).toBe(201);
    expect((form.json() as { data: { data: Brand } }).data.data.name).toBe('NordSj\u00F8');
    // A name of control characters alone is no name.
    expect((await call(employer, 'POST', '/v1/client-brand/', { name: '\u202E\u202C' })).statusCode).toBe(422);
  });

  it('the main brand cannot be deleted; deleting another moves its offers to the main brand', async () => {
    const employer = await newClient(t.app, t.database.db, { name: 'Main Brand' });
    const main = (await brands(employer))[0] as Brand;
    expect(main).toMatchObject({ name: 'Main Brand', isMain: true });
    const second = await addBrand(employer, { name: 'Second' });
    const offer = await insertOffer(t.database.db, userIdOf(employer), { clientBrandId: second.id });
    const refused = await call(employer, 'DELETE', `/v1/client-brand/${main.id}`, undefined, { 'x-locale': 'pl' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ code: 'main_brand_cannot_be_deleted', message: 'Nie można usunąć marki głównej.', formErrors: {} });
    const deleted = await call(employer, 'DELETE', `/v1/client-brand/${second.id}`, undefined, { 'x-locale': 'en' });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ code: 'brand_deleted', message: 'The brand has been deleted.' });
    const [moved] = await t.database.db.select({ brand: offers.clientBrandId }).from(offers).where(eq(offers.id, offer.id));
    expect(moved?.brand).toBe(main.id);
    expect((await call(employer, 'DELETE', `/v1/client-brand/${second.id}`)).statusCode).toBe(404);
    expect((await brands(employer)).map((brand) => brand.name)).toEqual(['Main Brand']);
  });

  it("another employer's brand is not found", async () => {
    const owner = await newClient(t.app, t.database.db, { name: 'Eier' });
    const other = await newClient(t.app, t.database.db, { name: 'Annen AS' });
    const brand = (await brands(owner))[0] as Brand;
    const second = await addBrand(owner, { name: 'Eier 2' });
    expect((await call(other, 'PATCH', `/v1/client-brand/${brand.id}`, { name: 'Taken over' })).statusCode).toBe(404);
    expect((await call(other, 'PATCH', `/v1/client-brand/${second.id}`, { isMain: true })).statusCode).toBe(404);
    expect((await call(other, 'DELETE', `/v1/client-brand/${second.id}`)).statusCode).toBe(404);
    expect((await brands(other)).map((b) => [b.name, b.isMain])).toEqual([['Annen AS', true]]);
    expect((await brands(owner)).map((b) => [b.name, b.isMain])).toEqual([
      ['Eier', true],
      ['Eier 2', false],
    ]);
  });

  it('is for employers only', async () => {
    const candidate = await newCandidate(t.app, t.database.db);
    for (const [method, url] of [
      ['GET', '/v1/client-brand/'],
      ['POST', '/v1/client-brand/list'],
      ['POST', '/v1/client-brand/'],
      ['PATCH', '/v1/client-brand/1'],
      ['DELETE', '/v1/client-brand/1'],
    ] as const) {
      expect((await call(null, method, url, { name: 'x' })).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(candidate, method, url, { name: 'x' })).statusCode, `${method} ${url}`).toBe(403);
    }
  });
});

describe('the main brand', () => {
  it('PATCH with isMain: true makes another brand the main one, leaving its name and logo; the old main can then be deleted', async () => {
    const employer = await newClient(t.app, t.database.db, { name: 'Gamle Hoved AS' });
    const old = await mainOf(employer);
    const filename = await uploaded(employer, await pngFile(300, 60), 'logo.png');
    const next = await addBrand(employer, { name: 'Ny Hoved', logoFile: { filename, is_temporary: true } });

    const switched = await call(employer, 'PATCH', `/v1/client-brand/${next.id}`, { isMain: true }, { 'x-locale': 'pl' });
    expect(switched.statusCode, switched.body).toBe(200);
    expect(switched.json()).toMatchObject({ message: 'Marka została zapisana.', data: { data: { id: next.id, name: 'Ny Hoved', isMain: true, logo: { name: filename } } } });
    expect((await brands(employer)).map((brand) => [brand.name, brand.isMain])).toEqual([
      ['Ny Hoved', true],
      ['Gamle Hoved AS', false],
    ]);
    // Saying it again, or isMain: false, changes nothing: an employer always keeps one main brand.
    expect((await call(employer, 'PATCH', `/v1/client-brand/${next.id}`, { isMain: true })).statusCode).toBe(200);
    const unset = await call(employer, 'PATCH', `/v1/client-brand/${next.id}`, { isMain: false });
    expect(unset.statusCode).toBe(200);
    expect((await mainOf(employer)).id).toBe(next.id);
    // A form post's '1', and a rename in the same call.
    const form = await t.app.inject({
      method: 'PATCH',
      url: `/v1/client-brand/${old.id}`,
      payload: 'isMain=1&name=Gamle+Hoved+ASA',
      headers: { ...employer.auth, 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.json()).toMatchObject({ data: { data: { id: old.id, name: 'Gamle Hoved ASA', isMain: true } } });
    expect((await call(employer, 'DELETE', `/v1/client-brand/${old.id}`)).statusCode).toBe(409);
    expect((await call(employer, 'DELETE', `/v1/client-brand/${next.id}`)).statusCode).toBe(200);
    expect((await brands(employer)).map((brand) => [brand.name, brand.isMain])).toEqual([['Gamle Hoved ASA', true]]);
  });

  it('a body with neither a name nor isMain is refused on the name', async () => {
    const employer = await newClient(t.app, t.database.db);
    const main = await mainOf(employer);
    for (const payload of [{}, { logoUrl: '' }, { isMain: true, name: '  ' }]) {
      const res = await call(employer, 'PATCH', `/v1/client-brand/${main.id}`, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.json()).toMatchObject({ formErrors: { name: ['field_required'] } });
    }
    expect((await call(employer, 'PATCH', `/v1/client-brand/${main.id}`, { isMain: 'maybe' })).json()).toMatchObject({ formErrors: { isMain: [expect.any(String)] } });
    expect(await mainOf(employer)).toEqual(main);
  });

  it('two switches sent at once leave exactly one main brand, one of the two', async () => {
    const employer = await newClient(t.app, t.database.db);
    const first = await addBrand(employer, { name: 'Først' });
    const second = await addBrand(employer, { name: 'Andre' });
    const answers = await Promise.all([first, second, first, second].map((brand) => call(employer, 'PATCH', `/v1/client-brand/${brand.id}`, { isMain: true })));
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 200]);
    const rows = await t.database.db.select().from(clientBrands).where(eq(clientBrands.clientUserId, userIdOf(employer)));
    const main = rows.filter((row) => row.isMain);
    expect(main).toHaveLength(1);
    expect([first.id, second.id]).toContain(main[0]?.id);
  });
});

describe('employers from before sign-up made a brand', () => {
  it('migration 0027 gives one without a brand a main brand named after the company, and makes the oldest brand main where none is', async () => {
    const [bare, unmarked] = [await newClient(t.app, t.database.db), await newClient(t.app, t.database.db)];
    const db = t.database.db;
    await db.delete(clientBrands).where(eq(clientBrands.clientUserId, userIdOf(bare)));
    await addBrand(unmarked, { name: 'Fjord Rør' });
    await addBrand(unmarked, { name: 'Vest Rør' });
    await db.update(clientBrands).set({ isMain: false }).where(eq(clientBrands.clientUserId, userIdOf(unmarked)));
    const before = (await brands(unmarked)).map((brand) => brand.id);

    const migration = readFileSync(fileURLToPath(new URL('../../../drizzle/0027_employers_main_brand.sql', import.meta.url)), 'utf8');
    for (const statement of migration.split('--> statement-breakpoint')) await db.execute(sql.raw(statement));

    const made = await brands(bare);
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ isMain: true });
    const [profile] = await db.select({ name: clientProfiles.name }).from(clientProfiles).where(eq(clientProfiles.userId, userIdOf(bare)));
    expect(made[0]?.name).toBe(profile?.name);
    const marked = await brands(unmarked);
    expect(marked.map((brand) => brand.id).sort()).toEqual(before.sort());
    // The oldest of the employer's brands (the sign-up's) is made the main one, and no brand was added.
    expect(marked.filter((brand) => brand.isMain)).toHaveLength(1);
    expect(marked.find((brand) => brand.isMain)?.id).toBe(Math.min(...before));
  });
});

describe('brand logos', () => {
  it('keeps a wide logo whole in its thumbnail, on white where the PNG is transparent', async () => {
    const employer = await newClient(t.app, t.database.db);
    // A dark wordmark, 600 by 100, on a transparent background.
    const wordmark = await sharp({ create: { width: 600, height: 100, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
      .composite([{ input: { create: { width: 560, height: 60, channels: 4, background: { r: 10, g: 10, b: 10, alpha: 1 } } }, left: 20, top: 20 }])
      .png()
      .toBuffer();
    const filename = await uploaded(employer, wordmark, 'wislana.png');
    const brand = await addBrand(employer, { name: 'WISLANA', logoFile: { filename, is_temporary: true } });
    const thumbnail = await t.app.inject({ method: 'GET', url: brand.logo?.thumbnailUrl as string });
    expect(thumbnail.statusCode).toBe(200);
    const { data, info } = await sharp(thumbnail.rawPayload).raw().toBuffer({ resolveWithObject: true });
    // The whole width, scaled: nothing cut off either side.
    expect([info.width, info.height]).toEqual([320, 53]);
    const pixel = (x: number, y: number) => [...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3)];
    // The transparent corner is white, the wordmark stays dark.
    for (const value of pixel(1, 1)) expect(value).toBeGreaterThan(240);
    for (const value of pixel(160, 26)) expect(value).toBeLessThan(40);
  });


  it('takes an uploaded png, shows it through signed links and replaces or removes it', async () => {
    const employer = await newClient(t.app, t.database.db);
    const filename = await uploaded(employer, await pngFile(400, 200), 'logo.png');
    const brand = await addBrand(employer, { name: 'Logo AS', logoFile: { filename, is_temporary: true } });
    expect(brand.logo?.name).toBe(filename);
    expect(brand.logoUrl).toMatch(new RegExp(`^/v1/files/${filename}\\?expires=\\d+&signature=`));
    expect(brand.logo?.thumbnailUrl).toMatch(new RegExp(`^/v1/files/${filename}/thumbnail\\?`));
    // The signed links work without the token (an <img> does not send it).
    const image = await t.app.inject({ method: 'GET', url: brand.logoUrl as string });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect((await t.app.inject({ method: 'GET', url: brand.logo?.thumbnailUrl as string })).headers['content-type']).toBe('image/jpeg');
    const [attached] = await t.database.db.select().from(files).where(eq(files.filename, filename));
    expect(attached).toMatchObject({ isTemporary: false, discardedAt: null });

    // Saving with the current logo (or only its URL) keeps it.
    const kept = await call(employer, 'PATCH', `/v1/client-brand/${brand.id}`, { name: 'Logo AS', logoUrl: brand.logoUrl, logoFile: { filename, is_temporary: false } });
    expect((kept.json() as { data: { data: Brand } }).data.data.logo?.name).toBe(filename);
    const renamed = await call(employer, 'PATCH', `/v1/client-brand/${brand.id}`, { name: 'Logo ASA', logoUrl: brand.logoUrl });
    expect((renamed.json() as { data: { data: Brand } }).data.data.logo?.name).toBe(filename);

    const next = await uploaded(employer, await pngFile(), 'new-logo.png');
    const replaced = await call(employer, 'PATCH', `/v1/client-brand/${brand.id}`, { name: 'Logo ASA', logoFile: { filename: next, is_temporary: true } });
    expect((replaced.json() as { data: { data: Brand } }).data.data.logo?.name).toBe(next);
    const [old] = await t.database.db.select().from(files).where(eq(files.filename, filename));
    expect(old?.discardedAt).not.toBeNull();

    const removed = await call(employer, 'PATCH', `/v1/client-brand/${brand.id}`, { name: 'Logo ASA', logoUrl: '' });
    expect((removed.json() as { data: { data: Brand } }).data.data).toMatchObject({ logoUrl: null, logo: null });
  });

  it("a published offer shows its brand's logo to anyone through a signed link", async () => {
    const employer = await newClient(t.app, t.database.db);
    const filename = await uploaded(employer, await pngFile(300, 120), 'public-logo.png');
    const brand = await addBrand(employer, { name: 'Public Logo AS', logoFile: { filename, is_temporary: true } });
    const offer = await insertOffer(t.database.db, userIdOf(employer), { clientBrandId: brand.id, slug: 'public-logo-offer' });

    const detail = await t.app.inject({ method: 'GET', url: `/v1/public/offer/${offer.id}` });
    expect(detail.statusCode, detail.body).toBe(200);
    const logo = (detail.json() as { client: { logo: string } }).client.logo;
    expect(logo).toMatch(new RegExp(`^/v1/files/${filename}\\?expires=\\d+&signature=`));
    // A visitor's browser loads it without any token.
    const image = await t.app.inject({ method: 'GET', url: logo });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    // The bare stored name is not a way in.
    expect((await t.app.inject({ method: 'GET', url: `/v1/files/${filename}` })).statusCode).toBe(404);

    const list = await t.app.inject({ method: 'GET', url: '/v1/public/offer/list?showAll=true' });
    const item = (list.json() as { items: { id: number; client: { logo: string } }[] }).items.find((i) => i.id === offer.id);
    expect(item?.client.logo).toMatch(/^\/v1\/files\/.+signature=/);
  });

  it('refuses a logo that is not a jpeg or png, too large, or not the caller’s fresh upload', async () => {
    const employer = await newClient(t.app, t.database.db);
    const other = await newClient(t.app, t.database.db);
    const errorOf = async (body: Record<string, unknown>) => {
      const res = await call(employer, 'POST', '/v1/client-brand/', { name: 'Logo', ...body });
      expect(res.statusCode, res.body).toBe(422);
      return (res.json() as { formErrors: Record<string, string[]> }).formErrors;
    };
    const pdf = await uploaded(employer, pdfFile(), 'logo.pdf');
    expect(await errorOf({ logoFile: { filename: pdf, is_temporary: true } })).toEqual({ 'logoFile.filename': ['file_type_not_allowed'] });
    const foreign = await uploaded(other, await pngFile(), 'theirs.png');
    expect(await errorOf({ logoFile: { filename: foreign, is_temporary: true } })).toEqual({ 'logoFile.filename': ['file_not_found'] });
    expect(await errorOf({ logoFile: { filename: 'missing.png' } })).toEqual({ 'logoFile.filename': ['file_not_found'] });
    // Uploads stop at 3 MB already; a stored file over it (an older limit) is still refused here.
    const big = await insertFile(t.database.db, {
      ownerUserId: userIdOf(employer),
      filename: 'big-logo.png',
      originalName: 'big.png',
      kind: 'png',
      mimeType: 'image/png',
      sizeBytes: 3 * 1024 * 1024 + 1,
    });
    expect(await errorOf({ logoFile: { filename: big.filename } })).toEqual({ 'logoFile.filename': ['file_too_large'] });
    // A logo already attached to one brand cannot be taken by another.
    const logo = await uploaded(employer, await pngFile(), 'logo.png');
    await addBrand(employer, { name: 'First', logoFile: { filename: logo } });
    expect(await errorOf({ logoFile: { filename: logo } })).toEqual({ 'logoFile.filename': ['file_not_found'] });
    expect((await brands(employer)).map((brand) => brand.name)).toEqual(['Fjordbygg AS', 'First']);
  });
});
