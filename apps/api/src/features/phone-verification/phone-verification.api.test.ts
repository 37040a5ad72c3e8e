import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages } from '../../infra/mail/outbox.tables.ts';
import { type TestAccount, newCandidate, newClient } from '../../test/accounts.ts';
import { saveStep, step2Body } from '../../test/candidate-profile.ts';
import { type TestApp, createTestApp } from '../../test/test-app.ts';
import { hashPhoneCode, newPhoneCode } from './phone-verification.service.ts';

describe('phone verification', () => {
  let t: TestApp;
  let now = new Date('2026-03-02T09:00:00Z');
  const advance = (seconds: number) => {
    now = new Date(now.getTime() + seconds * 1000);
  };
  beforeAll(async () => {
    t = await createTestApp({ clock: () => now });
  });
  afterAll(() => t.close());

  const generate = (account: TestAccount, phoneNumber: unknown, locale = 'en') =>
    t.app.inject({ method: 'POST', url: '/v1/communication/phone-number/token/generate', payload: { phone_number: phoneNumber }, headers: { ...account.auth, 'x-locale': locale } });
  const verify = (account: TestAccount, code: unknown, locale = 'en') =>
    t.app.inject({ method: 'POST', url: '/v1/communication/phone-number/token/verify', payload: { code }, headers: { ...account.auth, 'x-locale': locale } });
  /** The code in the newest SMS to a number. */
  const smsCode = async (e164: string) => {
    const [sms] = await t.database.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.recipient, e164), eq(outboxMessages.channel, 'sms')))
      .orderBy(desc(outboxMessages.id))
      .limit(1);
    expect(sms, `no SMS to ${e164}`).toBeDefined();
    return { text: sms?.text ?? '', locale: sms?.locale, code: /\b(\d{6})\b/.exec(sms?.text ?? '')?.[1] as string };
  };
  const showProfile = async (account: TestAccount) =>
    (await t.app.inject({ method: 'GET', url: '/v1/candidate-profile/show', headers: account.auth })).json();

  it('makes 6-digit codes and keeps only a keyed hash', () => {
    const codes = new Set(Array.from({ length: 50 }, () => newPhoneCode()));
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    expect(codes.size).toBeGreaterThan(40);
    expect(hashPhoneCode('secret', '1', '123456')).not.toBe(hashPhoneCode('other', '1', '123456'));
    expect(hashPhoneCode('secret', '1', '123456')).not.toContain('123456');
  });

  it('sends a code by SMS in the candidate language and verifies the account phone', async () => {
    const candidate = await newCandidate(t.app, t.database.db);
    await t.app.inject({ method: 'PUT', url: '/v1/user/locale', payload: { locale: 'pl' }, headers: candidate.auth });
    const sent = await generate(candidate, '+48 512 345 678', 'pl');
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toEqual({ message: 'Wysłaliśmy SMS z kodem.', expiresIn: 600, resendIn: 60 });
    const sms = await smsCode('+48512345678');
    expect(sms.locale).toBe('pl');
    expect(sms.text).toContain('kod weryfikacyjny');

    const ok = await verify(candidate, sms.code, 'pl');
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ message: 'Numer telefonu został zweryfikowany.' });
    const profile = await showProfile(candidate);
    expect(profile.isPhoneConfirmed).toBe(true);
    expect(profile.phones[0].isPhoneConfirmed).toBe(true);
    // The code is used up.
    expect((await verify(candidate, sms.code)).json().formErrors).toEqual({ code: ['invalid_code'] });
    const again = await generate(candidate, { country: 'PL', number: '512345678' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('phone_already_confirmed');
  });

  it('marks phones confirmed in step 2, before or after saving them', async () => {
    const candidate = await newCandidate(t.app, t.database.db);
    advance(120);
    await generate(candidate, { country: 'NO', number: '412 34 567' });
    expect((await verify(candidate, (await smsCode('+4741234567')).code)).statusCode).toBe(200);
    const saved = await saveStep(t.app, candidate.auth, 2, step2Body({ phones: [{ phone: { country: 'PL', number: '600 700 800' } }, { phone: { country: 'NO', number: '41234567' } }] }));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().phones.map((p: { isPhoneConfirmed: boolean }) => p.isPhoneConfirmed)).toEqual([false, true]);
    // The account phone is now the first one, not yet verified.
    expect(saved.json().isPhoneConfirmed).toBe(false);
    advance(120);
    await generate(candidate, '+48600700800');
    expect((await verify(candidate, (await smsCode('+48600700800')).code)).statusCode).toBe(200);
    const profile = await showProfile(candidate);
    expect(profile.isPhoneConfirmed).toBe(true);
    expect(profile.phones.map((p: { isPhoneConfirmed: boolean }) => p.isPhoneConfirmed)).toEqual([true, true]);
  });

  it('answers the spec error shape for a wrong code and stops after 5 tries', async () => {
    const candidate = await newCandidate(t.app, t.database.db);
    advance(120);
    await generate(candidate, '+48 512 345 679');
    const { code } = await smsCode('+48512345679');
    const wrong = code === '000000' ? '111111' : '000000';
    const first = await verify(candidate, wrong, 'no');
    expect(first.statusCode).toBe(422);
    expect(first.json()).toEqual({ message: 'Koden er feil.', code: 'invalid_code', formErrors: { code: ['invalid_code'] } });
    for (let i = 0; i < 4; i++) expect((await verify(candidate, wrong)).json().formErrors).toEqual({ code: ['invalid_code'] });
    const blocked = await verify(candidate, code);
    expect(blocked.statusCode).toBe(422);
    expect(blocked.json()).toMatchObject({ code: 'too_many_attempts', formErrors: { code: ['too_many_attempts'] } });
    expect((await verify(candidate, '')).json().formErrors).toEqual({ code: ['field_required'] });
    // A new code starts over.
    advance(61);
    await generate(candidate, '+48 512 345 679');
    expect((await verify(candidate, (await smsCode('+48512345679')).code)).statusCode).toBe(200);
  });

  it('lets a code expire after 10 minutes', async () => {
    const candidate = await newCandidate(t.app, t.database.db);
    advance(120);
    await generate(candidate, '+47 412 34 568');
    const { code } = await smsCode('+4741234568');
    advance(601);
    const expired = await verify(candidate, code);
    expect(expired.statusCode).toBe(422);
    expect(expired.json()).toMatchObject({ code: 'code_expired', formErrors: { code: ['code_expired'] } });
  });

  it('sends at most one code a minute per number; a new code replaces the old one', async () => {
    const candidate = await newCandidate(t.app, t.database.db);
    advance(120);
    expect((await generate(candidate, '+47 412 34 569')).statusCode).toBe(200);
    const first = await smsCode('+4741234569');
    advance(30);
    const tooSoon = await generate(candidate, '+47 412 34 569');
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json()).toMatchObject({ code: 'resend_sms_error', formErrors: { phone_number: ['resend_sms_error'] } });
    advance(31);
    expect((await generate(candidate, '+47 412 34 569')).statusCode).toBe(200);
    const second = await smsCode('+4741234569');
    if (first.code !== second.code) expect((await verify(candidate, first.code)).json().formErrors).toEqual({ code: ['invalid_code'] });
    expect((await verify(candidate, second.code)).statusCode).toBe(200);
  });

  it('validates the number and is for candidates only', async () => {
    const candidate = await newCandidate(t.app, t.database.db);
    const invalid = await generate(candidate, '+47 12');
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json()).toMatchObject({ code: 'invalid_phone', formErrors: { phone_number: ['invalid_phone'] } });
    expect((await generate(candidate, { country: 'NO', number: '512 345 678' })).json().code).toBe('invalid_phone');
    expect((await generate(candidate, '')).json().formErrors).toMatchObject({ phone_number: ['field_required'] });
    const client = await newClient(t.app, t.database.db);
    expect((await generate(client, '+4741234567')).statusCode).toBe(403);
  });

  it('is rate limited per client address', async () => {
    const limited = await createTestApp({ rateLimits: { sms: { max: 2, timeWindow: 60_000 } }, clock: () => now });
    try {
      const candidate = await newCandidate(limited.app, limited.database.db);
      const send = (n: string) =>
        limited.app.inject({ method: 'POST', url: '/v1/communication/phone-number/token/generate', payload: { phone_number: n }, headers: candidate.auth });
      expect((await send('+4741234571')).statusCode).toBe(200);
      expect((await send('+4741234572')).statusCode).toBe(200);
      expect((await send('+4741234573')).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });

  describe('SMS budgets', () => {
    const refusal = async (res: { statusCode: number; json(): { code: string; message: string } }, key: string) => {
      expect(res.statusCode).toBe(429);
      expect(res.json().code).toBe(key);
    };

    it('sends one account at most 5 codes an hour and 10 a day, whatever the numbers', async () => {
      const candidate = await newCandidate(t.app, t.database.db);
      advance(3600 * 25);
      for (let i = 0; i < 5; i++) expect((await generate(candidate, `+47 412 35 ${String(100 + i)}`)).statusCode).toBe(200);
      await refusal(await generate(candidate, '+47 412 35 199', 'pl'), 'sms_account_hourly_limit');
      expect((await generate(candidate, '+47 412 35 199', 'pl')).json().message).toContain('5 kodów');
      advance(3601);
      for (let i = 5; i < 10; i++) expect((await generate(candidate, `+47 412 35 ${String(100 + i)}`)).statusCode).toBe(200);
      advance(3601);
      await refusal(await generate(candidate, '+47 412 35 198'), 'sms_account_daily_limit');
      advance(3600 * 23);
      expect((await generate(candidate, '+47 412 35 198')).statusCode).toBe(200);
    });

    it('sends one number at most one code a minute and 5 a day, across accounts', async () => {
      advance(3600 * 25);
      const number = '+48 600 100 200';
      const first = await newCandidate(t.app, t.database.db);
      const second = await newCandidate(t.app, t.database.db);
      expect((await generate(first, number)).statusCode).toBe(200);
      await refusal(await generate(second, number), 'resend_sms_error');
      for (let i = 0; i < 4; i++) {
        advance(61);
        expect((await generate(i % 2 === 0 ? second : first, number)).statusCode).toBe(200);
      }
      advance(61);
      const third = await newCandidate(t.app, t.database.db);
      await refusal(await generate(third, number), 'sms_number_daily_limit');
    });

    it('stops at the site-wide hourly budget', async () => {
      const small = await createTestApp({ env: { SMS_HOURLY_BUDGET: '3' }, clock: () => now });
      try {
        const send = (account: TestAccount, n: string) =>
          small.app.inject({ method: 'POST', url: '/v1/communication/phone-number/token/generate', payload: { phone_number: n }, headers: { ...account.auth, 'x-locale': 'ua' } });
        const accounts = [];
        for (let i = 0; i < 4; i++) accounts.push(await newCandidate(small.app, small.database.db));
        for (let i = 0; i < 3; i++) expect((await send(accounts[i] as TestAccount, `+4741236${String(100 + i)}`)).statusCode).toBe(200);
        const refused = await send(accounts[3] as TestAccount, '+4741236199');
        await refusal(refused, 'sms_global_limit');
        expect(refused.json().message).toBe('Зараз ми не можемо надсилати SMS. Спробуйте пізніше.');
      } finally {
        await small.close();
      }
    });
  });
});

