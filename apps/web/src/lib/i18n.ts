import { DEFAULT_LOCALE, LOCALES, LOCALE_COOKIE, LOCALE_TAGS, type Locale, htmlLang, isLocale, normalizeLocale, parseLocale } from '@trades/contracts';
import i18n, { type BackendModule, type InitOptions, type ResourceKey, type ThirdPartyModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { MessageCatalogue } from '@trades/contracts';
import { ERRORS_NAMESPACE, FIRST_VIEW_NAMESPACES } from '../locales/namespaces';

export const LOCALE_STORAGE_KEY = 'locale';

export type LocaleResources = Record<string, Record<string, Record<string, unknown>>>;

/**
 * One namespace per feature: locales/{locale}/{namespace}.json, and `errors`, the message catalogue of contracts.
 * A test keeps this list equal to what the locale chunks hold.
 */
export const NAMESPACES = [
  'accounts',
  'brands',
  'candidateCv',
  'candidateDocuments',
  'clientOffers',
  'common',
  'contact',
  'content',
  'conversations',
  'errors',
  'home',
  'interviews',
  'jobAlerts',
  'layout',
  'matchedOffers',
  'myApplications',
  'offerCandidates',
  'offers',
  'operator',
  'profilesCollection',
  'savedOffers',
  'search',
  'settings',
  'shop',
  'wizard',
] as const;

/** Each namespace of each language loads on demand (see locales/namespaces.ts for how they are bundled). */
const textFiles = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', { import: 'default' });
const messageCatalogues: Record<Locale, () => Promise<MessageCatalogue>> = {
  en: async () => (await import('@trades/contracts/messages/en')).en,
  no: async () => (await import('@trades/contracts/messages/no')).no,
  pl: async () => (await import('@trades/contracts/messages/pl')).pl,
  ua: async () => (await import('@trades/contracts/messages/ua')).ua,
};

async function loadNamespace(language: string, namespace: string): Promise<ResourceKey> {
  if (namespace === ERRORS_NAMESPACE) return messageCatalogues[normalizeLocale(language)]() as Promise<ResourceKey>;
  const file = textFiles[`../locales/${language}/${namespace}.json`];
  if (!file) throw new Error(`no texts for ${language}/${namespace}`);
  return (await file()) as ResourceKey;
}

const localeBackend: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init: () => undefined,
  read(language, namespace, callback) {
    loadNamespace(language, namespace).then(
      (texts) => callback(null, texts),
      (error: unknown) => callback(error as Error, null),
    );
  },
};

/**
 * i18next picks a plural form by Intl.PluralRules of the language code, and 'ua' is no BCP 47 tag:
 * Intl answers it with English rules (one, other), never Ukrainian few and many. This plugin makes
 * every locale's plural rules those of its tag (LOCALE_TAGS: pl-PL, uk-UA, nb-NO, en-GB).
 */
const pluralsByLocaleTag: ThirdPartyModule = {
  type: '3rdParty',
  init(instance) {
    const resolver = instance.services.pluralResolver as { getRule(code: string, options?: object): unknown };
    const rule = resolver.getRule.bind(resolver);
    resolver.getRule = (code, options) => rule(isLocale(code) ? LOCALE_TAGS[code] : code, options);
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

/** The cookie of a chosen language, as the browser stores it and the server sets it (a /lang/ link opened without script). */
export function localeCookie(locale: Locale): string {
  return `${LOCALE_COOKIE}=${locale}; path=/; max-age=31536000; samesite=lax`;
}

/** The server renders a page's first view in this cookie's language (see LOCALE_COOKIE in contracts). */
export function storeLocale(locale: Locale): void {
  document.cookie = localeCookie(locale);
  try {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Ignored: the language still applies to this page view.
  }
}

export function currentLocale(): Locale {
  return normalizeLocale(i18n.language, storedLocale());
}

/**
 * The language the server sent this page in (its `<html lang>`): the visitor's chosen language, else the
 * account's, else the browser's, the same for every page; a reload or a link opened directly keeps it.
 */
export function servedLocale(): Locale | undefined {
  return typeof document === 'undefined' ? undefined : parseLocale(document.documentElement.lang);
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

/**
 * Starts the interface language, downloading its texts (every namespace, or a server-rendered page's
 * first-view ones: the others then come with loadAllTexts); other languages load when switched to.
 */
export async function startI18n(locale: Locale = storedLocale(), namespaces: 'all' | 'first-view' = 'all') {
  await i18n
    .use(localeBackend)
    .use(pluralsByLocaleTag)
    .use(initReactI18next)
    .init({ ...baseOptions(locale), ns: namespaces === 'all' ? [...NAMESPACES] : [...FIRST_VIEW_NAMESPACES] });
  followLanguageInHtml(locale);
  return i18n;
}

/** Every namespace of the current language (and of the languages switched to later) in the store. */
export function loadAllTexts(): Promise<void> {
  return i18n.loadNamespaces([...NAMESPACES]);
}

/** Starts with every text given up front (component tests), ready synchronously. */
export function initI18nWithResources(resources: LocaleResources, locale: Locale = storedLocale()) {
  void i18n.use(pluralsByLocaleTag).use(initReactI18next).init({ ...baseOptions(locale), resources, ns: Object.keys(resources.en ?? {}) });
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

export { htmlLang, i18n };
