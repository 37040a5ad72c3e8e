import { AccountType } from '@trades/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listConsents } from '../features/accounts/index.ts';
import { consents as consentsTable, userConsents } from '../features/accounts/accounts.tables.ts';
import { newCandidate } from '../test/accounts.ts';
import { type TestApp, createTestApp } from '../test/test-app.ts';
import { seedConsents, seedReferenceData } from './reference-seed.ts';
import { consents } from './reference/consents.ts';

describe('consent seeding', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('stores exactly the reference consents, and a second run changes nothing', async () => {
    const stored = await listConsents(t.database.db);
    expect(stored.map((c) => c.id).sort((a, b) => a - b)).toEqual(consents.map((c) => c.id).sort((a, b) => a - b));
    await seedReferenceData(t.database.db);
    expect(await listConsents(t.database.db)).toEqual(stored);
  });

  it('updates changed texts and removes a consent that left the list, with its answers', async () => {
    const candidate = await newCandidate(t.app, t.database.db);
    await t.database.db
      .insert(consentsTable)
      .values({ id: 999, accountType: AccountType.Candidate, isRequired: false, position: 9, title: { en: 'Old', pl: 'Stara', no: 'Gammel', ua: 'Стара' } });
    await t.app.inject({ method: 'POST', url: '/v1/user/consents', payload: { consents: [{ consent: 999, isAcceptance: true }] }, headers: candidate.auth });
    expect((await t.database.db.select().from(userConsents)).some((row) => row.consentId === 999)).toBe(true);

    const [first, ...rest] = consents;
    if (!first) throw new Error('reference consents are not empty');
    await seedConsents(t.database.db, [{ ...first, title: { ...first.title, en: 'Changed title' } }, ...rest]);
    const stored = await listConsents(t.database.db);
    expect(stored.find((c) => c.id === first.id)?.title.en).toBe('Changed title');
    expect(stored.some((c) => c.id === 999)).toBe(false);
    expect((await t.database.db.select().from(userConsents)).some((row) => row.consentId === 999)).toBe(false);
  });
});
