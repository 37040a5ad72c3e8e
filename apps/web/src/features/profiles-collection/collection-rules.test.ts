import { describe, expect, it } from 'vitest';
import { NO_FILTERS, candidateName, collectionRequest, professionChoices, withIndustries } from './collection-rules';

const BY_INDUSTRY = {
  '1': [
    { id: 20, title: 'Welder' },
    { id: 21, title: 'Bricklayer' },
  ],
  '2': [
    { id: 30, title: 'Electrician' },
    { id: 20, title: 'Welder' },
  ],
};

describe('profiles collection rules', () => {
  it('sends the chosen ids as numbers', () => {
    expect(collectionRequest({ industries: ['1'], professions: ['20', '21'], countries: ['1'] })).toEqual({ industries: [1], professions: [20, 21], workLocationStates: [1] });
    expect(collectionRequest(NO_FILTERS)).toEqual({ industries: [], professions: [], workLocationStates: [] });
  });

  it('offers the professions of the chosen industries, or of all, each once', () => {
    expect(professionChoices(BY_INDUSTRY, ['2']).map((choice) => choice.label)).toEqual(['Electrician', 'Welder']);
    expect(professionChoices(BY_INDUSTRY, []).map((choice) => choice.value)).toEqual(['21', '30', '20']);
    expect(professionChoices(undefined, [])).toEqual([]);
  });

  it('drops chosen professions outside the chosen industries', () => {
    expect(withIndustries({ ...NO_FILTERS, professions: ['21', '20'] }, ['2'], BY_INDUSTRY)).toEqual({ industries: ['2'], professions: ['20'], countries: [] });
  });

  it('names a candidate only when the profile is not anonymised', () => {
    expect(candidateName({ firstName: 'Jan', lastName: 'Kowalski' })).toBe('Jan Kowalski');
    expect(candidateName({ firstName: null, lastName: null })).toBeNull();
  });
});
