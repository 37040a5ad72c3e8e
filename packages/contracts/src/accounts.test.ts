import { describe, expect, it } from 'vitest';
import { clientRegistration, consentsUpdate, localeChange, passwordChange } from './accounts.ts';

describe('localeChange', () => {
  it.each([
    ['pl', 'pl'],
    ['uk', 'ua'],
    ['UA', 'ua'],
    ['en-GB', 'en'],
    ['nb', 'no'],
  ])('normalises %s to %s', (given, expected) => {
    expect(localeChange.parse({ locale: given })).toEqual({ locale: expected });
  });

  it('refuses a language the product does not speak instead of falling back', () => {
    const result = localeChange.safeParse({ locale: 'de' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('invalid_value');
    expect(localeChange.safeParse({ locale: ' ' }).error?.issues[0]?.message).toBe('field_required');
  });
});

describe('clientRegistration', () => {
  const base = {
    firstName: 'Ingrid',
    lastName: 'Hansen',
    email: 'Ingrid@Example.com',
    password: 'Sveis1234',
    phone: { country: 'no', number: '41234567' },
    name: 'Fjordbygg AS',
    clientProfileConsents: ['4', '5'],
  };

  it('requires the tax id and accepts it as a number or a string', () => {
    expect(clientRegistration.safeParse(base).error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['licTradNum', 'field_required'],
    ]);
    expect(clientRegistration.parse({ ...base, licTradNum: 923456783 }).licTradNum).toBe('923456783');
  });

  it('normalises the e-mail, the phone country and bare consent ids', () => {
    const parsed = clientRegistration.parse({ ...base, licTradNum: ' 923456783 ' });
    expect(parsed).toMatchObject({
      email: 'ingrid@example.com',
      licTradNum: '923456783',
      phone: { country: 'NO' },
      clientProfileConsents: [
        { consent: 4, isAcceptance: true },
        { consent: 5, isAcceptance: true },
      ],
    });
  });
});

describe('consentsUpdate', () => {
  it('reads the form shape with string flags', () => {
    expect(consentsUpdate.parse({ consents: { 0: { consent: '3', isAcceptance: '0' }, 1: { consent: '1', isAcceptance: '1' } } })).toEqual({
      consents: [
        { consent: 3, isAcceptance: false },
        { consent: 1, isAcceptance: true },
      ],
    });
  });
});

describe('passwordChange', () => {
  it('needs a new password that differs from the current one', () => {
    const result = passwordChange.safeParse({ passwordCurrent: 'Sveis1234', password: 'Sveis1234' });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['password', 'new_password_different']]);
  });
});
