import type { ConsentItem } from '@trades/contracts';
import { describe, expect, it } from 'vitest';
import {
  consentsFormBody,
  lockedConsents,
  mergeUserConsents,
  missingRequiredConsents,
  needsVerificationNotice,
  phonePrefixGroups,
  safeRedirectPath,
  setAllConsents,
} from './account-rules';
import { emptySignUp } from './sign-up-form-rules';

const items: ConsentItem[] = [
  { id: 1, title: 'Terms', accountType: 'MemberCandidate', isRequired: true, checked: false },
  { id: 2, title: 'Privacy', accountType: 'MemberCandidate', isRequired: true, checked: false },
  { id: 3, title: 'Newsletter', accountType: 'MemberCandidate', isRequired: false, checked: true },
];

describe('one-time login redirect', () => {
  const origin = 'https://trades.example';
  it('keeps paths of this site and reduces same-origin URLs to their path', () => {
    expect(safeRedirectPath('/offers-matched?x=1', origin)).toBe('/offers-matched?x=1');
    expect(safeRedirectPath('https://trades.example/user/settings#consents', origin)).toBe('/user/settings#consents');
  });
  it('refuses other sites, protocol-relative and empty values', () => {
    expect(safeRedirectPath('https://evil.example/', origin)).toBe('/user');
    expect(safeRedirectPath('//evil.example/x', origin)).toBe('/user');
    expect(safeRedirectPath('/\\evil.example', origin)).toBe('/user');
    expect(safeRedirectPath('javascript:alert(1)', origin)).toBe('/user');
    expect(safeRedirectPath(undefined, origin)).toBe('/user');
  });
});

describe('consents', () => {
  it('merges the user answers over the dictionary; unanswered ones are not accepted', () => {
    expect(mergeUserConsents(items, [{ consent: 3, isAcceptance: true }])).toEqual([
      { consent: 1, isAcceptance: false },
      { consent: 2, isAcceptance: false },
      { consent: 3, isAcceptance: true },
    ]);
  });

  it('locks only required consents that were saved as accepted', () => {
    const saved = [
      { consent: 1, isAcceptance: true },
      { consent: 2, isAcceptance: false },
      { consent: 3, isAcceptance: true },
    ];
    const locked = lockedConsents(items, saved);
    expect([...locked]).toEqual([1]);
    expect(setAllConsents(saved, false, locked).map((a) => a.isAcceptance)).toEqual([true, false, false]);
    expect(setAllConsents(saved, true, locked).map((a) => a.isAcceptance)).toEqual([true, true, true]);
  });

  it('finds required consents left unticked', () => {
    expect(missingRequiredConsents(mergeUserConsents(items, [{ consent: 2, isAcceptance: true }]), items)).toEqual([0]);
  });

  it('encodes the answers in bracket notation with 1 and 0', () => {
    expect(consentsFormBody([{ consent: 4, isAcceptance: true }, { consent: 9, isAcceptance: false }]).toString()).toBe(
      'consents%5B0%5D%5Bconsent%5D=4&consents%5B0%5D%5BisAcceptance%5D=1&consents%5B1%5D%5Bconsent%5D=9&consents%5B1%5D%5BisAcceptance%5D=0',
    );
  });
});

describe('verification notice', () => {
  it('shows for a profile in verification (5) or an unconfirmed e-mail', () => {
    expect(needsVerificationNotice(5, true)).toBe(true);
    expect(needsVerificationNotice(2, false)).toBe(true);
    expect(needsVerificationNotice(2, true)).toBe(false);
  });
});

describe('phone prefixes', () => {
  it('lists the preferred group first and leaves out repeats', () => {
    const item = (code: string, prefix: string) => ({ id: code, countryCode: code, prefix, country: code, title: `${code} (${prefix})` });
    const groups = phonePrefixGroups(
      { preferred: [item('NO', '+47'), item('PL', '+48')], remaining: [item('PL', '+48'), item('SE', '+46')] },
      { preferred: 'Most used', remaining: 'Others' },
    );
    expect(groups).toEqual([
      { group: 'Most used', items: [{ value: 'NO', label: 'NO (+47)' }, { value: 'PL', label: 'PL (+48)' }] },
      { group: 'Others', items: [{ value: 'SE', label: 'SE (+46)' }] },
    ]);
  });
});

describe('a new sign-up form (issue 24)', () => {
  it('starts the phone prefix from the interface language, as the contact form does', () => {
    expect(emptySignUp('pl').phone.country).toBe('PL');
    expect(emptySignUp('ua').phone.country).toBe('UA');
    expect(emptySignUp('no').phone.country).toBe('NO');
    expect(emptySignUp('en').phone.country).toBe('');
  });
});
