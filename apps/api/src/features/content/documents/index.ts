import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { STATIC_DOCUMENT_KEYS, type StaticDocumentKey } from '@trades/contracts';
import { type LocalizedStaticDocument, type StaticDocument, staticDocumentLocales } from './types.ts';

export type { LocalizedStaticDocument, StaticDocument, StaticDocumentLocale } from './types.ts';
export { staticDocumentLocales } from './types.ts';

/**
 * Each legal document is one HTML file per language, `{key}/{locale}.html`, next to this module
 * (the build copies them into dist): its first line is the title as `<h1>`, the rest the document's HTML.
 */
const DOCUMENTS_DIR = path.dirname(fileURLToPath(import.meta.url));
const TITLE_LINE = /^<h1>([^<]+)<\/h1>\n/;

export type { StaticDocumentKey } from '@trades/contracts';

function readDocument(key: StaticDocumentKey, locale: string): StaticDocument {
  const file = path.join(DOCUMENTS_DIR, key, `${locale}.html`);
  const text = readFileSync(file, 'utf8');
  const title = TITLE_LINE.exec(text);
  if (!title?.[1]) throw new Error(`${file} must start with the title as <h1>…</h1>`);
  return { title: title[1], html: text.slice(title[0].length).trimEnd() };
}

function readDocuments(key: StaticDocumentKey): LocalizedStaticDocument {
  return Object.fromEntries(staticDocumentLocales.map((locale) => [locale, readDocument(key, locale)])) as LocalizedStaticDocument;
}

/** Read once, when the server starts. */
export const staticDocuments: Readonly<Record<StaticDocumentKey, LocalizedStaticDocument>> = Object.fromEntries(
  STATIC_DOCUMENT_KEYS.map((key) => [key, readDocuments(key)]),
) as Record<StaticDocumentKey, LocalizedStaticDocument>;

export const staticDocumentKeys: StaticDocumentKey[] = [...STATIC_DOCUMENT_KEYS];

export function isStaticDocumentKey(value: string): value is StaticDocumentKey {
  return Object.prototype.hasOwnProperty.call(staticDocuments, value);
}
