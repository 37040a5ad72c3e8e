import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, type TestAccount, bearer, candidateBody, latestMail, linkToken, login, newCandidate, newClient } from '../../test/accounts.ts';
import { pdfFile, upload } from '../../test/candidate-profile.ts';
import { type TestApp, createTestApp } from '../../test/test-app.ts';

describe('sessions ended on the server', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object, headers: Record<string, string> = {}) => t.app.inject({ method: 'POST', url, payload, headers });
  const show = (token: string) => t.app.inject({ method: 'GET', url: '/v1/user/show', headers: bearer(token) });
  const refresh = (refreshToken: string) => post('/v1/token/refresh', { refresh_token: refreshToken });
  const cookieOf = (res: { headers: Record<string, unknown> }) => String(res.headers['set-cookie'] ?? '');

  describe('POST /v1/token/revoke', () => {
    it('ends the session at once: its access token and refresh token are refused', async () => {
      const candidate = await newCandidate(t.app, t.database.db);
      const otherDevice = await login(t.app, candidate.email);
      expect((await show(candidate.tokens.token)).statusCode).toBe(200);

      const res = await post('/v1/token/revoke', { refresh_token: candidate.tokens.refresh_token });
      expect(res.statusCode).toBe(204);
      expect((await show(candidate.tokens.token)).statusCode).toBe(401);
      expect((await refresh(candidate.tokens.refresh_token)).statusCode).toBe(401);
      // A public route treats the ended session's token as no token.
      const offers = await t.app.inject({ method: 'GET', url: '/v1/offer/list', headers: bearer(candidate.tokens.token) });
      expect(offers.statusCode).toBe(401);

      // The other sign-in goes on.
      expect((await show(otherDevice.token)).statusCode).toBe(200);
      expect((await refresh(otherDevice.refresh_token)).statusCode).toBe(200);
    });

    it('ends a rotated session through any of its refresh tokens, and says nothing about unknown ones', async () => {
      const candidate = await newCandidate(t.app, t.database.db);
      const rotated = (await refresh(candidate.tokens.refresh_token)).json() as { token: string; refresh_token: string };
      expect((await post('/v1/token/revoke', { refresh_token: rotated.refresh_token })).statusCode).toBe(204);
      expect((await show(rotated.token)).statusCode).toBe(401);
      expect((await show(candidate.tokens.token)).statusCode).toBe(401);
      expect((await post('/v1/token/revoke', { refresh_token: 'no-such-token' })).statusCode).toBe(204);
      expect((await post('/v1/token/revoke', {})).statusCode).toBe(204);
    });
  });

  describe('the refresh cookie', () => {
    it('is set HttpOnly, SameSite=Strict, for the token routes only, by sign-in, registration and refresh', async () => {
      const registration = await post('/v1/public/candidate/register', await candidateBody(t.database.db));
      expect(registration.statusCode).toBe(201);
      const client = await newClient(t.app, t.database.db);
      const signIn = await post('/v1/login_check', { username: client.email, password: PASSWORD });
      for (const res of [registration, signIn]) {
        const cookie = cookieOf(res);
        expect(cookie).toMatch(/^refresh_token=[A-Za-z0-9_-]{40,};/);
        expect(cookie).toContain('HttpOnly');
        expect(cookie).toContain('SameSite=Strict');
        expect(cookie).toContain('Path=/v1/token;');
        // PUBLIC_URL is http in this test app.
        expect(cookie).not.toContain('Secure');
        // API clients still get the token in the JSON body.
        expect(cookie).toContain(`refresh_token=${(res.json() as { refresh_token: string }).refresh_token};`);
      }
    });

    it('is enough to refresh and to sign out, with no token in the body', async () => {
      const client = await newClient(t.app, t.database.db);
      const cookie = { cookie: `refresh_token=${client.tokens.refresh_token}` };
      const refreshed = await t.app.inject({ method: 'POST', url: '/v1/token/refresh', payload: {}, headers: cookie });
      expect(refreshed.statusCode, refreshed.body).toBe(200);
      // The new refresh token goes back into the cookie only, never into the script-readable answer.
      const answer = refreshed.json() as { token: string; refresh_token?: string };
      expect(answer.refresh_token).toBeUndefined();
      const tokens = { token: answer.token, refresh_token: /^refresh_token=([A-Za-z0-9_-]+);/.exec(cookieOf(refreshed))?.[1] ?? '' };
      expect(tokens.refresh_token).not.toBe(client.tokens.refresh_token);
      expect(tokens.refresh_token.length).toBeGreaterThan(40);
      expect((await show(tokens.token)).statusCode).toBe(200);

      const revoked = await t.app.inject({ method: 'POST', url: '/v1/token/revoke', payload: {}, headers: { cookie: `refresh_token=${tokens.refresh_token}` } });
      expect(revoked.statusCode).toBe(204);
      expect(cookieOf(revoked)).toMatch(/^refresh_token=;.*Max-Age=0/);
      expect((await show(tokens.token)).statusCode).toBe(401);
      const again = await t.app.inject({ method: 'POST', url: '/v1/token/refresh', payload: {}, headers: { cookie: `refresh_token=${tokens.refresh_token}` } });
      expect(again.statusCode).toBe(401);
      expect(cookieOf(again)).toContain('Max-Age=0');
    });
  });

  describe('ends other sessions', () => {
    it('after a password change: every other session at once, the caller’s own goes on', async () => {
      const candidate = await newCandidate(t.app, t.database.db);
      const otherDevice = await login(t.app, candidate.email);
      expect((await show(otherDevice.token)).statusCode).toBe(200);
      const res = await post('/v1/user/change/password', { passwordCurrent: PASSWORD, password: 'Betong2024' }, candidate.auth);
      expect(res.statusCode, res.body).toBe(200);
      expect((await show(otherDevice.token)).statusCode).toBe(401);
      expect((await show(candidate.tokens.token)).statusCode).toBe(200);
    });

    it('after a password reset: every session', async () => {
      const candidate = await newCandidate(t.app, t.database.db);
      const otherDevice = await login(t.app, candidate.email);
      await post('/v1/public/user/password/reset', { username: candidate.email });
      await t.settle();
      const token = linkToken(await latestMail(t.database.db, candidate.email, 'password_reset'), '/password/change');
      expect((await post('/v1/public/user/password/reset/confirmation', { token, password: 'NewSveis5678' })).statusCode).toBe(200);
      expect((await show(candidate.tokens.token)).statusCode).toBe(401);
      expect((await show(otherDevice.token)).statusCode).toBe(401);
    });
  });

  describe('after account deletion', () => {
    const deleteAccount = async (account: TestAccount) => {
      await post('/v1/user/delete', { passwordCurrent: PASSWORD }, account.auth);
      const token = linkToken(await latestMail(t.database.db, account.email, 'account_delete'), '/account-delete/confirmation');
      expect((await post('/v1/public/user/account-delete/confirmation', { token })).statusCode).toBe(200);
    };

    it('every token of the account is refused with 401, never a 500', async () => {
      const candidate = await newCandidate(t.app, t.database.db);
      const otherDevice = await login(t.app, candidate.email);
      // Seen open just before, so a remembered answer would still let it through.
      expect((await show(otherDevice.token)).statusCode).toBe(200);
      await deleteAccount(candidate);
      for (const token of [candidate.tokens.token, otherDevice.token]) {
        expect((await show(token)).statusCode).toBe(401);
        expect((await upload(t.app, bearer(token), pdfFile(), 'cv.pdf')).statusCode).toBe(401);
        const contact = await post(
          '/public/send-contact-message',
          { firstName: 'Anna', lastName: 'Nowak', email: 'anna@example.com', phone: { country: 'NO', number: '41234567' }, messageSubject: 'Hei', messageBody: 'Hallo' },
          bearer(token),
        );
        expect(contact.statusCode).toBeLessThan(500);
      }

      const client = await newClient(t.app, t.database.db);
      await deleteAccount(client);
      const brand = await post('/v1/client-brand/', { name: 'Gone AS' }, client.auth);
      expect(brand.statusCode).toBe(401);
      expect((await t.app.inject({ method: 'GET', url: '/v1/client-brand/', headers: client.auth })).statusCode).toBe(401);
    });
  });
});

describe('the refresh cookie over https', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL: 'https://trades.example' } });
  });
  afterAll(() => t.close());

  it('is Secure', async () => {
    const candidate = await newCandidate(t.app, t.database.db);
    const res = await t.app.inject({ method: 'POST', url: '/v1/login_check', payload: { username: candidate.email, password: PASSWORD } });
    expect(String(res.headers['set-cookie'])).toMatch(/HttpOnly; SameSite=Strict; Secure$/);
  });
});
