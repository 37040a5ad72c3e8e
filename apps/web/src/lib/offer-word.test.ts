import { otherUkrainianOfferWords } from '@trades/contracts';
import { describe, expect, it } from 'vitest';
import { allLocaleResources } from '@/testing/i18n';

/** Every text of a namespace, by its key. */
function texts(value: unknown, prefix = ''): [string, string][] {
  if (typeof value === 'string') return [[prefix, value]];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) => texts(inner, prefix ? `${prefix}.${key}` : key));
}

describe('the Ukrainian texts (issue 25)', () => {
  it('call a job offer "вакансія" everywhere: no "пропозиція" (but "пропозиція роботи"), "оферта" or "оголошення"', () => {
    const all = Object.entries(allLocaleResources().ua ?? {}).flatMap(([namespace, tree]) => texts(tree).map(([key, text]) => [`${namespace}:${key}`, text] as const));
    expect(all.length).toBeGreaterThan(100);
    const found = all.flatMap(([key, text]) => otherUkrainianOfferWords(text).map((word) => `${key}: ${word}`));
    expect(found).toEqual([]);
  });
});
