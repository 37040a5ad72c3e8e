import { AccountType } from '@trades/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccessTokenIssuer } from '../../infra/auth/access-token.ts';
import { hashToken } from '../../infra/auth/secure-token.ts';
import { type TestApp, createTestApp } from '../../test/test-app.ts';
import { findUserByEmail } from './accounts.repository.ts';
import { refreshTokens, userTokens } from './accounts.tables.ts';
import { PASSWORD, bearer, login, newCandidate, newClient } from '../../test/accounts.ts';
import { issueOneTimeLoginLink } from './sessions.service.ts';

describe('sessions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const refresh = (refreshToken: string) =>
    t.app.inject({ method: 'POST', url: '/v1/token/refresh', payload: { refresh_token: refreshToken } });
  const show = (token: string) => t.app.inject({ method: 'GET', url: '/v1/user/show', headers: bearer(token) });

  describe('POST /v1/login_check', () => {
    it('signs a candidate and an employer in with e-mail and password', async () => {
      const candidate = await newCandidate(t.app, t.database.db);
      const tokens = await login(t.app, candidate.email.toUpperCase());
      expect((await show(tokens.token)).json()).toMatchObject({ accountType: AccountType.Candidate, email: candidate.email });

      const client = await newClient(t.app, t.database.db);
      expect((await show(client.tokens.token)).json()).toMatchObject({ accountType: AccountType.Client });
    });

    it('answers a wrong password and an unknown e-mail alike: 401 invalid_credentials', async () => {
      const candidate = await newCandidate(t.app, t.database.db);
      const wrong = await t.app.inject({
        method: 'POST',
        url: '/v1/login_check',
        payload: { username: candidate.email, password: 'Wrong1234' },
        headers: { 'x-locale': 'pl' },
      });
      const unknown = await t.app.inject({
        method: 'POST',
        url: '/v1/login_check',
        payload: { username: 'nobody@example.com', password: PASSWORD },
        headers: { 'x-locale': 'pl' },
      });
      for (const res of [wrong, unknown]) {
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({ message: 'Nieprawidłowy e-mail lub hasło.', code: 'invalid_credentials', formErrors: {} });
      }
    });

    it('takes about as long for an unknown e-mail as for a wrong password', async () => {
      const candidate = await newCandidate(t.app, t.database.db);
      const time = async (username: string) => {
        const started = performance.now();
        await t.app.inject({ method: 'POST', url: '/v1/login_check', payload: { username, password: 'Wrong1234' } });
        return performance.now() - started;
      };
      const known: number[] = [];
      const unknown: number[] = [];
      for (let i = 0; i < 5; i++) {
        known.push(await time(candidate.email));
        unknown.push(await time(`nobody${i}@example.com`));
      }
      // Both verify one argon2id hash (~50 ms); without the dummy hash the unknown case takes ~1 ms.
      // The fastest runs are compared: a busy machine only ever adds time, never removes the hash.
      expect(Math.min(...unknown)).toBeGreaterThan(Math.min(...known) * 0.25);
    });

    it('requires username and password', async () => {
      const res = await t.app.inject({ method: 'POST', url: '/v1/login_check', payload: {} });
      expect(res.statusCode).toBe(422);
      expect(res.json().formErrors).toEqual({ username: ['field_required'], password: ['field_required'] });
    });
  });

  describe('POST /v1/token/refresh', () => {
    it('rotates: a new pair works, the used refresh token is refused', async () => {
      const candidate = await newCandidate(t.app, t.database.db);
      const first = await refresh(candidate.tokens.refresh_token);
      expect(first.statusCode, first.body).toBe(200);
      const pair = first.json();
      expect(pair.refresh_token).not.toBe(candidate.tokens.refresh_token);
      expect((await show(pair.token)).statusCode).toBe(200);

      const second = await refresh(pair.refresh_token);
      expect(second.statusCode).toBe(200);
    });

    it('revokes the whole family when a used refresh token is presented again', async () => {
      const candidate = await newCandidate(t.app, t.database.db);
      const rotated = (await refresh(candidate.tokens.refresh_token)).json();

      const reuse = await refresh(candidate.tokens.refresh_token);
      expect(reuse.statusCode).toBe(401);
      expect(reuse.json().code).toBe('unauthorized');
      // The legitimate-looking successor is gone too: whoever holds it must sign in again.
      expect((await refresh(rotated.refresh_token)).statusCode).toBe(401);

      // Other sign-ins of the same user are separate families and keep working.
      const other = await login(t.app, candidate.email);
      expect((await refresh(other.refresh_token)).statusCode).toBe(200);
    });

    it('lets only one of two simultaneous refreshes with the same token win', async () => {
      const candidate = await newCandidate(t.app, t.database.db);
      const results = await Promise.all([refresh(candidate.tokens.refresh_token), refresh(candidate.tokens.refresh_token)]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 401]);
    });

    it('refuses expired, unknown and malformed refresh tokens', async () => {
      const candidate = await newCandidate(t.app, t.database.db);
      await t.database.db
        .update(refreshTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(refreshTokens.tokenHash, hashToken(candidate.tokens.refresh_token)));
      expect((await refresh(candidate.tokens.refresh_token)).statusCode).toBe(401);
      expect((await refresh('not-a-token')).statusCode).toBe(401);
      const missing = await refresh('');
      expect(missing.statusCode).toBe(422);
      expect(missing.json().formErrors).toEqual({ refresh_token: ['field_required'] });
    });
  });

  describe('access tokens', () => {
    it('refuses a missing, forged or expired token with 401', async () => {
      const candidate = await newCandidate(t.app, t.database.db);
      expect((await t.app.inject({ method: 'GET', url: '/v1/user/show' })).statusCode).toBe(401);
      expect((await show(`${candidate.tokens.token}x`)).statusCode).toBe(401);

      const user = await findUserByEmail(t.database.db, candidate.email);
      const anHourAgo = new AccessTokenIssuer(t.config.JWT_SECRET, t.config.ACCESS_TOKEN_TTL_SECONDS, () => Date.now() - 3_600_000);
      const expired = anHourAgo.sign({ userId: user?.id ?? 0, accountType: AccountType.Candidate });
      const res = await show(expired);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'unauthorized', message: 'You need to sign in.' });

      const otherSecret = new AccessTokenIssuer('another-secret-another-secret-another', 900);
      expect((await show(otherSecret.sign({ userId: user?.id ?? 0, accountType: AccountType.Candidate }))).statusCode).toBe(401);
    });
  });

  describe('one-time login', () => {
    it('signs in once with a link token and returns where to go', async () => {
      const candidate = await newCandidate(t.app, t.database.db);
      const user = await findUserByEmail(t.database.db, candidate.email);
      const link = await issueOneTimeLoginLink(t.database.db, t.config.PUBLIC_URL, { userId: user?.id ?? 0, redirectPath: '/offers-matched' });
      expect(link.url).toBe(`http://localhost:3000/fl/${link.token}`);

      const res = await t.app.inject({ method: 'POST', url: '/v1/public/candidate/fs', payload: { token: link.token } });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      expect(body.redirect).toBe('/offers-matched');
      expect((await show(body.token)).json()).toMatchObject({ email: candidate.email });
      expect((await refresh(body.refresh_token)).statusCode).toBe(200);

      const again = await t.app.inject({ method: 'POST', url: '/v1/public/candidate/fs', payload: { token: link.token }, headers: { 'x-locale': 'no' } });
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual({ message: 'Lenken er ugyldig eller har utløpt.', code: 'invalid_token', formErrors: {} });
    });

    it('lands on /user by default and refuses links to other sites', async () => {
      const candidate = await newCandidate(t.app, t.database.db);
      const user = await findUserByEmail(t.database.db, candidate.email);
      const link = await issueOneTimeLoginLink(t.database.db, t.config.PUBLIC_URL, { userId: user?.id ?? 0 });
      const res = await t.app.inject({ method: 'POST', url: '/v1/public/candidate/fs', payload: { token: link.token } });
      expect(res.json().redirect).toBe('/user');

      await expect(issueOneTimeLoginLink(t.database.db, t.config.PUBLIC_URL, { userId: user?.id ?? 0, redirectPath: 'https://evil.example' })).rejects.toThrow();
      await expect(issueOneTimeLoginLink(t.database.db, t.config.PUBLIC_URL, { userId: user?.id ?? 0, redirectPath: '//evil.example' })).rejects.toThrow();
    });

    it('refuses an expired, unknown or differently purposed token', async () => {
      const candidate = await newCandidate(t.app, t.database.db);
      const user = await findUserByEmail(t.database.db, candidate.email);
      const link = await issueOneTimeLoginLink(t.database.db, t.config.PUBLIC_URL, { userId: user?.id ?? 0 });
      await t.database.db
        .update(userTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(userTokens.tokenHash, hashToken(link.token)));
      const fs = (token: string) => t.app.inject({ method: 'POST', url: '/v1/public/candidate/fs', payload: { token } });
      expect((await fs(link.token)).statusCode).toBe(400);
      expect((await fs('unknown-token')).statusCode).toBe(400);
      // A refresh token is not a one-time login token.
      expect((await fs(candidate.tokens.refresh_token)).statusCode).toBe(400);
    });
  });
});

describe('candidate sign-in maintenance', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { CANDIDATE_LOGIN_MAINTENANCE: 'true' } });
  });
  afterAll(() => t.close());

  it('answers candidates 503 candidate_login_maintenance and still lets employers in', async () => {
    const candidate = await newCandidate(t.app, t.database.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/login_check',
      payload: { username: candidate.email, password: PASSWORD },
      headers: { 'x-locale': 'en' },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ code: 'candidate_login_maintenance', message: expect.stringContaining('maintenance') });

    const wrongPassword = await t.app.inject({ method: 'POST', url: '/v1/login_check', payload: { username: candidate.email, password: 'Wrong1234' } });
    expect(wrongPassword.statusCode).toBe(401);

    const client = await newClient(t.app, t.database.db);
    expect(client.tokens.token).toBeTruthy();
  });
});

describe('sign-in rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: { signIn: { max: 3, timeWindow: 60_000 } } });
  });
  afterAll(() => t.close());

  it('answers the fourth attempt within the window with 429 and a translated message', async () => {
    const attempt = () =>
      t.app.inject({
        method: 'POST',
        url: '/v1/login_check',
        payload: { username: 'someone@example.com', password: 'Wrong1234' },
        headers: { 'x-locale': 'ua' },
      });
    for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(401);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'too_many_requests', message: 'Забагато спроб. Зачекайте хвилину й спробуйте ще раз.' });
  });
});
