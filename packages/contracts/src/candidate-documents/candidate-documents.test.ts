import { describe, expect, it } from 'vitest';
import { ageOn } from './candidate-documents.ts';

describe('ageOn', () => {
  it('counts full years, the birthday itself included', () => {
    expect(ageOn('1990-05-17', '2026-05-16')).toBe(35);
    expect(ageOn('1990-05-17', '2026-05-17')).toBe(36);
    expect(ageOn('2000-02-29', '2026-03-01')).toBe(26);
  });
});
