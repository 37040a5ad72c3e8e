import { formatCalendarDate, normalizeLocale } from '@trades/contracts';

/* Pure formatting of the read-only summary (step 8): dates, money, month and day names in the interface language. */

/** BCP 47 tags of the interface languages (Ukrainian 'uk', Norwegian Bokmål 'nb'). */
const LOCALE_TAGS: Record<string, string> = { pl: 'pl-PL', en: 'en-GB', no: 'nb-NO', ua: 'uk-UA' };

export function localeTag(language: string): string {
  return LOCALE_TAGS[language] ?? 'en-GB';
}

/** YYYY-MM-DD as the language writes a date everywhere (22.11.2026, 22/11/2026 ...). */
export function formatDate(value: string | null | undefined, language: string): string {
  return value ? formatCalendarDate(value, normalizeLocale(language)) : '';
}

export function formatMoney(amount: number, currency: string, language: string): string {
  try {
    return new Intl.NumberFormat(localeTag(language), { style: 'currency', currency, maximumFractionDigits: 0 }).format(amount);
  } catch {
    // An unknown currency code: the plain figure with the code.
    return `${amount} ${currency}`;
  }
}

/** Month 1-12 by name. */
export function monthName(month: number, language: string): string {
  return new Intl.DateTimeFormat(localeTag(language), { month: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2024, month - 1, 1)));
}

/** Day 1-7, Monday first, by name. 2024-01-01 was a Monday. */
export function dayName(day: number, language: string): string {
  return new Intl.DateTimeFormat(localeTag(language), { weekday: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 0, day)));
}

/** '08:00–16:00', '08:00–', '–16:00' or '' for a flexible condition's hours. */
export function hoursRange([from, to]: [string | null, string | null]): string {
  if (!from && !to) return '';
  return `${from ?? ''}–${to ?? ''}`;
}
