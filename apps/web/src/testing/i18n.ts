import { type Locale, LOCALES } from '@trades/contracts';
import { MESSAGE_CATALOGUES } from '@trades/contracts/messages/catalogues';
import { initI18nWithResources, type LocaleResources } from '@/lib/i18n';
import { ERRORS_NAMESPACE, textFileOf } from '@/locales/namespaces';

/** Every text file of every language (locales/{locale}/{namespace}.json), loaded at once for tests. */
const textFiles = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', { eager: true, import: 'default' });

export function allLocaleResources(): LocaleResources {
  const resources: LocaleResources = Object.fromEntries(LOCALES.map((locale) => [locale, { [ERRORS_NAMESPACE]: { ...MESSAGE_CATALOGUES[locale] } }]));
  for (const [path, texts] of Object.entries(textFiles)) {
    const file = textFileOf(path);
    if (file) (resources[file.locale] ??= {})[file.namespace] = texts;
  }
  return resources;
}

/** i18next with every language's texts in place, ready synchronously. */
export function initTestI18n(locale: Locale = 'en') {
  return initI18nWithResources(allLocaleResources(), locale);
}
