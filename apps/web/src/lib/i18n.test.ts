import { LOCALES } from '@trades/contracts';
import { describe, expect, it } from 'vitest';
import { allLocaleResources } from '@/testing/i18n';
import { NAMESPACES } from './i18n';

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
      const reference = new Set(LOCALES.flatMap((l) => keys(resources[l]?.[namespace])));
      for (const locale of LOCALES) {
        const own = keys(resources[locale]?.[namespace]);
        const missing = [...reference].filter((k) => !own.includes(k));
        expect(missing, `${locale}/${namespace} is missing keys`).toEqual([]);
        for (const key of own) {
          const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], resources[locale]?.[namespace]);
          expect(typeof value === 'string' && value.trim().length > 0, `${locale}/${namespace}:${key} is empty`).toBe(true);
        }
      }
    }
  });
});
