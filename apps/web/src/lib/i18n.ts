import { DEFAULT_LOCALE, LOCALES, type Locale, normalizeLocale } from '@trades/contracts';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';

export const LOCALE_STORAGE_KEY = 'locale';

type Resources = Record<string, Record<string, Record<string, unknown>>>;

/** Every locales/{locale}/{namespace}.json file, bundled; one namespace per feature. */
const files = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', { eager: true, import: 'default' });

export function localeResources(): Resources {
  const resources: Resources = {};
  for (const [file, content] of Object.entries(files)) {
    const match = /locales\/(\w+)\/([\w-]+)\.json$/.exec(file);
    if (!match) continue;
    const [, locale, namespace] = match as unknown as [string, string, string];
    (resources[locale] ??= {})[namespace] = content;
  }
  return resources;
}

export function storedLocale(): Locale {
  try {
    const stored = window.localStorage.getItem(LOCALE_STORAGE_KEY);
    if (stored) return normalizeLocale(stored);
  } catch {
    // Storage can be blocked; the default language then applies.
  }
  return DEFAULT_LOCALE;
}

export function storeLocale(locale: Locale): void {
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

export function initI18n(locale: Locale = storedLocale()) {
  const resources = localeResources();
  void i18n.use(initReactI18next).init({
    resources,
    lng: locale,
    fallbackLng: false,
    supportedLngs: [...LOCALES],
    ns: Object.keys(resources.en ?? {}),
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  document.documentElement.lang = htmlLang(locale);
  i18n.on('languageChanged', (lng) => {
    document.documentElement.lang = htmlLang(normalizeLocale(lng));
  });
  return i18n;
}

export { i18n };
