import { type CandidateProfileShow, languageIssues } from '@trades/contracts';

/* Step 3's form: language rows, checked by the shared rules (a language once, never the native one). */

export interface LanguageRow {
  key: string;
  languageCode: string;
  languageProficiency: string;
}

export interface Step3Values {
  candidateProfileLanguages: LanguageRow[];
}

let rowCounter = 0;
export function newLanguageRow(): LanguageRow {
  rowCounter += 1;
  return { key: `language-${rowCounter}`, languageCode: '', languageProficiency: '' };
}

export function step3Values(profile: CandidateProfileShow): Step3Values {
  const rows = profile.candidateProfileLanguages.map((row) => ({
    ...newLanguageRow(),
    languageCode: row.languageCode,
    languageProficiency: String(row.languageProficiency.id),
  }));
  return { candidateProfileLanguages: rows.length > 0 ? rows : [newLanguageRow()] };
}

/** Errors by form path: the native language and repeats (the first choice of a language stands). */
export function languageRowErrors(rows: LanguageRow[], nativeLanguage: string | null | undefined): Record<string, string> {
  return Object.fromEntries(languageIssues(rows, nativeLanguage).map((issue) => [['candidateProfileLanguages', ...issue.path].join('.'), issue.key]));
}

/** Languages a row may not pick: the native one is left out entirely, the other rows' choices are disabled. */
export function takenLanguages(rows: LanguageRow[], index: number): Set<string> {
  return new Set(rows.filter((row, i) => i !== index && row.languageCode).map((row) => row.languageCode));
}

export function withoutLanguage<T extends { languageCode: string }>(groups: { preferred: T[]; remaining: T[] }, code: string | null | undefined) {
  if (!code) return groups;
  return { preferred: groups.preferred.filter((l) => l.languageCode !== code), remaining: groups.remaining.filter((l) => l.languageCode !== code) };
}

/** POST /wizard/3 body. */
export function step3Body(values: Step3Values): Record<string, unknown> {
  return {
    candidateProfileLanguages: values.candidateProfileLanguages.map((row) => ({
      languageCode: row.languageCode,
      languageProficiency: Number(row.languageProficiency),
    })),
  };
}
