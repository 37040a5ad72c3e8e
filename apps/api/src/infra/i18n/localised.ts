import type { Locale } from '@trades/contracts';

/** A dictionary title in the wanted language, falling back to English, then to any text it has. */
export function localised(title: Readonly<Record<string, string>>, locale: Locale): string {
  return title[locale] ?? title.en ?? Object.values(title)[0] ?? '';
}

/** Intl names of the product locales: ua is Ukrainian (uk), no is Bokmål (nb). */
const INTL_LOCALE: Record<Locale, string> = { pl: 'pl', en: 'en', no: 'nb', ua: 'uk' };

/** Sorts texts the way a reader of that language expects (Å after Z in Norwegian, Cyrillic order in Ukrainian). */
export function collatorFor(locale: Locale): Intl.Collator {
  return new Intl.Collator(INTL_LOCALE[locale], { sensitivity: 'base' });
}
