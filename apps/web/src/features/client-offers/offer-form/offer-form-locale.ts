import 'dayjs/locale/nb';
import 'dayjs/locale/pl';
import 'dayjs/locale/uk';

/* Names of months and days in the interface language, for the pickers and the condition summaries. */

/** dayjs and Intl name Norwegian Bokmål 'nb' and Ukrainian 'uk'. */
const BCP47: Record<string, string> = { pl: 'pl', en: 'en', no: 'nb', ua: 'uk' };

/** The BCP 47 tag of an interface language, for dayjs and Intl. */
export function languageTag(language: string): string {
  return BCP47[language] ?? 'en';
}
export const dayjsLocale = languageTag;

/** 'January' ... for month 1-12. */
export function monthName(language: string, month: number): string {
  return new Intl.DateTimeFormat(languageTag(language), { month: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2024, month - 1, 1)));
}

/** 'Monday' ... for day 1 (Monday) to 7 (Sunday); 1 January 2024 was a Monday. */
export function weekdayName(language: string, day: number, width: 'long' | 'short' = 'long'): string {
  return new Intl.DateTimeFormat(languageTag(language), { weekday: width, timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 0, day)));
}

/** The decimal mark the interface language writes (a comma in Polish, Norwegian and Ukrainian); both are accepted when typing. */
export function decimalSeparator(language: string): string {
  return language === 'en' ? '.' : ',';
}
