import { AccountType, WIZARD_FIRST_STEP } from '@trades/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listConsents } from '../features/accounts/index.ts';
import { users } from '../features/accounts/accounts.tables.ts';
import { type TestApp, createTestApp } from '../test/test-app.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoData } from './demo-seed.ts';

describe('demo data', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('creates two employers and three candidates who can sign in at once, two with their wizard submitted, and lists them for the log', async () => {
    const { log } = await seedDemoData(t.database.db);
    expect(DEMO_ACCOUNTS.filter((a) => a.accountType === AccountType.Client)).toHaveLength(2);
    expect(DEMO_ACCOUNTS.filter((a) => a.accountType === AccountType.Candidate)).toHaveLength(3);
    for (const account of DEMO_ACCOUNTS) {
      expect(log.some((line) => line.includes(account.email) && line.includes(DEMO_PASSWORD))).toBe(true);
      const login = await t.app.inject({ method: 'POST', url: '/v1/login_check', payload: { username: account.email, password: DEMO_PASSWORD } });
      expect(login.statusCode, login.body).toBe(200);
      const show = await t.app.inject({ method: 'GET', url: '/v1/user/show', headers: { authorization: `Bearer ${login.json().token}` } });
      const consentsOfType = await listConsents(t.database.db, account.accountType);
      expect(show.json()).toMatchObject({ accountType: account.accountType, isEmailConfirmed: true, locale: account.locale });
      expect(show.json().userConsents).toHaveLength(consentsOfType.length);
      const profileUrl = account.accountType === AccountType.Client ? '/v1/client-profile/show' : '/v1/candidate-profile/show';
      const profile = await t.app.inject({ method: 'GET', url: profileUrl, headers: { authorization: `Bearer ${login.json().token}` } });
      expect(profile.statusCode).toBe(200);
      if (account.company) expect(profile.json().name).toBe(account.company.name);
      else expect(profile.json().wizardStep, account.email).toBe(account.wizard ? 0 : WIZARD_FIRST_STEP);
    }
  });

  it('is idempotent: a second run adds nothing', async () => {
    const before = await t.database.db.select().from(users);
    await seedDemoData(t.database.db);
    expect(await t.database.db.select().from(users)).toHaveLength(before.length);
  });
});
