import { AccountType } from '@trades/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATOR_ENV, TEST_OPERATOR, operatorHeaders } from '../../test/operator.ts';
import { type TestApp, createTestApp } from '../../test/test-app.ts';
import { outboxMessages } from '../../infra/mail/outbox.tables.ts';
import { blockAccount, ensureOperator, findUserByEmail } from '../accounts/index.ts';
import { users } from '../accounts/accounts.tables.ts';
import { type Account, employer, insertMatch, readyCandidate } from '../applications/testing.ts';
import { insertOffer } from '../offers/testing.ts';
import { operatorAudit } from './operator.tables.ts';

/* The operator's accounts (issue 26): search, the account page, block and unblock, a resent confirmation. */

const BLOCK_REASON = 'Fałszywe ogłoszenia, zgłoszenia kandydatów';

describe('the operator’s accounts', () => {
  let t: TestApp;
  let operator: Record<string, string>;
  let operatorId: number;
  let boss: Account;
  let worker: Account;
  const db = () => t.database.db;

  beforeAll(async () => {
    t = await createTestApp({ env: { ...OPERATOR_ENV } });
    operator = await operatorHeaders(t.app);
    operatorId = (await findUserByEmail(db(), TEST_OPERATOR.email))?.id as number;
    boss = await employer(t.app, db(), { firstName: 'Zofia', lastName: 'Żółkiewska', name: 'Łódzka Stal Sp. z o.o.', licTradNum: '5260250274', phone: { country: 'PL', number: '512 345 678' } });
    worker = await readyCandidate(t.app, db(), { firstName: 'Grzegorz', lastName: 'Brzęczyszczykiewicz' });
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = operator) => t.app.inject({ method: 'GET', url, headers });
  const post = (url: string, payload?: Record<string, unknown>, headers: Record<string, string> = operator) => t.app.inject({ method: 'POST', url, headers, payload });
  const search = async (query: string) => (await get(`/v1/operator/users?${query}`)).json();
  const auditOf = (userId: number, action: string) =>
    db().select().from(operatorAudit).where(and(eq(operatorAudit.targetType, 'user'), eq(operatorAudit.targetId, String(userId)), eq(operatorAudit.action, action)));

  it('is the operators’ only: 401 without a session, 403 for a candidate and an employer', async () => {
    const calls: [string, string, Record<string, unknown>?][] = [
      ['GET', '/v1/operator/users'],
      ['GET', `/v1/operator/users/${worker.userId}`],
      ['POST', `/v1/operator/users/${worker.userId}/block`, { reason: BLOCK_REASON }],
      ['POST', `/v1/operator/users/${worker.userId}/unblock`],
      ['POST', `/v1/operator/users/${worker.userId}/resend-confirmation`],
    ];
    for (const [method, url, payload] of calls) {
      const as = (headers?: Record<string, string>) => t.app.inject({ method: method as 'GET' | 'POST', url, headers, payload });
      expect((await as()).statusCode, url).toBe(401);
      expect((await as(worker.auth)).statusCode, url).toBe(403);
      expect((await as(boss.auth)).statusCode, url).toBe(403);
    }
    expect(await db().select().from(operatorAudit)).toEqual([]);
  });

  it('finds accounts by e-mail, name, company or tax id, whatever the case, diacritics or dashes, with type and status filters, in pages', async () => {
    const ids = async (query: string) => (await search(query)).items.map((row: { id: number }) => row.id);
    expect(await ids(`q=${encodeURIComponent(boss.email.toUpperCase().slice(0, 14))}`)).toEqual([boss.userId]);
    expect(await ids('q=zolkiewska')).toEqual([boss.userId]);
    expect(await ids(`q=${encodeURIComponent('zofia żółkiewska')}`)).toEqual([boss.userId]);
    expect(await ids('q=brzeczyszczykiewicz')).toEqual([worker.userId]);
    expect(await ids(`q=${encodeURIComponent('łódzka STAL')}`)).toEqual([boss.userId]);
    expect(await ids('q=lodzka')).toEqual([boss.userId]);
    expect(await ids('q=526-025-02-74')).toEqual([boss.userId]);
    expect(await ids('q=5260250274')).toEqual([boss.userId]);
    expect(await ids('q=nobody-like-this')).toEqual([]);

    const row = (await search(`q=${encodeURIComponent(boss.email)}`)).items[0];
    expect(row).toEqual({
      id: boss.userId,
      type: 'client',
      email: boss.email,
      firstName: 'Zofia',
      lastName: 'Żółkiewska',
      company: 'Łódzka Stal Sp. z o.o.',
      taxId: '5260250274',
      createdAt: expect.any(String),
      lastSignedInAt: expect.any(String),
      isEmailConfirmed: false,
      blocked: null,
    });

    const all = await search('');
    expect(all).toMatchObject({ page: 1, pageSize: 25, total: 3 });
    // Newest first.
    expect(all.items.map((r: { id: number }) => r.id)).toEqual([worker.userId, boss.userId, operatorId]);
    expect((await search('type=operator')).items.map((r: { type: string }) => r.type)).toEqual(['operator']);
    expect(await ids('type=candidate')).toEqual([worker.userId]);
    expect(await ids('status=unconfirmed')).toEqual([boss.userId]);
    expect(await ids('status=active&type=candidate')).toEqual([worker.userId]);
    expect(await ids('status=blocked')).toEqual([]);
    expect(await search('page=2')).toMatchObject({ items: [], page: 2, total: 3 });
    const bad = await get('/v1/operator/users?type=admin&page=0');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().formErrors).toEqual({ type: ['invalid_value'], page: ['invalid_value'] });
  });

  it('shows one account with its counts and its states, never a password, a secret or a token; 404 for an unknown id', async () => {
    await insertOffer(db(), boss.userId);
    await insertOffer(db(), boss.userId, { status: 1 });
    await insertOffer(db(), boss.userId, { status: 5 });
    await insertOffer(db(), boss.userId, { status: 4 });
    const detail = await get(`/v1/operator/users/${boss.userId}`);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json()).toMatchObject({
      id: boss.userId,
      type: 'client',
      locale: expect.any(String),
      phone: '+48 512345678',
      isEmailConfirmed: false,
      blocked: null,
      counts: { offers: { draft: 1, waiting: 1, active: 1, ended: 1 }, orders: { total: 0, paid: 0, paidGross: 0 }, applicationsSent: 0, applicationsReceived: 0 },
    });
    expect(detail.body).not.toMatch(/password|totp|secret|token|\$argon2/i);
    expect((await get(`/v1/operator/users/${worker.userId}`)).json()).toMatchObject({ type: 'candidate', isEmailConfirmed: true, company: null, taxId: null });
    expect((await get('/v1/operator/users/999999')).statusCode).toBe(404);
    expect((await get('/v1/operator/users/abc')).statusCode).toBe(400);
  });

  it('blocks an employer: the live session ends at once, every sign-in answers 403 account_blocked, the offers go offline; unblock brings them back', async () => {
    const offer = await insertOffer(db(), boss.userId, { slug: 'spawacz-gdansk' });
    const candidate = await readyCandidate(t.app, db());
    await insertMatch(db(), offer.id, candidate.userId, 90);
    const publicIds = async () => (await get('/v1/public/offer/list', {})).json().items.map((item: { id: number }) => item.id);
    const matchedIds = async () => (await get('/v1/candidate-offer/list-matched', candidate.auth)).json().items.map((item: { offer: { id: number } }) => item.offer.id);
    const sitemap = async () => (await get('/sitemap.xml', {})).body;
    expect(await publicIds()).toContain(offer.id);
    expect(await matchedIds()).toContain(offer.id);
    expect((await get(`/v1/public/offer/${offer.id}`, {})).statusCode).toBe(200);
    expect(await sitemap()).toContain(`/offer/${offer.id}-spawacz-gdansk`);
    expect((await get('/v1/user/show', boss.auth)).statusCode).toBe(200);

    const tooShort = await post(`/v1/operator/users/${boss.userId}/block`, { reason: ' x ' }, { ...operator, 'x-locale': 'pl' });
    expect(tooShort.statusCode).toBe(422);
    expect(tooShort.json().formErrors).toEqual({ reason: ['user_block_reason_too_short'] });
    expect((await post(`/v1/operator/users/${boss.userId}/block`, {})).json().formErrors).toEqual({ reason: ['field_required'] });
    expect((await post(`/v1/operator/users/${boss.userId}/block`, { reason: 'x'.repeat(1001) })).json().formErrors).toEqual({ reason: ['too_long'] });

    const blocked = await post(`/v1/operator/users/${boss.userId}/block`, { reason: ` ${BLOCK_REASON} ` });
    expect(blocked.statusCode, blocked.body).toBe(200);
    expect(blocked.json()).toMatchObject({ message: 'The account is blocked: its sessions have ended and its offers are offline.', user: { blocked: { at: expect.any(String), reason: BLOCK_REASON } } });

    // The access token from before the block is refused right away, and so is its refresh token.
    expect((await get('/v1/user/show', boss.auth)).statusCode).toBe(401);
    expect((await post('/v1/token/refresh', { refresh_token: boss.tokens.refresh_token }, {})).statusCode).toBe(401);
    const signIn = (locale: string) => post('/v1/login_check', { username: boss.email, password: boss.password }, { 'x-locale': locale });
    const pl = await signIn('pl');
    expect(pl.statusCode).toBe(403);
    expect(pl.json()).toMatchObject({ code: 'account_blocked', message: 'To konto zostało zablokowane. Jeśli uważasz, że to pomyłka, napisz do nas przez stronę kontaktową.' });
    expect((await signIn('ua')).json()).toMatchObject({ code: 'account_blocked', message: 'Цей обліковий запис заблоковано. Якщо ви вважаєте, що це помилка, напишіть нам через сторінку контактів.' });
    // A wrong password still says only that: the block is told to the owner alone.
    expect((await post('/v1/login_check', { username: boss.email, password: 'Wrong-Pass-1' }, {})).statusCode).toBe(401);

    expect(await publicIds()).not.toContain(offer.id);
    expect(await matchedIds()).not.toContain(offer.id);
    expect((await get(`/v1/public/offer/${offer.id}`, {})).statusCode).toBe(404);
    expect(await sitemap()).not.toContain(`/offer/${offer.id}-spawacz-gdansk`);
    expect((await search('status=blocked')).items.map((r: { id: number }) => r.id)).toEqual([boss.userId]);

    const again = await post(`/v1/operator/users/${boss.userId}/block`, { reason: 'Once more' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('user_already_blocked');
    const [entry, ...more] = await auditOf(boss.userId, 'user.block');
    expect(more).toEqual([]);
    expect(entry).toMatchObject({ operatorUserId: operatorId, operatorEmail: TEST_OPERATOR.email, reason: BLOCK_REASON, details: { email: boss.email, accountType: AccountType.Client } });

    const unblocked = await post(`/v1/operator/users/${boss.userId}/unblock`);
    expect(unblocked.statusCode, unblocked.body).toBe(200);
    expect(unblocked.json()).toMatchObject({ message: 'The account is unblocked.', user: { blocked: null } });
    expect(await publicIds()).toContain(offer.id);
    expect(await matchedIds()).toContain(offer.id);
    expect((await get(`/v1/public/offer/${offer.id}`, {})).statusCode).toBe(200);
    expect((await signIn('en')).statusCode).toBe(200);
    expect((await post(`/v1/operator/users/${boss.userId}/unblock`)).json().code).toBe('user_not_blocked');
    expect(await auditOf(boss.userId, 'user.unblock')).toEqual([expect.objectContaining({ reason: null, details: expect.objectContaining({ blockReason: BLOCK_REASON }) })]);
    expect((await post('/v1/operator/users/999999/block', { reason: BLOCK_REASON })).statusCode).toBe(404);
  });

  it('never blocks the operator themselves or the last operator who can sign in; another operator can be blocked', async () => {
    const self = await post(`/v1/operator/users/${operatorId}/block`, { reason: BLOCK_REASON });
    expect(self.statusCode).toBe(409);
    expect(self.json().code).toBe('user_block_self');

    await ensureOperator(db(), { email: 'second.operator@trades.example', password: 'Second-Pass-2026' });
    const second = (await findUserByEmail(db(), 'second.operator@trades.example'))?.id as number;
    expect((await post(`/v1/operator/users/${second}/block`, { reason: BLOCK_REASON })).statusCode).toBe(200);
    const refused = await post('/v1/login_check', { username: 'second.operator@trades.example', password: 'Second-Pass-2026' }, {});
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('account_blocked');

    // The blocked operator's request that got past the check before the block (two operators blocking each other at once).
    const deps = { db: db(), sessions: t.app.sessions, offerListCache: { clear: () => undefined }, now: () => new Date() };
    await expect(blockAccount(deps, { userId: operatorId, reason: BLOCK_REASON, byUserId: second }, async () => undefined)).rejects.toMatchObject({ code: 'user_block_last_operator', statusCode: 409 });
    expect((await db().select({ blockedAt: users.blockedAt }).from(users).where(eq(users.id, operatorId)))[0]?.blockedAt).toBeNull();
  });

  it('resends the confirmation mail to an unconfirmed account, and refuses a confirmed one', async () => {
    const confirmationMails = async (userId: number) =>
      (await db().select().from(outboxMessages).where(and(eq(outboxMessages.userId, userId), eq(outboxMessages.template, 'mail_confirmation')))).length;
    const before = await confirmationMails(boss.userId);
    const resent = await post(`/v1/operator/users/${boss.userId}/resend-confirmation`);
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json()).toMatchObject({ message: 'We have sent the confirmation e-mail again.', user: { id: boss.userId, isEmailConfirmed: false } });
    expect(await confirmationMails(boss.userId)).toBe(before + 1);
    expect(await auditOf(boss.userId, 'user.resend_confirmation')).toHaveLength(1);

    const confirmed = await post(`/v1/operator/users/${worker.userId}/resend-confirmation`);
    expect(confirmed.statusCode).toBe(409);
    expect(confirmed.json()).toMatchObject({ code: 'user_email_already_confirmed', message: "This account's e-mail address is already confirmed." });
    expect(await auditOf(worker.userId, 'user.resend_confirmation')).toEqual([]);
    expect((await post('/v1/operator/users/999999/resend-confirmation')).statusCode).toBe(404);
  });
});
