import { CARD_NOTE_MAX } from '@trades/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INERT_MATCHING, type TestApp, createTestApp } from '../../test/test-app.ts';
import { type Account, employer, readyCandidate } from '../applications/testing.ts';
import { appliedCard, matchedCard } from './testing.ts';

/* The employer's private notes on a card (issue 27): theirs only, on any card of their offers, never the candidate's to read. */

describe('notes on a card', () => {
  let t: TestApp;
  let boss: Account;
  let rival: Account;
  let anna: Account;
  const db = () => t.database.db;

  type Caller = { auth: Record<string, string> };
  const notesUrl = (cardId: number) => `/v1/client-candidate/${cardId}/notes`;
  const add = (who: Caller, cardId: number, text: string) => t.app.inject({ method: 'POST', url: notesUrl(cardId), headers: who.auth, payload: { text } });
  const read = (who: Caller, cardId: number) => t.app.inject({ method: 'GET', url: notesUrl(cardId), headers: who.auth });
  const remove = (who: Caller, url: string) => t.app.inject({ method: 'DELETE', url, headers: who.auth });

  beforeAll(async () => {
    t = await createTestApp({ matching: INERT_MATCHING });
    boss = await employer(t.app, db(), { firstName: 'Ingrid', lastName: 'Hansen' });
    rival = await employer(t.app, db());
    anna = await readyCandidate(t.app, db(), { firstName: 'Anna', lastName: 'Nowak' });
  });
  afterAll(() => t.close());

  it('adds notes on any card of the employer’s offers, a bare match too, and lists them newest first', async () => {
    const applied = await appliedCard(t.app, db(), boss, anna);
    const first = await add(boss, applied.cardId, 'Strong on formwork. <i>Call back</i>');
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ id: expect.any(Number), text: 'Strong on formwork. <i>Call back</i>', authorName: 'Ingrid Hansen', createdAt: expect.any(String) });
    expect((await add(boss, applied.cardId, 'Called: available from March.')).statusCode).toBe(201);
    const listed = await read(boss, applied.cardId);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().items.map((note: { text: string }) => note.text)).toEqual(['Called: available from March.', 'Strong on formwork. <i>Call back</i>']);

    // No leave to contact needed: a matched candidate nobody bought.
    const other = await readyCandidate(t.app, db());
    const matched = await matchedCard(db(), boss, other);
    expect((await add(boss, matched.cardId, 'Looks promising')).statusCode).toBe(201);
  });

  it('is the employer’s own: another employer 404, a candidate 403, no token 401; the text is checked', async () => {
    const applied = await appliedCard(t.app, db(), boss, anna);
    expect((await add(boss, applied.cardId, 'Private')).statusCode).toBe(201);
    expect((await add(rival, applied.cardId, 'Mine?')).statusCode).toBe(404);
    expect((await read(rival, applied.cardId)).statusCode).toBe(404);
    expect((await remove(rival, notesUrl(applied.cardId))).statusCode).toBe(404);
    expect((await read(boss, 2_147_483_000)).statusCode).toBe(404);
    expect((await read(anna, applied.cardId)).statusCode).toBe(403);
    expect((await add(anna, applied.cardId, 'Peek')).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: notesUrl(applied.cardId) })).statusCode).toBe(401);
    // The candidate's own views of the application and conversations say nothing of it.
    const conversations = await t.app.inject({ method: 'GET', url: '/v1/conversations', headers: anna.auth });
    const applications = await t.app.inject({ method: 'GET', url: '/v1/candidate/applications', headers: anna.auth });
    expect(conversations.body + applications.body).not.toContain('Private');

    const tooLong = await add(boss, applied.cardId, 'x'.repeat(CARD_NOTE_MAX + 1));
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json().formErrors).toEqual({ text: ['too_long'] });
    expect((await add(boss, applied.cardId, '  ')).json().formErrors).toEqual({ text: ['field_required'] });
    expect((await read(boss, applied.cardId)).json().items).toHaveLength(1);
  });

  it('deletes one note by path (204, then 404) or by id, or every note of the card', async () => {
    const applied = await appliedCard(t.app, db(), boss, anna);
    const ids: number[] = [];
    for (const text of ['one', 'two', 'three', 'four']) ids.push((await add(boss, applied.cardId, text)).json().id as number);
    const elsewhere = await appliedCard(t.app, db(), boss, anna);
    const kept = (await add(boss, elsewhere.cardId, 'kept')).json().id as number;

    const byPath = await remove(boss, `${notesUrl(applied.cardId)}/${ids[0]}`);
    expect(byPath.statusCode).toBe(204);
    expect(byPath.body).toBe('');
    expect((await remove(boss, `${notesUrl(applied.cardId)}/${ids[0]}`)).statusCode).toBe(404);
    // A note of another card is not this card's.
    expect((await remove(boss, `${notesUrl(applied.cardId)}/${kept}`)).statusCode).toBe(404);
    expect((await remove(rival, `${notesUrl(applied.cardId)}/${ids[1]}`)).statusCode).toBe(404);

    const byId = await remove(boss, `${notesUrl(applied.cardId)}?id=${ids[1]}`);
    expect(byId.statusCode).toBe(200);
    expect(byId.json()).toEqual({ deleted: 1 });
    expect((await remove(boss, `${notesUrl(applied.cardId)}?id=${ids[1]}`)).json()).toEqual({ deleted: 0 });
    expect((await read(boss, applied.cardId)).json().items.map((note: { text: string }) => note.text)).toEqual(['four', 'three']);

    expect((await remove(boss, notesUrl(applied.cardId))).json()).toEqual({ deleted: 2 });
    expect((await read(boss, applied.cardId)).json().items).toEqual([]);
    expect((await read(boss, elsewhere.cardId)).json().items).toMatchObject([{ id: kept, text: 'kept' }]);
  });
});
