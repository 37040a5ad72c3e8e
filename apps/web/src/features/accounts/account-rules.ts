import {
  type ConsentAnswer,
  type ConsentItem,
  type PhonePrefixDictionary,
  StatusId,
  type UserConsent,
} from '@trades/contracts';

/* Pure rules of the account screens: redirects, consents, phone prefixes. */

/**
 * Where a one-time-token login may send the browser: only paths of this site. Absolute URLs
 * of the same origin are reduced to their path; anything else gives the fallback.
 */
export function safeRedirectPath(redirect: unknown, origin: string, fallback = '/user'): string {
  if (typeof redirect !== 'string' || redirect.trim() === '') return fallback;
  const value = redirect.trim();
  if (value.startsWith('/') && !value.startsWith('//') && !value.includes('\\')) return value;
  try {
    const url = new URL(value);
    if (url.origin === origin) return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    // Not a URL: falls back below.
  }
  return fallback;
}

/** Verification notice: profile in verification or e-mail not confirmed. */
export function needsVerificationNotice(profileStatusId: number | undefined, isEmailConfirmed: boolean): boolean {
  return profileStatusId === StatusId.Verification || !isEmailConfirmed;
}

/** Initial answers of a sign-up form: every consent of the account type with its default. */
export function initialConsentAnswers(items: ConsentItem[]): ConsentAnswer[] {
  return items.map((item) => ({ consent: item.id, isAcceptance: item.checked }));
}

/** The settings view of consents: the dictionary of the account type with the user's answers. */
export function mergeUserConsents(items: ConsentItem[], userConsents: UserConsent[]): ConsentAnswer[] {
  const answers = new Map(userConsents.map((answer) => [answer.consent, answer.isAcceptance]));
  return items.map((item) => ({ consent: item.id, isAcceptance: answers.get(item.id) ?? false }));
}

/**
 * Required consents the user has accepted and saved: settings cannot withdraw them.
 * A required consent ticked but not yet saved can still be unticked.
 */
export function lockedConsents(items: ConsentItem[], saved: ConsentAnswer[]): ReadonlySet<number> {
  const accepted = new Set(saved.filter((answer) => answer.isAcceptance).map((answer) => answer.consent));
  return new Set(items.filter((item) => item.isRequired && accepted.has(item.id)).map((item) => item.id));
}

/** 'Check all' toggles every consent of the account type; locked consents stay accepted. */
export function setAllConsents(answers: ConsentAnswer[], accepted: boolean, locked: ReadonlySet<number> = new Set()): ConsentAnswer[] {
  return answers.map((answer) => ({ consent: answer.consent, isAcceptance: accepted || locked.has(answer.consent) }));
}

export function setConsent(answers: ConsentAnswer[], consent: number, accepted: boolean): ConsentAnswer[] {
  return answers.map((answer) => (answer.consent === consent ? { ...answer, isAcceptance: accepted } : answer));
}

/** Indexes of required consents left unticked, for field_required on each of them. */
export function missingRequiredConsents(answers: ConsentAnswer[], items: ConsentItem[]): number[] {
  const required = new Set(items.filter((item) => item.isRequired).map((item) => item.id));
  return answers.flatMap((answer, index) => (required.has(answer.consent) && !answer.isAcceptance ? [index] : []));
}

/** POST /v1/user/consents body: consents[i][consent], consents[i][isAcceptance] ('1'/'0'). */
export function consentsFormBody(answers: ConsentAnswer[]): URLSearchParams {
  const body = new URLSearchParams();
  answers.forEach((answer, index) => {
    body.append(`consents[${index}][consent]`, String(answer.consent));
    body.append(`consents[${index}][isAcceptance]`, answer.isAcceptance ? '1' : '0');
  });
  return body;
}

export interface PhonePrefixGroup {
  group: string;
  items: { value: string; label: string }[];
}

/** Select data: the preferred prefixes first, then the remaining ones (without repeats). */
export function phonePrefixGroups(
  dictionary: PhonePrefixDictionary | undefined,
  labels: { preferred: string; remaining: string },
): PhonePrefixGroup[] {
  if (!dictionary) return [];
  const seen = new Set<string>();
  const toItems = (items: PhonePrefixDictionary['preferred']) =>
    items.flatMap((item) => {
      if (seen.has(item.countryCode)) return [];
      seen.add(item.countryCode);
      return [{ value: item.countryCode, label: item.title }];
    });
  const preferred = toItems(dictionary.preferred);
  const remaining = toItems(dictionary.remaining);
  return [
    { group: labels.preferred, items: preferred },
    { group: labels.remaining, items: remaining },
  ].filter((group) => group.items.length > 0);
}
