import { StatusId } from '@trades/contracts';
import { eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INERT_MATCHING, type TestApp, createTestApp } from '../../test/test-app.ts';
import { storageFor } from '../../infra/storage/storage.ts';
import { offerCandidates } from '../applications/applications.tables.ts';
import { type Account, employer, readyCandidate } from '../applications/testing.ts';
import { conversationMessages, conversations, interviews, offerCandidateNotes } from '../conversations/conversations.tables.ts';
import { appliedCard } from '../conversations/testing.ts';
import { eraseAccount } from './erasure.ts';
import { runExportJob, runRetentionJob } from './testing.ts';

/* Conversations and notes in the privacy rules (issue 27): in the data export of both sides, blanked by erasure, gone after retention. */

describe('conversations and notes in privacy', () => {
  let t: TestApp;
  let boss: Account;
  let anna: Account;
  const db = () => t.database.db;

  const post = (who: Account, url: string, payload: object, locale = 'en') => t.app.inject({ method: 'POST', url, headers: { ...who.auth, 'x-locale': locale }, payload });
  /** The JSON files of a finished data export of the account. */
  const exportOf = async (account: Account, locale: string) => {
    await t.app.inject({ method: 'PUT', url: '/v1/user/locale', headers: account.auth, payload: { locale } });
    const res = await t.app.inject({ method: 'POST', url: '/v1/user/data-export', headers: account.auth });
    expect(res.statusCode, res.body).toBe(202);
    await runExportJob(t, res.json().id);
    const done = await t.app.inject({ method: 'GET', url: `/v1/user/data-export/${res.json().id}`, headers: account.auth });
    const zip = unzipSync(new Uint8Array((await t.app.inject({ method: 'GET', url: done.json().downloadUrl })).rawPayload));
    return (name: string) => {
      expect(zip[name], `${name} in ${Object.keys(zip).join(', ')}`).toBeDefined();
      return JSON.parse(new TextDecoder().decode(zip[name])) as Record<string, unknown>[];
    };
  };

  beforeAll(async () => {
    t = await createTestApp({ matching: INERT_MATCHING });
    boss = await employer(t.app, db(), { name: 'Fjordbygg AS' });
    anna = await readyCandidate(t.app, db(), { firstName: 'Anna', lastName: 'Nowak' });
  });
  afterAll(() => t.close());

  it('exports the conversations to both sides, and the employer’s notes to the candidate they are about and to their author', async () => {
    const card = await appliedCard(t.app, db(), boss, anna);
    const opened = await post(boss, '/v1/conversations', { cardId: card.cardId, text: 'Can you start on the 15th?' });
    expect(opened.statusCode, opened.body).toBe(201);
    const id = opened.json().conversation.id as number;
    expect((await post(anna, `/v1/conversations/${id}/messages`, { text: 'Yes, I can.' })).statusCode).toBe(201);
    expect((await post(boss, `/v1/client-candidate/${card.cardId}/notes`, { text: 'Reliable, ask about the certificate.' })).statusCode).toBe(201);

    const candidateFile = await exportOf(anna, 'pl');
    const [conversation] = candidateFile('conversations.json');
    expect(conversation).toMatchObject({
      id,
      cardId: card.cardId,
      offer: { id: card.offerId, title: 'Cieśla' },
      otherSide: 'Fjordbygg AS',
      messages: [
        { side: 'employer', fromMe: false, kind: 'text', text: 'Can you start on the 15th?', sentAt: expect.any(String) },
        { side: 'candidate', fromMe: true, text: 'Yes, I can.' },
      ],
    });
    expect(candidateFile('card-notes.json')).toMatchObject([{ offer: { id: card.offerId, title: 'Cieśla' }, employer: 'Fjordbygg AS', text: 'Reliable, ask about the certificate.', writtenAt: expect.any(String) }]);

    const employerFile = await exportOf(boss, 'en');
    expect(employerFile('conversations.json')).toMatchObject([{ id, otherSide: 'Anna Nowak', offer: { title: 'Carpenter' }, messages: [{ fromMe: true }, { fromMe: false, text: 'Yes, I can.' }] }]);
    expect(employerFile('card-notes.json')).toMatchObject([{ cardId: card.cardId, candidate: 'Anna Nowak', text: 'Reliable, ask about the certificate.' }]);
  });

  it('erases a candidate’s messages to "Deleted user" with no text, and the notes and interview answers about them', async () => {
    const olena = await readyCandidate(t.app, db(), { firstName: 'Olena', lastName: 'Erased' });
    const card = await appliedCard(t.app, db(), boss, olena);
    // Moved, so the card stays in the pipeline after the erasure.
    await db().update(offerCandidates).set({ status: StatusId.ItSuits }).where(eq(offerCandidates.id, card.cardId));
    const id = (await post(boss, '/v1/conversations', { cardId: card.cardId, text: 'Hello Olena' })).json().conversation.id as number;
    expect((await post(olena, `/v1/conversations/${id}/messages`, { text: 'My phone is 512 345 678' })).statusCode).toBe(201);
    expect((await post(boss, `/v1/client-candidate/${card.cardId}/notes`, { text: 'About Olena' })).statusCode).toBe(201);
    const [interview] = await db()
      .insert(interviews)
      .values({ offerCandidateId: card.cardId, proposedByUserId: boss.userId, slots: [{ startsAt: '2027-02-01T09:00:00Z', durationMinutes: 30 }], place: 'Stavanger', timeZone: 'Europe/Oslo', status: 'declined', responseMessage: 'I am abroad then' })
      .returning();

    expect(await eraseAccount({ db: db(), fileStorage: storageFor(t.config) }, async () => olena.userId)).toBe(olena.userId);

    const summary = (await t.app.inject({ method: 'GET', url: '/v1/conversations', headers: { ...boss.auth, 'x-locale': 'ua' } })).json().items.find((item: { id: number }) => item.id === id);
    expect(summary).toMatchObject({ cardId: card.cardId, otherSide: { name: 'Видалений користувач', deleted: true }, canWrite: false });
    const page = await t.app.inject({ method: 'GET', url: `/v1/conversations/${id}/messages`, headers: boss.auth });
    expect(page.json().items).toMatchObject([
      { side: 'employer', text: 'Hello Olena', senderDeleted: false },
      { side: 'candidate', text: '', senderName: 'Deleted user', senderDeleted: true },
    ]);
    expect(page.body).not.toContain('512 345 678');
    const stored = await db().select().from(conversationMessages).where(eq(conversationMessages.conversationId, id));
    expect(stored.find((message) => message.senderSide === 'candidate')).toMatchObject({ senderUserId: null, body: '' });
    expect(await db().select().from(offerCandidateNotes).where(eq(offerCandidateNotes.offerCandidateId, card.cardId))).toEqual([]);
    const [answered] = await db().select().from(interviews).where(eq(interviews.id, interview?.id as number));
    expect(answered?.responseMessage).toBeNull();
    expect((await post(boss, `/v1/conversations/${id}/messages`, { text: 'Hello?' })).json().code).toBe('conversation_closed');
  });

  it('deletes conversations with no message for the inactive period, with their messages; the card stays', async () => {
    const card = await appliedCard(t.app, db(), boss, anna);
    const id = (await post(boss, '/v1/conversations', { cardId: card.cardId, text: 'Long ago' })).json().conversation.id as number;
    const recent = await appliedCard(t.app, db(), boss, anna);
    const recentId = (await post(boss, '/v1/conversations', { cardId: recent.cardId, text: 'Just now' })).json().conversation.id as number;
    const now = new Date();
    const monthsAgo = (months: number) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - months, 1));
    await db().update(conversations).set({ lastMessageAt: monthsAgo(25) }).where(eq(conversations.id, id));
    await db().update(conversations).set({ lastMessageAt: monthsAgo(23) }).where(eq(conversations.id, recentId));

    await runRetentionJob(t, () => now);
    expect(await db().select().from(conversations).where(eq(conversations.id, id))).toEqual([]);
    expect(await db().select().from(conversationMessages).where(eq(conversationMessages.conversationId, id))).toEqual([]);
    expect(await db().select().from(conversations).where(eq(conversations.id, recentId))).toHaveLength(1);
    expect(await db().select().from(offerCandidates).where(eq(offerCandidates.id, card.cardId))).toHaveLength(1);
  });
});
