import type { Locale } from '@trades/contracts';

/**
 * The interface languages with their native names. Native names are the same in every interface
 * language (a Ukrainian speaker looks for "Українська" whatever the page shows), so they are not translated.
 */
export const INTERFACE_LANGUAGES: readonly { locale: Locale; nativeName: string; htmlLang: string }[] = [
  { locale: 'pl', nativeName: 'Polski', htmlLang: 'pl' },
  { locale: 'en', nativeName: 'English', htmlLang: 'en' },
  { locale: 'no', nativeName: 'Norsk (bokmål)', htmlLang: 'nb' },
  { locale: 'ua', nativeName: 'Українська', htmlLang: 'uk' },
];
