import { AccountType } from '@trades/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestAccount, newCandidate, newClient } from '../../test/accounts.ts';
import { type TestApp, createTestApp } from '../../test/test-app.ts';
import { seedConsents } from '../../seed/reference-seed.ts';
import { consents as referenceConsents } from '../../seed/reference/consents.ts';
import { listConsents } from './index.ts';
import { consentEvents } from './accounts.tables.ts';

/* The consent history: every grant and withdrawal with its time, place and the text version agreed to. */

interface HistoryItem {
  consent: number;
  title: string;
  isAcceptance: boolean;
  textVersion: number;
  source: string;
  occurredAt: string;
}

describe('the consent history', () => {
  let t: TestApp;
  let clock = new Date('2026-03-01T10:00:00Z');
  let anna: TestAccount;
  let optional: number;
  const history = async (account: TestAccount, locale = 'en') => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/user/consents/history', headers: { ...account.auth, 'x-locale': locale } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().items as HistoryItem[];
  };
  const save = (account: TestAccount, answers: { consent: number; isAcceptance: boolean }[]) =>
    t.app.inject({ method: 'POST', url: '/v1/user/consents', headers: account.auth, payload: { consents: answers } });

  beforeAll(async () => {
    t = await createTestApp({ clock: () => clock });
    const candidateConsents = await listConsents(t.database.db, AccountType.Candidate);
    optional = (candidateConsents.find((c) => !c.isRequired) as { id: number }).id;
    anna = await newCandidate(t.app, t.database.db);
  });
  afterAll(() => t.close());

  it('records every consent given at registration, with its text version and the time', async () => {
    const items = await history(anna);
    const required = (await listConsents(t.database.db, AccountType.Candidate)).filter((c) => c.isRequired).map((c) => c.id);
    expect(items.map((item) => item.consent).sort()).toEqual([...required].sort());
    for (const item of items) expect(item).toMatchObject({ isAcceptance: true, textVersion: 1, source: 'registration', occurredAt: clock.toISOString() });
    expect(items[0]?.title).not.toBe('');
  });

  it('records a grant and a withdrawal in settings, newest first, and nothing for an unchanged answer', async () => {
    clock = new Date('2026-04-01T10:00:00Z');
    expect((await save(anna, [{ consent: optional, isAcceptance: true }])).statusCode).toBe(200);
    clock = new Date('2026-05-01T10:00:00Z');
    expect((await save(anna, [{ consent: optional, isAcceptance: false }])).statusCode).toBe(200);
    expect((await save(anna, [{ consent: optional, isAcceptance: false }])).statusCode).toBe(200);
    const items = (await history(anna, 'pl')).filter((item) => item.consent === optional);
    expect(items).toEqual([
      expect.objectContaining({ isAcceptance: false, source: 'settings', occurredAt: '2026-05-01T10:00:00.000Z' }),
      expect.objectContaining({ isAcceptance: true, source: 'settings', occurredAt: '2026-04-01T10:00:00.000Z' }),
    ]);
  });

  it('records the new text version once a consent’s text changes', async () => {
    const changed = referenceConsents.map((c) => (c.id === optional ? { ...c, title: { ...c.title, en: `${c.title.en} (updated)` } } : c));
    await seedConsents(t.database.db, changed);
    clock = new Date('2026-06-01T10:00:00Z');
    expect((await save(anna, [{ consent: optional, isAcceptance: true }])).statusCode).toBe(200);
    expect((await history(anna))[0]).toMatchObject({ consent: optional, isAcceptance: true, textVersion: 2 });
    await seedConsents(t.database.db, referenceConsents);
  });

  it('is the caller’s own only: another user sees theirs, no token 401', async () => {
    const boss = await newClient(t.app, t.database.db);
    const theirs = await history(boss);
    expect(theirs.every((item) => item.source === 'registration')).toBe(true);
    const stored = await t.database.db.select().from(consentEvents).where(eq(consentEvents.consentId, optional));
    expect(stored.length).toBe(3);
    expect((await t.app.inject({ method: 'GET', url: '/v1/user/consents/history' })).statusCode).toBe(401);
  });
});
