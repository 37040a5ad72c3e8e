import { AccountType } from '@trades/contracts';
import { describe, expect, it } from 'vitest';
import { type ConsentDefinition, checkConsentAnswers } from './consent-rules.ts';

const DICTIONARY: ConsentDefinition[] = [
  { id: 1, accountType: AccountType.Candidate, isRequired: true },
  { id: 2, accountType: AccountType.Candidate, isRequired: true },
  { id: 3, accountType: AccountType.Candidate, isRequired: false },
  { id: 4, accountType: AccountType.Client, isRequired: true },
];
const yes = (consent: number) => ({ consent, isAcceptance: true });
const no = (consent: number) => ({ consent, isAcceptance: false });

describe('checkConsentAnswers at registration', () => {
  it('accepts all required consents of the type, with or without the optional one', () => {
    expect(checkConsentAnswers([yes(1), yes(2)], DICTIONARY, AccountType.Candidate, 'registration')).toEqual({
      errors: [],
      requiredRefused: false,
      answers: [yes(1), yes(2)],
    });
    expect(checkConsentAnswers([yes(1), yes(2), no(3)], DICTIONARY, AccountType.Candidate, 'registration').errors).toEqual([]);
  });

  it('needs every required consent accepted', () => {
    expect(checkConsentAnswers([yes(1)], DICTIONARY, AccountType.Candidate, 'registration')).toMatchObject({
      errors: ['field_required'],
      requiredRefused: true,
    });
    expect(checkConsentAnswers([yes(1), no(2)], DICTIONARY, AccountType.Candidate, 'registration').requiredRefused).toBe(true);
  });

  it('refuses consents of the other type and unknown ids', () => {
    expect(checkConsentAnswers([yes(1), yes(2), yes(4)], DICTIONARY, AccountType.Candidate, 'registration')).toMatchObject({
      errors: ['invalid_value'],
      requiredRefused: false,
    });
    expect(checkConsentAnswers([yes(99)], DICTIONARY, AccountType.Client, 'registration').errors).toEqual([
      'invalid_value',
      'field_required',
    ]);
  });

  it('keeps the last answer when a consent is repeated', () => {
    const check = checkConsentAnswers([no(1), yes(1), yes(2)], DICTIONARY, AccountType.Candidate, 'registration');
    expect(check.errors).toEqual([]);
    expect(check.answers).toEqual([yes(1), yes(2)]);
  });
});

describe('checkConsentAnswers in settings', () => {
  it('allows changing only the optional consents', () => {
    expect(checkConsentAnswers([no(3)], DICTIONARY, AccountType.Candidate, 'update').errors).toEqual([]);
    expect(checkConsentAnswers([], DICTIONARY, AccountType.Candidate, 'update').errors).toEqual([]);
  });

  it('refuses unticking a required consent', () => {
    expect(checkConsentAnswers([yes(3), no(2)], DICTIONARY, AccountType.Candidate, 'update')).toMatchObject({
      errors: ['field_required'],
      requiredRefused: true,
    });
  });
});
