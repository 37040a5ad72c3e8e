import { dictionary } from '@zxcvbn-ts/language-common';
import { describe, expect, it } from 'vitest';
import { isCommonPassword } from './common-passwords.ts';

describe('common passwords', () => {
  it('bundles at least 10,000 of them', () => {
    expect(new Set(dictionary['passwords-common']).size).toBeGreaterThanOrEqual(10_000);
  });

  it('compares without regard to letter case', () => {
    expect(isCommonPassword('Password1')).toBe(true);
    expect(isCommonPassword('QWERTY123')).toBe(true);
    expect(isCommonPassword('Trustno1')).toBe(true);
    expect(isCommonPassword('Spawalnia-Gdansk-2026')).toBe(false);
  });
});
