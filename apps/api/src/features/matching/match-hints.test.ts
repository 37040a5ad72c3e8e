import { MatchMessageKey } from '@trades/contracts';
import { describe, expect, it } from 'vitest';
import { testCatalogue } from '../../test/reference.ts';
import { hintText, presentBreakdown } from './match-hints.ts';

describe('match hints as the candidate reads them', () => {
  const catalogue = testCatalogue();
  const text = (key: string, params: Record<string, string | number>, locale: 'en' | 'pl' | 'no' | 'ua' = 'en') => hintText(catalogue, { key, params }, locale);

  it('names languages by title and levels by their CEFR code', () => {
    expect(text(MatchMessageKey.HintLanguage, { language: 'en', level: 3 })).toBe('Add English at B1 or higher');
    expect(text(MatchMessageKey.HintLanguage, { language: 'no', level: 4 }, 'no')).toBe('Legg til Norsk på nivå B2 eller høyere');
  });

  it('names profession items by the title of their kind', () => {
    expect(text(MatchMessageKey.HintRateItem, { kind: 'skillsProfessionals', item: 20, rating: 3 })).toMatch(/^Rate .+ 3 or higher$/);
    expect(text(MatchMessageKey.HintRateItem, { kind: 'skillsProfessionals', item: 20, rating: 3 })).not.toContain('20');
    expect(text(MatchMessageKey.HintAddCertificate, { item: 1 })).toBe('Add the certificate: Journeyman certificate (fagbrev / svennebrev)');
  });

  it('names professions, classes, countries, regions, work systems and contract types', () => {
    expect(text(MatchMessageKey.HintAddProfession, { profession: 1 }, 'pl')).toBe('Dodaj zawód Cieśla do swoich zawodów');
    expect(text(MatchMessageKey.HintProfessionClass, { professionClass: 4 })).toBe('The offer asks for the level: Foreman / team leader');
    expect(text(MatchMessageKey.HintAddCountry, { country: 1 }, 'no')).toBe('Legg til Norge blant arbeidsstedene dine');
    expect(text(MatchMessageKey.HintAddRegion, { region: 102 })).toBe('Add the region Rogaland to your work place');
    expect(text(MatchMessageKey.HintSalary, { amount: 300, currency: 'NOK' })).toBe('The offer pays up to 300 NOK an hour');
    expect(text(MatchMessageKey.HintWorkSystem, { workSystem: 1 })).not.toMatch(/\{\{|: 1$/);
    expect(text(MatchMessageKey.HintContractType, { contractType: 1 })).not.toMatch(/\{\{|: 1$/);
  });

  it('presents a stored breakdown with knockOut always set', () => {
    const shown = presentBreakdown(catalogue, [{ dimension: 'languages', score: 0, weight: 8, met: false, knockOut: true, hint: { key: MatchMessageKey.HintLanguage, params: { language: 'en', level: 3 } } }, { dimension: 'salary', score: 100, weight: 5, met: true, hint: null }], 'en');
    expect(shown).toEqual([
      { dimension: 'languages', score: 0, weight: 8, met: false, knockOut: true, hint: 'Add English at B1 or higher' },
      { dimension: 'salary', score: 100, weight: 5, met: true, knockOut: false, hint: null },
    ]);
  });
});
