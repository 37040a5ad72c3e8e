import { describe, expect, it } from 'vitest';
import { phoneCountryForLocale, stripControlCharacters } from './fields.ts';

describe('stripControlCharacters', () => {
  it('drops C0/C1 controls and bidi embeddings, overrides and isolates', () => {
    expect(stripControlCharacters('a\u0000b\u0007c\u001Bd\u007Fe\u0085f\u009Fg')).toBe('abcdefg');
    expect(stripControlCharacters('\u202Aa\u202Bb\u202Cc\u202Dd\u202Ee\u2066f\u2067g\u2068h\u2069')).toBe('abcdefgh');
  });

  it('keeps tabs, line breaks and ordinary letters in any script', () => {
    expect(stripControlCharacters('Zażółć\tgęślą\r\njaźń\nМар’яна Øvre-Dal')).toBe('Zażółć\tgęślą\r\njaźń\nМар’яна Øvre-Dal');
  });
});

describe('phoneCountryForLocale', () => {
  it('starts Polish, Norwegian and Ukrainian forms at their country and lets English speakers choose', () => {
    expect(phoneCountryForLocale('pl')).toBe('PL');
    expect(phoneCountryForLocale('no')).toBe('NO');
    expect(phoneCountryForLocale('ua')).toBe('UA');
    expect(phoneCountryForLocale('en')).toBe('');
  });
});
