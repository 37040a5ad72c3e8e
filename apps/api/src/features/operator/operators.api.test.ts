import { asc, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, latestMail, linkToken, newCandidate, newClient } from '../../test/accounts.ts';
import { OPERATOR_ENV, TEST_OPERATOR, nextTotpCode, operatorHeaders, signInOperator } from '../../test/operator.ts';
import { type TestApp, createTestApp } from '../../test/test-app.ts';
import { users } from '../accounts/accounts.tables.ts';
import { operatorAudit } from './operator.tables.ts';

/* The operators (issue 26): invited by e-mail, listed, removed, never the last one who can sign in. */

interface Row {
  id: number;
  email: string;
  totpEnrolled: boolean;
  invitationPending: boolean;
  lastSignedInAt: string | null;
}

describe('the operators', () => {
  let t: TestApp;
  let operator: Record<string, string>;
  const db = () => t.database.db;
  const list = async (headers = operator) => (await t.app.inject({ method: 'GET', url: '/v1/operator/operators', headers })).json().items as Row[];
  const invite = (payload: Record<string, unknown>, headers = operator) => t.app.inject({ method: 'POST', url: '/v1/operator/operators', headers, payload });
  const remove = (id: number, headers = operator) => t.app.inject({ method: 'DELETE', url: `/v1/operator/operators/${id}`, headers });
  const audit = (action: string) =>
    db()
      .select({ operatorEmail: operatorAudit.operatorEmail, targetId: operatorAudit.targetId, details: operatorAudit.details })
      .from(operatorAudit)
      .where(eq(operatorAudit.action, action))
      .orderBy(asc(operatorAudit.id));

  /** Invites, sets the password through the mailed link, signs in and enrols: the new operator's session and secret. */
  async function joinedOperator(email: string) {
    expect((await invite({ email })).statusCode).toBe(201);
    const token = linkToken(await latestMail(db(), email, 'operator_invitation'), '/password/change');
    const password = 'Invited-Operator-2026';
    expect((await t.app.inject({ method: 'POST', url: '/v1/public/user/password/reset/confirmation', payload: { token, password } })).statusCode).toBe(200);
    const login = await t.app.inject({ method: 'POST', url: '/v1/login_check', payload: { username: email, password } });
    const totpSecret = login.json().totpEnrollment.secret as string;
    const second = await t.app.inject({ method: 'POST', url: '/v1/login_check/totp', payload: { mfaToken: login.json().mfaToken, code: await nextTotpCode(t.app, totpSecret) } });
    expect(second.statusCode, second.body).toBe(200);
    return { id: (await list()).find((row) => row.email === email)?.id as number, auth: bearer(second.json().token), password, totpSecret };
  }

  beforeAll(async () => {
    t = await createTestApp({ env: { ...OPERATOR_ENV } });
    operator = await operatorHeaders(t.app);
  });
  afterAll(() => t.close());

  it('are the operators’ own: 401 without a session, 403 for candidates and employers', async () => {
    const candidate = await newCandidate(t.app, db());
    const employer = await newClient(t.app, db());
    const calls = [
      { method: 'GET', url: '/v1/operator/operators' },
      { method: 'POST', url: '/v1/operator/operators', payload: { email: 'someone@trades.example' } },
      { method: 'DELETE', url: '/v1/operator/operators/1' },
      { method: 'POST', url: '/v1/operator/me/recovery-codes' },
    ] as const;
    for (const call of calls) {
      expect((await t.app.inject({ ...call })).statusCode, call.url).toBe(401);
      expect((await t.app.inject({ ...call, headers: candidate.auth })).statusCode, call.url).toBe(403);
      expect((await t.app.inject({ ...call, headers: employer.auth })).statusCode, call.url).toBe(403);
    }
    expect(await list()).toHaveLength(1);
  });

  it('lists the operators without any hash or secret', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/v1/operator/operators', headers: operator });
    expect(response.json().items).toEqual([
      {
        id: expect.any(Number),
        email: TEST_OPERATOR.email,
        firstName: 'Operator',
        lastName: '',
        totpEnrolled: true,
        invitationPending: false,
        createdAt: expect.any(String),
        lastSignedInAt: expect.any(String),
      },
    ]);
    expect(response.body).not.toMatch(/password|argon|totpSecret/i);
    expect(response.body).not.toContain(TEST_OPERATOR.totpSecret);
  });

  it('invites an operator by e-mail: a set-password link in their language, then the sign-in enrols the authenticator', async () => {
    const email = 'new.operator@trades.example';
    const invited = await invite({ email, firstName: 'Anna', lastName: 'Nowak', locale: 'pl' });
    expect(invited.statusCode, invited.body).toBe(201);
    expect(invited.json()).toMatchObject({ email, firstName: 'Anna', totpEnrolled: false, invitationPending: true, lastSignedInAt: null });
    const mail = await latestMail(db(), email, 'operator_invitation');
    expect(mail.subject).toBe('Zaproszenie do panelu operatora Trades Marketplace');
    expect(mail.text).toMatch(/http:\/\/localhost:3000\/lang\/pl\/password\/change\/[A-Za-z0-9_-]+\?invitation=1/);
    expect(await audit('operator.invite')).toEqual([{ operatorEmail: TEST_OPERATOR.email, targetId: String(invited.json().id), details: { email } }]);

    // The random password of the invitation is nobody's.
    expect((await t.app.inject({ method: 'POST', url: '/v1/login_check', payload: { username: email, password: 'Invited-Operator-2026' } })).statusCode).toBe(401);
    const token = linkToken(mail, '/password/change');
    const password = 'Invited-Operator-2026';
    const set = await t.app.inject({ method: 'POST', url: '/v1/public/user/password/reset/confirmation', payload: { token, password } });
    expect(set.statusCode, set.body).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/v1/public/user/password/reset/confirmation', payload: { token, password: 'Another-Pass-2026' } })).json().code).toBe('invalid_token');
    expect((await list()).find((row) => row.email === email)).toMatchObject({ invitationPending: false, totpEnrolled: false });

    const login = await t.app.inject({ method: 'POST', url: '/v1/login_check', payload: { username: email, password } });
    expect(login.json()).toMatchObject({ mfaRequired: true, totpEnrollment: { secret: expect.any(String) } });
    const session = await signInOperator(t.app, { email, password, totpSecret: login.json().totpEnrollment.secret });
    expect(session.recoveryCodes).toHaveLength(10);
    expect((await list(bearer(session.token))).find((row) => row.email === email)).toMatchObject({ totpEnrolled: true, invitationPending: false });
  });

  it('refuses an e-mail any account has, and a form without one', async () => {
    const candidate = await newCandidate(t.app, db());
    for (const email of [candidate.email, TEST_OPERATOR.email.toUpperCase()]) {
      const taken = await invite({ email }, { ...operator, 'x-locale': 'no' });
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toMatchObject({ code: 'email_taken', formErrors: { email: ['email_taken'] } });
    }
    const wrong = await invite({ email: 'not-an-address' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().formErrors.email).toEqual(['invalid_email']);
  });

  it('removes an operator, whose sessions end at once, and keeps it in the audit', async () => {
    const leaving = await joinedOperator('leaving.operator@trades.example');
    expect((await t.app.inject({ method: 'GET', url: '/v1/operator/operators', headers: leaving.auth })).statusCode).toBe(200);
    expect((await remove(leaving.id)).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: '/v1/operator/operators', headers: leaving.auth })).statusCode).toBe(401);
    expect((await list()).some((row) => row.id === leaving.id)).toBe(false);
    expect(await audit('operator.remove')).toEqual([{ operatorEmail: TEST_OPERATOR.email, targetId: String(leaving.id), details: { email: 'leaving.operator@trades.example' } }]);
    expect((await remove(leaving.id)).statusCode).toBe(404);
    const [candidateRow] = await db().select({ id: users.id }).from(users).where(ne(users.accountType, 'Operator')).limit(1);
    expect((await remove(candidateRow?.id as number)).statusCode).toBe(404);
  });

  it('never removes the last operator who can sign in; an operator may leave while another remains', async () => {
    // Pending invitations cannot sign in: they do not count, and may be withdrawn.
    for (const row of (await list()).filter((r) => r.email !== TEST_OPERATOR.email)) expect((await remove(row.id)).statusCode).toBe(204);
    expect((await invite({ email: 'pending.operator@trades.example' })).statusCode).toBe(201);
    const me = (await list()).find((row) => row.email === TEST_OPERATOR.email) as Row;
    const last = await remove(me.id);
    expect(last.statusCode).toBe(409);
    expect(last.json()).toMatchObject({ code: 'last_operator', message: 'The last operator who can sign in cannot be removed. Invite another operator first.' });
    const pending = (await list()).find((row) => row.invitationPending) as Row;
    expect((await remove(pending.id)).statusCode).toBe(204);

    const colleague = await joinedOperator('colleague.operator@trades.example');
    expect((await remove(colleague.id, colleague.auth)).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: '/v1/user/show', headers: colleague.auth })).statusCode).toBe(401);
    expect((await list()).map((row) => row.email)).toEqual([TEST_OPERATOR.email]);
  });
});
