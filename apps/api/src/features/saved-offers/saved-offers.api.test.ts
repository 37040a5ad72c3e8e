import { MAX_SAVED_OFFERS, type SavedOfferList, StatusId } from '@trades/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestAccount, newCandidate } from '../../test/accounts.ts';
import { OPERATOR_ENV, operatorHeaders } from '../../test/operator.ts';
import { INERT_MATCHING, type TestApp, createTestApp } from '../../test/test-app.ts';
import { users } from '../accounts/accounts.tables.ts';
import { type Account, employer } from '../applications/testing.ts';
import { insertOffer } from '../offers/testing.ts';
import { offers } from '../offers/offers.tables.ts';
import { savedOffers } from './saved-offers.tables.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe('saved offers (issue 28, part 4)', () => {
  let t: TestApp;
  let boss: Account;
  let anna: TestAccount;
  let olga: TestAccount;
  // The app's clock: tests move it forward, never back.
  let nowMs = Date.parse('2026-03-02T08:00:00Z');
  const clock = () => new Date(nowMs);
  const db = () => t.database.db;

  beforeAll(async () => {
    t = await createTestApp({ clock, matching: INERT_MATCHING, env: OPERATOR_ENV });
    boss = await employer(t.app, db());
    anna = await newCandidate(t.app, db());
    olga = await newCandidate(t.app, db());
  });
  afterAll(() => t.close());

  const save = (auth: Record<string, string>, offerId: number | string) => t.app.inject({ method: 'PUT', url: `/v1/candidate/saved-offers/${offerId}`, headers: auth });
  const remove = (auth: Record<string, string>, offerId: number) => t.app.inject({ method: 'DELETE', url: `/v1/candidate/saved-offers/${offerId}`, headers: auth });
  const list = async (auth: Record<string, string>, locale = 'en'): Promise<SavedOfferList> => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/candidate/saved-offers', headers: { ...auth, 'x-locale': locale } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as SavedOfferList;
  };
  const ids = async (auth: Record<string, string>): Promise<number[]> => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/candidate/saved-offers/ids', headers: auth });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { offerIds: number[] }).offerIds;
  };
  /** An active offer published an hour before the clock, for 30 days. */
  const publish = (overrides: Parameters<typeof insertOffer>[2] = {}) => insertOffer(db(), boss.userId, { publicationAt: new Date(nowMs - HOUR), ...overrides });

  it('saves, lists newest saved first with the offer as a list item, and removes', async () => {
    const first = await publish();
    const second = await publish({ slug: 'carpenter-bergen' });
    expect((await save(anna.auth, first.id)).statusCode).toBe(204);
    nowMs += 60_000;
    const saved = await save(anna.auth, second.id);
    expect(saved.statusCode, saved.body).toBe(204);
    expect(saved.body).toBe('');

    const answer = await list(anna.auth, 'pl');
    expect(answer.numTotal).toBe(2);
    expect(answer.items.map((item) => item.offerId)).toEqual([second.id, first.id]);
    expect(answer.items[0]).toMatchObject({
      offerId: second.id,
      savedAt: new Date(nowMs).toISOString(),
      status: { id: StatusId.Active },
      isExpired: false,
      offer: { id: second.id, slug: 'carpenter-bergen', profession: { id: 1, title: 'Cieśla' }, workLocationState: { country: 'Norwegia' }, hourlyPay: { amount: 270, currency: 'NOK' }, distanceKm: null },
    });
    expect(answer.items[0]?.offer.client.name).toBeTruthy();
    expect((await ids(anna.auth)).sort()).toEqual([first.id, second.id].sort());

    expect((await remove(anna.auth, first.id)).statusCode).toBe(204);
    expect((await list(anna.auth)).items.map((item) => item.offerId)).toEqual([second.id]);
    // Removing again (a double click) changes nothing.
    expect((await remove(anna.auth, first.id)).statusCode).toBe(204);
    expect(await ids(anna.auth)).toEqual([second.id]);
    await remove(anna.auth, second.id);
  });

  it('keeps one bookmark of a double save, with the first save’s time, also when both arrive at once', async () => {
    const offer = await publish();
    const firstAt = new Date(nowMs).toISOString();
    const [a, b] = await Promise.all([save(olga.auth, offer.id), save(olga.auth, offer.id)]);
    expect([a.statusCode, b.statusCode]).toEqual([204, 204]);
    nowMs += 60_000;
    expect((await save(olga.auth, offer.id)).statusCode).toBe(204);
    const answer = await list(olga.auth);
    expect(answer.items.filter((item) => item.offerId === offer.id)).toEqual([expect.objectContaining({ savedAt: firstAt })]);
    await remove(olga.auth, offer.id);
  });

  it('does not find an offer that is not public: a draft, one not yet or no longer published, of a blocked employer, or none', async () => {
    const draft = await publish({ status: StatusId.Draft });
    const inactive = await publish({ status: StatusId.Inactive });
    const future = await publish({ publicationAt: new Date(nowMs + DAY) });
    const ended = await publish({ publicationAt: new Date(nowMs - 40 * DAY), endPublicationAt: new Date(nowMs - DAY) });
    const blockedBoss = await employer(t.app, db());
    const ofBlocked = await insertOffer(db(), blockedBoss.userId, { publicationAt: new Date(nowMs - HOUR) });
    await db().update(users).set({ blockedAt: new Date(nowMs) }).where(eq(users.id, blockedBoss.userId));
    for (const offerId of [draft.id, inactive.id, future.id, ended.id, ofBlocked.id, 2_000_000_000]) {
      const res = await save(anna.auth, offerId);
      expect(res.statusCode, `offer ${offerId}`).toBe(404);
      expect(res.json()).toMatchObject({ code: 'not_found' });
    }
    expect((await save(anna.auth, 'abc')).statusCode).toBe(400);
    expect(await ids(anna.auth)).toEqual([]);
  });

  it('shows an offer as expired once its publication ends, it is archived, taken offline or its employer blocked, and keeps it listed', async () => {
    const ending = await publish({ endPublicationAt: new Date(nowMs + DAY) });
    const archived = await publish();
    const offline = await publish();
    const otherBoss = await employer(t.app, db());
    const ofBlocked = await insertOffer(db(), otherBoss.userId, { publicationAt: new Date(nowMs - HOUR) });
    const staying = await publish({ endPublicationAt: new Date(nowMs + 60 * DAY) });
    for (const offer of [ending, archived, offline, ofBlocked, staying]) expect((await save(anna.auth, offer.id)).statusCode).toBe(204);
    expect((await list(anna.auth)).items.every((item) => !item.isExpired)).toBe(true);

    nowMs += 2 * DAY;
    await db().update(offers).set({ status: StatusId.Archived }).where(eq(offers.id, archived.id));
    await db().update(offers).set({ status: StatusId.Inactive }).where(eq(offers.id, offline.id));
    await db().update(users).set({ blockedAt: new Date(nowMs) }).where(eq(users.id, otherBoss.userId));

    const answer = await list(anna.auth);
    const byId = new Map(answer.items.map((item) => [item.offerId, item]));
    expect(answer.numTotal).toBe(5);
    expect(byId.get(ending.id)).toMatchObject({ isExpired: true, status: { id: StatusId.Active } });
    expect(byId.get(archived.id)).toMatchObject({ isExpired: true, status: { id: StatusId.Archived } });
    expect(byId.get(offline.id)).toMatchObject({ isExpired: true, status: { id: StatusId.Inactive } });
    expect(byId.get(ofBlocked.id)).toMatchObject({ isExpired: true, status: { id: StatusId.Active } });
    expect(byId.get(staying.id)).toMatchObject({ isExpired: false, status: { id: StatusId.Active } });
    // A saved offer that expired is saved still: saving it again keeps it, removing it works.
    expect((await save(anna.auth, archived.id)).statusCode).toBe(204);
    expect((await remove(anna.auth, archived.id)).statusCode).toBe(204);
    expect((await list(anna.auth)).numTotal).toBe(4);
    // Deleting an offer deletes its bookmarks.
    await db().delete(offers).where(eq(offers.id, offline.id));
    expect((await list(anna.auth)).items.map((item) => item.offerId)).not.toContain(offline.id);
    for (const offer of [ending, ofBlocked, staying]) await remove(anna.auth, offer.id);
  });

  it("shows each candidate only their own list: another candidate's removal touches nothing of theirs", async () => {
    const offer = await publish();
    expect((await save(anna.auth, offer.id)).statusCode).toBe(204);
    expect((await list(olga.auth)).items).toEqual([]);
    expect(await ids(olga.auth)).toEqual([]);
    expect((await remove(olga.auth, offer.id)).statusCode).toBe(204);
    expect(await ids(anna.auth)).toEqual([offer.id]);
    await remove(anna.auth, offer.id);
  });

  it(`refuses the save past ${MAX_SAVED_OFFERS} offers with 422 and its key, and keeps saving an offer already saved`, async () => {
    const piotr = await newCandidate(t.app, db());
    const [piotrUser] = await db().select({ id: users.id }).from(users).where(eq(users.email, piotr.email));
    const template = await publish();
    const [row] = await db().select().from(offers).where(eq(offers.id, template.id));
    if (!row || !piotrUser) throw new Error('fixtures missing');
    const { id: _id, uuid: _uuid, searchVector: _searchVector, createdAt: _createdAt, updatedAt: _updatedAt, ...copy } = row;
    const many = await db()
      .insert(offers)
      .values(Array.from({ length: MAX_SAVED_OFFERS }, () => copy))
      .returning({ id: offers.id });
    await db()
      .insert(savedOffers)
      .values(many.map((offer) => ({ candidateUserId: piotrUser.id, offerId: offer.id })));

    const refused = await save(piotr.auth, template.id);
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'saved_offers_limit_reached', message: expect.stringContaining(String(MAX_SAVED_OFFERS)) });
    expect((await save(piotr.auth, many[0]?.id as number)).statusCode).toBe(204);
    expect((await remove(piotr.auth, many[0]?.id as number)).statusCode).toBe(204);
    expect((await save(piotr.auth, template.id)).statusCode).toBe(204);
    expect((await list(piotr.auth)).numTotal).toBe(MAX_SAVED_OFFERS);
  });

  it('answers 401 without a token and 403 to an employer or an operator', async () => {
    // The operator's second factor is checked on the app's clock against a code of the real time.
    nowMs = Math.max(nowMs, Date.now());
    const offer = await publish();
    const operator = await operatorHeaders(t.app);
    for (const [auth, status] of [
      [{}, 401],
      [boss.auth, 403],
      [operator, 403],
    ] as const) {
      expect((await save(auth, offer.id)).statusCode).toBe(status);
      expect((await remove(auth, offer.id)).statusCode).toBe(status);
      expect((await t.app.inject({ method: 'GET', url: '/v1/candidate/saved-offers', headers: auth })).statusCode).toBe(status);
      expect((await t.app.inject({ method: 'GET', url: '/v1/candidate/saved-offers/ids', headers: auth })).statusCode).toBe(status);
    }
    expect(await db().select().from(savedOffers).where(eq(savedOffers.offerId, offer.id))).toEqual([]);
  });
});
