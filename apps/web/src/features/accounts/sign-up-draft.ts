import type { SignUpValues } from './sign-up-form-rules';

/** What was typed on sign-up, but the password and the consents. */
export type SignUpDraft = Omit<SignUpValues, 'password' | 'consents'>;

const DRAFT_KEY = 'sign-up-draft';
const TEXT_FIELDS = ['firstName', 'lastName', 'email', 'name', 'licTradNum'] as const;

/**
 * The sign-up form's draft for this tab's session (sessionStorage), so a reload or a look at the terms
 * keeps what was typed; the password is never stored. Undefined when there is none or it is unreadable.
 */
export function readSignUpDraft(): SignUpDraft | undefined {
  try {
    const stored: unknown = JSON.parse(window.sessionStorage.getItem(DRAFT_KEY) ?? 'null');
    if (!stored || typeof stored !== 'object') return undefined;
    const value = stored as Record<string, unknown>;
    const text = (key: string, from: Record<string, unknown> = value) => (typeof from[key] === 'string' ? from[key] : '');
    const phone = value.phone && typeof value.phone === 'object' ? (value.phone as Record<string, unknown>) : {};
    return {
      ...(Object.fromEntries(TEXT_FIELDS.map((key) => [key, text(key)])) as Pick<SignUpDraft, (typeof TEXT_FIELDS)[number]>),
      phone: { country: text('country', phone), number: text('number', phone) },
    };
  } catch {
    return undefined;
  }
}

export function saveSignUpDraft(values: SignUpDraft & { password?: string }): void {
  const { password: _password, ...draft } = values;
  try {
    window.sessionStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // Storage can be blocked or full: the form still works, a reload then starts it empty.
  }
}

/** The account exists: the draft has served. */
export function clearSignUpDraft(): void {
  try {
    window.sessionStorage.removeItem(DRAFT_KEY);
  } catch {
    // Nothing was stored then either.
  }
}
