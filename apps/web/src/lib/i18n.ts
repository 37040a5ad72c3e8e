import { DEFAULT_LOCALE, LOCALES, LOCALE_COOKIE, type Locale, normalizeLocale } from '@trades/contracts';
import i18n, { type BackendModule, type InitOptions, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { type LocaleChunk, type LocaleNamespaces, localeNamespaces } from '../locales/namespaces';

export const LOCALE_STORAGE_KEY = 'locale';

export type LocaleResources = Record<string, Record<string, Record<string, unknown>>>;

/**
 * One namespace per feature: locales/{locale}/{namespace}.json, and `errors`, the message catalogue of contracts.
 * A test keeps this list equal to what the locale chunks hold.
 */
export const NAMESPACES = [
  'accounts',
  'brands',
  'candidateDocuments',
  'clientOffers',
  'common',
  'contact',
  'content',
  'errors',
  'home',
  'jobAlerts',
  'layout',
  'matchedOffers',
  'offerCandidates',
  'offers',
  'profilesCollection',
  'search',
  'settings',
  'shop',
  'wizard',
] as const;

/** Each language's texts are one lazy chunk, so a visitor downloads only the language shown. */
const localeChunks = import.meta.glob<LocaleChunk>('../locales/*/index.ts', { import: 'default' });
const localeTexts = new Map<string, Promise<LocaleNamespaces>>();

function loadLocaleTexts(locale: string): Promise<LocaleNamespaces> {
  let texts = localeTexts.get(locale);
  if (!texts) {
    const chunk = localeChunks[`../locales/${locale}/index.ts`];
    texts = chunk ? chunk().then(localeNamespaces) : Promise.reject(new Error(`no texts for locale ${locale}`));
    // A failed download (flaky network) may be retried by the next request for the language.
    texts.catch(() => localeTexts.delete(locale));
    localeTexts.set(locale, texts);
  }
  return texts;
}

const localeBackend: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init: () => undefined,
  read(language, namespace, callback) {
    loadLocaleTexts(language).then(
      (texts) => callback(null, (texts[namespace] ?? {}) as ResourceKey),
      (error: unknown) => callback(error as Error, null),
    );
  },
};

/** The language this browser chose, if it chose one. */
export function chosenLocale(): Locale | undefined {
  try {
    const stored = window.localStorage.getItem(LOCALE_STORAGE_KEY);
    if (stored) return normalizeLocale(stored);
  } catch {
    // Storage can be blocked; the default language then applies.
  }
  return undefined;
}

export function storedLocale(): Locale {
  return chosenLocale() ?? DEFAULT_LOCALE;
}

/** The server renders a page's first view in this cookie's language (see LOCALE_COOKIE in contracts). */
export function storeLocale(locale: Locale): void {
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=31536000; samesite=lax`;
  try {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Ignored: the language still applies to this page view.
  }
}

export function currentLocale(): Locale {
  return normalizeLocale(i18n.language, storedLocale());
}

/** The HTML lang attribute: Ukrainian is 'uk' and Norwegian Bokmål 'nb' in BCP 47. */
export function htmlLang(locale: Locale): string {
  return locale === 'ua' ? 'uk' : locale === 'no' ? 'nb' : locale;
}

function baseOptions(locale: Locale): InitOptions {
  return {
    lng: locale,
    fallbackLng: false,
    supportedLngs: [...LOCALES],
    load: 'currentOnly',
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
  };
}

function updateHtmlLang(lng: string): void {
  // The server-side render has no document; the server writes the attribute itself.
  if (typeof document === 'undefined') return;
  document.documentElement.lang = htmlLang(normalizeLocale(lng));
}

function followLanguageInHtml(locale: Locale): void {
  updateHtmlLang(locale);
  // Once per page, however often i18next is started (component tests start it per file and helper).
  i18n.off('languageChanged', updateHtmlLang);
  i18n.on('languageChanged', updateHtmlLang);
}

/** Starts the interface language, downloading its texts; other languages load when switched to. */
export async function startI18n(locale: Locale = storedLocale()) {
  await i18n
    .use(localeBackend)
    .use(initReactI18next)
    .init({ ...baseOptions(locale), ns: [...NAMESPACES] });
  followLanguageInHtml(locale);
  return i18n;
}

/** Starts with every text given up front (component tests), ready synchronously. */
export function initI18nWithResources(resources: LocaleResources, locale: Locale = storedLocale()) {
  void i18n.use(initReactI18next).init({ ...baseOptions(locale), resources, ns: Object.keys(resources.en ?? {}) });
  followLanguageInHtml(locale);
  return i18n;
}

/** Whether `locale`'s texts are in the store (parts shown in a fixed language need them). */
export function isLocaleLoaded(locale: Locale): boolean {
  return i18n.hasResourceBundle(locale, 'common');
}

/** Resolves once `locale`'s texts are in the store. */
export function loadLocale(locale: Locale): Promise<void> {
  return i18n.loadLanguages(locale);
}

export { i18n };
