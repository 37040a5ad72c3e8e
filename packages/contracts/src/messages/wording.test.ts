import { describe, expect, it } from 'vitest';
import { MESSAGE_CATALOGUES } from './catalogues.ts';
import { masculineOnlyForms } from './wording.ts';

const found = (text: string, locale: 'pl' | 'ua') => masculineOnlyForms(text, locale).map((item) => item.found);

describe('masculine-only forms (issue 24)', () => {
  it('finds the Polish ones that assume a man, and "tą" for "tę"', () => {
    expect(found('Jesteś zainteresowany', 'pl')).toEqual(['Jesteś zainteresowany']);
    expect(found('Dostępny od 3 marca', 'pl')).toEqual(['Dostępny']);
    expect(found('Status: dostępny', 'pl')).toEqual(['dostępny']);
    expect(found('W ciągu godziny poprosiłeś już o 5 kodów.', 'pl')).toEqual(['poprosiłeś']);
    expect(found('Bądź dostępny od {{date}}', 'pl')).toEqual(['Bądź dostępny']);
    expect(found('Aplikowano już na tą ofertę!', 'pl')).toEqual(['tą ofertę']);
  });

  it('lets through neutral phrasings, forms with their feminine alternative, and adjectives of things', () => {
    for (const text of [
      'Interesuje Cię ta oferta',
      'Dostępność od {{date}}',
      'Czy jesteś dostępny/a do pracy?',
      'Aplikowałeś/aś już na tę ofertę',
      'Przygotujemy plik i wyślemy e-mail, gdy będzie gotowy.',
      'Od razu dowiesz się, że pracodawca jest Tobą zainteresowany.',
      'Ta funkcja będzie dostępna wkrótce.',
      'Twoja aplikacja na tę ofertę została już wysłana!',
    ]) {
      expect(found(text, 'pl'), text).toEqual([]);
    }
  });

  it('finds the Ukrainian ones and lets the polite plural through', () => {
    expect(found('Доступний з {{date}}', 'ua')).toEqual(['Доступний']);
    expect(found('Ти зацікавлений', 'ua')).toEqual(['Ти зацікавлений']);
    expect(found('Ти подав заявку', 'ua')).toEqual(['Ти подав']);
    for (const text of ['Ви зацікавлені', 'Доступність з {{date}}', 'Доступний/доступна з', 'Ви вже подали заявку на цю пропозицію!']) {
      expect(found(text, 'ua'), text).toEqual([]);
    }
  });

  it('judges only Polish and Ukrainian', () => {
    expect(masculineOnlyForms('Jesteś zainteresowany', 'en')).toEqual([]);
  });

  it('finds none in the API messages in Polish and Ukrainian', () => {
    for (const locale of ['pl', 'ua'] as const) {
      const faults = Object.entries(MESSAGE_CATALOGUES[locale]).flatMap(([key, text]) => masculineOnlyForms(text, locale).map((fault) => `${key}: ${fault.found} (${fault.rule})`));
      expect(faults, locale).toEqual([]);
    }
  });
});
