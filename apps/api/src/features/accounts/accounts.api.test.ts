import { AccountType } from '@trades/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../infra/auth/secure-token.ts';
import { outboxMessages } from '../../infra/mail/outbox.tables.ts';
import { type TestApp, createTestApp } from '../../test/test-app.ts';
import { findUserByEmail, listConsents } from './accounts.repository.ts';
import { candidateProfiles, refreshTokens, userConsents, userTokens, users } from './accounts.tables.ts';
import {
  PASSWORD,
  type TestAccount,
  bearer,
  formBody,
  latestMail,
  linkToken,
  login,
  mailsTo,
  multipartBody,
  newCandidate,
  newClient,
  uniqueEmail,
} from '../../test/accounts.ts';

describe('accounts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** Waits for the work done after the answer too (a reset request's mail is written then). */
  const post = async (url: string, payload: object, headers: Record<string, string> = {}) => {
    const res = await t.app.inject({ method: 'POST', url, payload, headers });
    await t.settle();
    return res;
  };
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
  const userOf = async (account: TestAccount) => {
    const user = await findUserByEmail(t.database.db, account.email);
    if (!user) throw new Error(`no user ${account.email}`);
    return user;
  };

  describe('GET /v1/user/show', () => {
    it("shows the caller's own account with phone and consents", async () => {
      const candidate = await newCandidate(t.app, t.database.db, { phone: { country: 'NO', number: '412 34 567' } });
      const res = await get('/v1/user/show', candidate.auth);
      expect(res.statusCode).toBe(200);
      const required = (await listConsents(t.database.db, AccountType.Candidate)).filter((c) => c.isRequired);
      expect(res.json()).toEqual({
        id: (await userOf(candidate)).id,
        accountType: AccountType.Candidate,
        firstName: 'Piotr',
        lastName: 'Kowalski',
        email: candidate.email,
        locale: 'en',
        phone: { country: 'NO', country_code: '47', number: '41234567' },
        userConsents: required.map((c) => ({ consent: c.id, isAcceptance: true })),
        enforcePasswordChange: false,
        isEmailConfirmed: false,
        isPhoneConfirmed: false,
      });
    });

    it('answers 401 for the token of a deleted account', async () => {
      const candidate = await newCandidate(t.app, t.database.db);
      await t.database.db.delete(users).where(eq(users.email, candidate.email));
      expect((await get('/v1/user/show', candidate.auth)).statusCode).toBe(401);
    });
  });

  describe('mail confirmation', () => {
    it('confirms the e-mail with the link from the mail, once', async () => {
      const candidate = await newCandidate(t.app, t.database.db);
      const token = linkToken(await latestMail(t.database.db, candidate.email, 'mail_confirmation'), '/mail/confirmation');
      const res = await post('/v1/public/user/mail/confirmation', { token }, { 'x-locale': 'pl' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: 'Dziękujemy, Twój adres e-mail został potwierdzony.' });
      expect((await get('/v1/user/show', candidate.auth)).json().isEmailConfirmed).toBe(true);
      expect((await get('/v1/candidate-profile/show', candidate.auth)).json().isEmailConfirmed).toBe(true);

      // Opened again: the address is already confirmed, which the page says instead of "invalid or expired" (issue 24).
      const again = await post('/v1/public/user/mail/confirmation', { token }, { 'x-locale': 'ua' });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ code: 'email_already_confirmed', message: 'Вашу електронну адресу вже підтверджено.' });
    });

    it("an employer's link opened again, even after it expired, says the address is confirmed and nothing more (issue 25)", async () => {
      const employer = await newClient(t.app, t.database.db);
      const mail = await latestMail(t.database.db, employer.email, 'mail_confirmation');
      // The page it opens leads to the employer tab of the sign-in.
      expect(mail.text).toMatch(/\/mail\/confirmation\/[A-Za-z0-9_-]+\?tab=1/);
      const token = linkToken(mail, '/mail/confirmation');
      expect((await post('/v1/public/user/mail/confirmation', { token })).statusCode).toBe(200);
      // Used a week ago: the link has expired since, and is still known as the confirmed address's.
      await t.database.db.update(userTokens).set({ expiresAt: new Date(Date.now() - 1) }).where(eq(userTokens.tokenHash, hashToken(token)));
      const again = await post('/v1/public/user/mail/confirmation', { token }, { 'x-locale': 'no' });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ code: 'email_already_confirmed', message: 'E-postadressen din er allerede bekreftet.', formErrors: {} });
      // A token nobody was sent tells nothing of any account.
      const unknown = await post('/v1/public/user/mail/confirmation', { token: `${token.slice(0, -4)}abcd` });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().code).toBe('invalid_token');
    });

    it('opens every account mail link in the recipient\'s language', async () => {
      const candidate = await newCandidate(t.app, t.database.db);
      await t.database.db.update(users).set({ locale: 'pl' }).where(eq(users.email, candidate.email));
      await post('/v1/public/user/password/reset', { username: candidate.email });
      const reset = await latestMail(t.database.db, candidate.email, 'password_reset');
      expect(reset.text).toMatch(/http:\/\/localhost:3000\/lang\/pl\/password\/change\/[A-Za-z0-9_-]+/);
      const confirmation = await latestMail(t.database.db, candidate.email, 'mail_confirmation');
      expect(confirmation.text).toMatch(/http:\/\/localhost:3000\/lang\/(pl|en|no|ua)\/mail\/confirmation\/[A-Za-z0-9_-]+/);
    });

    it('refuses unknown, expired and other-purpose tokens', async () => {
      const candidate = await newCandidate(t.app, t.database.db);
      const token = linkToken(await latestMail(t.database.db, candidate.email, 'mail_confirmation'), '/mail/confirmation');
      await t.database.db.update(userTokens).set({ expiresAt: new Date(Date.now() - 1) }).where(eq(userTokens.tokenHash, hashToken(token)));
      expect((await post('/v1/public/user/mail/confirmation', { token })).statusCode).toBe(400);
      expect((await post('/v1/public/user/mail/confirmation', { token: 'nope' })).json().code).toBe('invalid_token');
      expect((await post('/v1/public/user/mail/confirmation', {})).json().formErrors).toEqual({ token: ['field_required'] });

      await post('/v1/public/user/password/reset', { username: candidate.email });
      const resetToken = linkToken(await latestMail(t.database.db, candidate.email, 'password_reset'), '/password/change');
      expect((await post('/v1/public/user/mail/confirmation', { token: resetToken })).statusCode).toBe(400);
      expect((await get('/v1/user/show', candidate.auth)).json().isEmailConfirmed).toBe(false);
    });

    it('resends the confirmation mail to candidates and employers, in their language', async () => {
      const client = await newClient(t.app, t.database.db);
      await t.database.db.update(users).set({ locale: 'no' }).where(eq(users.email, client.email));
      const res = await post('/v1/candidate/resend-confirm-mail', {}, { ...client.auth, 'x-locale': 'en' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: 'We have sent the confirmation e-mail again.' });
      const mails = (await mailsTo(t.database.db, client.email)).filter((m) => m.template === 'mail_confirmation');
      expect(mails).toHaveLength(2);
      expect(mails[1]?.locale).toBe('no');
      expect(mails[1]?.subject).toBe('Bekreft e-postadressen din');
      // Both links work until one is used.
      const token = linkToken(mails[1] as (typeof mails)[number], '/mail/confirmation');
      expect((await post('/v1/public/user/mail/confirmation', { token })).statusCode).toBe(200);
      // The first link, never used, now finds the address confirmed.
      const first = await post('/v1/public/user/mail/confirmation', { token: linkToken(mails[0] as (typeof mails)[number], '/mail/confirmation') });
      expect(first.statusCode).toBe(409);
      expect(first.json().code).toBe('email_already_confirmed');

      const confirmed = await post('/v1/candidate/resend-confirm-mail', {}, client.auth);
      expect(confirmed.statusCode).toBe(409);
      expect(confirmed.json().code).toBe('email_already_confirmed');
      expect((await post('/v1/candidate/resend-confirm-mail', {})).statusCode).toBe(401);
    });
  });

  describe('password reset', () => {
    it('answers the same for unknown e-mails and mails a link only to existing accounts', async () => {
      const candidate = await newCandidate(t.app, t.database.db);
      const known = await post('/v1/public/user/password/reset', { username: candidate.email.toUpperCase() }, { 'x-locale': 'no' });
      const unknownEmail = uniqueEmail('ghost');
      const unknown = await post('/v1/public/user/password/reset', { username: unknownEmail }, { 'x-locale': 'no' });
      expect(known.statusCode).toBe(200);
      expect(unknown.statusCode).toBe(200);
      expect(unknown.json()).toEqual(known.json());
      expect(known.json().message).toContain('passord');

      const mail = await latestMail(t.database.db, candidate.email, 'password_reset');
      expect(mail.text).toContain('http://localhost:3000/lang/en/password/change/');
      expect(mail.locale).toBe('en');
      expect(await mailsTo(t.database.db, unknownEmail)).toHaveLength(0);
      const [row] = await t.database.db.select().from(userTokens).where(eq(userTokens.tokenHash, hashToken(linkToken(mail, '/password/change'))));
      const validForMinutes = ((row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0)) / 60_000;
      expect(validForMinutes).toBe(60);
    });

    it('validates the e-mail', async () => {
      const res = await post('/v1/public/user/password/reset', { username: 'not-an-email' });
      expect(res.statusCode).toBe(422);
      expect(res.json().formErrors).toEqual({ username: ['invalid_email'] });
    });

    it('sets the new password by the link, once, and ends every session', async () => {
      const candidate = await newCandidate(t.app, t.database.db);
      await t.database.db.update(users).set({ enforcePasswordChange: true }).where(eq(users.email, candidate.email));
      await post('/v1/public/user/password/reset', { username: candidate.email });
      await post('/v1/public/user/password/reset', { username: candidate.email });
      const mails = (await mailsTo(t.database.db, candidate.email)).filter((m) => m.template === 'password_reset');
      const [olderToken, token] = mails.map((m) => linkToken(m, '/password/change'));

      const weak = await post('/v1/public/user/password/reset/confirmation', { token, password: 'weak' });
      expect(weak.statusCode).toBe(422);
      expect(weak.json()).toMatchObject({ code: 'validation_error', formErrors: { password: ['invalid_password'] } });

      const res = await post('/v1/public/user/password/reset/confirmation', { token, password: 'NewSveis5678' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: 'Your password has been changed.' });

      const tokens = await login(t.app, candidate.email, 'NewSveis5678');
      const wrongOld = await post('/v1/login_check', { username: candidate.email, password: PASSWORD });
      expect(wrongOld.statusCode).toBe(401);
      expect((await post('/v1/token/refresh', { refresh_token: candidate.tokens.refresh_token })).statusCode).toBe(401);
      const user = (await get('/v1/user/show', bearer(tokens.token))).json();
      expect(user).toMatchObject({ enforcePasswordChange: false, isEmailConfirmed: true });

      const reused = await post('/v1/public/user/password/reset/confirmation', { token, password: 'Another1234' });
      expect(reused.statusCode).toBe(400);
      expect(reused.json().code).toBe('invalid_token');
      const older = await post('/v1/public/user/password/reset/confirmation', { token: olderToken, password: 'Another1234' });
      expect(older.statusCode).toBe(400);
    });

    it('refuses an expired link', async () => {
      const candidate = await newCandidate(t.app, t.database.db);
      await post('/v1/public/user/password/reset', { username: candidate.email });
      const token = linkToken(await latestMail(t.database.db, candidate.email, 'password_reset'), '/password/change');
      await t.database.db.update(userTokens).set({ expiresAt: new Date(Date.now() - 1) }).where(eq(userTokens.tokenHash, hashToken(token)));
      const res = await post('/v1/public/user/password/reset/confirmation', { token, password: 'NewSveis5678' });
      expect(res.statusCode).toBe(400);
      await login(t.app, candidate.email);
    });
  });

  describe('PUT /v1/user/locale', () => {
    const put = (payload: object, headers: Record<string, string>) =>
      t.app.inject({ method: 'PUT', url: '/v1/user/locale', payload, headers });

    it.each([
      ['pl', 'pl'],
      ['uk', 'ua'],
      ['en-GB', 'en'],
      ['NO', 'no'],
    ])('saves %s as %s', async (given, stored) => {
      const candidate = await newCandidate(t.app, t.database.db);
      const res = await put({ locale: given }, candidate.auth);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().locale).toBe(stored);
      expect((await get('/v1/user/show', candidate.auth)).json().locale).toBe(stored);
    });

    it('refuses an unknown or missing locale and needs a token', async () => {
      const candidate = await newCandidate(t.app, t.database.db);
      const unknown = await put({ locale: 'de' }, candidate.auth);
      expect(unknown.statusCode).toBe(422);
      expect(unknown.json().formErrors).toEqual({ locale: ['invalid_value'] });
      expect((await put({}, candidate.auth)).json().formErrors).toEqual({ locale: ['field_required'] });
      expect((await put({ locale: 'pl' }, {})).statusCode).toBe(401);
    });

    it('sends later e-mails in the saved language', async () => {
      const candidate = await newCandidate(t.app, t.database.db);
      await put({ locale: 'pl' }, candidate.auth);
      await post('/v1/public/user/password/reset', { username: candidate.email }, { 'x-locale': 'en' });
      const mail = await latestMail(t.database.db, candidate.email, 'password_reset');
      expect(mail.locale).toBe('pl');
      expect(mail.subject).toBe('Ustaw nowe hasło');
    });
  });

  describe('POST /v1/user/change/password', () => {
    const change = (account: TestAccount, payload: object, extra: Record<string, string> = {}) =>
      post('/v1/user/change/password', payload, { ...account.auth, ...extra });

    it('changes the password, keeps this session and ends the others', async () => {
      const candidate = await newCandidate(t.app, t.database.db);
      const otherDevice = await login(t.app, candidate.email);
      await t.database.db.update(users).set({ enforcePasswordChange: true }).where(eq(users.email, candidate.email));

      const res = await change(candidate, { passwordCurrent: PASSWORD, password: 'Betong2024' }, { 'x-locale': 'ua' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ message: 'Пароль змінено.' });

      expect((await get('/v1/user/show', candidate.auth)).json().enforcePasswordChange).toBe(false);
      expect((await post('/v1/token/refresh', { refresh_token: candidate.tokens.refresh_token })).statusCode).toBe(200);
      expect((await post('/v1/token/refresh', { refresh_token: otherDevice.refresh_token })).statusCode).toBe(401);
      await login(t.app, candidate.email, 'Betong2024');
    });

    it('mails the owner a security notice in the account language: when, and a way to a new password (issue 24)', async () => {
      const candidate = await newCandidate(t.app, t.database.db);
      await t.database.db.update(users).set({ locale: 'pl' }).where(eq(users.email, candidate.email));
      expect((await change(candidate, { passwordCurrent: 'Wrong1234', password: 'Betong2024' })).statusCode).toBe(422);
      expect((await mailsTo(t.database.db, candidate.email)).filter((m) => m.template === 'password_changed')).toHaveLength(0);

      expect((await change(candidate, { passwordCurrent: PASSWORD, password: 'Betong2024' }, { 'x-locale': 'en' })).statusCode).toBe(200);
      const mails = (await mailsTo(t.database.db, candidate.email)).filter((m) => m.template === 'password_changed');
      expect(mails).toHaveLength(1);
      const [mail] = mails as [(typeof mails)[number]];
      expect(mail.locale).toBe('pl');
      expect(mail.subject).toBe('Hasło do Twojego konta zostało zmienione');
      expect(mail.text).toMatch(/zostało zmienione \d{2}\.\d{2}\.\d{4} \d{2}:\d{2} \(czasu środkowoeuropejskiego\)/);
      expect(mail.text).toContain('Jeśli zmiana nie pochodzi od Ciebie');
      expect(mail.text).toContain('http://localhost:3000/lang/pl/sign-in?reset=1');
    });

    it('accepts a form-urlencoded and a multipart body', async () => {
      const candidate = await newCandidate(t.app, t.database.db);
      const form = await t.app.inject({
        method: 'POST',
        url: '/v1/user/change/password',
        ...formBody({ passwordCurrent: PASSWORD, password: 'Rørlegger1' }),
        headers: { ...formBody({}).headers, ...candidate.auth },
      });
      expect(form.statusCode, form.body).toBe(200);
      const multipart = multipartBody({ passwordCurrent: 'Rørlegger1', password: 'Elektro2025' });
      const res = await t.app.inject({
        method: 'POST',
        url: '/v1/user/change/password',
        payload: multipart.payload,
        headers: { ...multipart.headers, ...candidate.auth },
      });
      expect(res.statusCode, res.body).toBe(200);
      await login(t.app, candidate.email, 'Elektro2025');
    });

    it('refuses a wrong current password, the same password and a weak one with the spec keys', async () => {
      const candidate = await newCandidate(t.app, t.database.db);
      const wrong = await change(candidate, { passwordCurrent: 'Wrong1234', password: 'Betong2024' });
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json()).toMatchObject({ formErrors: { passwordCurrent: ['invalid_current_password'] } });

      const same = await change(candidate, { passwordCurrent: PASSWORD, password: PASSWORD });
      expect(same.statusCode).toBe(422);
      expect(same.json().formErrors).toEqual({ password: ['new_password_different'] });

      const weak = await change(candidate, { passwordCurrent: PASSWORD, password: 'betong' });
      expect(weak.json().formErrors).toEqual({ password: ['invalid_password'] });

      const missing = await change(candidate, {});
      expect(missing.json().formErrors).toEqual({ passwordCurrent: ['field_required'], password: ['field_required'] });

      expect((await post('/v1/user/change/password', { passwordCurrent: PASSWORD, password: 'Betong2024' })).statusCode).toBe(401);
      await login(t.app, candidate.email);
    });
  });

  describe('POST /v1/user/consents', () => {
    it('saves answers from a bracket-notation form and from JSON', async () => {
      const candidate = await newCandidate(t.app, t.database.db);
      const consents = await listConsents(t.database.db, AccountType.Candidate);
      const optional = consents.find((c) => !c.isRequired);
      if (!optional) throw new Error('the seed has an optional candidate consent');

      const form = await t.app.inject({
        method: 'POST',
        url: '/v1/user/consents',
        ...formBody({ 'consents[0][consent]': String(optional.id), 'consents[0][isAcceptance]': '1' }),
        headers: { ...formBody({}).headers, ...candidate.auth, 'x-locale': 'no' },
      });
      expect(form.statusCode, form.body).toBe(200);
      expect(form.json()).toEqual({ message: 'Lagret.' });
      let shown = (await get('/v1/user/show', candidate.auth)).json().userConsents as { consent: number; isAcceptance: boolean }[];
      expect(shown.find((c) => c.consent === optional.id)?.isAcceptance).toBe(true);

      const json = await post('/v1/user/consents', { consents: [{ consent: optional.id, isAcceptance: false }] }, candidate.auth);
      expect(json.statusCode).toBe(200);
      shown = (await get('/v1/user/show', candidate.auth)).json().userConsents;
      expect(shown.find((c) => c.consent === optional.id)?.isAcceptance).toBe(false);
      // Required consents the user did not send keep their answer.
      expect(shown.filter((c) => c.isAcceptance)).toHaveLength(consents.filter((c) => c.isRequired).length);

      const multipart = multipartBody({ 'consents[0][consent]': String(optional.id), 'consents[0][isAcceptance]': '1' });
      const res = await t.app.inject({ method: 'POST', url: '/v1/user/consents', payload: multipart.payload, headers: { ...multipart.headers, ...candidate.auth } });
      expect(res.statusCode, res.body).toBe(200);
    });

    it('keeps required consents accepted: 422 required_consents_validation_err', async () => {
      const candidate = await newCandidate(t.app, t.database.db);
      const required = (await listConsents(t.database.db, AccountType.Candidate)).find((c) => c.isRequired);
      const res = await post('/v1/user/consents', { consents: [{ consent: required?.id, isAcceptance: false }] }, candidate.auth);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ code: 'required_consents_validation_err', formErrors: { consents: ['field_required'] } });
      const user = await userOf(candidate);
      const [row] = await t.database.db.select().from(userConsents).where(eq(userConsents.userId, user.id));
      expect(row?.isAcceptance).toBe(true);
    });

    it("refuses consents of the other account type and unknown ids", async () => {
      const client = await newClient(t.app, t.database.db);
      const candidateConsent = (await listConsents(t.database.db, AccountType.Candidate))[0];
      const res = await post('/v1/user/consents', { consents: [{ consent: candidateConsent?.id, isAcceptance: true }] }, client.auth);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ code: 'validation_error', formErrors: { consents: ['invalid_value'] } });
      const bad = await post('/v1/user/consents', { consents: [{ consent: 'abc', isAcceptance: true }] }, client.auth);
      expect(bad.statusCode).toBe(422);
      expect((await post('/v1/user/consents', { consents: [] })).statusCode).toBe(401);
    });
  });

  describe('account deletion', () => {
    it('needs the current password, mails a 24-hour link and deletes everything on confirmation', async () => {
      const candidate = await newCandidate(t.app, t.database.db);
      const user = await userOf(candidate);

      const wrong = await post('/v1/user/delete', { passwordCurrent: 'Wrong1234' }, candidate.auth);
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json().formErrors).toEqual({ passwordCurrent: ['invalid_current_password'] });
      expect((await post('/v1/user/delete', {}, candidate.auth)).json().formErrors).toEqual({ passwordCurrent: ['field_required'] });

      const res = await post('/v1/user/delete', { passwordCurrent: PASSWORD }, { ...candidate.auth, 'x-locale': 'pl' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: 'Wysłaliśmy e-mail z linkiem potwierdzającym usunięcie konta.' });
      const mail = await latestMail(t.database.db, candidate.email, 'account_delete');
      expect(mail.text).toContain('http://localhost:3000/lang/en/account-delete/confirmation/');
      const token = linkToken(mail, '/account-delete/confirmation');
      const [row] = await t.database.db.select().from(userTokens).where(eq(userTokens.tokenHash, hashToken(token)));
      expect(((row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0)) / 3_600_000).toBe(24);
      // Nothing is deleted before the link is followed.
      expect((await get('/v1/user/show', candidate.auth)).statusCode).toBe(200);
      // Opening the link (GET: a mail scanner, the page before its button) names the account and deletes nothing (issue 24).
      for (let i = 0; i < 2; i++) {
        const opened = await get(`/v1/public/user/account-delete/confirmation?token=${token}`);
        expect(opened.statusCode, opened.body).toBe(200);
        expect(opened.json()).toEqual({ email: candidate.email });
      }
      expect((await get('/v1/user/show', candidate.auth)).statusCode).toBe(200);
      const [unused] = await t.database.db.select().from(userTokens).where(eq(userTokens.tokenHash, hashToken(token)));
      expect(unused?.usedAt).toBeNull();
      const forged = await get('/v1/public/user/account-delete/confirmation?token=forged-token');
      expect(forged.statusCode).toBe(400);
      expect(forged.json().code).toBe('invalid_token');

      const confirm = await post('/v1/public/user/account-delete/confirmation', { token }, { 'x-locale': 'ua' });
      expect(confirm.statusCode).toBe(200);
      expect(confirm.json()).toEqual({ message: 'Ваш обліковий запис видалено.' });

      expect(await findUserByEmail(t.database.db, candidate.email)).toBeUndefined();
      for (const table of [candidateProfiles, userConsents, refreshTokens, userTokens]) {
        expect(await t.database.db.select().from(table).where(eq(table.userId, user.id))).toHaveLength(0);
      }
      expect(await t.database.db.select().from(outboxMessages).where(eq(outboxMessages.userId, user.id))).toHaveLength(0);
      expect((await get('/v1/user/show', candidate.auth)).statusCode).toBe(401);
      expect((await post('/v1/login_check', { username: candidate.email, password: PASSWORD })).statusCode).toBe(401);

      const again = await post('/v1/public/user/account-delete/confirmation', { token });
      expect(again.statusCode).toBe(400);
      expect(again.json().code).toBe('invalid_token');
      expect((await get(`/v1/public/user/account-delete/confirmation?token=${token}`)).json().code).toBe('invalid_token');
    });

    it('lets the e-mail register again after deletion', async () => {
      const client = await newClient(t.app, t.database.db);
      await post('/v1/user/delete', { passwordCurrent: PASSWORD }, client.auth);
      const token = linkToken(await latestMail(t.database.db, client.email, 'account_delete'), '/account-delete/confirmation');
      expect((await post('/v1/public/user/account-delete/confirmation', { token })).statusCode).toBe(200);
      await newClient(t.app, t.database.db, { email: client.email });
    });
  });

  describe('profiles', () => {
    it('shows the candidate profile to the candidate with the localised availability status', async () => {
      const candidate = await newCandidate(t.app, t.database.db);
      const res = await get('/v1/candidate-profile/show', { ...candidate.auth, 'x-locale': 'pl' });
      expect(res.statusCode).toBe(200);
      // The account part; the wizard's fields are covered by the candidate-profile tests.
      expect(res.json()).toMatchObject({
        status: { id: 2 },
        isEmailConfirmed: false,
        isPhoneConfirmed: false,
        enforcePasswordChange: false,
        wizardStep: 2,
        availableStatus: { id: 4, title: 'Dostępność nieokreślona' },
        firstName: 'Piotr',
        lastName: 'Kowalski',
        email: candidate.email,
        phones: [{ phone: { country: 'PL', country_code: '48', number: '512345678' }, isPhoneConfirmed: false }],
      });
    });

    it('shows the company profile to the employer', async () => {
      const client = await newClient(t.app, t.database.db);
      const res = await get('/v1/client-profile/show', client.auth);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        name: 'Fjordbygg AS',
        licTradNum: '923456783',
        street: null,
        propertyNumber: null,
        apartmentNumber: null,
        zipCode: null,
        city: null,
        country: null,
        contactEmail: null,
        contactPhone: { number: null },
        status: { id: 2 },
        isEmailConfirmed: false,
      });
    });

    it('answers 403 to the other account type and 401 without a token', async () => {
      const candidate = await newCandidate(t.app, t.database.db);
      const client = await newClient(t.app, t.database.db);
      const forbidden = await get('/v1/client-profile/show', { ...candidate.auth, 'x-locale': 'no' });
      expect(forbidden.statusCode).toBe(403);
      expect(forbidden.json()).toMatchObject({ code: 'forbidden', message: 'Du har ikke tilgang til dette.' });
      expect((await get('/v1/candidate-profile/show', client.auth)).statusCode).toBe(403);
      expect((await get('/v1/candidate-profile/show')).statusCode).toBe(401);
      expect((await get('/v1/client-profile/show')).statusCode).toBe(401);
    });
  });

  describe('ownership', () => {
    it("never lets user B read or change user A's data", async () => {
      const a = await newCandidate(t.app, t.database.db, { firstName: 'Anna' });
      const b = await newCandidate(t.app, t.database.db, { firstName: 'Bartosz' });
      const userA = await userOf(a);

      const showB = (await get('/v1/user/show', b.auth)).json();
      expect(showB.firstName).toBe('Bartosz');
      expect(showB.email).toBe(b.email);
      expect((await get('/v1/candidate-profile/show', b.auth)).json().email).toBe(b.email);

      // B's changes touch B only.
      await t.app.inject({ method: 'PUT', url: '/v1/user/locale', payload: { locale: 'ua' }, headers: b.auth });
      const optional = (await listConsents(t.database.db, AccountType.Candidate)).find((c) => !c.isRequired);
      await post('/v1/user/consents', { consents: [{ consent: optional?.id, isAcceptance: true }] }, b.auth);
      expect((await post('/v1/user/change/password', { passwordCurrent: a.password, password: 'Hijack1234' }, b.auth)).statusCode).toBe(200);

      const afterA = await userOf(a);
      expect(afterA.locale).toBe(userA.locale);
      expect(afterA.passwordHash).toBe(userA.passwordHash);
      expect((await get('/v1/user/show', a.auth)).json().userConsents).not.toContainEqual({ consent: optional?.id, isAcceptance: true });
      await login(t.app, a.email, PASSWORD);

      // B's deletion link deletes B, never A.
      await post('/v1/user/delete', { passwordCurrent: 'Hijack1234' }, b.auth);
      const token = linkToken(await latestMail(t.database.db, b.email, 'account_delete'), '/account-delete/confirmation');
      await post('/v1/public/user/account-delete/confirmation', { token });
      expect(await findUserByEmail(t.database.db, a.email)).toBeDefined();
      expect(await findUserByEmail(t.database.db, b.email)).toBeUndefined();

      // A's refresh token cannot be used to mint B's session and vice versa.
      const pair = (await post('/v1/token/refresh', { refresh_token: a.tokens.refresh_token })).json();
      expect((await get('/v1/user/show', bearer(pair.token))).json().email).toBe(a.email);
    });
  });
});

describe('OpenAPI', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('documents every accounts endpoint from the same zod schemas', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json();
    const paths: Record<string, Record<string, unknown>> = doc.paths;
    const expected: [string, string][] = [
      ['post', '/v1/public/candidate/register'],
      ['post', '/v1/public/client/register'],
      ['post', '/v1/login_check'],
      ['post', '/v1/token/refresh'],
      ['post', '/v1/public/user/mail/confirmation'],
      ['post', '/v1/candidate/resend-confirm-mail'],
      ['post', '/v1/public/user/password/reset'],
      ['post', '/v1/public/user/password/reset/confirmation'],
      ['post', '/v1/public/candidate/fs'],
      ['get', '/v1/user/show'],
      ['put', '/v1/user/locale'],
      ['post', '/v1/user/change/password'],
      ['post', '/v1/user/delete'],
      ['post', '/v1/public/user/account-delete/confirmation'],
      ['post', '/v1/user/consents'],
      ['get', '/v1/candidate-profile/show'],
      ['get', '/v1/client-profile/show'],
      ['get', '/v1/public/dictionary/consents'],
    ];
    for (const [method, path] of expected) expect(paths[path]?.[method], `${method} ${path}`).toBeDefined();
    const register = paths['/v1/public/candidate/register']?.post as { requestBody: { content: Record<string, { schema: { properties: object } }> } };
    expect(Object.keys(register.requestBody.content['application/json']?.schema.properties ?? {})).toEqual(
      expect.arrayContaining(['firstName', 'lastName', 'email', 'password', 'phone', 'candidateProfileConsents']),
    );
  });
});

describe('rate limits on account e-mails', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      rateLimits: { passwordReset: { max: 2, timeWindow: 60_000 }, resendMail: { max: 1, timeWindow: 60_000 }, signUp: { max: 2, timeWindow: 60_000 } },
    });
  });
  afterAll(() => t.close());

  it('limits password reset requests', async () => {
    const reset = () => t.app.inject({ method: 'POST', url: '/v1/public/user/password/reset', payload: { username: 'x@example.com' } });
    expect((await reset()).statusCode).toBe(200);
    expect((await reset()).statusCode).toBe(200);
    expect((await reset()).statusCode).toBe(429);
  });

  it('limits registrations and confirmation resends', async () => {
    const candidate = await newCandidate(t.app, t.database.db);
    const register = await t.app.inject({ method: 'POST', url: '/v1/public/candidate/register', payload: {} });
    expect(register.statusCode).toBe(422);
    const third = await t.app.inject({ method: 'POST', url: '/v1/public/candidate/register', payload: {} });
    expect(third.statusCode).toBe(429);

    const resend = () => t.app.inject({ method: 'POST', url: '/v1/candidate/resend-confirm-mail', headers: candidate.auth });
    expect((await resend()).statusCode).toBe(200);
    expect((await resend()).statusCode).toBe(429);
  });
});
