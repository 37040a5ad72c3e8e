import { describe, expect, it } from 'vitest';
import { availableFromIssue } from './components/apply-dialog';
import { applyRefusal, applyView, withApplyIntent } from './apply-rules';
import { completeProfile, offerDetail } from '@/testing/offers';

const candidate = { status: 'authenticated' as const, accountType: 'MemberCandidate' as const };

describe('apply rules (4.5)', () => {
  it('asks a visitor to sign in and shows an employer nothing', () => {
    expect(applyView({ status: 'anonymous', accountType: undefined }, offerDetail(1), undefined)).toEqual({ kind: 'signIn' });
    expect(applyView({ status: 'authenticated', accountType: 'MemberClient' }, offerDetail(1), undefined)).toEqual({ kind: 'hidden' });
    expect(applyView(candidate, offerDetail(1), undefined)).toEqual({ kind: 'hidden' });
  });

  it('lets a complete, confirmed candidate of the profession apply when the offer allows it', () => {
    expect(applyView(candidate, offerDetail(1, { allowApply: true }), completeProfile())).toEqual({ kind: 'apply' });
    expect(applyView(candidate, offerDetail(1, { allowApply: false }), completeProfile())).toEqual({ kind: 'disabled' });
  });

  it('names the first reason to refuse: applied, profile, e-mail, profession', () => {
    const offer = offerDetail(1, { allowApply: true });
    expect(applyRefusal({ ...offer, userApplied: true }, completeProfile({ wizardStep: 3 }))).toBe('alreadyApplied');
    expect(applyRefusal(offer, completeProfile({ wizardStep: 3 }))).toBe('fillProfile');
    expect(applyRefusal(offer, completeProfile({ status: { id: 3 } }))).toBe('fillProfile');
    expect(applyRefusal(offer, completeProfile({ status: { id: 5 } }))).toBe('inVerification');
    expect(applyRefusal(offer, completeProfile({ isEmailConfirmed: false }))).toBe('confirmEmail');
    expect(applyRefusal({ ...offer, profession: { id: 99, title: 'Crane operator' } }, completeProfile())).toBe('addProfession');
    expect(applyRefusal({ ...offer, applyRefusal: 'add_profession_to_apply' }, completeProfile())).toBe('addProfession');
  });

  it("follows the API's refusal over the profile", () => {
    const offer = offerDetail(1, { allowApply: false });
    expect(applyRefusal({ ...offer, applyRefusal: 'offer_not_active' }, completeProfile())).toBe('offerNotActive');
    expect(applyRefusal({ ...offer, applyRefusal: 'fill_profile_to_apply' }, completeProfile())).toBe('fillProfile');
    expect(applyRefusal({ ...offer, applyRefusal: 'candidates_only_apply' }, completeProfile())).toBeUndefined();
  });

  it('needs a start date from today on', () => {
    expect(availableFromIssue('', '2026-05-10')).toBe('field_required');
    expect(availableFromIssue('2026-05-09', '2026-05-10')).toBe('availability_date_error');
    expect(availableFromIssue('2026-05-10', '2026-05-10')).toBeUndefined();
  });
});

describe('the intent to apply', () => {
  it('rides on the offer address sign-in comes back to, with its own query', () => {
    expect(withApplyIntent('/offer/7-welder', '')).toBe('/offer/7-welder?apply=1');
    expect(withApplyIntent('/offer/7-welder', '?matched=abc')).toBe('/offer/7-welder?matched=abc&apply=1');
  });
});
