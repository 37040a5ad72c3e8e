import type { Locale } from '@trades/contracts';
import { initI18nWithResources, type LocaleResources } from '@/lib/i18n';

/** Every locales/{locale}/{namespace}.json file, loaded at once for tests. */
const files = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', { eager: true, import: 'default' });

export function allLocaleResources(): LocaleResources {
  const resources: LocaleResources = {};
  for (const [file, content] of Object.entries(files)) {
    const match = /locales\/(\w+)\/([\w-]+)\.json$/.exec(file);
    if (!match) continue;
    const [, locale, namespace] = match as unknown as [string, string, string];
    (resources[locale] ??= {})[namespace] = content;
  }
  return resources;
}

/** i18next with every language's texts in place, ready synchronously. */
export function initTestI18n(locale: Locale = 'en') {
  return initI18nWithResources(allLocaleResources(), locale);
}
