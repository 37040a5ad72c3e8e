import { LOCALES, LOCALE_TAGS, type Locale } from '@trades/contracts';
import { describe, expect, it } from 'vitest';
import { allLocaleResources, initTestI18n } from '@/testing/i18n';
import { NAMESPACES } from './i18n';

/** i18next's plural suffixes: a counted text is one key per plural form of its language. */
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const pluralFormsOf = (locale: Locale) => new Intl.PluralRules(LOCALE_TAGS[locale]).resolvedOptions().pluralCategories;

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

describe('translations', () => {
  const resources = allLocaleResources();

  it('exist for all four locales with the same namespaces', () => {
    const namespaces = Object.keys(resources.en ?? {}).sort();
    expect(namespaces.length).toBeGreaterThan(0);
    for (const locale of LOCALES) expect(Object.keys(resources[locale] ?? {}).sort()).toEqual(namespaces);
  });

  it('are all declared, so every namespace is loaded with its language', () => {
    expect([...NAMESPACES].sort()).toEqual(Object.keys(resources.en ?? {}).sort());
  });

  it('have every key in every locale, none empty', () => {
    for (const namespace of Object.keys(resources.en ?? {})) {
      // A counted text has the plural forms of each language (checked below), so it is compared without them.
      const reference = new Set(LOCALES.flatMap((l) => keys(resources[l]?.[namespace]).map((k) => k.replace(PLURAL_SUFFIX, ''))));
      for (const locale of LOCALES) {
        const own = keys(resources[locale]?.[namespace]);
        const ownBases = new Set(own.map((k) => k.replace(PLURAL_SUFFIX, '')));
        const missing = [...reference].filter((k) => !ownBases.has(k));
        expect(missing, `${locale}/${namespace} is missing keys`).toEqual([]);
        for (const key of own) {
          const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], resources[locale]?.[namespace]);
          expect(typeof value === 'string' && value.trim().length > 0, `${locale}/${namespace}:${key} is empty`).toBe(true);
        }
      }
    }
  });

  it('give a counted text exactly the plural forms of each language', () => {
    for (const namespace of Object.keys(resources.en ?? {})) {
      for (const locale of LOCALES) {
        const forms = new Map<string, string[]>();
        for (const key of keys(resources[locale]?.[namespace])) {
          const form = PLURAL_SUFFIX.exec(key)?.[1];
          if (form) forms.set(key.replace(PLURAL_SUFFIX, ''), [...(forms.get(key.replace(PLURAL_SUFFIX, '')) ?? []), form]);
        }
        for (const [key, found] of forms) expect(found.sort(), `${locale}/${namespace}:${key}`).toEqual([...pluralFormsOf(locale)].sort());
      }
    }
  });

  it('pick Polish and Ukrainian plural forms by their own rules (ua is no language tag Intl knows)', () => {
    const i18n = initTestI18n('ua');
    const years = (count: number) => i18n.t('matchedOffers:hints.experience', { count, years: count });
    expect([years(1), years(3), years(5), years(22)].map((text) => text.split(' ').slice(-2).join(' '))).toEqual(['1 рік', '3 роки', '5 років', '22 роки']);
    void i18n.changeLanguage('pl');
    expect([years(1), years(4), years(5), years(12)].map((text) => text.split(' ').slice(-2).join(' '))).toEqual(['1 rok', '4 lata', '5 lat', '12 lat']);
  });
});
