import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BackgroundWork } from '../../infra/jobs/background-work.ts';
import { storageFor } from '../../infra/storage/storage.ts';
import { PASSWORD, type TestAccount, latestMail, linkToken, login, mailsTo, newCandidate, uniqueEmail } from '../../test/accounts.ts';
import { pngFile, upload } from '../../test/candidate-profile.ts';
import { type TestApp, createTestApp } from '../../test/test-app.ts';
import { files } from '../files/files.tables.ts';
import { PASSWORD_RESETS_PER_HOUR } from './accounts.service.ts';

describe('limits per account, whatever the client address', () => {
  let t: TestApp;
  let now = new Date();
  let address = 0;
  /** Every request from another made-up address, the way a botnet spreads its guesses. */
  const from = () => `198.51.100.${(address++ % 250) + 1}`;
  const post = async (url: string, payload: object, headers: Record<string, string> = {}) => {
    const res = await t.app.inject({ method: 'POST', url, payload, headers, remoteAddress: from() });
    await t.settle();
    return res;
  };
  const signIn = (email: string, password: string) => post('/v1/login_check', { username: email, password });

  beforeAll(async () => {
    t = await createTestApp({ clock: () => now });
  });
  afterAll(() => t.close());

  it('locks one account after five failed sign-ins, refusing even the right password, and leaves other accounts alone', async () => {
    const victim = await newCandidate(t.app, t.database.db);
    const bystander = await newCandidate(t.app, t.database.db);
    for (let i = 0; i < 5; i++) expect((await signIn(victim.email, `Wrong${i}Guess`)).statusCode).toBe(401);
    const locked = await signIn(victim.email, PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ code: 'too_many_sign_in_attempts' });
    expect((await signIn(bystander.email, PASSWORD)).statusCode).toBe(200);

    // The lock ends (30 s after the fifth failure); the next failure locks for longer.
    now = new Date(now.getTime() + 31_000);
    expect((await signIn(victim.email, 'Wrong5Guess')).statusCode).toBe(401);
    now = new Date(now.getTime() + 31_000);
    expect((await signIn(victim.email, PASSWORD)).statusCode).toBe(429);
    now = new Date(now.getTime() + 31_000);
    expect((await signIn(victim.email, PASSWORD)).statusCode).toBe(200);
  });

  it('locks an unknown e-mail the same way, so the lock tells nothing about the account', async () => {
    const ghost = uniqueEmail('ghost');
    for (let i = 0; i < 5; i++) expect((await signIn(ghost, `Wrong${i}Guess`)).statusCode).toBe(401);
    expect((await signIn(ghost, PASSWORD)).json().code).toBe('too_many_sign_in_attempts');
  });

  it('lets the owner of a locked account reset the password and sign in at once', async () => {
    const owner = await newCandidate(t.app, t.database.db);
    for (let i = 0; i < 6; i++) await signIn(owner.email, `Wrong${i}Guess`);
    expect((await signIn(owner.email, PASSWORD)).statusCode).toBe(429);
    expect((await post('/v1/public/user/password/reset', { username: owner.email })).statusCode).toBe(200);
    const token = linkToken(await latestMail(t.database.db, owner.email, 'password_reset'), '/password/change');
    expect((await post('/v1/public/user/password/reset/confirmation', { token, password: 'Odzyskane2026' })).statusCode).toBe(200);
    expect((await signIn(owner.email, 'Odzyskane2026')).statusCode).toBe(200);
  });

  it('limits current-password checks per account, across password change and account deletion', async () => {
    const candidate = await newCandidate(t.app, t.database.db);
    const change = (passwordCurrent: string) => post('/v1/user/change/password', { passwordCurrent, password: 'Nowe2026Haslo' }, candidate.auth);
    for (let i = 0; i < 3; i++) expect((await change(`Wrong${i}Guess`)).statusCode).toBe(422);
    for (let i = 0; i < 2; i++) expect((await post('/v1/user/delete', { passwordCurrent: `Other${i}Guess` }, candidate.auth)).statusCode).toBe(422);
    const locked = await change(PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe('too_many_password_attempts');
    expect((await post('/v1/user/delete', { passwordCurrent: PASSWORD }, candidate.auth)).statusCode).toBe(429);
    now = new Date(now.getTime() + 31_000);
    expect((await change(PASSWORD)).statusCode).toBe(200);
  });

  it('mails at most three reset links an hour to one address, with the same answer every time', async () => {
    const candidate = await newCandidate(t.app, t.database.db);
    const answers = [];
    for (let i = 0; i < PASSWORD_RESETS_PER_HOUR + 2; i++) answers.push(await post('/v1/public/user/password/reset', { username: candidate.email }));
    expect(new Set(answers.map((a) => `${a.statusCode} ${a.body}`)).size).toBe(1);
    const resets = (await mailsTo(t.database.db, candidate.email)).filter((m) => m.template === 'password_reset');
    expect(resets).toHaveLength(PASSWORD_RESETS_PER_HOUR);
  });
});

describe('forwarded headers', () => {
  it('do not reset an address limit when TRUST_PROXY is off (the default)', async () => {
    const t = await createTestApp({ rateLimits: { signIn: { max: 3, timeWindow: 60_000 } } });
    try {
      const attempt = (i: number) =>
        t.app.inject({
          method: 'POST',
          url: '/v1/login_check',
          payload: { username: uniqueEmail('spray'), password: 'Wrong1234' },
          headers: { 'x-forwarded-for': `203.0.113.${i}`, 'x-real-ip': `203.0.113.${i}` },
        });
      for (let i = 1; i <= 3; i++) expect((await attempt(i)).statusCode).toBe(401);
      expect((await attempt(4)).statusCode).toBe(429);
    } finally {
      await t.close();
    }
  });

  it('are believed from a configured proxy only', async () => {
    const t = await createTestApp({ rateLimits: { signIn: { max: 1, timeWindow: 60_000 } }, env: { TRUST_PROXY: '10.0.0.0/8' } });
    try {
      const attempt = (remoteAddress: string, client: string) =>
        t.app.inject({ method: 'POST', url: '/v1/login_check', remoteAddress, payload: { username: uniqueEmail('p'), password: 'Wrong1234' }, headers: { 'x-forwarded-for': client } });
      // Through the proxy, each client has its own count.
      expect((await attempt('10.0.0.2', '203.0.113.1')).statusCode).toBe(401);
      expect((await attempt('10.0.0.2', '203.0.113.2')).statusCode).toBe(401);
      // A client talking to the server directly cannot pick an address.
      expect((await attempt('198.51.100.9', '203.0.113.3')).statusCode).toBe(401);
      expect((await attempt('198.51.100.9', '203.0.113.4')).statusCode).toBe(429);
    } finally {
      await t.close();
    }
  });
});

describe('password reset requests', () => {
  it('do the same work for known and unknown e-mails: the lookup runs after the answer', async () => {
    const queued: (() => Promise<void>)[] = [];
    const held: BackgroundWork = { run: (task) => void queued.push(task) };
    const t = await createTestApp({ background: held });
    try {
      const candidate = await newCandidate(t.app, t.database.db);
      const reset = (username: string) => t.app.inject({ method: 'POST', url: '/v1/public/user/password/reset', payload: { username } });
      const known = await reset(candidate.email);
      expect(queued).toHaveLength(1);
      const unknown = await reset(uniqueEmail('ghost'));
      expect(queued).toHaveLength(2);
      expect(unknown.statusCode).toBe(200);
      expect(unknown.body).toBe(known.body);
      // Nothing was looked up or written while answering.
      expect((await mailsTo(t.database.db, candidate.email)).filter((m) => m.template === 'password_reset')).toHaveLength(0);
      for (const task of queued) await task();
      expect((await mailsTo(t.database.db, candidate.email)).filter((m) => m.template === 'password_reset')).toHaveLength(1);
    } finally {
      await t.close();
    }
  });
});

describe('common passwords', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('are refused at registration, whatever their letter case', async () => {
    for (const password of ['Password1', 'QwErTy123']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/v1/public/candidate/register',
        payload: { firstName: 'Piotr', lastName: 'Nowak', email: uniqueEmail('weak'), password, phone: { country: 'PL', number: '512 345 678' }, candidateProfileConsents: [] },
        headers: { 'x-locale': 'pl' },
      });
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().formErrors.password).toEqual(['common_password']);
    }
  });

  it('are refused by the password change and the reset', async () => {
    const candidate: TestAccount = await newCandidate(t.app, t.database.db);
    const changed = await t.app.inject({ method: 'POST', url: '/v1/user/change/password', payload: { passwordCurrent: PASSWORD, password: 'Password1' }, headers: { ...candidate.auth, 'x-locale': 'no' } });
    expect(changed.statusCode).toBe(422);
    expect(changed.json()).toMatchObject({ code: 'common_password', formErrors: { password: ['common_password'] } });
    expect(changed.json().message).toContain('passord');

    await t.app.inject({ method: 'POST', url: '/v1/public/user/password/reset', payload: { username: candidate.email } });
    await t.settle();
    const token = linkToken(await latestMail(t.database.db, candidate.email, 'password_reset'), '/password/change');
    const reset = await t.app.inject({ method: 'POST', url: '/v1/public/user/password/reset/confirmation', payload: { token, password: 'Iloveyou1' } });
    expect(reset.statusCode).toBe(422);
    expect(reset.json().formErrors).toEqual({ password: ['common_password'] });
    // The link is still good for a better password.
    expect((await t.app.inject({ method: 'POST', url: '/v1/public/user/password/reset/confirmation', payload: { token, password: 'Spawalnia2026' } })).statusCode).toBe(200);
    await login(t.app, candidate.email, 'Spawalnia2026');
  });
});

describe('account deletion', () => {
  it('deletes the account files at once, so their signed links stop working', async () => {
    const t = await createTestApp();
    try {
      const candidate = await newCandidate(t.app, t.database.db);
      const uploaded = (await upload(t.app, candidate.auth, await pngFile(), 'site.png')).json();
      expect((await t.app.inject({ method: 'GET', url: uploaded.url })).statusCode).toBe(200);

      await t.app.inject({ method: 'POST', url: '/v1/user/delete', payload: { passwordCurrent: PASSWORD }, headers: candidate.auth });
      const token = linkToken(await latestMail(t.database.db, candidate.email, 'account_delete'), '/account-delete/confirmation');
      const deleted = await t.app.inject({ method: 'POST', url: '/v1/public/user/account-delete/confirmation', payload: { token } });
      expect(deleted.statusCode).toBe(200);

      expect((await t.app.inject({ method: 'GET', url: uploaded.url })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: uploaded.thumbnailUrl })).statusCode).toBe(404);
      expect(await t.database.db.select().from(files).where(eq(files.filename, uploaded.filename))).toHaveLength(0);
      expect(await storageFor(t.config).get(uploaded.filename)).toBeFalsy();
    } finally {
      await t.close();
    }
  });
});
