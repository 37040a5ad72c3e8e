import type { FormIssue } from '../form-issue.ts';
import { ProfileErrorKey } from './constants.ts';

/* Wizard step 3: each foreign language once, and never the native language. */

/**
 * Issues of the language rows, each on `[index, 'languageCode']`: the native language, then a repeat
 * (the first choice of a language stands). Rows without a language are skipped.
 */
export function languageIssues(rows: readonly { languageCode: string }[], nativeLanguage: string | null | undefined): FormIssue[] {
  const issues: FormIssue[] = [];
  const seen = new Set<string>();
  rows.forEach((row, index) => {
    if (!row.languageCode) return;
    const path = [index, 'languageCode'];
    if (row.languageCode === nativeLanguage) issues.push({ path, key: ProfileErrorKey.LanguageIsNative });
    else if (seen.has(row.languageCode)) issues.push({ path, key: ProfileErrorKey.LanguageDuplicated });
    seen.add(row.languageCode);
  });
  return issues;
}
