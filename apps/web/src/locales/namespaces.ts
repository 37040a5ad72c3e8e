import type { MessageCatalogue } from '@trades/contracts';

/** What a language's lazy chunk (locales/{locale}/index.ts) holds: its JSON files, and its message catalogue. */
export interface LocaleChunk {
  files: Record<string, Record<string, unknown>>;
  /** The catalogue of contracts that the API speaks too: error texts shown under fields and in toasts. */
  errors: MessageCatalogue;
}

export type LocaleNamespaces = Record<string, Record<string, unknown>>;

/** A language's namespaces: each JSON file under its name, and the catalogue as `errors`. */
export function localeNamespaces({ files, errors }: LocaleChunk): LocaleNamespaces {
  const namespaces: LocaleNamespaces = Object.fromEntries(
    Object.entries(files).map(([file, texts]) => [file.replace(/^\.\/(.+)\.json$/, '$1'), texts]),
  );
  return { ...namespaces, errors };
}
