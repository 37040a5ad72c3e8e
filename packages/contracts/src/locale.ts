export const LOCALES = ['pl', 'en', 'no', 'ua'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';
/** The web app mirrors the visitor's chosen language in this cookie, so the server renders pages in it. */
export const LOCALE_COOKIE = 'locale';

const ALIASES: Record<string, Locale> = { uk: 'ua', nb: 'no', nn: 'no' };

/**
 * Reduces a locale code from a header, cookie or URL to one of the four product locales:
 * a regional suffix is dropped (en-GB -> en), uk means Ukrainian (ua), anything unknown falls back.
 */
export function normalizeLocale(input: string | null | undefined, fallback: Locale = DEFAULT_LOCALE): Locale {
  return parseLocale(input) ?? fallback;
}

/** Like normalizeLocale, but undefined for a code that names none of the four locales. */
export function parseLocale(input: string | null | undefined): Locale | undefined {
  if (!input) return undefined;
  const language = input.trim().toLowerCase().split(/[-_,;]/)[0] ?? '';
  if ((LOCALES as readonly string[]).includes(language)) return language as Locale;
  return ALIASES[language];
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The HTML lang value (BCP 47) of a product locale: Ukrainian is 'uk' and Norwegian Bokmål 'nb'. */
export function htmlLang(locale: Locale): string {
  return locale === 'ua' ? 'uk' : locale === 'no' ? 'nb' : locale;
}
