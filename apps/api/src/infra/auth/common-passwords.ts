import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * The most common passwords (about 49,000, from the zxcvbn-ts common dictionary, all lower case),
 * loaded on first use. Server-side only: the list would weigh down the web app.
 */
let common: ReadonlySet<string> | undefined;

/** True for a password on the list, whatever its letter case ('Password1' is 'password1'). */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common']);
  return common.has(password.toLowerCase());
}
