import { type Locale, type MatchHint, masculineOnlyForms } from '@trades/contracts';
import { describe, expect, it } from 'vitest';
import { allLocaleResources, initTestI18n } from '@/testing/i18n';
import { cappedMatch } from '@/testing/matched-offers';
import { cappedBy, matchHintText } from './match-hint-text';

const i18n = initTestI18n('en');
const text = (locale: Locale, hint: MatchHint) => matchHintText(i18n.getFixedT(locale, 'matchedOffers'), hint, locale);
const years = (locale: Locale, count: number) => text(locale, { key: 'experience', params: { years: count } });

describe('match hints in the reader’s language', () => {
  it('count years with each language’s plural forms', () => {
    expect([1, 2, 4, 5, 12, 22].map((count) => years('pl', count).split(': ')[1])).toEqual([
      'co najmniej 1 rok',
      'co najmniej 2 lata',
      'co najmniej 4 lata',
      'co najmniej 5 lat',
      'co najmniej 12 lat',
      'co najmniej 22 lata',
    ]);
    expect([1, 3, 5, 11, 21].map((count) => years('ua', count).split(': ')[1])).toEqual([
      'щонайменше 1 рік',
      'щонайменше 3 роки',
      'щонайменше 5 років',
      'щонайменше 11 років',
      'щонайменше 21 рік',
    ]);
    expect(years('en', 1)).toBe('The offer asks for at least 1 year of work in this profession');
    expect(years('en', 4)).toBe('The offer asks for at least 4 years of work in this profession');
  });

  it('write ratings and amounts with the language’s decimal separator', () => {
    const rating: MatchHint = { key: 'raiseRating', required: true, params: { item: 'Spawanie MAG', rating: 3.5, current: 2.5 } };
    expect(text('pl', rating)).toBe('Oferta wymaga oceny co najmniej 3,5 dla: Spawanie MAG; Twoja ocena to 2,5');
    expect(text('ua', rating)).toContain('щонайменше 3,5');
    expect(text('no', rating)).toContain('minst 3,5');
    expect(text('en', rating)).toContain('rated 3.5 or higher');
    expect(text('pl', { key: 'salary', params: { amount: 262.5, currency: 'NOK' } })).toBe('Oferta płaci do 262,5 NOK za godzinę, mniej niż Twoje oczekiwania');
  });

  it('write dates as the language does, never as ISO', () => {
    const start: MatchHint = { key: 'availableFrom', params: { date: '2026-12-01' } };
    expect(text('pl', start)).toBe('Praca zaczyna się 1 grudnia 2026: ustaw dostępność od tego dnia lub wcześniej');
    expect(text('ua', start)).toBe('Робота починається 1 грудня 2026 р.: вкажіть дату початку не пізніше цього дня');
    expect(text('no', start)).toContain('1. desember 2026');
    for (const locale of ['pl', 'en', 'no', 'ua'] as const) expect(text(locale, start)).not.toContain('2026-12-01');
  });

  it('name what capped the score: the required items of the knock-outs, in the language’s list form', () => {
    expect(cappedBy(cappedMatch(1).scoreBreakdown, 'pl')).toBe('SEP E1, UDT forklift i English B1');
    expect(cappedBy(cappedMatch(1).scoreBreakdown, 'en')).toBe('SEP E1, UDT forklift and English B1');
  });

  it('speak to the candidate without assuming a man, in Polish and Ukrainian', () => {
    const resources = allLocaleResources();
    for (const locale of ['pl', 'ua'] as const) {
      const texts = resources[locale]?.matchedOffers as { hints: Record<string, string>; breakdown: Record<string, string> };
      const found = [...Object.values(texts.hints), ...Object.values(texts.breakdown)].flatMap((value) => masculineOnlyForms(value, locale));
      expect(found, locale).toEqual([]);
    }
  });
});
