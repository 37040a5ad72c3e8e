import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCandidate } from '../../test/accounts.ts';
import { type TestApp, createTestApp } from '../../test/test-app.ts';
import { type AccountBlockDeps, blockAccount, findUserByEmail, unblockAccount } from './index.ts';
import { issueOneTimeLoginLink } from './sessions.service.ts';

/* A blocked account (issue 26) starts no session whichever way it comes in; the operator's routes are tested with the operator feature. */

describe('a blocked account', () => {
  let t: TestApp;
  let deps: AccountBlockDeps;
  let cleared = 0;
  const operatorId = 0;

  beforeAll(async () => {
    t = await createTestApp();
    deps = { db: t.database.db, sessions: t.app.sessions, offerListCache: { clear: () => void (cleared += 1) }, now: () => new Date() };
  });
  afterAll(() => t.close());

  it('gets no session from a one-time link or a refresh, and clears the public offer list on block and unblock', async () => {
    const candidate = await newCandidate(t.app, t.database.db);
    const userId = (await findUserByEmail(t.database.db, candidate.email))?.id as number;
    const link = await issueOneTimeLoginLink(t.database.db, t.config.PUBLIC_URL, { userId });
    const audited: string[] = [];
    await blockAccount(deps, { userId, reason: 'Spam', byUserId: operatorId }, async (_tx, user) => void audited.push(user.email));
    expect(audited).toEqual([candidate.email]);
    expect(cleared).toBe(1);

    const fs = await t.app.inject({ method: 'POST', url: '/v1/public/candidate/fs', payload: { token: link.token }, headers: { 'x-locale': 'no' } });
    expect(fs.statusCode).toBe(403);
    expect(fs.json()).toEqual({ code: 'account_blocked', message: 'Denne kontoen er sperret. Hvis du mener dette er en feil, skriv til oss via kontaktsiden.', formErrors: {} });
    const refresh = await t.app.inject({ method: 'POST', url: '/v1/token/refresh', payload: { refresh_token: candidate.tokens.refresh_token } });
    expect(refresh.statusCode).toBe(401);

    await unblockAccount(deps, userId, async () => undefined);
    expect(cleared).toBe(2);
    const signIn = await t.app.inject({ method: 'POST', url: '/v1/login_check', payload: { username: candidate.email, password: candidate.password } });
    expect(signIn.statusCode).toBe(200);
  });

  it('keeps nothing of a block whose caller’s work failed: the transaction is one', async () => {
    const candidate = await newCandidate(t.app, t.database.db);
    const userId = (await findUserByEmail(t.database.db, candidate.email))?.id as number;
    await expect(blockAccount(deps, { userId, reason: 'Spam', byUserId: operatorId }, async () => Promise.reject(new Error('audit down')))).rejects.toThrow('audit down');
    expect((await findUserByEmail(t.database.db, candidate.email))?.blockedAt).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: '/v1/user/show', headers: candidate.auth })).statusCode).toBe(200);
  });
});
