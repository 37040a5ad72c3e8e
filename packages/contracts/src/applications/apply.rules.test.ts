import { describe, expect, it } from 'vitest';
import { AccountType, StatusId } from '../enums.ts';
import { type ApplyCaller, applyRefusal, isRepeatedApplication } from './apply.rules.ts';
import { ApplyRefusal } from './apply-refusal.ts';

const candidate = (overrides: Partial<ApplyCaller> = {}): ApplyCaller => ({
  accountType: AccountType.Candidate,
  profileStatus: StatusId.Active,
  wizardComplete: true,
  isEmailConfirmed: true,
  professionIds: [1, 3],
  ...overrides,
});
const activeCarpentry = { isActive: true, professionId: 1 };

describe('applyRefusal', () => {
  it('lets a complete, active candidate with a confirmed e-mail apply to an active offer of their profession', () => {
    expect(applyRefusal(candidate(), activeCarpentry, false)).toBeNull();
  });

  it('asks a visitor to sign in and refuses an employer', () => {
    expect(applyRefusal(null, activeCarpentry, false)).toBe(ApplyRefusal.SignIn);
    expect(applyRefusal(candidate({ accountType: AccountType.Client }), activeCarpentry, false)).toBe(ApplyRefusal.NotCandidate);
  });

  it('says so when the candidate already applied, whatever else holds', () => {
    expect(applyRefusal(candidate({ isEmailConfirmed: false }), { isActive: false, professionId: 9 }, true)).toBe(ApplyRefusal.AlreadyApplied);
  });

  it('refuses an offer that is no longer active', () => {
    expect(applyRefusal(candidate(), { ...activeCarpentry, isActive: false }, false)).toBe(ApplyRefusal.OfferNotActive);
  });

  it('asks to fill the profile while the wizard is not submitted or the profile is not active', () => {
    expect(applyRefusal(candidate({ wizardComplete: false }), activeCarpentry, false)).toBe(ApplyRefusal.FillProfile);
    expect(applyRefusal(candidate({ profileStatus: null }), activeCarpentry, false)).toBe(ApplyRefusal.FillProfile);
    expect(applyRefusal(candidate({ profileStatus: StatusId.Inactive }), activeCarpentry, false)).toBe(ApplyRefusal.FillProfile);
  });

  it('tells a profile in verification apart', () => {
    expect(applyRefusal(candidate({ profileStatus: StatusId.Verification }), activeCarpentry, false)).toBe(ApplyRefusal.ProfileInVerification);
  });

  it('asks to confirm the e-mail before the profession check', () => {
    expect(applyRefusal(candidate({ isEmailConfirmed: false, professionIds: [] }), activeCarpentry, false)).toBe(ApplyRefusal.ConfirmEmail);
  });

  it('asks to add the offer’s profession to the profile', () => {
    expect(applyRefusal(candidate({ professionIds: [3] }), activeCarpentry, false)).toBe(ApplyRefusal.AddProfession);
  });
});

describe('isRepeatedApplication', () => {
  const applied = { appliedAt: new Date('2026-03-02T10:00:00Z'), withdrawnAt: null, availableFrom: '2026-03-09' };

  it('takes the same start date on a standing application as a repeat of it', () => {
    expect(isRepeatedApplication(applied, '2026-03-09')).toBe(true);
  });

  it('is no repeat with another date, after a withdrawal, for a matched entry never applied from, or without an entry', () => {
    expect(isRepeatedApplication(applied, '2026-03-10')).toBe(false);
    expect(isRepeatedApplication({ ...applied, withdrawnAt: new Date('2026-03-03T10:00:00Z') }, '2026-03-09')).toBe(false);
    expect(isRepeatedApplication({ ...applied, appliedAt: null }, '2026-03-09')).toBe(false);
    expect(isRepeatedApplication(undefined, '2026-03-09')).toBe(false);
  });
});
