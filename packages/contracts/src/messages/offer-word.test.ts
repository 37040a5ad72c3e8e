import { describe, expect, it } from 'vitest';
import { MESSAGE_CATALOGUES } from './catalogues.ts';
import { otherUkrainianOfferWords } from './wording.ts';

describe('one Ukrainian word for a job offer (issue 25)', () => {
  it('finds "пропозиція", "оферта" and "оголошення" in any form, and lets "вакансія" and "пропозиція роботи" through', () => {
    expect(otherUkrainianOfferWords('Архівувати пропозицію «Тесляр»?')).toEqual(['пропозицію']);
    expect(otherUkrainianOfferWords('Пропозиції, вибрані для купівлі')).toEqual(['Пропозиції']);
    expect(otherUkrainianOfferWords('Публічна оферта і оголошення')).toEqual(['оферта', 'оголошення']);
    for (const text of ['Архівувати вакансію «Тесляр»?', 'Роботодавець зробив вам пропозицію роботи.', 'Отримано пропозицію роботи', 'Нові вакансії для вас: 3']) {
      expect(otherUkrainianOfferWords(text), text).toEqual([]);
    }
  });

  it('finds none in the API messages in Ukrainian', () => {
    const found = Object.entries(MESSAGE_CATALOGUES.ua).flatMap(([key, text]) => otherUkrainianOfferWords(text).map((word) => `${key}: ${word}`));
    expect(found).toEqual([]);
  });
});
