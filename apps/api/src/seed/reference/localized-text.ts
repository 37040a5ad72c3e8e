/*
 * Localised text used by every reference-data title: one string per interface locale
 * (pl Polish, en English, no Norwegian Bokmål, ua Ukrainian in Cyrillic).
 * The locale keys match the app's locales (packages/contracts LOCALES); note that the app's `ua`
 * is ISO 639-1 `uk`, and `no` is Bokmål (`nb`).
 */

export type LocalizedText = Record<'pl' | 'en' | 'no' | 'ua', string>;

export type ReferenceLocale = keyof LocalizedText;

export const REFERENCE_LOCALES = ['pl', 'en', 'no', 'ua'] as const satisfies readonly ReferenceLocale[];

/** The common shape of a dictionary entry: a stable numeric id (a contract: never renumber) and a title. */
export interface DictionaryItem {
  readonly id: number;
  readonly title: LocalizedText;
}
