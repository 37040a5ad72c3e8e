import { type Locale, normalizeLocale } from '@trades/contracts';

/** Any origin works: it only serves to tell a path of this site from a link elsewhere. */
const PROBE_ORIGIN = 'https://same-site.invalid';

function decodeOnce(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * /lang/{languageId}/{redirectionPath}: the language to switch to (an unknown id
 * keeps the current one) and where to go: the home page for 'main', otherwise the decoded path,
 * but only a path of this site, so the link cannot send visitors elsewhere.
 */
export function languageRedirect(languageId: string, redirectionPath: string, current: Locale): { locale: Locale; to: string } {
  const locale = normalizeLocale(languageId, current);
  const raw = decodeOnce(redirectionPath.trim());
  if (raw === '' || raw === 'main') return { locale, to: '/' };
  const path = raw.startsWith('/') ? raw : `/${raw}`;
  if (path.startsWith('//') || path.includes('\\')) return { locale, to: '/' };
  const url = new URL(path, PROBE_ORIGIN);
  if (url.origin !== PROBE_ORIGIN) return { locale, to: '/' };
  return { locale, to: `${url.pathname}${url.search}${url.hash}` };
}

/**
 * The link that switches to `locale` and comes back to this page: /lang/{locale}{path}{query}. The server
 * follows it without the app's script (a 302 with the language's cookie); the query rides as the link's own.
 */
export function languageLink(locale: Locale, pathname: string, search: string): string {
  return `/lang/${locale}${pathname}${search}`;
}
