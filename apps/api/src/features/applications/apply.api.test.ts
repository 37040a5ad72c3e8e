import { StatusId, marketToday } from '@trades/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestMail, mailsTo, newCandidate } from '../../test/accounts.ts';
import { dayFromNow } from '../../test/candidate-profile.ts';
import { INERT_MATCHING, type TestApp, createTestApp } from '../../test/test-app.ts';
import { candidateProfiles, users } from '../accounts/accounts.tables.ts';
import { insertOffer } from '../offers/testing.ts';
import { offerCandidateHistory, offerCandidates } from './applications.tables.ts';
import { syncMatchedEntries } from './index.ts';
import { type Account, employer, insertMatch, readyCandidate } from './testing.ts';

describe('applying to an offer (candidate-side.md 4.5)', () => {
  let t: TestApp;
  let boss: Account;
  beforeAll(async () => {
    // The matches are stored by the tests, with the scores they need.
    t = await createTestApp({ matching: INERT_MATCHING });
    boss = await employer(t.app, t.database.db);
    await t.database.db.update(users).set({ locale: 'no' }).where(eq(users.id, boss.userId));
  });
  afterAll(() => t.close());

  const db = () => t.database.db;
  const apply = (auth: Record<string, string>, offerId: number, availableFrom: string = dayFromNow(3), locale = 'en') =>
    t.app.inject({ method: 'POST', url: `/v1/candidate-offer/apply/${offerId}`, headers: { ...auth, 'x-locale': locale }, payload: { availableFrom } });
  const applyMatched = (auth: Record<string, string>, uuid: string) => t.app.inject({ method: 'POST', url: `/v1/candidate-offer/matched/${uuid}/apply`, headers: auth });
  const entriesOf = (offerId: number) => db().select().from(offerCandidates).where(eq(offerCandidates.offerId, offerId));
  const historyOf = (entryId: number) => db().select().from(offerCandidateHistory).where(eq(offerCandidateHistory.offerCandidateId, entryId));

  it('records the application with its date and history, and mails the employer in their language', async () => {
    const candidate = await readyCandidate(t.app, db());
    const offer = await insertOffer(db(), boss.userId);
    const res = await apply(candidate.auth, offer.id, dayFromNow(5), 'pl');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ offerId: offer.id, availableFrom: dayFromNow(5), message: 'Twoja aplikacja została wysłana do pracodawcy.' });

    const [entry] = await entriesOf(offer.id);
    expect(entry).toMatchObject({ candidateUserId: candidate.userId, status: StatusId.New, availableFrom: dayFromNow(5) });
    expect(entry?.appliedAt).toBeInstanceOf(Date);
    const history = await historyOf(entry?.id ?? 0);
    expect(history).toMatchObject([{ fromStatus: null, toStatus: StatusId.New, changedByUserId: null }]);

    const mail = await latestMail(db(), boss.email, 'offer_new_application');
    expect(mail.locale).toBe('no');
    expect(mail.subject).toContain('Ny søknad');
    expect(mail.text).toContain('Piotr Kowalski');
    expect(mail.text).toContain(`/lang/no/user/offer/candidates/${offer.id}#selfApplications`);
  });

  it('takes one application per candidate and offer: a double tap answers the first 200 twice, another date is 409, and nothing is created twice', async () => {
    const candidate = await readyCandidate(t.app, db());
    const offer = await insertOffer(db(), boss.userId);
    const mailsBefore = (await mailsTo(db(), boss.email)).length;
    const candidateMailsBefore = (await mailsTo(db(), candidate.email)).length;
    const [first, second] = await Promise.all([apply(candidate.auth, offer.id), apply(candidate.auth, offer.id)]);
    expect([first.statusCode, second.statusCode], `${first.body} ${second.body}`).toEqual([200, 200]);
    expect(second.json()).toEqual(first.json());
    const later = await apply(candidate.auth, offer.id);
    expect(later.statusCode, later.body).toBe(200);
    expect(later.json()).toEqual(first.json());
    const again = await apply(candidate.auth, offer.id, dayFromNow(9), 'pl');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'already_applied', message: 'Twoja aplikacja na tę ofertę została już wysłana!' });
    const entries = await entriesOf(offer.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]?.availableFrom).toBe(dayFromNow(3));
    expect(await historyOf(entries[0]?.id ?? 0)).toHaveLength(1);
    expect((await mailsTo(db(), boss.email)).length).toBe(mailsBefore + 1);
    expect((await mailsTo(db(), candidate.email)).length).toBe(candidateMailsBefore + 1);
  });

  it('refuses a repeat once the application was withdrawn: 409 already_applied', async () => {
    const candidate = await readyCandidate(t.app, db());
    const offer = await insertOffer(db(), boss.userId);
    expect((await apply(candidate.auth, offer.id)).statusCode).toBe(200);
    await db().update(offerCandidates).set({ withdrawnAt: new Date() }).where(eq(offerCandidates.offerId, offer.id));
    const again = await apply(candidate.auth, offer.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'already_applied' });
  });

  it('refuses a date before today in the market calendar with 422 on availableFrom', async () => {
    const candidate = await readyCandidate(t.app, db());
    const offer = await insertOffer(db(), boss.userId);
    const past = await apply(candidate.auth, offer.id, dayFromNow(-1));
    expect(past.statusCode).toBe(422);
    expect(past.json()).toMatchObject({ code: 'validation_error', formErrors: { availableFrom: ['date_before_today'] } });
    const malformed = await apply(candidate.auth, offer.id, '12.05.2030');
    expect(malformed.statusCode).toBe(422);
    expect(await entriesOf(offer.id)).toHaveLength(0);
    expect((await apply(candidate.auth, offer.id, marketToday(new Date()))).statusCode).toBe(200);
  });

  it('is for candidates only: an employer gets 403, a visitor 401', async () => {
    const offer = await insertOffer(db(), boss.userId);
    expect((await apply(boss.auth, offer.id)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: `/v1/candidate-offer/apply/${offer.id}`, payload: { availableFrom: dayFromNow(1) } })).statusCode).toBe(401);
    expect((await applyMatched(boss.auth, '6f1c2a4e-8d3b-4f5a-9c7e-1b2d3e4f5a6b')).statusCode).toBe(403);
  });

  it('answers the reasons of 4.5: fill the profile, confirm the e-mail, add the profession, offer not active', async () => {
    const offer = await insertOffer(db(), boss.userId);
    const fresh = await newCandidate(t.app, db());
    expect((await apply(fresh.auth, offer.id)).json()).toMatchObject({ code: 'fill_profile_to_apply' });
    expect((await apply(fresh.auth, offer.id)).statusCode).toBe(403);

    const unconfirmed = await readyCandidate(t.app, db());
    await db().update(users).set({ isEmailConfirmed: false }).where(eq(users.id, unconfirmed.userId));
    expect((await apply(unconfirmed.auth, offer.id)).json()).toMatchObject({ code: 'confirm_email_to_apply' });

    const inVerification = await readyCandidate(t.app, db());
    await db().update(candidateProfiles).set({ status: StatusId.Verification }).where(eq(candidateProfiles.userId, inVerification.userId));
    expect((await apply(inVerification.auth, offer.id)).json()).toMatchObject({ code: 'profile_in_verification' });

    const candidate = await readyCandidate(t.app, db());
    const welding = await insertOffer(db(), boss.userId, { professionId: 2 });
    const otherProfession = await apply(candidate.auth, welding.id);
    expect(otherProfession.statusCode).toBe(403);
    expect(otherProfession.json()).toMatchObject({ code: 'add_profession_to_apply' });

    const draft = await insertOffer(db(), boss.userId, { status: StatusId.Draft });
    const expired = await insertOffer(db(), boss.userId, { publicationAt: new Date(Date.now() - 40 * 86_400_000) });
    for (const id of [draft.id, expired.id]) {
      const res = await apply(candidate.auth, id);
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('offer_not_active');
    }
    expect((await apply(candidate.auth, 999_999)).statusCode).toBe(404);
    expect(await db().select().from(offerCandidates).where(eq(offerCandidates.candidateUserId, candidate.userId))).toHaveLength(0);
  });

  describe('a matched offer', () => {
    it('turns the matched entry into the application, dated from the profile’s available-from', async () => {
      const candidate = await readyCandidate(t.app, db());
      const offer = await insertOffer(db(), boss.userId);
      const uuid = await insertMatch(db(), offer.id, candidate.userId, 80);
      await syncMatchedEntries(db(), { offerId: offer.id }, new Date());
      const [matched] = await entriesOf(offer.id);
      expect(matched).toMatchObject({ appliedAt: null, status: StatusId.New });
      // The employer opened the card before the candidate applied.
      await db().update(offerCandidates).set({ status: StatusId.Indefinite }).where(eq(offerCandidates.id, matched?.id ?? 0));

      const res = await applyMatched(candidate.auth, uuid);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ id: matched?.id, offerId: offer.id, availableFrom: dayFromNow(14) });
      const [entry] = await entriesOf(offer.id);
      expect(entry).toMatchObject({ id: matched?.id, status: StatusId.New, availableFrom: dayFromNow(14) });
      expect(entry?.appliedAt).toBeInstanceOf(Date);
      const history = await historyOf(entry?.id ?? 0);
      expect(history.map((h) => [h.fromStatus, h.toStatus])).toEqual([
        [null, StatusId.New],
        [StatusId.Indefinite, StatusId.New],
      ]);
      // A second tap is the same application: the same answer, no second history row.
      const repeat = await applyMatched(candidate.auth, uuid);
      expect(repeat.statusCode, repeat.body).toBe(200);
      expect(repeat.json()).toEqual(res.json());
      expect(await historyOf(entry?.id ?? 0)).toHaveLength(2);
    });

    it('dates it today when the profile’s date has passed', async () => {
      const candidate = await readyCandidate(t.app, db());
      await db().update(candidateProfiles).set({ availableFrom: '2020-01-01' }).where(eq(candidateProfiles.userId, candidate.userId));
      const offer = await insertOffer(db(), boss.userId);
      const uuid = await insertMatch(db(), offer.id, candidate.userId, 40);
      const res = await applyMatched(candidate.auth, uuid);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().availableFrom).toBe(marketToday(new Date()));
      const [entry] = await entriesOf(offer.id);
      expect(await historyOf(entry?.id ?? 0)).toMatchObject([{ fromStatus: null, toStatus: StatusId.New }]);
    });

    it('is only one’s own match: another’s, an unknown or a malformed uuid is 404', async () => {
      const owner = await readyCandidate(t.app, db());
      const other = await readyCandidate(t.app, db());
      const offer = await insertOffer(db(), boss.userId);
      const uuid = await insertMatch(db(), offer.id, owner.userId, 90);
      expect((await applyMatched(other.auth, uuid)).statusCode).toBe(404);
      expect((await applyMatched(other.auth, '6f1c2a4e-8d3b-4f5a-9c7e-1b2d3e4f5a6b')).statusCode).toBe(404);
      expect((await applyMatched(other.auth, 'not-a-uuid')).statusCode).toBe(404);
      expect(await db().select().from(offerCandidates).where(and(eq(offerCandidates.offerId, offer.id), eq(offerCandidates.candidateUserId, other.userId)))).toHaveLength(0);
    });
  });
});
