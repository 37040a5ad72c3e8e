/**
 * The namespaces a server-rendered public page shows (the home page, search results, an offer, and the
 * frame around them). A first view starts with these; the bundler keeps them in one chunk per language
 * and the language's other namespaces in another (vite.config.ts), which loads at the visitor's first
 * touch or key, or before any other page.
 */
export const FIRST_VIEW_NAMESPACES = ['common', 'home', 'jobAlerts', 'layout', 'offers', 'savedOffers', 'search'] as const;

/** The namespace of contracts' message catalogue (messages/{locale}), with the language's other namespaces. */
export const ERRORS_NAMESPACE = 'errors';

/** A text file's language and namespace: locales/{locale}/{namespace}.json. */
export function textFileOf(path: string): { locale: string; namespace: string } | undefined {
  const match = /locales[\\/](\w+)[\\/](\w+)\.json$/.exec(path);
  return match?.[1] && match[2] ? { locale: match[1], namespace: match[2] } : undefined;
}
