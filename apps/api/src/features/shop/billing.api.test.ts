import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeVies, startFakeVies } from '../../test/fake-vies.ts';
import { type TestApp, createTestApp } from '../../test/test-app.ts';
import { clientProfiles } from '../accounts/accounts.tables.ts';
import { employer } from '../applications/testing.ts';
import { BUDPOL, FJORDBYGG, HOLZBAU, PUBLISH_OFFER, addToCart, billedEmployer, draftOffer, saveCompany } from './testing.ts';

/* Lawful VAT (issue 22): the buyer's country, postal code and tax id, VIES, the reverse charge only for proven businesses, and checkout's complete buyer. */

const register = (app: TestApp['app'], body: Record<string, unknown>) => app.inject({ method: 'POST', url: '/v1/public/client/register', payload: body });

describe('the buyer of an invoice', () => {
  let t: TestApp;
  const db = () => t.database.db;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const summaryOf = async (auth: Record<string, string>) => (await t.app.inject({ method: 'GET', url: '/v1/shop/cart/summary', headers: auth })).json().items[0];
  const withOffer = async (account: { userId: number; auth: Record<string, string> }) => {
    const offer = await draftOffer(db(), account.userId);
    await addToCart(t.app, account.auth, PUBLISH_OFFER.uuid, [offer.uuid]);
  };

  it('refuses a country that is no country ("PO", "Polska"), a Polish postal code not NN-NNN and a tax id not of the country', async () => {
    const boss = await employer(t.app, db(), { name: BUDPOL.name, licTradNum: BUDPOL.licTradNum });
    const po = (await saveCompany(t.app, boss.auth, { ...BUDPOL, country: 'PO' }, 422)).json();
    expect(po).toMatchObject({ code: 'invalid_country', formErrors: { country: ['invalid_country'] } });
    expect((await saveCompany(t.app, boss.auth, { ...BUDPOL, country: 'Polska' }, 422)).json().formErrors.country).toEqual(['invalid_country']);
    expect((await saveCompany(t.app, boss.auth, { ...BUDPOL, zipCode: '00238' }, 422)).json()).toMatchObject({ code: 'invalid_zip_code', formErrors: { zipCode: ['invalid_zip_code'] } });
    expect((await saveCompany(t.app, boss.auth, { ...BUDPOL, licTradNum: '5260250275' }, 422)).json()).toMatchObject({ code: 'invalid_tax_id', formErrors: { licTradNum: ['invalid_tax_id'] } });
    expect((await saveCompany(t.app, boss.auth, { ...FJORDBYGG, licTradNum: 'X' }, 422)).json().code).toBe('invalid_tax_id');
    expect((await saveCompany(t.app, boss.auth, { ...FJORDBYGG, licTradNum: '5260250274' }, 422)).json().code).toBe('invalid_tax_id');
    const several = (await saveCompany(t.app, boss.auth, { ...BUDPOL, zipCode: '1', licTradNum: '1' }, 422)).json();
    expect(several.code).toBe('validation_error');
    expect(Object.keys(several.formErrors).sort()).toEqual(['licTradNum', 'zipCode']);
    const [stored] = await db().select().from(clientProfiles).where(eq(clientProfiles.userId, boss.userId));
    expect(stored?.country).toBeNull();
    expect((await saveCompany(t.app, boss.auth, { ...BUDPOL, country: 'pl', licTradNum: '526-025-02-74' })).json()).toMatchObject({ country: 'PL' });
  });

  it('checks the tax id at sign-up: a NIP by its check digit, an organisation number by mod 11', async () => {
    const base = { firstName: 'Ola', lastName: 'Nordmann', password: 'FjordBygg2026', name: 'Fjordbygg AS', clientProfileConsents: [] as number[] };
    const consents = (await t.app.inject({ method: 'GET', url: '/v1/public/dictionary/consents?accountType=MemberClient' })).json() as { id: number }[];
    base.clientProfileConsents = consents.map((c) => c.id);
    const bad = await register(t.app, { ...base, email: 'bad.nip@example.com', licTradNum: '1234567890', phone: { country: 'PL', number: '501234567' } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({ code: 'invalid_tax_id', formErrors: { licTradNum: ['invalid_tax_id'] } });
    const oneCharacter = await register(t.app, { ...base, email: 'x@example.com', licTradNum: 'X', phone: { country: 'NO', number: '41234567' } });
    expect(oneCharacter.json().code).toBe('invalid_tax_id');
    expect((await register(t.app, { ...base, email: 'good.orgnr@example.com', licTradNum: '923 456 783 MVA', phone: { country: 'NO', number: '41234568' } })).statusCode).toBe(201);
    expect((await register(t.app, { ...base, email: 'good.nip@example.com', licTradNum: '5260250274', phone: { country: 'PL', number: '501234568' } })).statusCode).toBe(201);
  });

  it('reverse-charges only a proven business outside Poland; a Polish company, or a foreign one without a proven number, pays 23%', async () => {
    const polish = await billedEmployer(t.app, db(), BUDPOL);
    const norwegian = await billedEmployer(t.app, db(), FJORDBYGG);
    const german = await billedEmployer(t.app, db(), HOLZBAU);
    for (const account of [polish, norwegian, german]) await withOffer(account);
    expect(await summaryOf(polish.auth)).toMatchObject({ taxRate: 23, vatTreatment: 'standard' });
    expect(await summaryOf(norwegian.auth)).toMatchObject({ taxRate: 0, vatTreatment: 'reverse_charge' });
    expect(await summaryOf(german.auth)).toMatchObject({ taxRate: 0, vatTreatment: 'reverse_charge' });
    // Data stored before these rules ("PO", one character) no longer takes the 23% off.
    await db().update(clientProfiles).set({ country: 'SE', licTradNum: 'X' }).where(eq(clientProfiles.userId, german.userId));
    expect(await summaryOf(german.auth)).toMatchObject({ taxRate: 23, vatTreatment: 'standard' });
    await db().update(clientProfiles).set({ country: 'PO', licTradNum: '5260250274' }).where(eq(clientProfiles.userId, polish.userId));
    expect(await summaryOf(polish.auth)).toMatchObject({ taxRate: 23, vatTreatment: 'standard' });
  });

  it('refuses checkout without the data an invoice needs, naming the fields', async () => {
    const boss = await employer(t.app, db(), { name: BUDPOL.name, licTradNum: BUDPOL.licTradNum });
    await withOffer(boss);
    const cart = (await t.app.inject({ method: 'GET', url: '/v1/shop/cart', headers: boss.auth })).json().data.uuid;
    const placed = await t.app.inject({ method: 'POST', url: `/v1/payment/transaction/register/${cart}`, headers: boss.auth, payload: { regulationAccept: true, urlReturn: '/user/order-list' } });
    expect(placed.statusCode).toBe(422);
    expect(placed.json()).toMatchObject({ code: 'billing_data_incomplete' });
    expect(Object.keys(placed.json().formErrors).sort()).toEqual(['city', 'country', 'street', 'zipCode']);
    // Nothing was ordered: the cart still holds the offer.
    expect((await t.app.inject({ method: 'GET', url: '/v1/shop/cart', headers: boss.auth })).json().data.cartItems.data).toHaveLength(1);
    await saveCompany(t.app, boss.auth, BUDPOL);
    const again = await t.app.inject({ method: 'POST', url: `/v1/payment/transaction/register/${cart}`, headers: boss.auth, payload: { regulationAccept: true, urlReturn: '/user/order-list' } });
    expect(again.statusCode, again.body).toBe(200);
  });
});

describe('the buyer with the VIES check on', () => {
  let t: TestApp;
  let vies: FakeVies;
  beforeAll(async () => {
    vies = await startFakeVies({ DE136695976: 'HOLZBAU GMBH' });
    t = await createTestApp({ env: { VIES_ENABLED: 'true', VIES_URL: vies.url } });
  });
  afterAll(async () => {
    await t.close();
    await vies.close();
  });

  it('stores VIES’s confirmation and its time, refuses a number VIES does not know, and charges 23% while VIES cannot answer', async () => {
    const german = await billedEmployer(t.app, t.database.db, HOLZBAU);
    expect(vies.asked).toEqual([{ countryCode: 'DE', vatNumber: '136695976' }]);
    const [stored] = await t.database.db.select().from(clientProfiles).where(eq(clientProfiles.userId, german.userId));
    expect(stored).toMatchObject({ viesValid: true, viesAnswer: expect.objectContaining({ name: 'HOLZBAU GMBH' }) });
    expect(stored?.viesCheckedAt).toBeInstanceOf(Date);
    const offer = await draftOffer(t.database.db, german.userId);
    await addToCart(t.app, german.auth, PUBLISH_OFFER.uuid, [offer.uuid]);
    const summary = () => t.app.inject({ method: 'GET', url: '/v1/shop/cart/summary', headers: german.auth }).then((res) => res.json().items[0]);
    expect(await summary()).toMatchObject({ vatTreatment: 'reverse_charge' });

    // A well-formed number VIES does not know is refused.
    expect((await saveCompany(t.app, german.auth, { ...HOLZBAU, licTradNum: 'DE129273398' }, 422)).json().code).toBe('invalid_tax_id');
    vies.down = true;
    await saveCompany(t.app, german.auth, HOLZBAU);
    const [unconfirmed] = await t.database.db.select().from(clientProfiles).where(eq(clientProfiles.userId, german.userId));
    expect(unconfirmed?.viesValid).toBeNull();
    expect(await summary()).toMatchObject({ vatTreatment: 'standard', taxRate: 23 });
    // Norway is not in VIES: its organisation number is proof enough.
    const norwegian = await billedEmployer(t.app, t.database.db, FJORDBYGG);
    expect(vies.asked.filter((q) => q.countryCode === 'NO')).toEqual([]);
    const offerNo = await draftOffer(t.database.db, norwegian.userId);
    await addToCart(t.app, norwegian.auth, PUBLISH_OFFER.uuid, [offerNo.uuid]);
    expect((await t.app.inject({ method: 'GET', url: '/v1/shop/cart/summary', headers: norwegian.auth })).json().items[0]).toMatchObject({ vatTreatment: 'reverse_charge' });
  });
});
