import { JOB_ALERT_DEFAULT_SCORE, MAX_JOB_ALERTS } from '@trades/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestAccount, newCandidate } from '../../test/accounts.ts';
import { INERT_MATCHING, type TestApp, createTestApp } from '../../test/test-app.ts';
import { createOutbox } from '../../infra/mail/outbox.ts';
import { type OutboxMessage, outboxMessages } from '../../infra/mail/outbox.tables.ts';
import { users } from '../accounts/accounts.tables.ts';
import { type Account, employer, insertMatch, readyCandidate } from '../applications/testing.ts';
import { insertOffer } from '../offers/testing.ts';
import { ReferenceCatalogueStore } from '../reference/index.ts';
import { JOB_ALERT_DIGEST_TEMPLATE } from './job-alerts.mails.ts';
import { REPEATED_SAVE_MS } from './job-alerts.rules.ts';
import { type JobAlertsDeps, sendDueDigests } from './job-alerts.service.ts';
import { jobAlerts } from './job-alerts.tables.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe('job alerts (issue 14, part 1)', () => {
  let t: TestApp;
  let boss: Account;
  // The app's clock: each test moves it forward, never back.
  let nowMs = Date.parse('2026-03-02T08:00:00Z');
  const clock = () => new Date(nowMs);
  let digests: JobAlertsDeps;

  beforeAll(async () => {
    t = await createTestApp({ clock, matching: INERT_MATCHING });
    boss = await employer(t.app, t.database.db);
    digests = {
      db: t.database.db,
      now: clock,
      secret: t.config.JWT_SECRET,
      publicUrl: t.config.PUBLIC_URL,
      catalogue: ReferenceCatalogueStore.of(t.database.db),
      outbox: createOutbox(t.config.PUBLIC_URL, async () => undefined),
    };
  });
  afterAll(() => t.close());

  const db = () => t.database.db;
  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, auth: Record<string, string> = {}, payload?: object) =>
    t.app.inject({ method, url, headers: auth, ...(payload ? { payload } : {}) });
  const save = (auth: Record<string, string>, payload: object) => call('POST', '/v1/job-alerts', auth, payload);
  const digestMails = (to: string) =>
    db()
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.recipient, to), eq(outboxMessages.template, JOB_ALERT_DIGEST_TEMPLATE)))
      .orderBy(outboxMessages.id);
  /** An active offer published `hoursAgo` before the clock. */
  const publish = (hoursAgo: number, overrides: Parameters<typeof insertOffer>[2] = {}) =>
    insertOffer(db(), boss.userId, { publicationAt: new Date(nowMs - hoursAgo * HOUR), ...overrides });
  /** An offer's address in a digest: through the web's language switch, so it opens in the recipient's language. */
  const offerUrl = (offer: { id: number; slug: string }, locale = 'en') => `${t.config.PUBLIC_URL}/lang/${locale}/offer/${offer.id}-${offer.slug}`;
  const unsubscribeTokenOf = (mail: OutboxMessage) => /job-alerts\/unsubscribe\?token=([\w.-]+)/.exec(mail.text)?.[1] ?? '';

  describe('saving and managing alerts', () => {
    let candidate: TestAccount;
    beforeAll(async () => {
      candidate = await newCandidate(t.app, db());
    });

    it('saves a search from its /search/query segment or its list keys, reading it as the offer list does', async () => {
      const fromPath = await t.app.inject({
        method: 'POST',
        url: '/v1/job-alerts',
        headers: { ...candidate.auth, 'x-locale': 'pl' },
        payload: { params: 'industry=1&profession=1,3&country=1&sort=workStartAt|asc&page=3', frequency: 'daily' },
      });
      expect(fromPath.statusCode, fromPath.body).toBe(201);
      expect(fromPath.json().title).toMatch(/Cieśla.*Norwegia/);
      expect(fromPath.json()).toMatchObject({ kind: 'search', frequency: 'daily', params: { industries: [1], professions: [1, 3], countries: [1] }, minScore: null, lastDigestAt: null });

      const fromKeys = await save(candidate.auth, { params: { industries: [1], workLocationStates: '1' }, frequency: 'weekly' });
      expect(fromKeys.statusCode, fromKeys.body).toBe(201);
      expect(fromKeys.json()).toMatchObject({ params: { industries: [1], professions: [], countries: [1] }, frequency: 'weekly' });

      const everything = await save(candidate.auth, { params: 'showAll=true', frequency: 'daily' });
      expect(everything.json()).toMatchObject({ params: { industries: [], professions: [], countries: [] } });
      // The same filters in another order, sort or page are the same search.
      const again = await save(candidate.auth, { params: 'country=1&profession=3,1&industry=1&page=2', frequency: 'weekly' });
      expect(again.statusCode).toBe(422);
      expect(again.json()).toMatchObject({ code: 'job_alert_already_saved' });

      const list = await call('GET', '/v1/job-alerts', candidate.auth);
      expect(list.statusCode).toBe(200);
      expect(list.json()).toMatchObject({ limit: MAX_JOB_ALERTS, matchedAvailable: false });
      expect(list.json().items.map((item: { id: number }) => item.id)).toEqual([fromPath.json().id, fromKeys.json().id, everything.json().id]);
    });

    it('refuses a malformed search or frequency with 422 under the field', async () => {
      const badId = await save(candidate.auth, { params: 'industry=abc', frequency: 'daily' });
      expect(badId.statusCode).toBe(422);
      expect(badId.json()).toMatchObject({ code: 'validation_error', formErrors: { 'params.industry': ['invalid_value'] } });
      const badFrequency = await save(candidate.auth, { params: 'industry=1', frequency: 'hourly' });
      expect(badFrequency.json()).toMatchObject({ formErrors: { frequency: ['invalid_value'] } });
      const noParams = await save(candidate.auth, { frequency: 'daily' });
      expect(noParams.json()).toMatchObject({ formErrors: { params: ['field_required'] } });
      const matching = await save(candidate.auth, { params: 'mlFilter=1', frequency: 'daily' });
      expect(matching.json()).toMatchObject({ formErrors: { 'params.mlFilter': ['job_alert_use_matched'] } });
      // Ids that name nothing: no offer would ever match, and the alert would have a blank title (issue 23).
      const unknown = await save(candidate.auth, { params: 'industry=1,999999&profession=888888&country=777777', frequency: 'daily' });
      expect(unknown.statusCode).toBe(422);
      expect(unknown.json()).toMatchObject({
        code: 'validation_error',
        formErrors: { 'params.industry': ['invalid_value'], 'params.profession': ['invalid_value'], 'params.country': ['invalid_value'] },
      });
    });

    it('changes the frequency or the search, and deletes', async () => {
      const created = (await save(candidate.auth, { params: 'industry=1', frequency: 'daily' })).json() as { id: number };
      const changed = await call('PATCH', `/v1/job-alerts/${created.id}`, candidate.auth, { frequency: 'weekly', params: 'industry=1&country=2' });
      expect(changed.statusCode, changed.body).toBe(200);
      expect(changed.json()).toMatchObject({ id: created.id, frequency: 'weekly', params: { industries: [1], countries: [2] } });
      const scoreOnSearch = await call('PATCH', `/v1/job-alerts/${created.id}`, candidate.auth, { minScore: 70 });
      expect(scoreOnSearch.statusCode).toBe(422);
      const nothing = await call('PATCH', `/v1/job-alerts/${created.id}`, candidate.auth, {});
      expect(nothing.json()).toMatchObject({ id: created.id, frequency: 'weekly' });
      const copy = await call('PATCH', `/v1/job-alerts/${created.id}`, candidate.auth, { params: 'showAll=true' });
      expect(copy.json()).toMatchObject({ code: 'job_alert_already_saved' });

      const removed = await call('DELETE', `/v1/job-alerts/${created.id}`, candidate.auth);
      expect(removed.statusCode).toBe(204);
      expect((await call('DELETE', `/v1/job-alerts/${created.id}`, candidate.auth)).statusCode).toBe(404);
      const list = (await call('GET', '/v1/job-alerts', candidate.auth)).json() as { items: { id: number }[] };
      expect(list.items.some((item) => item.id === created.id)).toBe(false);
    });

    it('keeps at most 10 alerts per candidate: the 11th is 422 with its own key and saves nothing', async () => {
      const other = await newCandidate(t.app, db());
      const saves = await Promise.all(Array.from({ length: MAX_JOB_ALERTS + 2 }, (_, i) => save(other.auth, { params: `profession=${i + 1}`, frequency: 'daily' })));
      expect(saves.filter((res) => res.statusCode === 201)).toHaveLength(MAX_JOB_ALERTS);
      const refused = saves.filter((res) => res.statusCode !== 201);
      expect(refused.map((res) => res.statusCode)).toEqual([422, 422]);
      expect(refused[0]?.json()).toMatchObject({ code: 'job_alert_limit_reached', message: expect.stringContaining('10') });
      expect(((await call('GET', '/v1/job-alerts', other.auth)).json() as { items: unknown[] }).items).toHaveLength(MAX_JOB_ALERTS);
    });

    it('answers a double tap on save with the alert saved first (200), even at the limit; minutes later the same save is already saved', async () => {
      const tapper = await newCandidate(t.app, db());
      await Promise.all(Array.from({ length: MAX_JOB_ALERTS - 1 }, (_, i) => save(tapper.auth, { params: `profession=${i + 1}`, frequency: 'daily' })));
      const payload = { params: 'industry=1&country=2', frequency: 'weekly' };
      const [first, second] = await Promise.all([save(tapper.auth, payload), save(tapper.auth, payload)]);
      expect([first.statusCode, second.statusCode].sort(), `${first.body} ${second.body}`).toEqual([200, 201]);
      expect(second.json()).toEqual(first.json());
      const items = ((await call('GET', '/v1/job-alerts', tapper.auth)).json() as { items: { id: number }[] }).items;
      expect(items).toHaveLength(MAX_JOB_ALERTS);
      expect(items.filter((item) => item.id === first.json().id)).toHaveLength(1);
      // Another frequency is another save, here over the limit.
      expect((await save(tapper.auth, { ...payload, frequency: 'daily' })).json()).toMatchObject({ code: 'job_alert_limit_reached' });
      nowMs += REPEATED_SAVE_MS;
      const place = items.find((item) => item.id !== first.json().id);
      expect((await call('DELETE', `/v1/job-alerts/${place?.id}`, tapper.auth)).statusCode).toBe(204);
      const later = await save(tapper.auth, payload);
      expect(later.statusCode).toBe(422);
      expect(later.json()).toMatchObject({ code: 'job_alert_already_saved' });
    });

    it('answers a double tap on the matched-offers alert with the alert taken first', async () => {
      const ready = await readyCandidate(t.app, db());
      const payload = { kind: 'matched', minScore: 60, frequency: 'daily' };
      const first = await save(ready.auth, payload);
      expect(first.statusCode, first.body).toBe(201);
      const second = await save(ready.auth, payload);
      expect(second.statusCode, second.body).toBe(200);
      expect(second.json()).toEqual(first.json());
      expect((await save(ready.auth, { ...payload, minScore: 70 })).json()).toMatchObject({ code: 'job_alert_matched_exists' });
    });
  });

  describe('who may', () => {
    it('never shows or changes another candidate’s alert: 404, and the alert stays', async () => {
      const owner = await newCandidate(t.app, db());
      const stranger = await newCandidate(t.app, db());
      const alert = (await save(owner.auth, { params: 'industry=1', frequency: 'daily' })).json() as { id: number };
      expect((await call('PATCH', `/v1/job-alerts/${alert.id}`, stranger.auth, { frequency: 'weekly' })).statusCode).toBe(404);
      expect((await call('DELETE', `/v1/job-alerts/${alert.id}`, stranger.auth)).statusCode).toBe(404);
      expect(((await call('GET', '/v1/job-alerts', stranger.auth)).json() as { items: unknown[] }).items).toEqual([]);
      expect(((await call('GET', '/v1/job-alerts', owner.auth)).json() as { items: { frequency: string }[] }).items).toMatchObject([{ id: alert.id, frequency: 'daily' }]);
    });

    it('is for candidates: an employer gets 403, no token 401', async () => {
      for (const [method, url] of [
        ['GET', '/v1/job-alerts'],
        ['POST', '/v1/job-alerts'],
        ['PATCH', '/v1/job-alerts/1'],
        ['DELETE', '/v1/job-alerts/1'],
      ] as const) {
        expect((await call(method, url, boss.auth, { params: 'industry=1', frequency: 'daily' })).statusCode, `${method} ${url}`).toBe(403);
        expect((await call(method, url, {}, { params: 'industry=1', frequency: 'daily' })).statusCode, `${method} ${url}`).toBe(401);
      }
    });
  });

  describe('the matched-offers alert', () => {
    it('needs a complete profile, takes a score from 40 to 100, and is one per candidate', async () => {
      const fresh = await newCandidate(t.app, db());
      const refused = await save(fresh.auth, { kind: 'matched', minScore: 70, frequency: 'daily' });
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toMatchObject({ code: 'job_alert_profile_incomplete' });

      const ready = await readyCandidate(t.app, db());
      expect(((await call('GET', '/v1/job-alerts', ready.auth)).json() as { matchedAvailable: boolean }).matchedAvailable).toBe(true);
      expect((await save(ready.auth, { kind: 'matched', minScore: 39, frequency: 'daily' })).json()).toMatchObject({ formErrors: { minScore: ['invalid_value'] } });
      expect((await save(ready.auth, { kind: 'matched', frequency: 'daily' })).json()).toMatchObject({ formErrors: { minScore: ['field_required'] } });
      const taken = await save(ready.auth, { kind: 'matched', minScore: JOB_ALERT_DEFAULT_SCORE, frequency: 'weekly' });
      expect(taken.statusCode, taken.body).toBe(201);
      expect(taken.json()).toMatchObject({ kind: 'matched', minScore: JOB_ALERT_DEFAULT_SCORE, params: null, frequency: 'weekly' });
      expect((await save(ready.auth, { kind: 'matched', minScore: 80, frequency: 'daily' })).json()).toMatchObject({ code: 'job_alert_matched_exists' });
      const raised = await call('PATCH', `/v1/job-alerts/${(taken.json() as { id: number }).id}`, ready.auth, { minScore: 85 });
      expect(raised.json()).toMatchObject({ minScore: 85 });
    });
  });

  describe('the digest', () => {
    it('sends each due alert one mail of the offers published since its last digest, in the candidate’s language, never twice', async () => {
      const candidate = await readyCandidate(t.app, db());
      await db().update(users).set({ locale: 'no' }).where(eq(users.id, candidate.userId));
      const weekly = await newCandidate(t.app, db());
      const before = await publish(2);
      const alert = (await save(candidate.auth, { params: 'industry=1&profession=1&country=1', frequency: 'daily' })).json() as { id: number };
      await save(weekly.auth, { params: 'industry=1', frequency: 'weekly' });

      nowMs += 3 * HOUR;
      const carpenter = await publish(1);
      const bricklayer = await publish(1, { professionId: 3 });
      // Not due yet: nothing is sent before a day has passed.
      await sendDueDigests(digests);
      expect(await digestMails(candidate.email)).toHaveLength(0);

      nowMs += DAY;
      // Published a moment ago: it waits for the next digest rather than risk being skipped.
      const justNow = await publish(0.05);
      await sendDueDigests(digests);
      const [first, ...others] = await digestMails(candidate.email);
      expect(others).toHaveLength(0);
      expect(first?.locale).toBe('no');
      expect(first?.subject).toBe('1 nytt jobbtilbud til deg');
      expect(first?.text).toContain(offerUrl(carpenter, 'no'));
      for (const offer of [before, bricklayer, justNow]) expect(first?.text).not.toContain(`/offer/${offer.id}-`);
      expect(await digestMails(weekly.email)).toHaveLength(0);

      // The second run of the same sweep (a retry, a second worker) sends nothing new.
      await sendDueDigests(digests);
      expect(await digestMails(candidate.email)).toHaveLength(1);

      nowMs += DAY;
      const fresh = await publish(2);
      await sendDueDigests(digests);
      const mails = await digestMails(candidate.email);
      expect(mails).toHaveLength(2);
      const second = mails[1] as OutboxMessage;
      expect(second.subject).toBe('2 nye jobbtilbud til deg');
      expect(second.text).toContain(offerUrl(fresh, 'no'));
      expect(second.text).toContain(offerUrl(justNow, 'no'));
      expect(second.text).not.toContain(`/offer/${carpenter.id}-`);

      // A day with nothing new: no mail, the digest's time still moves.
      nowMs += DAY;
      await sendDueDigests(digests);
      expect(await digestMails(candidate.email)).toHaveLength(2);
      const [stored] = await db().select().from(jobAlerts).where(eq(jobAlerts.id, alert.id));
      expect(stored?.lastDigestAt?.getTime()).toBe(nowMs);
    });

    it('mails an offer to a candidate once: two sweeps at the same time and two alerts that both find it make one mail (issue 24)', async () => {
      const candidate = await newCandidate(t.app, db());
      await db().update(users).set({ locale: 'pl' }).where(eq(users.email, candidate.email));
      const wide = (await save(candidate.auth, { params: 'industry=1', frequency: 'daily' })).json() as { id: number };
      const narrow = (await save(candidate.auth, { params: 'industry=1&country=1', frequency: 'daily' })).json() as { id: number };
      nowMs += 2 * HOUR;
      const offer = await publish(1);
      nowMs += DAY;
      await Promise.all([sendDueDigests(digests), sendDueDigests(digests)]);
      const mails = await digestMails(candidate.email);
      expect(mails).toHaveLength(1);
      expect(mails[0]?.text.split(`/offer/${offer.id}-`)).toHaveLength(2);
      // Every link opens in the recipient's language.
      expect(mails[0]?.text).toContain(offerUrl(offer, 'pl'));
      expect(mails[0]?.text).toMatch(new RegExp(`${t.config.PUBLIC_URL}/lang/pl/search/query/industry=1`));
      expect(mails[0]?.text).toContain(`${t.config.PUBLIC_URL}/lang/pl/job-alerts/unsubscribe?token=`);
      // Both alerts had their digest: neither is due again before tomorrow, and tomorrow's sweep sends nothing new.
      const marks = await db().select().from(jobAlerts).where(inArray(jobAlerts.id, [wide.id, narrow.id]));
      expect(marks.map((row) => row.lastDigestAt?.getTime())).toEqual([nowMs, nowMs]);
      nowMs += DAY;
      await sendDueDigests(digests);
      expect(await digestMails(candidate.email)).toHaveLength(1);
    });

    it('carries a one-click unsubscribe link and the List-Unsubscribe headers', async () => {
      const candidate = await newCandidate(t.app, db());
      await save(candidate.auth, { params: 'industry=1', frequency: 'daily' });
      nowMs += 2 * HOUR;
      const offer = await publish(1);
      nowMs += DAY;
      await sendDueDigests(digests);
      const [mail] = await digestMails(candidate.email);
      const token = unsubscribeTokenOf(mail as OutboxMessage);
      expect(mail?.locale).toBe('en');
      expect(mail?.html).toContain(`<a href="${offerUrl(offer)}"`);
      expect(mail?.text).toContain(`${t.config.PUBLIC_URL}/lang/en/job-alerts/unsubscribe?token=${token}`);
      expect(mail?.html).toContain('Unsubscribe from this alert');
      expect(mail?.headers).toEqual({
        'List-Unsubscribe': `<${t.config.PUBLIC_URL}/v1/public/job-alerts/unsubscribe?token=${token}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      });
    });

    it('lists the newest 20 offers and counts them all, the button leading to the search', async () => {
      const candidate = await newCandidate(t.app, db());
      await save(candidate.auth, { params: 'industry=1&profession=1', frequency: 'daily' });
      nowMs += 2 * HOUR;
      const offers = [];
      for (let i = 0; i < 21; i++) offers.push(await publish(1));
      nowMs += DAY;
      await sendDueDigests(digests);
      const [mail] = await digestMails(candidate.email);
      expect(mail?.subject).toBe('21 new job offers for you');
      expect(mail?.text).toContain('Here are the newest 20');
      expect(mail?.text).not.toContain(`/offer/${(offers[0] as { id: number }).id}-`);
      expect(mail?.text).toContain(offerUrl(offers[20] as { id: number; slug: string }));
      expect(mail?.text).toContain(`See all the offers of this search: ${t.config.PUBLIC_URL}/lang/en/search/query/industry=1&profession=1`);
    });

    it('of matched offers holds only new offers matched at or above the chosen score', async () => {
      const candidate = await readyCandidate(t.app, db());
      await save(candidate.auth, { kind: 'matched', minScore: 70, frequency: 'daily' });
      nowMs += 2 * HOUR;
      const good = await publish(1);
      const weak = await publish(1);
      const unmatched = await publish(1);
      await insertMatch(db(), good.id, candidate.userId, 75);
      await insertMatch(db(), weak.id, candidate.userId, 65);
      nowMs += DAY;
      await sendDueDigests(digests);
      const mails = await digestMails(candidate.email);
      expect(mails).toHaveLength(1);
      expect(mails[0]?.text).toContain(offerUrl(good));
      expect(mails[0]?.text).toContain(`${t.config.PUBLIC_URL}/lang/en/offers-matched`);
      for (const offer of [weak, unmatched]) expect(mails[0]?.text).not.toContain(`/offer/${offer.id}-`);
    });
  });

  describe('unsubscribing by the mail’s link', () => {
    const digestOf = async (candidate: TestAccount) => {
      const alert = (await save(candidate.auth, { params: 'industry=1', frequency: 'daily' })).json() as { id: number };
      nowMs += 2 * HOUR;
      await publish(1);
      nowMs += DAY;
      await sendDueDigests(digests);
      const [mail] = await digestMails(candidate.email);
      return { alert, token: unsubscribeTokenOf(mail as OutboxMessage) };
    };
    const stored = async (id: number) => (await db().select().from(jobAlerts).where(eq(jobAlerts.id, id)))[0];
    const show = (token: string, locale = 'en') => t.app.inject({ method: 'GET', url: `/v1/public/job-alerts/unsubscribe?token=${encodeURIComponent(token)}`, headers: { 'x-locale': locale } });

    it('opening the link (GET, as a mail scanner does) names the alert in the language asked and changes nothing', async () => {
      const candidate = await newCandidate(t.app, db());
      const { alert, token } = await digestOf(candidate);
      const res = await show(token, 'pl');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ alert: { id: alert.id, kind: 'search', frequency: 'daily', title: 'Budownictwo', minScore: null }, unsubscribed: false });
      expect((await show(token)).json().alert.title).toBe('Construction');
      expect((await stored(alert.id))?.unsubscribedAt).toBeNull();
      // Still subscribed: the next day's offer comes.
      nowMs += 2 * HOUR;
      await publish(1);
      nowMs += DAY;
      await sendDueDigests(digests);
      expect(await digestMails(candidate.email)).toHaveLength(2);
    });

    it('the button (POST) stops the alert’s digests without signing in, answers the same when repeated, and the undo brings them back', async () => {
      const candidate = await newCandidate(t.app, db());
      const { alert, token } = await digestOf(candidate);
      const res = await call('POST', '/v1/public/job-alerts/unsubscribe', {}, { token });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ unsubscribed: true });
      const stoppedAt = (await stored(alert.id))?.unsubscribedAt;
      expect(stoppedAt).toBeInstanceOf(Date);
      expect((await call('POST', '/v1/public/job-alerts/unsubscribe', {}, { token })).statusCode).toBe(200);
      expect((await stored(alert.id))?.unsubscribedAt?.getTime()).toBe(stoppedAt?.getTime());
      expect((await show(token)).json()).toMatchObject({ alert: { id: alert.id }, unsubscribed: true });
      // The candidate's own list says so.
      const listed = (await call('GET', '/v1/job-alerts', candidate.auth)).json() as { items: { id: number; unsubscribedAt: string | null }[] };
      expect(listed.items.find((item) => item.id === alert.id)?.unsubscribedAt).toBe(stoppedAt?.toISOString());

      nowMs += 2 * HOUR;
      const missed = await publish(1);
      nowMs += DAY;
      await sendDueDigests(digests);
      expect(await digestMails(candidate.email)).toHaveLength(1);

      const undo = await t.app.inject({ method: 'POST', url: '/v1/public/job-alerts/resubscribe', headers: { 'x-locale': 'ua' }, payload: { token } });
      expect(undo.statusCode, undo.body).toBe(200);
      expect(undo.json()).toEqual({ alert: { id: alert.id, kind: 'search', frequency: 'daily', title: 'Будівництво', minScore: null }, unsubscribed: false });
      expect((await stored(alert.id))?.unsubscribedAt).toBeNull();
      // The digests resume from where they stopped: the offer published meanwhile comes.
      await sendDueDigests(digests);
      const mails = await digestMails(candidate.email);
      expect(mails).toHaveLength(2);
      expect(mails[1]?.text).toContain(offerUrl(missed));
    });

    it('the candidate resumes an unsubscribed alert on the alerts page (PATCH subscribed)', async () => {
      const candidate = await newCandidate(t.app, db());
      const { alert, token } = await digestOf(candidate);
      await call('POST', '/v1/public/job-alerts/unsubscribe', {}, { token });
      const resumed = await call('PATCH', `/v1/job-alerts/${alert.id}`, candidate.auth, { subscribed: true });
      expect(resumed.statusCode, resumed.body).toBe(200);
      expect(resumed.json()).toMatchObject({ id: alert.id, unsubscribedAt: null });
      expect((await show(token)).json()).toMatchObject({ unsubscribed: false });
    });

    it('an alert deleted since: the link says so (alert null), the unsubscribe answers the same, the undo is 404 with its key', async () => {
      const candidate = await newCandidate(t.app, db());
      const { alert, token } = await digestOf(candidate);
      expect((await call('DELETE', `/v1/job-alerts/${alert.id}`, candidate.auth)).statusCode).toBe(204);
      expect((await show(token)).json()).toEqual({ alert: null, unsubscribed: true });
      expect((await call('POST', '/v1/public/job-alerts/unsubscribe', {}, { token })).statusCode).toBe(200);
      const undo = await call('POST', '/v1/public/job-alerts/resubscribe', {}, { token });
      expect(undo.statusCode).toBe(404);
      expect(undo.json()).toMatchObject({ code: 'job_alert_gone' });
    });

    it('takes the one-click POST of a mail client: the token in the query, the form body of RFC 8058', async () => {
      const candidate = await newCandidate(t.app, db());
      const { alert, token } = await digestOf(candidate);
      const res = await t.app.inject({
        method: 'POST',
        url: `/v1/public/job-alerts/unsubscribe?token=${token}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(res.statusCode, res.body).toBe(200);
      expect((await stored(alert.id))?.unsubscribedAt).toBeInstanceOf(Date);
    });

    it('refuses a token it did not sign with 422 and a clear key, and changes nothing', async () => {
      const candidate = await newCandidate(t.app, db());
      const alert = (await save(candidate.auth, { params: 'industry=1', frequency: 'daily' })).json() as { id: number };
      const forgedToken = `${alert.id}.${'A'.repeat(43)}`;
      const forged = await call('POST', '/v1/public/job-alerts/unsubscribe', {}, { token: forgedToken });
      expect(forged.statusCode).toBe(422);
      expect(forged.json()).toMatchObject({ code: 'job_alert_unsubscribe_invalid', formErrors: { token: ['job_alert_unsubscribe_invalid'] } });
      const missing = await call('POST', '/v1/public/job-alerts/unsubscribe', {}, {});
      expect(missing.json()).toMatchObject({ formErrors: { token: ['field_required'] } });
      for (const res of [await show(forgedToken), await call('POST', '/v1/public/job-alerts/resubscribe', {}, { token: forgedToken })]) {
        expect(res.statusCode).toBe(422);
        expect(res.json()).toMatchObject({ code: 'job_alert_unsubscribe_invalid' });
      }
      expect((await stored(alert.id))?.unsubscribedAt).toBeNull();
    });
  });
});
