import { describe, expect, it } from 'vitest';
import { callingCodeOf, validatePhone } from './phone.ts';

describe('validatePhone', () => {
  it('accepts a Norwegian mobile number and normalises it', () => {
    expect(validatePhone('NO', '412 34 567')).toEqual({
      valid: true,
      e164: '+4741234567',
      countryCallingCode: '47',
      nationalNumber: '41234567',
      country: 'NO',
      type: 'MOBILE',
    });
  });

  it('accepts a Polish number with its own prefix and lower-case country', () => {
    const check = validatePhone('pl', '+48 600-123-456');
    expect(check).toMatchObject({ valid: true, e164: '+48600123456', countryCallingCode: '48' });
  });

  it('accepts a Ukrainian landline', () => {
    expect(validatePhone('UA', '044 123 4567')).toMatchObject({ valid: true, e164: '+380441234567', type: 'FIXED_LINE' });
  });

  it('refuses a number that is too short for the country', () => {
    expect(validatePhone('NO', '4123')).toEqual({ valid: false, reason: 'invalid_number' });
  });

  it('refuses a number whose own prefix belongs to another country', () => {
    expect(validatePhone('NO', '+48 600 123 456')).toEqual({ valid: false, reason: 'invalid_number' });
  });

  it('refuses letters instead of converting them', () => {
    expect(validatePhone('US', '1-800-FLOWERS')).toEqual({ valid: false, reason: 'invalid_number' });
  });

  it('refuses an unknown country code', () => {
    expect(validatePhone('XX', '41234567')).toEqual({ valid: false, reason: 'unknown_country' });
    expect(validatePhone('', '41234567')).toEqual({ valid: false, reason: 'unknown_country' });
  });

  it('knows calling codes', () => {
    expect(callingCodeOf('no')).toBe('+47');
    expect(callingCodeOf('UA')).toBe('+380');
    expect(callingCodeOf('XX')).toBeUndefined();
  });
});
