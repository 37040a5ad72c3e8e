import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { acceptedTotpStep, hashRecoveryCode, newRecoveryCodes, newTotpSecret, otpauthUrlOf, recoveryCodeOf, totpCodeOf } from './second-factor.ts';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const NOW = new Date('2026-11-29T12:00:10Z');
const STEP = Math.floor(NOW.getTime() / 30_000);
const codeOf = (steps: number) => generate({ secret: SECRET, epoch: (STEP + steps) * 30 });

describe('TOTP codes', () => {
  it('accepts the current step and one either side, later than the last one taken', async () => {
    expect(await acceptedTotpStep(SECRET, await codeOf(0), NOW, null)).toBe(STEP);
    expect(await acceptedTotpStep(SECRET, await codeOf(-1), NOW, null)).toBe(STEP - 1);
    expect(await acceptedTotpStep(SECRET, await codeOf(1), NOW, null)).toBe(STEP + 1);
    expect(await acceptedTotpStep(SECRET, await codeOf(2), NOW, null)).toBeUndefined();
    expect(await acceptedTotpStep(SECRET, await codeOf(-2), NOW, null)).toBeUndefined();
    expect(await acceptedTotpStep(SECRET, await codeOf(0), NOW, STEP)).toBeUndefined();
    expect(await acceptedTotpStep(SECRET, await codeOf(-1), NOW, STEP - 1)).toBeUndefined();
    expect(await acceptedTotpStep(SECRET, await codeOf(1), NOW, STEP)).toBe(STEP + 1);
  });

  it('reads six digits as typed, and nothing else as a TOTP code', () => {
    expect(totpCodeOf(' 123 456 ')).toBe('123456');
    expect(totpCodeOf('123-456')).toBe('123456');
    for (const typed of ['12345', '1234567', 'abcdef', 'abcd-efgh-jkmn']) expect(totpCodeOf(typed)).toBeUndefined();
  });

  it('makes base32 secrets of 160 bits and otpauth URLs an authenticator app reads', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(newTotpSecret()).not.toBe(secret);
    const url = new URL(otpauthUrlOf('ola@trades.example', secret));
    expect(url.protocol).toBe('otpauth:');
    expect(url.host).toBe('totp');
    expect(decodeURIComponent(url.pathname)).toBe('/Trades Marketplace:ola@trades.example');
    expect(url.searchParams.get('secret')).toBe(secret);
    expect(url.searchParams.get('issuer')).toBe('Trades Marketplace');
  });
});

describe('recovery codes', () => {
  it('are ten different codes of 12 characters without look-alikes', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-hjkmnp-z2-9]{4}-[a-hjkmnp-z2-9]{4}-[a-hjkmnp-z2-9]{4}$/);
  });

  it('are read in any case, with or without hyphens, and hashed as one', () => {
    expect(recoveryCodeOf('ABCD-EFGH-JKMN')).toBe('abcdefghjkmn');
    expect(recoveryCodeOf('abcd efgh jkmn')).toBe('abcdefghjkmn');
    expect(recoveryCodeOf('abcd-efgh-jkm1')).toBeUndefined();
    expect(recoveryCodeOf('abcd-efgh')).toBeUndefined();
    expect(hashRecoveryCode('ABCD-EFGH-JKMN')).toBe(hashRecoveryCode('abcdefghjkmn'));
    expect(hashRecoveryCode('abcdefghjkmn')).toMatch(/^[0-9a-f]{64}$/);
  });
});
