import type { Locale } from '../locale.ts';

/*
 * Texts that speak to the user must not assume a man: Polish and Ukrainian mark the speaker's and the listener's
 * gender in past tenses and adjectives. A masculine form standing alone ("Jesteś zainteresowany", "Dostępny od",
 * "poprosiłeś") is found here; a form with its feminine alternative beside it ("dostępny/a") is let through, though
 * the product's own texts use neutral phrasings. Also one grammar slip that kept coming back: "tą" for the
 * accusative "tę" ("na tą ofertę").
 */

const LETTER = String.raw`\p{L}`;
/** Not part of a longer word: JavaScript's \b knows no Polish or Cyrillic letters. */
const word = (body: string) => String.raw`(?<!${LETTER})(?:${body})(?!${LETTER})`;
/** Not followed by a feminine alternative: "/a", "/aś", "(a)", "/доступна". */
const ALONE = String.raw`(?!\s*/|\(a\))`;

/** Where a label starts: the text's start, a sentence's or a quotation's (in source code, a string's). */
const LABEL_START = String.raw`(?<=^|[.!?:"'„«\x60]\s*)`;
/** Adjectives and participles a label or a sentence uses of the user (or of a candidate) in the masculine. */
const PL_PERSON_ADJECTIVES = 'Dostępny|Zainteresowany|Gotowy|Zapisany|Zalogowany|Zarejestrowany|Pewny|Zadowolony|Przekonany|Powiadomiony';
const UA_PERSON_ADJECTIVES = 'Доступний|Зацікавлений|Готовий|Зареєстрований|Впевнений|Задоволений';

const RULES: Partial<Record<Locale, readonly { name: string; pattern: RegExp }[]>> = {
  pl: [
    { name: 'the accusative of "ta" is "tę"', pattern: new RegExp(word(String.raw`tą\s+${LETTER}+ę`), 'gu') },
    { name: 'a masculine past tense of "you"', pattern: new RegExp(word(`${LETTER}+łeś`) + ALONE, 'gu') },
    {
      name: 'a masculine adjective of "you"',
      pattern: new RegExp(word(String.raw`(?:jesteś|bądź|byłeś|będziesz|zostałeś|jestem|czujesz się)\s+${LETTER}+[yi]`) + ALONE, 'giu'),
    },
    { name: 'a masculine label of a person', pattern: new RegExp(LABEL_START + word(PL_PERSON_ADJECTIVES) + ALONE, 'giu') },
  ],
  ua: [
    { name: 'a masculine adjective of "you"', pattern: new RegExp(word(String.raw`(?:ви|ти)\s+${LETTER}+ий`), 'giu') },
    { name: 'a masculine past tense of "you"', pattern: new RegExp(word(String.raw`ти\s+${LETTER}+(?:ав|ив|ів|ув)`), 'giu') },
    { name: 'a masculine label of a person', pattern: new RegExp(LABEL_START + word(UA_PERSON_ADJECTIVES) + ALONE, 'giu') },
  ],
};

/** The masculine-only forms (and "tą" slips) in a text of `locale`, each with the rule it breaks; none for other languages. */
export function masculineOnlyForms(text: string, locale: Locale): { rule: string; found: string }[] {
  return (RULES[locale] ?? []).flatMap(({ name, pattern }) => [...text.matchAll(pattern)].map((match) => ({ rule: name, found: match[0].trim() })));
}

/*
 * One Ukrainian word for a job offer: "вакансія". "Пропозиція" stays only as "пропозиція роботи", an offer of
 * employment made to a candidate (the pipeline's "offer presented"); "оферта" (a contract offer) and "оголошення"
 * (an ad of any kind) are not used for it.
 */
const UA_OTHER_OFFER_WORDS = new RegExp(word(String.raw`(?:оферт|оголошен)${LETTER}*|пропозиц${LETTER}*(?!\s+роботи)`), 'giu');

/** The words other than "вакансія" a Ukrainian text uses for a job offer. */
export function otherUkrainianOfferWords(text: string): string[] {
  return [...text.matchAll(UA_OTHER_OFFER_WORDS)].map((match) => match[0]);
}
