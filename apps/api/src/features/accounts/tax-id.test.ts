import { describe, expect, it } from 'vitest';
import { checkTaxId, compactTaxId, isPlausibleSignUpTaxId } from './tax-id.ts';

describe('tax ids', () => {
  it('check a Polish NIP by its check digit, however it is written', () => {
    expect(checkTaxId('5260250274', 'PL')).toEqual({ valid: true, proven: true });
    expect(checkTaxId('526-025-02-74', 'pl').valid).toBe(true);
    expect(checkTaxId('PL5260250274', 'PL').valid).toBe(true);
    expect(checkTaxId('5260250275', 'PL').valid).toBe(false);
    expect(checkTaxId('1234567890', 'PL').valid).toBe(false);
  });

  it('check a Norwegian organisation number (mod 11), with or without MVA', () => {
    expect(checkTaxId('923456783', 'NO')).toEqual({ valid: true, proven: true });
    expect(checkTaxId('923 456 783 MVA', 'NO').valid).toBe(true);
    expect(checkTaxId('NO923456783MVA', 'NO').valid).toBe(true);
    expect(checkTaxId('923456789', 'NO').valid).toBe(false);
    expect(checkTaxId('5260250274', 'NO').valid).toBe(false);
  });

  it('check an EU VAT number by its country, and refuse another country’s prefix', () => {
    expect(checkTaxId('DE136695976', 'DE')).toEqual({ valid: true, proven: true });
    expect(checkTaxId('136695976', 'DE').valid).toBe(true);
    expect(checkTaxId('DE136695977', 'DE').valid).toBe(false);
    expect(checkTaxId('DE136695976', 'AT').valid).toBe(false);
    expect(checkTaxId('EL094259216', 'GR').valid).toBe(true);
  });

  it('refuse one character anywhere; take a plausible number of a country without a rule, unproven', () => {
    expect(checkTaxId('X', 'NO').valid).toBe(false);
    expect(checkTaxId('X', 'US').valid).toBe(false);
    expect(checkTaxId('1234567', 'ZW')).toEqual({ valid: true, proven: false });
  });

  it('at sign-up, take the prefix’s country, else the phone’s, a NIP or an organisation number', () => {
    expect(isPlausibleSignUpTaxId('5260250274', 'NO')).toBe(true);
    expect(isPlausibleSignUpTaxId('923456783', 'PL')).toBe(true);
    expect(isPlausibleSignUpTaxId('DE136695976', 'PL')).toBe(true);
    expect(isPlausibleSignUpTaxId('1234567890', 'PL')).toBe(false);
    expect(isPlausibleSignUpTaxId('912345678', 'NO')).toBe(false);
    expect(isPlausibleSignUpTaxId('X', 'PL')).toBe(false);
    expect(compactTaxId(' 923.456-783 mva ')).toBe('923456783');
  });
});
