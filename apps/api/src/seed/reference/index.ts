/*
 * The product's reference data (dictionaries) in four locales, as pure typed data. The seeder
 * writes it to the database and the dictionary endpoints answer from it; bump the version when
 * any entry changes so caches (ETag) and the seeder notice. Sources are listed per file.
 */

/** Version of the reference data set: YYYY.MM.patch. */
export const REFERENCE_DATA_VERSION = '2026.11.5';

export * from './localized-text.ts';
export * from './countries.ts';
export * from './required-documents.ts';
export * from './country-items.ts';
export * from './phone-prefixes.ts';
export * from './languages.ts';
export * from './industries.ts';
export * from './profession-items.ts';
export * from './work-options.ts';
export * from './consents.ts';
export * from './minimum-wages.ts';
export * from './destination-readiness.ts';
