import { describe, expect, it } from 'vitest';
import { lockAfterFailure, passwordCheckSubject, signInSubject } from './attempt-limits.ts';

describe('account attempt limits', () => {
  it('locks from the fifth failure in a row, doubling up to 15 minutes', () => {
    expect([1, 2, 3, 4].map(lockAfterFailure)).toEqual([0, 0, 0, 0]);
    expect([5, 6, 7, 8].map(lockAfterFailure)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(lockAfterFailure(10)).toBe(900_000);
    expect(lockAfterFailure(1000)).toBe(900_000);
  });

  it('names a sign-in subject by the e-mail whatever its case, without the address itself', () => {
    expect(signInSubject(' Ola@Example.com')).toBe(signInSubject('ola@example.com'));
    expect(signInSubject('ola@example.com')).not.toContain('ola');
    expect(passwordCheckSubject(7)).toBe('password-check:7');
  });
});
