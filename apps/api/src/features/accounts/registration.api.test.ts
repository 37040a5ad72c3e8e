import { AccountType, AvailabilityStatus, WIZARD_FIRST_STEP } from '@trades/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../infra/auth/passwords.ts';
import { type TestApp, createTestApp } from '../../test/test-app.ts';
import { listConsents } from './accounts.repository.ts';
import { candidateProfiles, clientProfiles, userConsents, users } from './accounts.tables.ts';
import {
  PASSWORD,
  bearer,
  candidateBody,
  clientBody,
  formBody,
  latestMail,
  linkToken,
  login,
  multipartBody,
  requiredConsentIds,
  uniqueEmail,
} from '../../test/accounts.ts';

describe('registration', () => {
  let t: TestApp;
  let candidateConsents: { id: number; isRequired: boolean }[];
  let clientConsents: { id: number; isRequired: boolean }[];

  beforeAll(async () => {
    t = await createTestApp();
    candidateConsents = await listConsents(t.database.db, AccountType.Candidate);
    clientConsents = await listConsents(t.database.db, AccountType.Client);
  });
  afterAll(() => t.close());

  const register = (kind: 'candidate' | 'client', payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: `/v1/public/${kind}/register`, payload: payload as object, headers });

  async function userByEmail(email: string) {
    const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
    return row;
  }

  describe('candidate', () => {
    it('creates the account, signs in at once and mails a confirmation link in the request language', async () => {
      const body = await candidateBody(t.database.db, { email: 'Olena.Shevchenko@Example.com', firstName: 'Олена', lastName: 'Шевченко' });
      const res = await register('candidate', body, { 'x-locale': 'uk' });
      expect(res.statusCode, res.body).toBe(201);
      const tokens = res.json();
      expect(Object.keys(tokens).sort()).toEqual(['refresh_token', 'token']);

      const user = await userByEmail('olena.shevchenko@example.com');
      expect(user).toMatchObject({
        accountType: AccountType.Candidate,
        firstName: 'Олена',
        locale: 'ua',
        phoneCountry: 'PL',
        phoneNumber: '512345678',
        isEmailConfirmed: false,
      });
      expect(user?.passwordHash).toMatch(/^\$argon2id\$/);
      expect(await verifyPassword(user?.passwordHash ?? '', PASSWORD)).toBe(true);

      const [profile] = await t.database.db.select().from(candidateProfiles).where(eq(candidateProfiles.userId, user?.id ?? 0));
      expect(profile).toMatchObject({ status: 2, wizardStep: WIZARD_FIRST_STEP, availableStatus: AvailabilityStatus.Orange });

      const mail = await latestMail(t.database.db, 'olena.shevchenko@example.com', 'mail_confirmation');
      expect(mail.locale).toBe('ua');
      expect(mail.subject).toBe('Підтвердіть свою електронну адресу');
      expect(mail.userId).toBe(user?.id);
      expect(mail.html).toContain('http://localhost:3000/lang/ua/mail/confirmation/');
      expect(linkToken(mail, '/mail/confirmation')).toHaveLength(43);

      const show = await t.app.inject({ method: 'GET', url: '/v1/user/show', headers: bearer(tokens.token) });
      expect(show.json()).toMatchObject({ accountType: AccountType.Candidate, email: 'olena.shevchenko@example.com' });
    });

    it('stores the consent answers it was given', async () => {
      const optional = candidateConsents.find((c) => !c.isRequired);
      const required = candidateConsents.filter((c) => c.isRequired).map((c) => c.id);
      const body = await candidateBody(t.database.db, {
        candidateProfileConsents: [...required.map((id) => ({ consent: id, isAcceptance: true })), { consent: optional?.id, isAcceptance: false }],
      });
      expect((await register('candidate', body)).statusCode).toBe(201);
      const user = await userByEmail(body.email);
      const rows = await t.database.db.select().from(userConsents).where(eq(userConsents.userId, user?.id ?? 0));
      expect(rows).toHaveLength(required.length + 1);
      expect(rows.find((r) => r.consentId === optional?.id)?.isAcceptance).toBe(false);
    });

    it('accepts a form-urlencoded body in bracket notation', async () => {
      const required = await requiredConsentIds(t.database.db, AccountType.Candidate);
      const email = uniqueEmail('form');
      const fields: Record<string, string> = {
        firstName: 'Jan',
        lastName: 'Nowak-Kowalski',
        email,
        password: PASSWORD,
        'phone[country]': 'NO',
        'phone[number]': '41234567',
      };
      required.forEach((id, i) => {
        fields[`candidateProfileConsents[${i}][consent]`] = String(id);
        fields[`candidateProfileConsents[${i}][isAcceptance]`] = '1';
      });
      const res = await t.app.inject({ method: 'POST', url: '/v1/public/candidate/register', ...formBody(fields) });
      expect(res.statusCode, res.body).toBe(201);
      expect(await userByEmail(email)).toMatchObject({ lastName: 'Nowak-Kowalski', phoneCountry: 'NO' });
    });

    it('accepts a multipart body with bare consent ids', async () => {
      const required = await requiredConsentIds(t.database.db, AccountType.Candidate);
      const email = uniqueEmail('multipart');
      const fields: Record<string, string> = {
        firstName: 'Andrii',
        lastName: 'Melnyk',
        email,
        password: PASSWORD,
        'phone[country]': 'UA',
        'phone[number]': '067 123 4567',
      };
      required.forEach((id, i) => {
        fields[`candidateProfileConsents[${i}]`] = String(id);
      });
      const res = await t.app.inject({ method: 'POST', url: '/v1/public/candidate/register', ...multipartBody(fields) });
      expect(res.statusCode, res.body).toBe(201);
      expect(await userByEmail(email)).toMatchObject({ phoneNumber: '671234567' });
    });

    it('answers field_required for every missing field', async () => {
      const res = await register('candidate', {});
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({
        code: 'validation_error',
        formErrors: {
          firstName: ['field_required'],
          lastName: ['field_required'],
          email: ['field_required'],
          password: ['field_required'],
          phone: ['field_required'],
        },
      });
    });

    it('refuses names with digits, bad e-mails and weak passwords with the spec keys', async () => {
      const body = await candidateBody(t.database.db, { firstName: 'Piotr2', lastName: 'K0walski', email: 'not-an-email', password: 'password' });
      const res = await register('candidate', body, { 'x-locale': 'pl' });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        message: 'Formularz zawiera błędy.',
        code: 'validation_error',
        formErrors: {
          firstName: ['only_text'],
          lastName: ['only_text'],
          email: ['invalid_email'],
          password: ['invalid_password'],
        },
      });
    });

    it.each(['short1A', 'alllowercase1', 'ALLUPPERCASE1', 'NoDigitsHere'])('refuses the password %s', async (password) => {
      const res = await register('candidate', await candidateBody(t.database.db, { password }));
      expect(res.statusCode).toBe(422);
      expect(res.json().formErrors).toEqual({ password: ['invalid_password'] });
    });

    it('validates the phone number by its country', async () => {
      const res = await register('candidate', await candidateBody(t.database.db, { phone: { country: 'NO', number: '4123' } }));
      expect(res.statusCode).toBe(422);
      expect(res.json().formErrors).toEqual({ phone: ['invalid_phone'] });

      const wrongCountry = await register('candidate', await candidateBody(t.database.db, { phone: { country: 'NO', number: '+48 512 345 678' } }));
      expect(wrongCountry.json().formErrors).toEqual({ phone: ['invalid_phone'] });

      const unknownCountry = await register('candidate', await candidateBody(t.database.db, { phone: { country: 'XX', number: '512345678' } }));
      expect(unknownCountry.json().formErrors).toEqual({ phone: ['invalid_phone'] });
    });

    it('requires every required consent: required_consents_validation_err', async () => {
      const required = candidateConsents.filter((c) => c.isRequired).map((c) => c.id);
      expect(required.length).toBeGreaterThan(0);
      const res = await register('candidate', await candidateBody(t.database.db, { candidateProfileConsents: required.slice(1) }), { 'x-locale': 'en' });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        message: 'Please accept the required consents',
        code: 'required_consents_validation_err',
        formErrors: { candidateProfileConsents: ['field_required'] },
      });

      const refused = await register(
        'candidate',
        await candidateBody(t.database.db, { candidateProfileConsents: required.map((id) => ({ consent: id, isAcceptance: false })) }),
      );
      expect(refused.json().code).toBe('required_consents_validation_err');
    });

    it('refuses a consent of the employer type or an unknown id', async () => {
      const required = await requiredConsentIds(t.database.db, AccountType.Candidate);
      const clientConsent = clientConsents[0]?.id ?? 0;
      const res = await register('candidate', await candidateBody(t.database.db, { candidateProfileConsents: [...required, clientConsent] }));
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ code: 'validation_error', formErrors: { candidateProfileConsents: ['invalid_value'] } });

      const unknown = await register('candidate', await candidateBody(t.database.db, { candidateProfileConsents: [...required, 999] }));
      expect(unknown.json().formErrors).toEqual({ candidateProfileConsents: ['invalid_value'] });
    });

    it('refuses an e-mail that is taken, whatever its case: 409 email_taken', async () => {
      const body = await candidateBody(t.database.db);
      expect((await register('candidate', body)).statusCode).toBe(201);
      const again = await register('candidate', { ...body, email: body.email.toUpperCase() }, { 'x-locale': 'no' });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({
        message: 'Det finnes allerede en konto med denne e-postadressen.',
        code: 'email_taken',
        formErrors: { email: ['email_taken'] },
      });
    });

    it('reports a taken e-mail together with the other errors', async () => {
      const body = await candidateBody(t.database.db);
      expect((await register('candidate', body)).statusCode).toBe(201);
      const res = await register('candidate', { ...body, phone: { country: 'PL', number: '12' } });
      expect(res.statusCode).toBe(422);
      expect(res.json().formErrors).toEqual({ phone: ['invalid_phone'], email: ['email_taken'] });
    });

    it('lets only one of two simultaneous registrations with one e-mail through', async () => {
      const body = await candidateBody(t.database.db);
      const results = await Promise.all([register('candidate', body), register('candidate', body)]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    });
  });

  describe('client', () => {
    it('creates the company account, answers with the translated message and does not sign in', async () => {
      const body = await clientBody(t.database.db);
      const res = await register('client', body, { 'x-locale': 'pl' });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toEqual({ message: 'Konto firmowe zostało utworzone. Potwierdź e-mail i zaloguj się.' });

      const user = await userByEmail(body.email);
      expect(user).toMatchObject({ accountType: AccountType.Client, locale: 'pl' });
      const [profile] = await t.database.db.select().from(clientProfiles).where(eq(clientProfiles.userId, user?.id ?? 0));
      expect(profile).toMatchObject({ name: 'Fjordbygg AS', licTradNum: '923456783', status: 2 });
      const mail = await latestMail(t.database.db, body.email, 'mail_confirmation');
      expect(mail.locale).toBe('pl');
      expect(mail.subject).toBe('Potwierdź swój adres e-mail');

      const tokens = await login(t.app, body.email);
      const show = await t.app.inject({ method: 'GET', url: '/v1/client-profile/show', headers: bearer(tokens.token) });
      expect(show.json()).toMatchObject({ name: 'Fjordbygg AS', licTradNum: '923456783' });
    });

    it('requires the company name and tax id', async () => {
      const res = await register('client', await clientBody(t.database.db, { name: '  ', licTradNum: undefined }));
      expect(res.statusCode).toBe(422);
      expect(res.json().formErrors).toEqual({ name: ['field_required'], licTradNum: ['field_required'] });
    });

    it('requires the employer consents and refuses candidate consents', async () => {
      const candidateConsent = candidateConsents[0]?.id ?? 0;
      const res = await register('client', await clientBody(t.database.db, { clientProfileConsents: [candidateConsent] }));
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({
        code: 'required_consents_validation_err',
        formErrors: { clientProfileConsents: ['invalid_value', 'field_required'] },
      });
    });

    it('accepts a form-urlencoded body with bracket notation for consents', async () => {
      const required = await requiredConsentIds(t.database.db, AccountType.Client);
      const email = uniqueEmail('client-form');
      const fields: Record<string, string> = {
        firstName: 'Marek',
        lastName: 'Zieliński',
        email,
        password: PASSWORD,
        'phone[country]': 'PL',
        'phone[number]': '+48 512 345 678',
        name: 'Baltic Steel Works sp. z o.o.',
        licTradNum: '5260250274',
      };
      required.forEach((id, i) => {
        fields[`clientProfileConsents[${i}][consent]`] = String(id);
        fields[`clientProfileConsents[${i}][isAcceptance]`] = 'true';
      });
      const res = await t.app.inject({ method: 'POST', url: '/v1/public/client/register', ...formBody(fields) });
      expect(res.statusCode, res.body).toBe(201);
      expect(await userByEmail(email)).toMatchObject({ accountType: AccountType.Client, phoneNumber: '512345678' });
    });
  });

  describe('consent dictionary', () => {
    it('lists every consent with titles in the request language', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/v1/public/dictionary/consents', headers: { 'x-locale': 'pl' } });
      expect(res.statusCode).toBe(200);
      const items = res.json() as { id: number; title: string; accountType: string; isRequired: boolean; checked: boolean }[];
      expect(items).toHaveLength(candidateConsents.length + clientConsents.length);
      for (const item of items) {
        expect(item.checked).toBe(false);
        expect(item.title.length).toBeGreaterThan(5);
      }
      const en = (await t.app.inject({ method: 'GET', url: '/v1/public/dictionary/consents' })).json() as { title: string }[];
      expect(en[0]?.title).not.toBe(items[0]?.title);
    });

    it('filters by account type', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/v1/public/dictionary/consents?accountType=MemberClient' });
      const items = res.json() as { id: number; accountType: string }[];
      expect(items.map((i) => i.id)).toEqual(clientConsents.map((c) => c.id));
      expect(new Set(items.map((i) => i.accountType))).toEqual(new Set([AccountType.Client]));
    });

    it('refuses an unknown account type with 400', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/v1/public/dictionary/consents?accountType=Admin' });
      expect(res.statusCode).toBe(400);
      expect(res.json().formErrors).toHaveProperty('accountType');
    });
  });
});
