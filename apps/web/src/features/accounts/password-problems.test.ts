import type { Locale } from '@trades/contracts';
import { describe, expect, it } from 'vitest';
import { initTestI18n } from '@/testing/i18n';
import { passwordProblemText, passwordProblems } from './password-problems';

const i18n = initTestI18n('en');
const text = (locale: Locale, password: string) => passwordProblemText(password, i18n.getFixedT(locale, 'accounts'), locale);

describe('what a new password lacks', () => {
  it('follows the shared rule: 8 to 128 characters with an upper-case letter, a lower-case letter and a digit, of any alphabet', () => {
    expect(passwordProblems('Secret123')).toEqual({ tooShort: false, tooLong: false, missing: [] });
    expect(passwordProblems('Пароль123')).toEqual({ tooShort: false, tooLong: false, missing: [] });
    expect(passwordProblems('short')).toEqual({ tooShort: true, tooLong: false, missing: ['upper', 'digit'] });
    expect(passwordProblems('')).toEqual({ tooShort: true, tooLong: false, missing: ['upper', 'lower', 'digit'] });
    expect(passwordProblems(`Aa1${'x'.repeat(126)}`)).toMatchObject({ tooLong: true, missing: [] });
  });

  it('says it in each language, the missing kinds as one list, never the hint again', () => {
    expect(text('en', 'short')).toBe('The password is too short. Add an upper-case letter and a digit.');
    expect(text('en', 'longenough')).toBe('Add an upper-case letter and a digit.');
    expect(text('en', 'ALLUPPER1')).toBe('Add a lower-case letter.');
    expect(text('pl', '')).toBe('Hasło jest za krótkie. Dodaj wielką literę, małą literę i cyfrę.');
    expect(text('no', 'langtpassord')).toBe('Legg til en stor bokstav og et siffer.');
    expect(text('ua', 'коротко')).toBe('Пароль закороткий. Додайте велику літеру і цифру.');
    expect(text('en', 'Secret123')).toBeUndefined();
  });
});
