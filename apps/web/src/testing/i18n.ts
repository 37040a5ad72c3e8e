import type { Locale } from '@trades/contracts';
import { initI18nWithResources, type LocaleResources } from '@/lib/i18n';
import { type LocaleChunk, localeNamespaces } from '@/locales/namespaces';

/** Every language's chunk (locales/{locale}/index.ts), loaded at once for tests. */
const chunks = import.meta.glob<LocaleChunk>('../locales/*/index.ts', { eager: true, import: 'default' });

export function allLocaleResources(): LocaleResources {
  const resources: LocaleResources = {};
  for (const [file, chunk] of Object.entries(chunks)) {
    const locale = /locales\/(\w+)\/index\.ts$/.exec(file)?.[1];
    if (locale) resources[locale] = localeNamespaces(chunk);
  }
  return resources;
}

/** i18next with every language's texts in place, ready synchronously. */
export function initTestI18n(locale: Locale = 'en') {
  return initI18nWithResources(allLocaleResources(), locale);
}
