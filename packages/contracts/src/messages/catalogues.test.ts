import { describe, expect, it } from 'vitest';
import { LOCALES } from '../locale.ts';
import { MESSAGE_CATALOGUES } from './catalogues.ts';
import { MESSAGE_KEYS } from './message-keys.ts';

describe('message catalogues', () => {
  it('give every message key a text in pl, en, no and ua', () => {
    for (const locale of LOCALES) {
      const catalogue: Readonly<Record<string, string>> = MESSAGE_CATALOGUES[locale];
      const missing = MESSAGE_KEYS.filter((key) => !(catalogue[key] ?? '').trim());
      expect(missing, `${locale} lacks texts`).toEqual([]);
    }
  });

  it('hold no text for a key that is not a message key', () => {
    for (const locale of LOCALES) {
      const extra = Object.keys(MESSAGE_CATALOGUES[locale]).filter((key) => !(MESSAGE_KEYS as readonly string[]).includes(key));
      expect(extra, `${locale} has texts for unknown keys`).toEqual([]);
    }
  });

  it('keep the placeholders of a text the same in every language', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();
    for (const key of MESSAGE_KEYS) {
      const english = placeholders(MESSAGE_CATALOGUES.en[key]);
      for (const locale of LOCALES) expect(placeholders(MESSAGE_CATALOGUES[locale][key]), `${locale}:${key}`).toEqual(english);
    }
  });
});
