import { describe, expect, it } from 'vitest';
import { wizardStep7Body } from './work-terms.ts';

describe('step 7 body', () => {
  it('sorts months and days once each and reads the hours pair', () => {
    const parsed = wizardStep7Body.parse({ isFlexibleWork: '1', candidateProfileFlexibleWorks: [{ months: ['7', '6', '7'], days: '1', hours: { 0: '07:00', 1: '' } }] });
    expect(parsed.candidateProfileFlexibleWorks).toEqual([{ months: [6, 7], days: [1], hours: ['07:00', null] }]);
  });

  it('keeps hours in 15-minute steps only', () => {
    const parsed = wizardStep7Body.safeParse({ candidateProfileFlexibleWorks: [{ hours: ['23:45', '23:50'] }] });
    expect(parsed.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['candidateProfileFlexibleWorks.0.hours.1', 'invalid_time']]);
  });
});
