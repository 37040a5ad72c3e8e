import { MATCH_PART_KNOCK_OUT, MATCH_PART_MET, MatchHintNeed, explainMatch, hintTail } from '@trades/contracts';
import { describe, expect, it } from 'vitest';
import { testCatalogue } from '../../test/reference.ts';
import { presentBreakdown } from './match-hints.ts';

describe('a match explanation as the candidate reads it', () => {
  const catalogue = testCatalogue();
  const present = (locale: 'en' | 'pl' | 'no' | 'ua' = 'en') =>
    presentBreakdown(
      catalogue,
      explainMatch([
        [0, 40, 0, ...hintTail('addProfession', MatchHintNeed.None, 1)],
        [2, 50, 0, ...hintTail('raiseRating', MatchHintNeed.Required, 20, 4, 3.5)],
        [5, 0, MATCH_PART_KNOCK_OUT, ...hintTail('addCertificate', MatchHintNeed.Required, 1), ...hintTail('partOfProfession', MatchHintNeed.None, 1)],
        [6, 75, MATCH_PART_MET, ...hintTail('addLanguage', MatchHintNeed.NiceToHave, 'no', 4)],
        [8, 40, 0, ...hintTail('addRegion', MatchHintNeed.None, 102)],
        [9, 60, 0, ...hintTail('salary', MatchHintNeed.None, 300, 'NOK')],
        [10, 50, 0, ...hintTail('availableFrom', MatchHintNeed.None, '2026-12-01')],
      ]),
      locale,
    );
  const hintsOf = (locale: 'en' | 'pl' | 'no' | 'ua', dimension: string) => present(locale).find((entry) => entry.dimension === dimension)?.hints;

  it('names items, professions, languages and regions by their titles in the reader’s language, levels by their CEFR code', () => {
    expect(hintsOf('en', 'certificates')).toEqual([
      { key: 'addCertificate', required: true, params: { item: 'Journeyman certificate (fagbrev / svennebrev)' } },
      { key: 'partOfProfession', params: { profession: 'Carpenter' } },
    ]);
    expect(hintsOf('pl', 'profession')).toEqual([{ key: 'addProfession', params: { profession: 'Cieśla' } }]);
    expect(hintsOf('no', 'languages')).toEqual([{ key: 'addLanguage', required: false, params: { language: 'Norsk', level: 'B2' } }]);
    expect(hintsOf('en', 'location')).toEqual([{ key: 'addRegion', params: { region: 'Rogaland' } }]);
    const skill = hintsOf('en', 'skillsProfessionals')?.[0];
    expect(skill).toMatchObject({ key: 'raiseRating', required: true, params: { rating: 4, current: 3.5 } });
    expect(typeof skill?.params.item === 'string' && skill.params.item !== '20').toBe(true);
  });

  it('leaves numbers, currencies and dates for the web to write in the reader’s language', () => {
    expect(hintsOf('pl', 'salary')).toEqual([{ key: 'salary', params: { amount: 300, currency: 'NOK' } }]);
    expect(hintsOf('ua', 'availability')).toEqual([{ key: 'availableFrom', params: { date: '2026-12-01' } }]);
  });

  it('gives every dimension its points, met and knock-out, the points adding up to the parts’ total', () => {
    const shown = present();
    expect(shown.find((entry) => entry.dimension === 'certificates')).toMatchObject({ score: 0, points: 0, met: false, knockOut: true });
    expect(shown.find((entry) => entry.dimension === 'languages')).toMatchObject({ score: 75, points: 6, met: true, knockOut: false });
    expect(shown.find((entry) => entry.dimension === 'salary')).toMatchObject({ met: false, knockOut: false, hints: [{ key: 'salary' }] });
    expect(shown.find((entry) => entry.dimension === 'experience')).toEqual({ dimension: 'experience', score: 100, weight: 6, points: 6, met: true, knockOut: false, hints: [] });
  });
});
