import { StatusId } from '@trades/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestMail, mailsTo, newCandidate } from '../../test/accounts.ts';
import { dayFromNow } from '../../test/candidate-profile.ts';
import { INERT_MATCHING, type TestApp, createTestApp } from '../../test/test-app.ts';
import { users } from '../accounts/accounts.tables.ts';
import { insertOffer } from '../offers/testing.ts';
import { candidateProfilePurchases } from '../shop/shop.tables.ts';
import { offerCandidateHistory, offerCandidates } from './applications.tables.ts';
import { candidateIdFromPublicId, syncMatchedEntries } from './index.ts';
import { type Account, employer, insertMatch, readyCandidate, sendStageMailsAt } from './testing.ts';

/* The employer's candidate pipeline (employer-side.md 2, 4, 7): six lists, moves, history, ownership, mails. */

interface Card {
  id: number;
  status: { id: number; title: string };
  score: number | null;
  appliedAt: string | null;
  availableFrom: string | null;
  candidateApplied: Person | null;
  memberCandidate: Person | null;
  skillsComparison: { title: string; rating: number | null; candidateRating: number | null; isRequired: boolean; kind: string; met: boolean }[];
}
interface Person {
  uuid: string;
  firstName: string;
  lastName: string;
  allowBought: boolean;
  email: string | null;
  phones: { country: string; country_code: string; number: string }[];
  candidateProfile: Record<string, unknown> & { candidateProfileProfessions: { worksFor: Record<string, unknown>[]; certificatesAttachments: unknown[] }[] };
}

describe('the candidate pipeline', () => {
  let t: TestApp;
  let boss: Account;
  let rival: Account;
  let offerId: number;
  let applicant: Account;
  let member: Account;
  let rated: Account;

  const db = () => t.database.db;
  const list = (auth: Record<string, string>, path: string, id = offerId, locale = 'en') =>
    t.app.inject({ method: 'GET', url: `/v1/client-offer/${id}/${path}/list`, headers: { ...auth, 'x-locale': locale } });
  const cards = async (path = 'applications', locale = 'en') => {
    const res = await list(boss.auth, path, offerId, locale);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { items: Card[]; counts: Record<string, number> };
  };
  const move = (auth: Record<string, string>, id: number, status: number, locale = 'en') =>
    t.app.inject({ method: 'POST', url: `/v1/client-offer/applied/${id}/update`, headers: { ...auth, 'x-locale': locale }, payload: { status } });
  const bulk = (auth: Record<string, string>, ids: number[], status: number) =>
    t.app.inject({ method: 'POST', url: '/v1/client-offer/applied/bulk-update', headers: auth, payload: { ids, status } });
  const history = (auth: Record<string, string>, id: number, locale = 'en') =>
    t.app.inject({ method: 'GET', url: `/v1/client-offer/applied/${id}/history`, headers: { ...auth, 'x-locale': locale } });
  const entryOf = async (account: Account) => {
    const [row] = await db().select().from(offerCandidates).where(eq(offerCandidates.candidateUserId, account.userId));
    if (!row) throw new Error('no entry');
    return row;
  };
  // The stage mails wait PIPELINE_MAIL_DELAY_SECONDS (300 by default) after a move: what the job finds once they are over.
  const afterMailWindow = () => sendStageMailsAt(db(), new Date(Date.now() + 301_000));
  const apply = async (account: Account, id = offerId) => {
    const res = await t.app.inject({ method: 'POST', url: `/v1/candidate-offer/apply/${id}`, headers: account.auth, payload: { availableFrom: dayFromNow(7) } });
    expect(res.statusCode, res.body).toBe(200);
  };

  beforeAll(async () => {
    // The matches are stored by the tests, with the scores they need.
    t = await createTestApp({ matching: INERT_MATCHING });
    boss = await employer(t.app, db());
    rival = await employer(t.app, db(), { firstName: 'Ola', lastName: 'Nordmann' });
    offerId = (
      await insertOffer(db(), boss.userId, {
        requirements: {
          skillsProfessionals: [
            { id: 21, isRequired: false, rating: 2 },
            { id: 20, isRequired: true, rating: 4 },
          ],
          skillsTechnicals: [
            { id: 1, isRequired: true },
            { id: 5, isRequired: false },
          ],
        },
      })
    ).id;
    applicant = await readyCandidate(t.app, db(), { firstName: 'Anna', lastName: 'Nowak' });
    member = await readyCandidate(t.app, db(), { firstName: 'Marek', lastName: 'Zieliński' });
    rated = await readyCandidate(t.app, db(), { firstName: 'Olga', lastName: 'Kravets' });
    await db().update(users).set({ locale: 'ua' }).where(eq(users.id, rated.userId));
    await apply(applicant);
    await insertMatch(db(), offerId, member.userId, 85);
    await insertMatch(db(), offerId, rated.userId, 70);
    await syncMatchedEntries(db(), { offerId }, new Date());
    await apply(rated);
  });
  afterAll(() => t.close());

  describe('the lists', () => {
    it('shows the first tab best fit first, with the counts of all six tabs and the stages’ names', async () => {
      const { items, counts } = await cards('applications', 'pl');
      expect(items.map((card) => [card.candidateApplied?.lastName ?? card.memberCandidate?.lastName, card.score, card.status])).toEqual([
        ['Zieliński', 85, { id: StatusId.New, title: 'Nowe' }],
        ['Kravets', 70, { id: StatusId.New, title: 'Nowe' }],
        ['Nowak', null, { id: StatusId.New, title: 'Nowe' }],
      ]);
      expect(counts).toEqual({ applications: 3, forAnalysis: 0, itSuits: 0, offerPresented: 0, hired: 0, notFit: 0 });
      for (const path of ['for-analysis', 'it-suits', 'offer-presented', 'hired', 'not-fit']) expect((await cards(path)).items).toEqual([]);
    });

    it('gives an applicant’s contacts, and hides a matched candidate’s until they apply', async () => {
      const { items } = await cards();
      const applied = items.find((card) => card.candidateApplied?.lastName === 'Nowak') as Card;
      expect(applied.memberCandidate).toBeNull();
      expect(applied.appliedAt).not.toBeNull();
      expect(applied.availableFrom).toBe(dayFromNow(7));
      expect(applied.candidateApplied).toMatchObject({ firstName: 'Anna', email: applicant.email, allowBought: false, phones: [{ country: 'PL', country_code: '48', number: '512345678' }] });
      const appliedWork = applied.candidateApplied?.candidateProfile.candidateProfileProfessions[0]?.worksFor[0];
      expect(appliedWork).toMatchObject({ workedFor: 'Fjordbygg AS', referenceEmail: 'ingrid.hansen@example.com', haveReferencesContact: true });

      const matched = items.find((card) => card.memberCandidate?.lastName === 'Zieliński') as Card;
      expect(matched.candidateApplied).toBeNull();
      expect(matched.appliedAt).toBeNull();
      expect(matched.availableFrom).toBe(dayFromNow(14));
      expect(matched.memberCandidate).toMatchObject({ firstName: 'Marek', email: null, phones: [], allowBought: true });
      const profile = matched.memberCandidate?.candidateProfile as Person['candidateProfile'];
      expect(JSON.stringify(profile)).not.toContain(member.email);
      expect(JSON.stringify(profile)).not.toContain('512345678');
      expect(JSON.stringify(profile)).not.toContain('ingrid.hansen@example.com');
      expect(profile.candidateProfileProfessions[0]?.worksFor[0]).toEqual({
        workedFor: 'Fjordbygg AS',
        country: { countryCode: 'NO', country: 'Norway' },
        workTime: { year: 3, month: 6 },
        haveReferences: true,
        haveReferencesContact: true,
        attachments: [],
      });
      expect(profile).not.toHaveProperty('email');
      expect(profile).not.toHaveProperty('phones');
      expect(profile).toMatchObject({ dateOfBirth: '1990-05-17', availableFrom: dayFromNow(14) });
    });

    it('gives a matched candidate’s contacts to the employer who bought the profile, and only to them', async () => {
      await db().insert(candidateProfilePurchases).values({ clientUserId: boss.userId, candidateUserId: member.userId });
      try {
        const matched = (await cards()).items.find((card) => card.memberCandidate?.lastName === 'Zieliński') as Card;
        expect(matched.memberCandidate).toMatchObject({ email: member.email, allowBought: false, phones: [{ country_code: '48', number: '512345678' }] });
        expect(JSON.stringify(matched.memberCandidate?.candidateProfile)).toContain('ingrid.hansen@example.com');
      } finally {
        await db().delete(candidateProfilePurchases).where(eq(candidateProfilePurchases.candidateUserId, member.userId));
      }
    });

    it('compares the offer’s skills with the candidate’s, required first', async () => {
      const { items } = await cards();
      expect(items[0]?.skillsComparison).toEqual([
        { title: expect.any(String), rating: 4, candidateRating: 4.5, isRequired: true, kind: 'professional', met: true },
        { title: expect.any(String), rating: 2, candidateRating: 3, isRequired: false, kind: 'professional', met: true },
        { title: expect.any(String), rating: null, candidateRating: null, isRequired: true, kind: 'technical', met: true },
        { title: expect.any(String), rating: null, candidateRating: null, isRequired: false, kind: 'technical', met: false },
      ]);
      expect(items[0]?.skillsComparison[0]?.title).not.toBe('');
    });

    it('names each candidate by a stable public id, not the account id', async () => {
      const first = (await cards()).items.map((card) => (card.candidateApplied ?? card.memberCandidate)?.uuid);
      expect((await cards()).items.map((card) => (card.candidateApplied ?? card.memberCandidate)?.uuid)).toEqual(first);
      expect(candidateIdFromPublicId(t.config.JWT_SECRET, first[0] as string)).toBe(member.userId);
    });

    it('is only for the offer’s employer: another employer 404, a candidate 403, no token 401', async () => {
      for (const path of ['applications', 'for-analysis', 'it-suits', 'offer-presented', 'hired', 'not-fit']) {
        expect((await list(rival.auth, path)).statusCode).toBe(404);
        expect((await list(applicant.auth, path)).statusCode).toBe(403);
        expect((await t.app.inject({ method: 'GET', url: `/v1/client-offer/${offerId}/${path}/list` })).statusCode).toBe(401);
      }
      expect((await list(boss.auth, 'applications', 999_999)).statusCode).toBe(404);
    });
  });

  describe('moving cards', () => {
    it('opens a new card (8 → 12) with its history row, and a repeated move changes nothing', async () => {
      const entry = await entryOf(applicant);
      const opened = await move(boss.auth, entry.id, StatusId.Indefinite, 'no');
      expect(opened.statusCode, opened.body).toBe(200);
      // Opened, the card stays in the first stage, under its one name.
      expect(opened.json()).toEqual({ id: entry.id, status: { id: StatusId.Indefinite, title: 'Ny' } });
      expect((await move(boss.auth, entry.id, StatusId.Indefinite)).statusCode).toBe(200);

      const res = await history(boss.auth, entry.id);
      expect(res.statusCode).toBe(200);
      expect(res.json().items).toMatchObject([
        { from: null, to: { id: StatusId.New, title: 'New' }, changedBy: null, actor: 'application' },
        { from: { id: StatusId.New, title: 'New' }, to: { id: StatusId.Indefinite, title: 'New' }, changedBy: 'Ingrid Hansen', actor: 'employer' },
      ]);
      expect((await cards()).counts.applications).toBe(3);
    });

    it('moves through the tabs and counts them; never back to 8 or outside the pipeline', async () => {
      const entry = await entryOf(applicant);
      expect((await move(boss.auth, entry.id, StatusId.ForAnalysis)).statusCode).toBe(200);
      const analysis = await cards('for-analysis');
      expect(analysis.items.map((card) => card.id)).toEqual([entry.id]);
      expect(analysis.counts).toMatchObject({ applications: 2, forAnalysis: 1 });

      const back = await move(boss.auth, entry.id, StatusId.New, 'pl');
      expect(back.statusCode).toBe(422);
      expect(back.json()).toEqual({
        code: 'pipeline_status_change_not_allowed',
        message: 'Nie można przenieść kandydata do tego statusu.',
        formErrors: { status: ['pipeline_status_change_not_allowed'] },
      });
      expect((await move(boss.auth, entry.id, StatusId.Active)).statusCode).toBe(422);
      expect((await entryOf(applicant)).status).toBe(StatusId.ForAnalysis);
    });

    it('is only for the offer’s employer: another employer 404, a candidate 403, no token 401', async () => {
      const entry = await entryOf(member);
      expect((await move(rival.auth, entry.id, StatusId.ItSuits)).statusCode).toBe(404);
      expect((await history(rival.auth, entry.id)).statusCode).toBe(404);
      expect((await bulk(rival.auth, [entry.id], StatusId.ItSuits)).statusCode).toBe(404);
      expect((await move(member.auth, entry.id, StatusId.ItSuits)).statusCode).toBe(403);
      expect((await history(member.auth, entry.id)).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'POST', url: `/v1/client-offer/applied/${entry.id}/update`, payload: { status: 9 } })).statusCode).toBe(401);
      expect((await t.app.inject({ method: 'GET', url: `/v1/client-offer/applied/${entry.id}/history` })).statusCode).toBe(401);
      expect((await move(boss.auth, 999_999, StatusId.ItSuits)).statusCode).toBe(404);
      expect((await entryOf(member)).status).toBe(StatusId.New);
    });

    it('mails an applicant in their language when moved to it suits, presented, hired or not fit, once the mail window is over; never a matched candidate', async () => {
      const entry = await entryOf(rated);
      await move(boss.auth, entry.id, StatusId.ItSuits);
      expect((await mailsTo(db(), rated.email)).filter((m) => m.template === 'pipeline_status_changed')).toEqual([]);
      expect(await afterMailWindow()).toBe(1);
      expect(await afterMailWindow(), 'sent once').toBe(0);
      const mail = await latestMail(db(), rated.email, 'pipeline_status_changed');
      expect(mail.locale).toBe('ua');
      expect(mail.text).toContain('хоче з вами зустрітися');
      await move(boss.auth, (await entryOf(member)).id, StatusId.ItSuits);
      await afterMailWindow();
      expect((await mailsTo(db(), member.email)).filter((m) => m.template === 'pipeline_status_changed')).toEqual([]);
      // A move to "for analysis" is the employer's own business.
      const before = (await mailsTo(db(), rated.email)).length;
      await move(boss.auth, entry.id, StatusId.ForAnalysis);
      await afterMailWindow();
      expect((await mailsTo(db(), rated.email)).length).toBe(before);
    });

    it('does not mail a candidate who switched those mails off', async () => {
      const settings = (method: 'GET' | 'PUT', auth: Record<string, string>, payload?: object) =>
        t.app.inject({ method, url: '/v1/candidate/notification-settings', headers: auth, ...(payload ? { payload } : {}) });
      expect((await settings('GET', applicant.auth)).json()).toEqual({ pipelineStatusMails: true });
      expect((await settings('PUT', applicant.auth, { pipelineStatusMails: false })).json()).toEqual({ pipelineStatusMails: false });
      expect((await settings('GET', applicant.auth)).json()).toEqual({ pipelineStatusMails: false });
      expect((await settings('GET', boss.auth)).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'GET', url: '/v1/candidate/notification-settings' })).statusCode).toBe(401);

      await move(boss.auth, (await entryOf(applicant)).id, StatusId.Employed);
      await afterMailWindow();
      expect((await mailsTo(db(), applicant.email)).filter((m) => m.template === 'pipeline_status_changed')).toEqual([]);
    });

    it('moves several cards at once, all or none', async () => {
      const ids = [(await entryOf(member)).id, (await entryOf(rated)).id];
      const foreignOffer = await insertOffer(db(), rival.userId);
      const stranger = await readyCandidate(t.app, db());
      await apply(stranger, foreignOffer.id);
      const foreign = await entryOf(stranger);

      expect((await bulk(boss.auth, [...ids, foreign.id], StatusId.DoesNotFit)).statusCode).toBe(404);
      expect((await bulk(boss.auth, ids, StatusId.New)).statusCode).toBe(422);
      // An id past the database's int4 names nothing: refused as input, never a failed query (issue 23).
      const tooLarge = await bulk(boss.auth, [2 ** 31, 2 ** 53], StatusId.DoesNotFit);
      expect(tooLarge.statusCode, tooLarge.body).toBe(422);
      expect(Object.keys(tooLarge.json().formErrors ?? {})).not.toHaveLength(0);
      expect([(await entryOf(member)).status, (await entryOf(rated)).status]).toEqual([StatusId.ItSuits, StatusId.ForAnalysis]);

      const moved = await bulk(boss.auth, [...ids, ids[0] as number], StatusId.DoesNotFit);
      expect(moved.statusCode, moved.body).toBe(200);
      expect(moved.json().items).toEqual(ids.map((id) => ({ id, status: { id: StatusId.DoesNotFit, title: 'Not fit' } })));
      expect((await cards('not-fit')).counts).toMatchObject({ notFit: 2, itSuits: 0 });
      expect((await bulk(member.auth, ids, StatusId.ItSuits)).statusCode).toBe(403);
    });

    it('writes a change and its history row in one transaction', async () => {
      const entry = await entryOf(member);
      // A history row that cannot be written takes the change with it.
      await db().execute(sql`create function refuse_history() returns trigger language plpgsql as $$ begin raise exception 'history refused'; end $$`);
      await db().execute(sql`create trigger refuse_history before insert on offer_candidate_history for each row execute function refuse_history()`);
      try {
        expect((await move(boss.auth, entry.id, StatusId.Employed)).statusCode).toBe(500);
      } finally {
        await db().execute(sql`drop trigger refuse_history on offer_candidate_history`);
      }
      expect((await entryOf(member)).status).toBe(StatusId.DoesNotFit);
      const rows = await db().select().from(offerCandidateHistory).where(eq(offerCandidateHistory.offerCandidateId, entry.id));
      expect(rows.map((row) => row.toStatus)).not.toContain(StatusId.Employed);
    });
  });

  it('starts a candidate’s pipeline mails switched on', async () => {
    const fresh = await newCandidate(t.app, db());
    expect((await t.app.inject({ method: 'GET', url: '/v1/candidate/notification-settings', headers: fresh.auth })).json()).toEqual({ pipelineStatusMails: true });
  });
});
