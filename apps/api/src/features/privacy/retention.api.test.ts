import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, latestMail, linkToken, mailsTo } from '../../test/accounts.ts';
import { INERT_MATCHING, type TestApp, createTestApp } from '../../test/test-app.ts';
import { storageFor } from '../../infra/storage/storage.ts';
import { users } from '../accounts/accounts.tables.ts';
import { offerCandidateHistory, offerCandidates } from '../applications/applications.tables.ts';
import { type Account, employer, readyCandidate } from '../applications/testing.ts';
import { insertFile } from '../files/testing.ts';
import { insertOffer } from '../offers/testing.ts';
import { runRetentionJob } from './testing.ts';

/* Retention of inactive candidates: a warning after RETENTION_INACTIVE_MONTHS, erasure RETENTION_GRACE_DAYS later unless they sign in; the pipeline keeps "Deleted candidate". */

const DAY_MS = 86_400_000;

interface Card {
  id: number;
  candidateApplied: { firstName: string; lastName: string; email: string | null; erased?: boolean; allowBought: boolean } | null;
}

describe('the retention of inactive accounts', () => {
  let t: TestApp;
  let clock = new Date();
  let boss: Account;
  let idle: Account;
  let returning: Account;
  let leaving: Account;
  let offerId: number;
  let filename: string;
  const db = () => t.database.db;
  const storage = () => storageFor(t.config);

  const apply = async (account: Account) => {
    const res = await t.app.inject({ method: 'POST', url: `/v1/candidate-offer/apply/${offerId}`, headers: account.auth, payload: { availableFrom: new Date(clock.getTime() + 7 * DAY_MS).toISOString().slice(0, 10) } });
    expect(res.statusCode, res.body).toBe(200);
  };
  /** The cards of the first two tabs (one applicant is moved to "for analysis"). */
  const pipeline = async (locale: string) => {
    const cards: Card[] = [];
    for (const tab of ['applications', 'for-analysis']) {
      const res = await t.app.inject({ method: 'GET', url: `/v1/client-offer/${offerId}/${tab}/list`, headers: { ...boss.auth, 'x-locale': locale } });
      expect(res.statusCode, res.body).toBe(200);
      cards.push(...(res.json().items as Card[]));
    }
    return cards;
  };
  const signIn = (email: string) => t.app.inject({ method: 'POST', url: '/v1/login_check', payload: { username: email, password: PASSWORD } });
  const exists = async (account: Account) => (await db().select({ id: users.id }).from(users).where(eq(users.id, account.userId))).length === 1;

  beforeAll(async () => {
    t = await createTestApp({ matching: INERT_MATCHING, clock: () => clock });
    boss = await employer(t.app, db());
    offerId = (await insertOffer(db(), boss.userId)).id;
    idle = await readyCandidate(t.app, db(), { firstName: 'Anna', lastName: 'Nowak' });
    returning = await readyCandidate(t.app, db(), { firstName: 'Olga', lastName: 'Kravets' });
    leaving = await readyCandidate(t.app, db(), { firstName: 'Marek', lastName: 'Zieliński' });
    for (const account of [idle, returning, leaving]) await apply(account);
    const [first] = await pipeline('en');
    expect((await t.app.inject({ method: 'POST', url: `/v1/client-offer/applied/${first?.id}/update`, headers: boss.auth, payload: { status: 11 } })).statusCode).toBe(200);
    filename = `${randomBytes(12).toString('hex')}.pdf`;
    await storage().put(filename, Buffer.from('%PDF-1.4 certificate'), 'application/pdf');
    await insertFile(db(), { ownerUserId: idle.userId, filename, originalName: 'certificate.pdf', kind: 'pdf', mimeType: 'application/pdf', sizeBytes: 20, isTemporary: false });
  });
  afterAll(() => t.close());

  it('does nothing before the inactivity period, and never to an employer', async () => {
    clock = new Date(Date.now() + 23 * 30 * DAY_MS);
    expect(await runRetentionJob(t, () => clock)).toEqual({ warned: 0, erased: 0 });
  });

  it('warns a candidate inactive for 24 months, once, in their language', async () => {
    await db().update(users).set({ locale: 'no' }).where(eq(users.id, idle.userId));
    clock = new Date(Date.now() + 25 * 31 * DAY_MS);
    expect(await runRetentionJob(t, () => clock)).toEqual({ warned: 3, erased: 0 });
    const mail = await latestMail(db(), idle.email, 'retention_warning');
    expect(mail.subject).toBe('Kontoen din blir slettet på grunn av inaktivitet');
    expect(mail.text).toContain('30 dager');
    expect(await mailsTo(db(), boss.email)).not.toContainEqual(expect.objectContaining({ template: 'retention_warning' }));
    expect(await runRetentionJob(t, () => clock)).toEqual({ warned: 0, erased: 0 });
    expect((await mailsTo(db(), idle.email)).filter((m) => m.template === 'retention_warning')).toHaveLength(1);
  });

  it('keeps the account through the grace period, and for good once the candidate signs in', async () => {
    clock = new Date(clock.getTime() + 29 * DAY_MS);
    expect(await runRetentionJob(t, () => clock)).toEqual({ warned: 0, erased: 0 });
    expect((await signIn(returning.email)).statusCode).toBe(200);
  });

  it('erases the others after 30 days: files and personal data gone, the pipeline keeps a "Deleted candidate"', async () => {
    clock = new Date(clock.getTime() + 2 * DAY_MS);
    expect(await runRetentionJob(t, () => clock)).toEqual({ warned: 0, erased: 2 });
    expect(await exists(idle)).toBe(false);
    expect(await exists(leaving)).toBe(false);
    expect(await exists(returning)).toBe(true);
    expect(await storage().get(filename)).toBeUndefined();
    expect((await signIn(idle.email)).statusCode).toBe(401);
    expect(await mailsTo(db(), idle.email)).toEqual([]);

    const cards = await pipeline('pl');
    expect(cards).toHaveLength(3);
    const erased = cards.filter((card) => card.candidateApplied?.erased);
    expect(erased).toHaveLength(2);
    for (const card of erased) expect(card.candidateApplied).toMatchObject({ firstName: 'Usunięty kandydat', lastName: '', email: null, allowBought: false });
    expect(cards.find((card) => !card.candidateApplied?.erased)?.candidateApplied).toMatchObject({ firstName: 'Olga' });
    for (const locale of ['en', 'no', 'ua']) {
      const names = (await pipeline(locale)).filter((card) => card.candidateApplied?.erased).map((card) => card.candidateApplied?.firstName);
      expect(names).toEqual([{ en: 'Deleted candidate', no: 'Slettet kandidat', ua: 'Видалений кандидат' }[locale], { en: 'Deleted candidate', no: 'Slettet kandidat', ua: 'Видалений кандидат' }[locale]]);
    }
    const rows = await db().select().from(offerCandidates).where(eq(offerCandidates.offerId, offerId));
    expect(rows.filter((row) => row.candidateUserId === null)).toHaveLength(2);
    const moved = rows.find((row) => row.status === 11);
    const history = await db().select().from(offerCandidateHistory).where(eq(offerCandidateHistory.offerCandidateId, moved?.id ?? 0));
    expect(history.map((h) => h.toStatus)).toEqual([8, 11]);
    // An erased candidate's card can still be moved; nobody is mailed.
    const card = erased[0] as Card;
    expect((await t.app.inject({ method: 'POST', url: `/v1/client-offer/applied/${card.id}/update`, headers: boss.auth, payload: { status: 10 } })).statusCode).toBe(200);
  });

  it('warns the returning candidate again only after another inactive period', async () => {
    expect(await runRetentionJob(t, () => clock)).toEqual({ warned: 0, erased: 0 });
    clock = new Date(clock.getTime() + 25 * 31 * DAY_MS);
    expect(await runRetentionJob(t, () => clock)).toEqual({ warned: 1, erased: 0 });
  });
});

describe('deleting one’s own account', () => {
  let t: TestApp;
  afterAll(() => t.close());

  it('keeps the employer’s pipeline entry as "Deleted candidate", as the retention does', async () => {
    t = await createTestApp({ matching: INERT_MATCHING });
    const db = t.database.db;
    const boss = await employer(t.app, db);
    const offerId = (await insertOffer(db, boss.userId)).id;
    const anna = await readyCandidate(t.app, db);
    const applied = await t.app.inject({ method: 'POST', url: `/v1/candidate-offer/apply/${offerId}`, headers: anna.auth, payload: { availableFrom: new Date(Date.now() + 7 * DAY_MS).toISOString().slice(0, 10) } });
    expect(applied.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/v1/user/delete', headers: anna.auth, payload: { passwordCurrent: PASSWORD } })).statusCode).toBe(200);
    const token = linkToken(await latestMail(db, anna.email, 'account_delete'), '/account-delete/confirmation');
    expect((await t.app.inject({ method: 'POST', url: '/v1/public/user/account-delete/confirmation', payload: { token } })).statusCode).toBe(200);
    const list = await t.app.inject({ method: 'GET', url: `/v1/client-offer/${offerId}/applications/list`, headers: boss.auth });
    expect(list.json().items).toMatchObject([{ candidateApplied: { firstName: 'Deleted candidate', erased: true } }]);
  });
});
