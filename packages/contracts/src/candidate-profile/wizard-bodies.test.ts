import { describe, expect, it } from 'vitest';
import { wizardStep2Body, wizardStep3Body, wizardStep5Body, wizardStepParams } from './wizard-bodies.ts';

const messages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('wizard step bodies', () => {
  it('step 2 needs a phone and a valid date of birth', () => {
    const body = { sex: '1', dateOfBirth: '1990-05-01', countryOfNationality: 'pl', countryOfResidence: 'NO', nativeLanguage: 'PL', phones: [{ phone: { country: 'PL', number: '512345678' } }] };
    expect(wizardStep2Body.parse(body)).toMatchObject({ sex: 1, countryOfNationality: 'PL', nativeLanguage: 'pl', preferredContactTimes: [] });
    expect(messages(wizardStep2Body.safeParse({ ...body, phones: [], dateOfBirth: '1990-02-30' }))).toEqual([
      ['dateOfBirth', 'invalid_date'],
      ['phones', 'field_required'],
    ]);
  });

  it('step 3 needs a language', () => {
    expect(messages(wizardStep3Body.safeParse({}))).toEqual([['candidateProfileLanguages', 'field_required']]);
  });

  it('step 5 takes the flag or the status', () => {
    expect(wizardStep5Body.parse({ isAvailable: '1', availableFrom: '2026-12-01' })).toEqual({ isAvailable: true, availableFrom: '2026-12-01' });
    expect(wizardStep5Body.parse({ availableStatus: '3' })).toEqual({ availableStatus: 3 });
    expect(wizardStep5Body.safeParse({ availableStatus: 5 }).success).toBe(false);
  });

  it('steps run from 2 to 8', () => {
    expect(wizardStepParams.parse({ step: '8' })).toEqual({ step: 8 });
    expect(wizardStepParams.safeParse({ step: '9' }).success).toBe(false);
  });
});
