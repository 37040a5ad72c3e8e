import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, newClient } from '../../test/accounts.ts';
import { OPERATOR_ENV, TEST_OPERATOR, operatorHeaders } from '../../test/operator.ts';
import { type TestApp, createTestApp, testConfig } from '../../test/test-app.ts';
import { operatorAudit } from '../operator/operator.tables.ts';
import { operatorRecoveryCodes, users } from './accounts.tables.ts';
import { ensureOperator } from './index.ts';

/* The operators' second factor (issue 26): enrolment at the first sign-in, codes once each, recovery codes, limits. */

const OPERATOR = { email: 'enrolling.operator@trades.example', password: 'Enrolling-Pass-2026' };
const STEP = 30_000;

describe("an operator's sign-in with a second factor", () => {
  let t: TestApp;
  // The server's clock, moved by the tests: codes are made for its time steps.
  let clock = Math.floor(Date.now() / STEP) * STEP + 1_000;
  let secret = '';
  let recoveryCodes: string[] = [];
  const db = () => t.database.db;
  const codeAt = (offsetSteps = 0) => generate({ secret, epoch: Math.floor((clock + offsetSteps * STEP) / 1000) });
  const password = (locale = 'en') =>
    t.app.inject({ method: 'POST', url: '/v1/login_check', headers: { 'x-locale': locale }, payload: { username: OPERATOR.email, password: OPERATOR.password } });
  const second = (mfaToken: string, code: string, locale = 'en') =>
    t.app.inject({ method: 'POST', url: '/v1/login_check/totp', headers: { 'x-locale': locale }, payload: { mfaToken, code } });
  const operatorRow = async () => (await db().select().from(users).where(eq(users.email, OPERATOR.email)))[0];

  beforeAll(async () => {
    t = await createTestApp({ env: { OPERATOR_EMAIL: OPERATOR.email, OPERATOR_PASSWORD: OPERATOR.password }, clock: () => new Date(clock) });
  });
  afterAll(() => t.close());

  it('answers an operator’s password with the second step and no session; others sign in as before', async () => {
    const employer = await newClient(t.app, db());
    const employerLogin = await t.app.inject({ method: 'POST', url: '/v1/login_check', payload: { username: employer.email, password: employer.password } });
    expect(Object.keys(employerLogin.json()).sort()).toEqual(['refresh_token', 'token']);

    const first = await password();
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['set-cookie']).toBeUndefined();
    const answer = first.json();
    expect(Object.keys(answer).sort()).toEqual(['mfaRequired', 'mfaToken', 'totpEnrollment']);
    expect(answer.mfaRequired).toBe(true);
    secret = answer.totpEnrollment.secret;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(answer.totpEnrollment.otpauthUrl).toMatch(/^otpauth:\/\/totp\/Trades%20Marketplace:enrolling\.operator%40trades\.example\?/);
    expect(answer.totpEnrollment.otpauthUrl).toContain(`secret=${secret}`);
    // The mfaToken is no access token.
    expect((await t.app.inject({ method: 'GET', url: '/v1/user/show', headers: bearer(answer.mfaToken) })).statusCode).toBe(401);
    // Until confirmed, each sign-in offers the same pending secret.
    expect((await password()).json().totpEnrollment.secret).toBe(secret);
    expect((await operatorRow())?.totpConfirmedAt).toBeNull();
  });

  it('enrols with the first valid code: the session, the recovery codes once, and the audit', async () => {
    const { mfaToken } = (await password()).json();
    const wrong = await second(mfaToken, '000000', 'pl');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toEqual({
      code: 'invalid_second_factor_code',
      message: 'Ten kod jest nieprawidłowy. Wpisz bieżący kod z aplikacji uwierzytelniającej albo niewykorzystany kod odzyskiwania.',
      formErrors: { code: ['invalid_second_factor_code'] },
    });
    const enrolled = await second(mfaToken, await codeAt());
    expect(enrolled.statusCode, enrolled.body).toBe(200);
    expect(enrolled.headers['set-cookie']).toMatch(/^refresh_token=[A-Za-z0-9_-]{40,};/);
    const body = enrolled.json();
    recoveryCodes = body.recoveryCodes;
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);
    const show = await t.app.inject({ method: 'GET', url: '/v1/user/show', headers: bearer(body.token) });
    expect(show.json()).toMatchObject({ accountType: 'Operator', email: OPERATOR.email });

    const row = await operatorRow();
    expect(row?.totpConfirmedAt).not.toBeNull();
    const stored = await db().select().from(operatorRecoveryCodes).where(eq(operatorRecoveryCodes.userId, row?.id as number));
    expect(stored).toHaveLength(10);
    expect(stored.every((code) => /^[0-9a-f]{64}$/.test(code.codeHash) && !recoveryCodes.includes(code.codeHash))).toBe(true);
    const audit = await db()
      .select({ operatorUserId: operatorAudit.operatorUserId, operatorEmail: operatorAudit.operatorEmail, targetType: operatorAudit.targetType, targetId: operatorAudit.targetId })
      .from(operatorAudit)
      .where(eq(operatorAudit.action, 'operator.totp_enrolled'));
    expect(audit).toEqual([{ operatorUserId: row?.id, operatorEmail: OPERATOR.email, targetType: 'user', targetId: String(row?.id) }]);
  });

  it('asks for a code at every later sign-in, takes each code once and allows a step of drift', async () => {
    const later = (await password()).json();
    expect(Object.keys(later).sort()).toEqual(['mfaRequired', 'mfaToken']);
    // The enrolling code again: taken already.
    expect((await second(later.mfaToken, await codeAt())).statusCode).toBe(422);
    clock += STEP;
    // The step before this one is within the drift but older than the one taken: refused.
    expect((await second(later.mfaToken, await codeAt(-1))).statusCode).toBe(422);
    const next = await second(later.mfaToken, await codeAt());
    expect(next.statusCode, next.body).toBe(200);
    expect(next.json().recoveryCodes).toBeUndefined();
    // The sign-in's token is spent with its code: a later code does not start a second session with it.
    const replayed = await second(later.mfaToken, await codeAt(1));
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json().code).toBe('second_factor_sign_in_expired');

    clock += 2 * STEP;
    const drift = (await password()).json().mfaToken;
    expect((await second(drift, await codeAt(-2))).statusCode).toBe(422);
    expect((await second(drift, await codeAt(2))).statusCode).toBe(422);
    // A phone a step ahead, typed with a space as apps show it.
    const ahead = await codeAt(1);
    expect((await second(drift, `${ahead.slice(0, 3)} ${ahead.slice(3)}`)).statusCode).toBe(200);
  });

  it('takes a recovery code instead of a TOTP code, once, as typed in any case', async () => {
    clock += 3 * STEP;
    const [first, secondCode] = recoveryCodes as [string, string];
    const used = await second((await password()).json().mfaToken, first.toUpperCase().replaceAll('-', ' '));
    expect(used.statusCode, used.body).toBe(200);
    expect(used.json().recoveryCodes).toBeUndefined();
    expect((await second((await password()).json().mfaToken, first)).statusCode).toBe(422);

    // New codes for the signed-in operator: the earlier ones stop working.
    const renewed = await t.app.inject({ method: 'POST', url: '/v1/operator/me/recovery-codes', headers: bearer(used.json().token) });
    expect(renewed.statusCode, renewed.body).toBe(200);
    const fresh = renewed.json().recoveryCodes as string[];
    expect(fresh).toHaveLength(10);
    expect((await second((await password()).json().mfaToken, secondCode)).statusCode).toBe(422);
    expect((await second((await password()).json().mfaToken, fresh[0] as string)).statusCode).toBe(200);
  });

  it('refuses a token that expired, was tampered with or outlived a password change', async () => {
    clock += STEP;
    const { mfaToken } = (await password()).json();
    const [payload, signature] = mfaToken.split('.');
    const forged = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), e: 4_102_444_800 })).toString('base64url');
    expect((await second(`${forged}.${signature}`, await codeAt())).statusCode).toBe(401);
    expect((await second('not-a-token', await codeAt())).statusCode).toBe(401);
    // A password set again between the two steps voids the first step.
    const beforeChange = (await password()).json().mfaToken;
    await ensureOperator(db(), { email: OPERATOR.email, password: 'Changed-Pass-2026' });
    await ensureOperator(db(), OPERATOR);
    expect((await second(beforeChange, await codeAt())).statusCode).toBe(401);
    clock += 301_000;
    const expired = await second(mfaToken, await codeAt(), 'no');
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toMatchObject({ code: 'second_factor_sign_in_expired', message: 'Innloggingen er utløpt. Logg inn på nytt med e-post og passord.' });
    const empty = await t.app.inject({ method: 'POST', url: '/v1/login_check/totp', payload: { mfaToken: '', code: '' } });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().formErrors).toEqual({ mfaToken: ['field_required'], code: ['field_required'] });
  });

  it('locks the second step after five wrong codes, whatever the next code', async () => {
    clock += STEP;
    const { mfaToken } = (await password()).json();
    for (let i = 0; i < 5; i += 1) expect((await second(mfaToken, '111111')).statusCode).toBe(422);
    const locked = await second(mfaToken, await codeAt(), 'ua');
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ code: 'too_many_second_factor_attempts', message: 'Забагато неправильних кодів. Спробуйте за кілька хвилин.' });
    clock += 31_000;
    expect((await second((await password()).json().mfaToken, await codeAt())).statusCode).toBe(200);
  });
});

describe('the first operator with OPERATOR_TOTP_SECRET', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { ...OPERATOR_ENV } });
  });
  afterAll(() => t.close());

  it('counts as enrolled with the known secret: no enrolment offered, its codes sign in', async () => {
    const login = await t.app.inject({ method: 'POST', url: '/v1/login_check', payload: { username: TEST_OPERATOR.email, password: TEST_OPERATOR.password } });
    expect(Object.keys(login.json()).sort()).toEqual(['mfaRequired', 'mfaToken']);
    const headers = await operatorHeaders(t.app);
    expect((await t.app.inject({ method: 'GET', url: '/v1/operator/operators', headers })).statusCode).toBe(200);
    const credentials = { email: TEST_OPERATOR.email, password: TEST_OPERATOR.password };
    expect(await ensureOperator(t.database.db, { ...credentials, totpSecret: TEST_OPERATOR.totpSecret })).toBe('unchanged');
    expect(await ensureOperator(t.database.db, credentials)).toBe('unchanged');
    expect(await ensureOperator(t.database.db, { ...credentials, totpSecret: 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ' })).toBe('updated');
    const [row] = await t.database.db.select().from(users).where(eq(users.email, TEST_OPERATOR.email));
    expect(row).toMatchObject({ totpSecret: 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ', totpLastStep: null });
  });

  it('is a base32 setting of at least 128 bits, spaces and case as typed, and needs the operator', () => {
    const operator = { OPERATOR_EMAIL: TEST_OPERATOR.email, OPERATOR_PASSWORD: TEST_OPERATOR.password };
    expect(testConfig({ ...operator, OPERATOR_TOTP_SECRET: 'jbsw y3dp ehpk 3pxp jbsw y3dp ehpk 3pxp' }).OPERATOR_TOTP_SECRET).toBe(TEST_OPERATOR.totpSecret);
    expect(() => testConfig({ ...operator, OPERATOR_TOTP_SECRET: 'JBSWY3DPEHPK3PXP' })).toThrow(/OPERATOR_TOTP_SECRET: must be base32/);
    expect(() => testConfig({ ...operator, OPERATOR_TOTP_SECRET: '0189JBSWY3DPEHPK3PXPJBSWY3DPEHPK' })).toThrow(/OPERATOR_TOTP_SECRET: must be base32/);
    expect(() => testConfig({ OPERATOR_TOTP_SECRET: TEST_OPERATOR.totpSecret })).toThrow(/OPERATOR_TOTP_SECRET: needs OPERATOR_EMAIL/);
  });
});
