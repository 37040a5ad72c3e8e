import { masculineOnlyForms } from '@trades/contracts';
import { describe, expect, it } from 'vitest';
import { allLocaleResources } from '@/testing/i18n';

/** Every text of a namespace, by its key. */
function texts(value: unknown, prefix = ''): [string, string][] {
  if (typeof value === 'string') return [[prefix, value]];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) => texts(inner, prefix ? `${prefix}.${key}` : key));
}

describe('the Polish and Ukrainian texts (issue 24)', () => {
  it('never assume a man: no masculine-only form of the user or a candidate, and no "tą" for "tę"', () => {
    const resources = allLocaleResources();
    for (const locale of ['pl', 'ua'] as const) {
      const all = Object.entries(resources[locale] ?? {}).flatMap(([namespace, tree]) => texts(tree).map(([key, text]) => [`${namespace}:${key}`, text] as const));
      expect(all.length, locale).toBeGreaterThan(100);
      const faults = all.flatMap(([key, text]) => masculineOnlyForms(text, locale).map((fault) => `${key}: ${fault.found} (${fault.rule})`));
      expect(faults, locale).toEqual([]);
    }
  });
});
