import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCandidate } from '../../test/accounts.ts';
import { dayFromNow } from '../../test/candidate-profile.ts';
import { type TestApp, createTestApp } from '../../test/test-app.ts';
import { type Account, employer, insertMatch, readyCandidate } from '../applications/testing.ts';
import { syncMatchedEntries } from '../applications/index.ts';
import { insertOffer } from './testing.ts';

/* allowApply, userApplied, applyRefusal and numTotalApplied as the offer pages and the client offer list read them. */

describe('applying as the offer pages see it', () => {
  let t: TestApp;
  let boss: Account;
  beforeAll(async () => {
    t = await createTestApp();
    boss = await employer(t.app, t.database.db);
  });
  afterAll(() => t.close());

  const detail = (auth: Record<string, string>, offerId: number) => t.app.inject({ method: 'GET', url: `/v1/offer/${offerId}`, headers: auth });

  it('lets a ready candidate apply, then shows the application on the detail, the list and the employer’s counts', async () => {
    const db = t.database.db;
    const candidate = await readyCandidate(t.app, db);
    const matchedOnly = await readyCandidate(t.app, db);
    const offer = await insertOffer(db, boss.userId, { industryId: 7, professionId: 1 });
    // A matched candidate who did not apply is not an application.
    await insertMatch(db, offer.id, matchedOnly.userId, 90);
    await syncMatchedEntries(db, { offerId: offer.id }, new Date());

    expect((await detail(candidate.auth, offer.id)).json()).toMatchObject({ allowApply: true, userApplied: false, applyRefusal: null, offerStatistics: { numTotalApplied: 0 } });
    const applied = await t.app.inject({ method: 'POST', url: `/v1/candidate-offer/apply/${offer.id}`, headers: candidate.auth, payload: { availableFrom: dayFromNow(2) } });
    expect(applied.statusCode, applied.body).toBe(200);

    expect((await detail(candidate.auth, offer.id)).json()).toMatchObject({
      allowApply: false,
      userApplied: true,
      applyRefusal: 'already_applied',
      offerStatistics: { numTotalApplied: 1 },
    });
    expect((await detail(matchedOnly.auth, offer.id)).json()).toMatchObject({ allowApply: true, userApplied: false });

    t.offerListCache.clear();
    const list = await t.app.inject({ method: 'GET', url: '/v1/offer/list?industry=7', headers: candidate.auth });
    expect(list.json().items.map((item: { id: number; userApplied: boolean }) => [item.id, item.userApplied])).toEqual([[offer.id, true]]);
    const otherList = await t.app.inject({ method: 'GET', url: '/v1/offer/list?industry=7', headers: matchedOnly.auth });
    expect(otherList.json().items[0].userApplied).toBe(false);

    const clientList = await t.app.inject({ method: 'POST', url: '/v1/client-offer/list', headers: boss.auth, payload: {} });
    expect(clientList.json().items.find((item: { id: number }) => item.id === offer.id).offerStatistics).toMatchObject({ numTotalApplied: 1 });
    const form = await t.app.inject({ method: 'GET', url: `/v1/client-offer/${offer.id}`, headers: boss.auth });
    expect(form.json().offerStatistics).toMatchObject({ numTotalApplied: 1 });
    const preview = await t.app.inject({ method: 'GET', url: `/v1/client-offer/${offer.id}/show`, headers: boss.auth });
    expect(preview.json()).toMatchObject({ allowApply: false, applyRefusal: 'candidates_only_apply', offerStatistics: { numTotalApplied: 1 } });
  });

  it('asks for the offer’s profession when the profile lacks it, and for the profile when the wizard is not done', async () => {
    const candidate = await readyCandidate(t.app, t.database.db);
    const welding = await insertOffer(t.database.db, boss.userId, { professionId: 2 });
    expect((await detail(candidate.auth, welding.id)).json()).toMatchObject({ allowApply: false, applyRefusal: 'add_profession_to_apply' });
    const fresh = await newCandidate(t.app, t.database.db);
    expect((await detail(fresh.auth, welding.id)).json()).toMatchObject({ allowApply: false, applyRefusal: 'fill_profile_to_apply' });
    expect((await t.app.inject({ method: 'GET', url: `/v1/public/offer/${welding.id}` })).json()).toMatchObject({ allowApply: false, applyRefusal: 'sign_in_to_apply' });
  });
});
