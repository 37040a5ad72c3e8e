import type { Locale } from './locale.ts';
import { MARKET_TIME_ZONE } from './market-date.ts';

/*
 * How dates and counted amounts read in each interface language: one format per language,
 * used by the web pages and by every generated document alike.
 */

/** The BCP 47 tag whose conventions each product locale follows. */
export const LOCALE_TAGS: Record<Locale, string> = { pl: 'pl-PL', en: 'en-GB', no: 'nb-NO', ua: 'uk-UA' };

/**
 * A calendar date (`YYYY-MM-DD`, or the date part of a timestamp) as the reader's language writes
 * it with digits: 15.05.1990 in Polish, Norwegian and Ukrainian, 15/05/1990 in English. Text that is
 * not such a date comes back unchanged.
 */
export function formatCalendarDate(value: string, locale: Locale): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!match) return value;
  const [, year, month, day] = match;
  return locale === 'en' ? `${day}/${month}/${year}` : `${day}.${month}.${year}`;
}

/** The same date format as a day.js / Mantine pattern, for date inputs: 'DD/MM/YYYY' in English, 'DD.MM.YYYY' elsewhere. */
export function calendarDatePattern(locale: Locale): string {
  return locale === 'en' ? 'DD/MM/YYYY' : 'DD.MM.YYYY';
}

type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

const UNIT_FORMS: Record<'year' | 'month', Record<Locale, PluralForms>> = {
  year: {
    pl: { one: 'rok', few: 'lata', many: 'lat', other: 'roku' },
    en: { one: 'year', other: 'years' },
    no: { one: 'år', other: 'år' },
    ua: { one: 'рік', few: 'роки', many: 'років', other: 'року' },
  },
  month: {
    pl: { one: 'miesiąc', few: 'miesiące', many: 'miesięcy', other: 'miesiąca' },
    en: { one: 'month', other: 'months' },
    no: { one: 'måned', other: 'måneder' },
    ua: { one: 'місяць', few: 'місяці', many: 'місяців', other: 'місяця' },
  },
};

/** "1 rok", "3 lata", "5 lat"; "1 year", "2 years": the count with the unit in the language's plural form. */
export function formatCount(count: number, unit: 'year' | 'month', locale: Locale): string {
  const forms = UNIT_FORMS[unit][locale];
  const rule = new Intl.PluralRules(LOCALE_TAGS[locale]).select(count);
  return `${count} ${forms[rule] ?? forms.other}`;
}

/** A length of work as years and months, leaving out a zero part: "2 lata 3 miesiące", "1 year". */
export function formatWorkTime(time: { year: number | null; month: number | null }, locale: Locale): string {
  const parts = [time.year ? formatCount(time.year, 'year', locale) : '', time.month ? formatCount(time.month, 'month', locale) : ''];
  return parts.filter(Boolean).join(' ');
}

/**
 * A moment (an ISO timestamp) as the date the reader's language writes (see formatCalendarDate) and
 * the 24-hour time, both on the market's clock: "15.05.2026 14:03", "15/05/2026 14:03". Text that
 * is no timestamp comes back unchanged.
 */
export function formatTimestamp(value: string, locale: Locale): string {
  const moment = new Date(value);
  if (Number.isNaN(moment.getTime())) return value;
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', { timeZone: MARKET_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(moment)
      .map((part) => [part.type, part.value]),
  );
  return `${formatCalendarDate(`${parts.year}-${parts.month}-${parts.day}`, locale)} ${parts.hour}:${parts.minute}`;
}

/** A rating, score or count as the reader's language writes it: "4,5" in Polish, Norwegian and Ukrainian, "4.5" in English. */
export function formatDecimal(value: number, locale: Locale): string {
  return new Intl.NumberFormat(LOCALE_TAGS[locale], { maximumFractionDigits: 1 }).format(value);
}

/** The floor as the messages show it: 264.32 in English, 264,32 elsewhere. */
export function formatWageFloor(minor: number, locale: Locale): string {
  return new Intl.NumberFormat(LOCALE_TAGS[locale], { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false }).format(minor / 100);
}

/** An offer's page title, the same in the server's first view and in the app: "Welder – Stavanger, Norway". */
export function offerPageTitle(offer: { profession: { title: string }; workLocationCity?: { title: string } | null; workLocationState?: { country: string } | null }): string {
  const place = [offer.workLocationCity?.title, offer.workLocationState?.country].filter(Boolean).join(', ');
  return place ? `${offer.profession.title} – ${place}` : offer.profession.title;
}
