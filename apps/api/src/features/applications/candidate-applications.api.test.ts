import { StatusId } from '@trades/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestMail, mailsTo } from '../../test/accounts.ts';
import { dayFromNow } from '../../test/candidate-profile.ts';
import { INERT_MATCHING, type TestApp, createTestApp } from '../../test/test-app.ts';
import { users } from '../accounts/accounts.tables.ts';
import { clientBrands } from '../offers/offers.tables.ts';
import { insertOffer } from '../offers/testing.ts';
import { type Account, employer, insertMatch, readyCandidate, sendStageMailsAt } from './testing.ts';
import { syncMatchedEntries } from './index.ts';

/* A candidate's own applications (issue 24): the list with stages and history, withdrawal, and the confirmation mail. */

describe('my applications', () => {
  let t: TestApp;
  let boss: Account;
  let candidate: Account;
  let other: Account;
  let brandId: number;
  const db = () => t.database.db;

  beforeAll(async () => {
    t = await createTestApp({ matching: INERT_MATCHING });
    boss = await employer(t.app, db());
    await db().update(users).set({ locale: 'no' }).where(eq(users.id, boss.userId));
    // A second brand: the sign-up already made the company's brand the main one.
    const [brand] = await db().insert(clientBrands).values({ clientUserId: boss.userId, name: 'Nordbygg Bemanning' }).returning();
    brandId = brand?.id as number;
    candidate = await readyCandidate(t.app, db(), { firstName: 'Oksana', lastName: 'Melnyk' });
    await db().update(users).set({ locale: 'ua' }).where(eq(users.id, candidate.userId));
    other = await readyCandidate(t.app, db());
  });
  afterAll(() => t.close());

  const apply = async (account: Account, offerId: number) => {
    const res = await t.app.inject({ method: 'POST', url: `/v1/candidate-offer/apply/${offerId}`, headers: account.auth, payload: { availableFrom: dayFromNow(6) } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().id as number;
  };
  const list = (account: Account, locale = 'en') => t.app.inject({ method: 'GET', url: '/v1/candidate/applications', headers: { ...account.auth, 'x-locale': locale } });
  const withdraw = (auth: Record<string, string>, id: number, locale = 'en') =>
    t.app.inject({ method: 'POST', url: `/v1/candidate/applications/${id}/withdraw`, headers: { ...auth, 'x-locale': locale } });
  // The employer's move as the candidate sees it: once its mail window (PIPELINE_MAIL_DELAY_SECONDS) is over.
  const move = async (ids: number[], status: number) => {
    const res = await t.app.inject({ method: 'POST', url: '/v1/client-offer/applied/bulk-update', headers: boss.auth, payload: { ids, status } });
    await sendStageMailsAt(db(), new Date(Date.now() + 301_000));
    return res;
  };

  it('lists only the applications, newest first, with the offer, the date sent, the stage in the request’s language and its history', async () => {
    const first = await insertOffer(db(), boss.userId, { clientBrandId: brandId });
    const second = await insertOffer(db(), boss.userId, { professionId: 3, slug: 'bricklayer-stavanger' });
    const matchedOnly = await insertOffer(db(), boss.userId);
    const firstId = await apply(candidate, first.id);
    const secondId = await apply(candidate, second.id);
    // A match the candidate never acted on is no application.
    await insertMatch(db(), matchedOnly.id, candidate.userId, 90);
    await syncMatchedEntries(db(), { offerId: matchedOnly.id }, new Date());
    expect((await move([firstId], StatusId.ItSuits)).statusCode).toBe(200);

    const res = await list(candidate);
    expect(res.statusCode, res.body).toBe(200);
    const items = res.json().items as { id: number }[];
    expect(items.map((item) => item.id)).toEqual([secondId, firstId]);
    expect(res.json().items[1]).toMatchObject({
      id: firstId,
      offer: { id: first.id, slug: first.slug, title: 'Carpenter', employer: 'Nordbygg Bemanning', country: 'Norway', isActive: true },
      availableFrom: dayFromNow(6),
      stage: { id: 'shortlisted', title: 'Shortlisted for a meeting' },
      history: [{ stage: { id: 'sent' } }, { stage: { id: 'shortlisted' } }],
      withdrawnAt: null,
      canWithdraw: true,
    });
    // Without a brand the company's name; in Ukrainian when asked.
    const inUkrainian = (await list(candidate, 'ua')).json().items[0];
    expect(inUkrainian).toMatchObject({ id: secondId, stage: { id: 'sent', title: 'Надіслано' } });
    expect(inUkrainian.offer.employer).not.toBe('');
    expect((await list(other)).json().items).toEqual([]);
  });

  it('confirms an application to the candidate by mail, in the candidate’s language, with the way to follow it', async () => {
    const offer = await insertOffer(db(), boss.userId, { clientBrandId: brandId });
    await apply(candidate, offer.id);
    const mail = await latestMail(db(), candidate.email, 'application_confirmation');
    expect(mail.locale).toBe('ua');
    expect(mail.subject).toContain('Заявку надіслано');
    expect(mail.text).toContain('Nordbygg Bemanning');
    expect(mail.text).toContain('/lang/ua/user/applications');
  });

  it('withdraws once, however often it is asked; tells the employer; the card stays, marked, and cannot be moved', async () => {
    const offer = await insertOffer(db(), boss.userId, { clientBrandId: brandId });
    const id = await apply(candidate, offer.id);
    const mailsBefore = (await mailsTo(db(), boss.email)).length;
    const [once, twice] = await Promise.all([withdraw(candidate.auth, id, 'pl'), withdraw(candidate.auth, id, 'pl')]);
    for (const res of [once, twice]) {
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ message: 'Aplikacja została wycofana. Pracodawca otrzymał informację.', item: { id, stage: { id: 'withdrawn', title: 'Wycofana' }, canWithdraw: false } });
    }
    expect(await withdraw(candidate.auth, id).then((res) => res.statusCode)).toBe(200);
    const withdrawnMails = (await mailsTo(db(), boss.email)).filter((mail) => mail.template === 'application_withdrawn');
    expect((await mailsTo(db(), boss.email)).length - mailsBefore).toBe(1);
    expect(withdrawnMails.at(-1)).toMatchObject({ locale: 'no' });
    expect(withdrawnMails.at(-1)?.text).toContain('Oksana Melnyk');

    const pipeline = await t.app.inject({ method: 'GET', url: `/v1/client-offer/${offer.id}/applications/list`, headers: boss.auth });
    expect(pipeline.json().items).toMatchObject([{ id, withdrawnAt: expect.any(String) }]);
    const moved = await move([id], StatusId.ItSuits);
    expect(moved.statusCode).toBe(409);
    expect(moved.json().code).toBe('pipeline_application_withdrawn');
    const history = (await list(candidate)).json().items.find((item: { id: number }) => item.id === id).history as { stage: { id: string } }[];
    expect(history.map((step) => step.stage.id)).toEqual(['sent', 'withdrawn']);
  });

  it('refuses to withdraw a closed application (hired or not selected)', async () => {
    const offer = await insertOffer(db(), boss.userId);
    const id = await apply(candidate, offer.id);
    expect((await move([id], StatusId.DoesNotFit)).statusCode).toBe(200);
    const res = await withdraw(candidate.auth, id);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('application_closed');
  });

  it('is the candidate’s own: another candidate’s id is 404, an employer 403, no token 401', async () => {
    const offer = await insertOffer(db(), boss.userId);
    const id = await apply(candidate, offer.id);
    expect((await withdraw(other.auth, id)).statusCode).toBe(404);
    expect((await withdraw(other.auth, 2_147_483_647)).statusCode).toBe(404);
    expect((await withdraw(boss.auth, id)).statusCode).toBe(403);
    expect((await list(boss)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/v1/candidate/applications' })).statusCode).toBe(401);
    expect((await withdraw({}, id)).statusCode).toBe(401);
    expect((await list(candidate)).json().items.find((item: { id: number }) => item.id === id).stage.id).toBe('sent');
  });
});
