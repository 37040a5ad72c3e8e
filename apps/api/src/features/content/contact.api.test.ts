import { AccountType } from '@trades/contracts';
import { asc, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { outboxMessages } from '../../infra/mail/outbox.tables.ts';
import { type TestApp, createTestApp } from '../../test/test-app.ts';
import { contactMessages, preferredContactTimes } from './content.tables.ts';

const URL = '/public/send-contact-message';

const valid = {
  firstName: 'Ingrid',
  lastName: 'Øvre-Dal',
  email: 'Ingrid@Example.com',
  phone: { country: 'NO', number: '412 34 567' },
  messageSubject: 'Welders for a shipyard',
  messageBody: 'We need six welders in Bergen.\nStart in March <urgent>.',
  sendConfirmation: '1',
};

describe('POST /public/send-contact-message', () => {
  let t: TestApp;
  let timeIds: number[];

  beforeAll(async () => {
    t = await createTestApp();
    const rows = await t.database.db.select().from(preferredContactTimes).orderBy(asc(preferredContactTimes.position));
    timeIds = rows.map((row) => row.id);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.database.db.delete(contactMessages);
    await t.database.db.delete(outboxMessages);
  });

  const post = (payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: URL, payload: payload as object, headers });
  const stored = () => t.database.db.select().from(contactMessages);
  const mails = () => t.database.db.select().from(outboxMessages).orderBy(asc(outboxMessages.id));

  it('has contact hours to choose from', () => {
    expect(timeIds.length).toBeGreaterThanOrEqual(2);
  });

  it('stores the message, mails the team in English and the sender a confirmation in their language', async () => {
    const res = await post({ ...valid, preferredContactTimes: timeIds.slice(0, 2) }, { 'x-locale': 'pl' });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ message: 'Dziękujemy, otrzymaliśmy Twoją wiadomość.' });

    const [message, ...others] = await stored();
    expect(others).toHaveLength(0);
    expect(message).toMatchObject({
      firstName: 'Ingrid',
      lastName: 'Øvre-Dal',
      email: 'ingrid@example.com',
      phoneCountry: 'NO',
      phoneNumber: '+4741234567',
      messageSubject: 'Welders for a shipyard',
      sendConfirmation: true,
      preferredContactTimes: timeIds.slice(0, 2),
      locale: 'pl',
      userId: null,
    });

    const [inbox, copy, ...more] = await mails();
    expect(more).toHaveLength(0);
    expect(inbox).toMatchObject({ recipient: t.config.CONTACT_INBOX, locale: 'en', template: 'contact_message', channel: 'email' });
    expect(inbox?.subject).toBe('Contact form: Welders for a shipyard');
    expect(inbox?.text).toContain('From: Ingrid Øvre-Dal <ingrid@example.com>');
    expect(inbox?.text).toContain('Phone: +4741234567');
    expect(inbox?.text).toContain('Start in March <urgent>.');
    expect(inbox?.html).toContain('Start in March &lt;urgent&gt;.');
    expect(inbox?.html).not.toContain('<urgent>');
    expect(inbox?.html).toContain('mailto:ingrid@example.com');

    expect(copy).toMatchObject({ recipient: 'ingrid@example.com', locale: 'pl', template: 'contact_confirmation' });
    expect(copy?.subject).toBe('Otrzymaliśmy Twoją wiadomość');
    expect(copy?.text).toContain('Dziękujemy, Ingrid!');
    expect(copy?.text).toContain('Otrzymaliśmy Twoją wiadomość');
    // The sender may have no account: the mail says why it came without claiming one (issue 24).
    expect(copy?.html).toContain('ten adres podano w naszym formularzu kontaktowym');
    expect(copy?.html).not.toContain('w związku z kontem');
    expect(copy?.text).not.toMatch(/wysłałeś|konto/);
    // Only a confirmation: the form must not relay the sender's text to whatever address was typed.
    for (const repeated of ['Welders for a shipyard', 'Start in March', 'urgent', 'Temat', 'Preferowane godziny kontaktu']) {
      expect(copy?.text).not.toContain(repeated);
      expect(copy?.html).not.toContain(repeated);
    }
  });

  it('drops control characters from the free text but keeps the line breaks of the message', async () => {
    const res = await post({ ...valid, messageSubject: 'Welders\u202E for\u0008 a shipyard', messageBody: 'Line one\u2066\r\nLine\ttwo\u001B[31m' });
    expect(res.statusCode, res.body).toBe(202);
    const [message] = await stored();
    expect(message?.messageSubject).toBe('Welders for a shipyard');
    expect(message?.messageBody).toBe('Line one\r\nLine\ttwo[31m');
  });

  it('sends no copy without sendConfirmation', async () => {
    const res = await post({ ...valid, sendConfirmation: '0' });
    expect(res.statusCode).toBe(202);
    expect((await mails()).map((m) => m.template)).toEqual(['contact_message']);
    expect((await stored())[0]?.sendConfirmation).toBe(false);
  });

  it('writes the copy in Ukrainian for uk', async () => {
    await post(valid, { 'x-locale': 'uk' });
    const copy = (await mails()).find((m) => m.template === 'contact_confirmation');
    expect(copy).toMatchObject({ locale: 'ua', subject: 'Ми отримали ваше повідомлення' });
  });

  it('accepts the form with bracket notation', async () => {
    const form = new URLSearchParams([
      ['firstName', 'Ola'],
      ['lastName', 'Nordmann'],
      ['email', 'ola@example.com'],
      ['phone[country]', 'NO'],
      ['phone[number]', '41234567'],
      ['messageSubject', 'Question'],
      ['messageBody', 'How much is an offer?'],
      ['sendConfirmation', '0'],
      ['preferredContactTimes[]', String(timeIds[0])],
      ['preferredContactTimes[]', String(timeIds[1])],
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: URL,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-locale': 'no' },
      payload: form.toString(),
    });
    expect(res.statusCode).toBe(202);
    expect(res.json().message).toBe('Takk, vi har mottatt meldingen din.');
    expect((await stored())[0]).toMatchObject({ phoneNumber: '+4741234567', preferredContactTimes: timeIds.slice(0, 2), locale: 'no' });
  });

  it('accepts the flat phoneCountry and phoneNumber names', async () => {
    const { phone: _phone, ...rest } = valid;
    const res = await post({ ...rest, phoneCountry: 'PL', phoneNumber: '600 123 456' });
    expect(res.statusCode).toBe(202);
    expect((await stored())[0]).toMatchObject({ phoneCountry: 'PL', phoneNumber: '+48600123456' });
  });

  it('remembers the signed-in sender', async () => {
    const token = t.app.accessTokens.sign({ userId: 4242, accountType: AccountType.Candidate });
    const res = await post(valid, { authorization: `Bearer ${token}` });
    expect(res.statusCode).toBe(202);
    expect((await stored())[0]?.userId).toBe(4242);
  });

  it('refuses an invalid phone number on the phone field and stores nothing', async () => {
    const res = await post({ ...valid, phone: { country: 'NO', number: '123' } }, { 'x-locale': 'pl' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message: 'Nieprawidłowy numer telefonu.', code: 'invalid_phone', formErrors: { phone: ['invalid_phone'] } });
    expect(await stored()).toHaveLength(0);
    expect(await mails()).toHaveLength(0);
  });

  it('requires every field except the copy flag and contact hours', async () => {
    const res = await post({});
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'validation_error',
      formErrors: {
        firstName: ['field_required'],
        lastName: ['field_required'],
        email: ['field_required'],
        phone: ['field_required'],
        messageSubject: ['field_required'],
        messageBody: ['field_required'],
      },
    });
    const blanks = await post({ ...valid, phone: { country: '', number: ' ' }, messageBody: '   ' });
    expect(blanks.json().formErrors).toEqual({
      'phone.country': ['field_required'],
      'phone.number': ['field_required'],
      messageBody: ['field_required'],
    });
  });

  it('applies the name and e-mail rules', async () => {
    const res = await post({ ...valid, firstName: 'Anna Maria', lastName: 'Kowalska2', email: 'not-an-email' });
    expect(res.statusCode).toBe(422);
    expect(res.json().formErrors).toEqual({
      firstName: ['no_spaces'],
      lastName: ['only_text'],
      email: ['invalid_email'],
    });
  });

  it('refuses contact hours that do not exist', async () => {
    const unknown = Math.max(...timeIds) + 1000;
    const res = await post({ ...valid, preferredContactTimes: [timeIds[0], unknown] });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'validation_error', formErrors: { preferredContactTimes: ['invalid_value'] } });
    const notNumbers = await post({ ...valid, preferredContactTimes: ['evening'] });
    expect(notNumbers.statusCode).toBe(422);
    expect(notNumbers.json().formErrors).toEqual({ 'preferredContactTimes[0]': ['invalid_value'] });
    expect(await stored()).toHaveLength(0);
  });

  it('reports an invalid phone and unknown contact hours together', async () => {
    const res = await post({ ...valid, phone: { country: 'NO', number: '1' }, preferredContactTimes: [Math.max(...timeIds) + 1] });
    expect(res.json().formErrors).toEqual({ phone: ['invalid_phone'], preferredContactTimes: ['invalid_value'] });
  });

  it('lists the newest message first for the team', async () => {
    await post({ ...valid, messageSubject: 'First', sendConfirmation: '0' });
    await post({ ...valid, messageSubject: 'Second', sendConfirmation: '0' });
    const [latest] = await t.database.db.select().from(contactMessages).orderBy(desc(contactMessages.id)).limit(1);
    expect(latest?.messageSubject).toBe('Second');
    const [inbox] = await t.database.db.select().from(outboxMessages).where(eq(outboxMessages.subject, 'Contact form: Second'));
    expect(inbox?.recipient).toBe(t.config.CONTACT_INBOX);
  });
});

describe('contact form rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: { contact: { max: 2, timeWindow: 60_000 } } });
  });
  afterAll(() => t.close());

  it('answers 429 after the limit, in the request language', async () => {
    const send = () => t.app.inject({ method: 'POST', url: URL, payload: { ...valid, sendConfirmation: '0' }, headers: { 'x-locale': 'no' } });
    expect((await send()).statusCode).toBe(202);
    expect((await send()).statusCode).toBe(202);
    const limited = await send();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'too_many_requests', message: 'For mange forsøk. Vent litt og prøv igjen.' });
  });
});
