import { MESSAGE_TEXT_MAX } from '@trades/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailsTo } from '../../test/accounts.ts';
import { OPERATOR_ENV, operatorHeaders } from '../../test/operator.ts';
import { INERT_MATCHING, type TestApp, createTestApp } from '../../test/test-app.ts';
import { users } from '../accounts/accounts.tables.ts';
import { type Account, employer, readyCandidate } from '../applications/testing.ts';
import { conversationMessages } from './conversations.tables.ts';
import { appliedCard, matchedCard } from './testing.ts';

/* Conversations on pipeline cards (issue 27): who may talk where, the lists, paging, reading, blocking, double taps and mails. */

interface Summary {
  id: number;
  cardId: number;
  side: string;
  otherSide: { name: string; deleted: boolean };
  latestMessage: { id: number; text: string } | null;
  unreadCount: number;
  blocked: boolean;
  canWrite: boolean;
}

describe('conversations', () => {
  let t: TestApp;
  /** The app's clock runs this far ahead of real time; the mail throttle and double-tap tests move it. */
  let ahead = 0;
  let boss: Account;
  let rival: Account;
  let anna: Account;
  let operator: Record<string, string>;
  const db = () => t.database.db;

  type Caller = { auth: Record<string, string> };
  const call = (who: Caller | undefined, method: 'GET' | 'POST', url: string, payload?: object, locale = 'en') =>
    t.app.inject({ method, url, headers: { ...(who?.auth ?? {}), 'x-locale': locale }, ...(payload ? { payload } : {}) });
  const start = (who: Caller, payload: object, locale = 'en') => call(who, 'POST', '/v1/conversations', payload, locale);
  const write = (who: Caller, id: number, text: string, locale = 'en') => call(who, 'POST', `/v1/conversations/${id}/messages`, { text }, locale);
  const list = async (who: Caller, locale = 'en') => {
    const res = await call(who, 'GET', '/v1/conversations', undefined, locale);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { items: Summary[]; unreadTotal: number };
  };
  const unread = async (who: Caller) => (await call(who, 'GET', '/v1/conversations/unread')).json().unreadTotal as number;
  const mailsOf = async (account: Account) => (await mailsTo(db(), account.email)).filter((mail) => mail.template === 'conversation_new_message');
  /** The employer opens the card's conversation; answers its id. */
  const open = async (cardId: number, text = 'Hello, are you available?') => {
    const res = await start(boss, { cardId, text });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().conversation.id as number;
  };

  beforeAll(async () => {
    t = await createTestApp({ matching: INERT_MATCHING, env: OPERATOR_ENV, clock: () => new Date(Date.now() + ahead) });
    operator = await operatorHeaders(t.app);
    boss = await employer(t.app, db(), { name: 'Fjordbygg AS' });
    rival = await employer(t.app, db(), { name: 'Rival Bygg AS' });
    anna = await readyCandidate(t.app, db(), { firstName: 'Anna', lastName: 'Nowak' });
    await db().update(users).set({ locale: 'no' }).where(eq(users.id, boss.userId));
  });
  afterAll(() => t.close());

  it('opens only where the employer may contact the candidate: an application or a bought profile; a bare match is 403', async () => {
    const applied = await appliedCard(t.app, db(), boss, anna);
    const bob = await readyCandidate(t.app, db(), { firstName: 'Bob', lastName: 'Matched' });
    const carl = await readyCandidate(t.app, db(), { firstName: 'Carl', lastName: 'Bought' });
    const matched = await matchedCard(db(), boss, bob);
    const bought = await matchedCard(db(), boss, carl, true);

    const refused = await start(boss, { cardId: matched.cardId, text: 'Hello' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'conversation_not_allowed', message: expect.stringContaining('unlock') });
    // The candidate of a bare match cannot start one either.
    expect((await start(bob, { applicationId: matched.cardId, text: 'Hello' })).json()).toMatchObject({ code: 'conversation_not_allowed' });

    const first = await start(boss, { cardId: applied.cardId, text: 'Can you start on the 15th?' });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({
      conversation: { cardId: applied.cardId, side: 'employer', otherSide: { name: 'Anna Nowak', deleted: false }, offer: { id: applied.offerId, title: 'Carpenter' }, blocked: false, canWrite: true },
      message: { text: 'Can you start on the 15th?', side: 'employer', fromMe: true, kind: 'text', senderName: 'Fjordbygg AS', senderDeleted: false },
    });
    const id = first.json().conversation.id as number;
    // The candidate answers on the application: the same conversation.
    const reply = await start(anna, { applicationId: applied.cardId, text: 'Yes, I can.' });
    expect(reply.statusCode, reply.body).toBe(201);
    expect(reply.json()).toMatchObject({ conversation: { id, side: 'candidate', otherSide: { name: 'Fjordbygg AS' } }, message: { fromMe: true, side: 'candidate', senderName: 'Anna Nowak' } });

    // A bought profile: the employer may write, and the candidate may answer in that conversation though never applied.
    const boughtId = await open(bought.cardId, 'We saw your profile.');
    expect((await write(carl, boughtId, 'Tell me more.')).statusCode).toBe(201);
    expect((await start(carl, { applicationId: bought.cardId, text: 'Still interested.' })).statusCode).toBe(201);
  });

  it('asks each side for its own key: the wrong one is 422 on the key needed', async () => {
    const applied = await appliedCard(t.app, db(), boss, anna);
    const employerWrong = await start(boss, { applicationId: applied.cardId, text: 'Hello' });
    expect(employerWrong.statusCode).toBe(422);
    expect(employerWrong.json().formErrors).toEqual({ cardId: ['field_required'] });
    const candidateWrong = await start(anna, { cardId: applied.cardId, text: 'Hello' });
    expect(candidateWrong.statusCode).toBe(422);
    expect(candidateWrong.json().formErrors).toEqual({ applicationId: ['field_required'] });
  });

  it('is the two sides’ only: another employer or candidate gets 404, an operator 403, no token 401', async () => {
    const applied = await appliedCard(t.app, db(), boss, anna);
    const id = await open(applied.cardId);
    const stranger = await readyCandidate(t.app, db());
    expect((await start(rival, { cardId: applied.cardId, text: 'Hello' })).statusCode).toBe(404);
    expect((await start(stranger, { applicationId: applied.cardId, text: 'Hello' })).statusCode).toBe(404);
    expect((await start(boss, { cardId: 2_147_483_000, text: 'Hello' })).statusCode).toBe(404);
    for (const who of [rival, stranger]) {
      expect((await call(who, 'GET', `/v1/conversations/${id}/messages`)).statusCode).toBe(404);
      expect((await write(who, id, 'Hello')).statusCode).toBe(404);
      expect((await call(who, 'POST', `/v1/conversations/${id}/read`)).statusCode).toBe(404);
      expect((await list(who)).items.map((item) => item.id)).not.toContain(id);
    }
    expect((await call(stranger, 'POST', `/v1/conversations/${id}/block`)).statusCode).toBe(404);
    expect((await call(anna, 'GET', '/v1/conversations/2147483000/messages')).statusCode).toBe(404);

    const asOperator = { auth: operator };
    for (const res of [
      await call(asOperator, 'GET', '/v1/conversations'),
      await call(asOperator, 'GET', '/v1/conversations/unread'),
      await call(asOperator, 'GET', `/v1/conversations/${id}/messages`),
      await start(asOperator, { cardId: applied.cardId, text: 'Hello' }),
      await write(asOperator, id, 'Hello'),
      await call(asOperator, 'POST', `/v1/conversations/${id}/block`),
    ]) {
      expect(res.statusCode, res.body).toBe(403);
    }
    for (const res of [
      await call(undefined, 'GET', '/v1/conversations'),
      await call(undefined, 'GET', '/v1/conversations/unread'),
      await call(undefined, 'GET', `/v1/conversations/${id}/messages`),
      await start({ auth: {} }, { cardId: applied.cardId, text: 'Hello' }),
      await write({ auth: {} }, id, 'Hello'),
    ]) {
      expect(res.statusCode).toBe(401);
    }
  });

  it('lists the latest first with the other side’s name and unread counts, and reading clears them', async () => {
    const olga = await readyCandidate(t.app, db(), { firstName: 'Olga', lastName: 'Kravets' });
    const older = await appliedCard(t.app, db(), boss, olga);
    const newer = await appliedCard(t.app, db(), boss, olga);
    const olderId = await open(older.cardId, 'First offer: hello');
    const newerId = await open(newer.cardId, 'Second offer: hello');
    expect((await write(boss, newerId, 'Second offer: are you there?')).statusCode).toBe(201);

    const mine = await list(olga, 'pl');
    expect(mine.items.map((item) => item.id)).toEqual([newerId, olderId]);
    expect(mine.items[0]).toMatchObject({ side: 'candidate', otherSide: { name: 'Fjordbygg AS' }, unreadCount: 2, latestMessage: { text: 'Second offer: are you there?' }, canWrite: true, offer: { title: 'Cieśla' } });
    expect(mine.items[1]).toMatchObject({ unreadCount: 1 });
    expect(mine.unreadTotal).toBe(3);
    expect(await unread(olga)).toBe(3);

    // Writing back moves the older one to the top; the employer's badge counts the candidate's messages only.
    const unreadBefore = await unread(boss);
    expect((await write(olga, olderId, 'Hello back')).statusCode).toBe(201);
    expect((await list(olga)).items.map((item) => item.id)).toEqual([olderId, newerId]);
    // Answering reads what came before it.
    expect(await unread(olga)).toBe(2);
    expect(await unread(boss)).toBe(unreadBefore + 1);
    expect((await list(boss)).items.find((item) => item.id === olderId)).toMatchObject({ unreadCount: 1, otherSide: { name: 'Olga Kravets' } });

    const read = await call(olga, 'POST', `/v1/conversations/${newerId}/read`);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toMatchObject({ id: newerId, unreadCount: 0 });
    expect(await unread(olga)).toBe(0);
    await call(boss, 'POST', `/v1/conversations/${olderId}/read`);
    expect(await unread(boss)).toBe(unreadBefore);
  });

  it('pages the messages with before, oldest first within a page', async () => {
    const applied = await appliedCard(t.app, db(), boss, anna);
    const id = await open(applied.cardId, 'message 1');
    for (const n of [2, 3, 4, 5]) expect((await write(n % 2 === 0 ? anna : boss, id, `message ${n}`)).statusCode).toBe(201);
    const page = async (query: string) => {
      const res = await call(anna, 'GET', `/v1/conversations/${id}/messages${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { items: { id: number; text: string; fromMe: boolean }[]; hasMore: boolean; conversation: Summary };
    };
    const newest = await page('?limit=2');
    expect(newest.items.map((item) => item.text)).toEqual(['message 4', 'message 5']);
    expect(newest.items.map((item) => item.fromMe)).toEqual([true, false]);
    expect(newest.hasMore).toBe(true);
    expect(newest.conversation).toMatchObject({ id, cardId: applied.cardId });
    const middle = await page(`?limit=2&before=${newest.items[0]?.id}`);
    expect(middle.items.map((item) => item.text)).toEqual(['message 2', 'message 3']);
    expect(middle.hasMore).toBe(true);
    const oldest = await page(`?limit=2&before=${middle.items[0]?.id}`);
    expect(oldest).toMatchObject({ items: [{ text: 'message 1' }], hasMore: false });
    expect((await page('')).items).toHaveLength(5);
    expect((await call(anna, 'GET', `/v1/conversations/${id}/messages?limit=0`)).statusCode).toBe(400);
  });

  it('takes a double tap as one message, and the same text again after the window as a new one', async () => {
    const applied = await appliedCard(t.app, db(), boss, anna);
    const id = await open(applied.cardId);
    const [once, twice] = await Promise.all([write(anna, id, 'On my way'), write(anna, id, 'On my way')]);
    expect(once.statusCode, once.body).toBe(201);
    expect(twice.statusCode, twice.body).toBe(201);
    expect(twice.json().message.id).toBe(once.json().message.id);
    const again = await write(anna, id, 'On my way');
    expect(again.json().message.id).toBe(once.json().message.id);
    const stored = async () => (await db().select().from(conversationMessages).where(eq(conversationMessages.conversationId, id))).filter((m) => m.body === 'On my way');
    expect(await stored()).toHaveLength(1);
    ahead += 11_000;
    const later = await write(anna, id, 'On my way');
    expect(later.statusCode).toBe(201);
    expect(later.json().message.id).not.toBe(once.json().message.id);
    expect(await stored()).toHaveLength(2);
  });

  it('lets the candidate block the employer on every offer; the employer sees it and can no longer write', async () => {
    const maria = await readyCandidate(t.app, db(), { firstName: 'Maria', lastName: 'Blocks' });
    const one = await appliedCard(t.app, db(), boss, maria);
    const two = await appliedCard(t.app, db(), boss, maria);
    const oneId = await open(one.cardId);
    const twoId = await open(two.cardId);

    expect((await call(boss, 'POST', `/v1/conversations/${oneId}/block`)).statusCode).toBe(403);
    const blocked = await call(maria, 'POST', `/v1/conversations/${oneId}/block`, undefined, 'pl');
    expect(blocked.statusCode, blocked.body).toBe(200);
    expect(blocked.json()).toEqual({ message: 'Nie będziesz już otrzymywać wiadomości od tego pracodawcy.', blocked: true });
    expect((await call(maria, 'POST', `/v1/conversations/${oneId}/block`)).statusCode).toBe(200);

    const seen = (await list(boss)).items.filter((item) => item.id === oneId || item.id === twoId);
    expect(seen).toHaveLength(2);
    for (const item of seen) expect(item).toMatchObject({ blocked: true, canWrite: false });
    for (const res of [await write(boss, twoId, 'Hello?'), await start(boss, { cardId: one.cardId, text: 'Hello?' })]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('conversation_blocked');
    }
    // The candidate still writes, and sees the block from their side too.
    expect((await write(maria, oneId, 'Please stop')).statusCode).toBe(201);
    expect((await list(maria)).items.find((item) => item.id === oneId)).toMatchObject({ blocked: true, canWrite: true });
    // Other employers are not affected.
    const rivalCard = await appliedCard(t.app, db(), rival, maria);
    expect((await start(rival, { cardId: rivalCard.cardId, text: 'Hello' })).statusCode).toBe(201);

    const unblocked = await call(maria, 'POST', `/v1/conversations/${twoId}/unblock`);
    expect(unblocked.json()).toEqual({ message: 'This employer can write to you again.', blocked: false });
    expect((await write(boss, oneId, 'Thank you')).statusCode).toBe(201);
    expect((await list(boss)).items.find((item) => item.id === oneId)).toMatchObject({ blocked: false, canWrite: true });
  });

  it('closes the conversation once the application is withdrawn (409 both ways)', async () => {
    const applied = await appliedCard(t.app, db(), boss, anna);
    const id = await open(applied.cardId);
    expect((await call(anna, 'POST', `/v1/candidate/applications/${applied.cardId}/withdraw`)).statusCode).toBe(200);
    for (const res of [await write(anna, id, 'Bye'), await write(boss, id, 'Why?')]) {
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('conversation_closed');
    }
    expect((await list(boss)).items.find((item) => item.id === id)).toMatchObject({ canWrite: false });
    // Reading stays possible.
    expect((await call(anna, 'GET', `/v1/conversations/${id}/messages`)).statusCode).toBe(200);
  });

  it('mails the other side at most once per conversation per 15 minutes, in their language, with a link to it', async () => {
    const dana = await readyCandidate(t.app, db(), { firstName: 'Dana', lastName: 'Shevchenko' });
    await db().update(users).set({ locale: 'ua' }).where(eq(users.id, dana.userId));
    const applied = await appliedCard(t.app, db(), boss, dana);
    const id = await open(applied.cardId, 'Can you start on the 15th? Details: https://example.com/plan');

    const first = await mailsOf(dana);
    expect(first).toHaveLength(1);
    expect(first[0]).toMatchObject({ locale: 'ua' });
    expect(first[0]?.subject).toBe('Нове повідомлення від Fjordbygg AS: Тесля');
    expect(first[0]?.text).toContain('Can you start on the 15th? Details: https://example.com/plan');
    expect(first[0]?.text).toContain(`http://localhost:3000/lang/ua/user/conversations/${id}`);

    ahead += 5 * 60_000;
    expect((await write(boss, id, 'Also: bring your tools.')).statusCode).toBe(201);
    expect(await mailsOf(dana)).toHaveLength(1);
    // The employer's own mail of the candidate's answer is counted apart, in the employer's language.
    const bossBefore = (await mailsOf(boss)).length;
    expect((await write(dana, id, 'Так, можу.')).statusCode).toBe(201);
    const bossMails = await mailsOf(boss);
    expect(bossMails).toHaveLength(bossBefore + 1);
    expect(bossMails.at(-1)).toMatchObject({ locale: 'no', subject: 'Ny melding fra Dana Shevchenko: Tømrer' });
    expect(bossMails.at(-1)?.text).toContain(`/lang/no/user/conversations/${id}`);

    ahead += 11 * 60_000;
    expect((await write(boss, id, 'See you Monday.')).statusCode).toBe(201);
    const after = await mailsOf(dana);
    expect(after).toHaveLength(2);
    expect(after.at(-1)?.text).toContain('See you Monday.');
  });

  it('keeps text as plain text, never HTML, and refuses more than 2,000 characters on the text', async () => {
    const dana = await readyCandidate(t.app, db(), { firstName: 'Eva', lastName: 'Plain' });
    const applied = await appliedCard(t.app, db(), boss, dana);
    const text = '<b>bold</b> & <script>alert("x")</script>\nline two';
    const sent = await start(boss, { cardId: applied.cardId, text });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.headers['content-type']).toContain('application/json');
    expect(sent.json().message.text).toBe(text);
    const id = sent.json().conversation.id as number;
    const [stored] = await db().select().from(conversationMessages).where(eq(conversationMessages.conversationId, id));
    expect(stored?.body).toBe(text);
    expect((await call(dana, 'GET', `/v1/conversations/${id}/messages`)).json().items[0].text).toBe(text);
    const [mail] = await mailsOf(dana);
    expect(mail?.html).not.toContain('<script>');
    expect(mail?.html).toContain('&lt;script&gt;');

    const tooLong = 'x'.repeat(MESSAGE_TEXT_MAX + 1);
    for (const res of [await write(boss, id, tooLong), await start(boss, { cardId: applied.cardId, text: tooLong })]) {
      expect(res.statusCode).toBe(422);
      expect(res.json().formErrors).toEqual({ text: ['too_long'] });
    }
    expect((await write(boss, id, '   ')).json().formErrors).toEqual({ text: ['field_required'] });
    expect((await write(boss, id, 'x'.repeat(MESSAGE_TEXT_MAX))).statusCode).toBe(201);
  });
});
