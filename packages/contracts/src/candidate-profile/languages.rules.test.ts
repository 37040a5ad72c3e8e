import { describe, expect, it } from 'vitest';
import { languageIssues } from './languages.rules.ts';

describe('foreign languages', () => {
  it('refuses the native language and a repeat, the first choice standing', () => {
    const rows = [{ languageCode: 'en' }, { languageCode: 'pl' }, { languageCode: 'en' }, { languageCode: '' }];
    expect(languageIssues(rows, 'pl')).toEqual([
      { path: [1, 'languageCode'], key: 'language_is_native' },
      { path: [2, 'languageCode'], key: 'language_duplicated' },
    ]);
  });

  it('accepts different languages without a native one', () => {
    expect(languageIssues([{ languageCode: 'en' }, { languageCode: 'de' }], null)).toEqual([]);
  });
});
