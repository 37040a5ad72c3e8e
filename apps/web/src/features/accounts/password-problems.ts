import { LOCALE_TAGS, type Locale, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@trades/contracts';

/* What a new password still lacks, so its error names that instead of repeating the hint under the field. */

export type MissingCharacter = 'upper' | 'lower' | 'digit';

export interface PasswordProblems {
  tooShort: boolean;
  tooLong: boolean;
  /** The kinds of character the password has none of, in the hint's order. */
  missing: MissingCharacter[];
}

/** The password's problems against the shared rule (contracts' PASSWORD_PATTERN: length, upper, lower, digit). */
export function passwordProblems(password: string): PasswordProblems {
  const length = [...password].length;
  const missing: MissingCharacter[] = [];
  if (!/\p{Lu}/u.test(password)) missing.push('upper');
  if (!/\p{Ll}/u.test(password)) missing.push('lower');
  if (!/\d/.test(password)) missing.push('digit');
  return { tooShort: length < PASSWORD_MIN_LENGTH, tooLong: length > PASSWORD_MAX_LENGTH, missing };
}

/**
 * The error text of a refused password: "Too short." and/or "Add an upper-case letter and a digit.", from the
 * `password_problems` texts of the accounts namespace; undefined when none of these is the reason (the caller
 * then shows the general message).
 */
export function passwordProblemText(password: string, t: (key: string, options?: Record<string, unknown>) => string, locale: Locale): string | undefined {
  const problems = passwordProblems(password);
  const sentences: string[] = [];
  if (problems.tooLong) sentences.push(t('password_problems.too_long', { max: PASSWORD_MAX_LENGTH }));
  if (problems.tooShort) sentences.push(t('password_problems.too_short'));
  if (problems.missing.length > 0) {
    const items = new Intl.ListFormat(LOCALE_TAGS[locale], { type: 'conjunction' }).format(problems.missing.map((kind) => t(`password_problems.${kind}`)));
    sentences.push(t('password_problems.add', { items }));
  }
  return sentences.length > 0 ? sentences.join(' ') : undefined;
}
