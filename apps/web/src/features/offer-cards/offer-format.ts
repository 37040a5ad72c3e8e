import { type Locale, type Money, type OfferListItem, formatCalendarDate, marketToday } from '@trades/contracts';

/* How an offer reads on the list, the home page and the detail: pure functions of the offer. */

/** /offer/{id}-{slug}; without a slug the id alone. */
export function offerPath(offer: Pick<OfferListItem, 'id' | 'slug'>): string {
  return offer.slug ? `/offer/${offer.id}-${offer.slug}` : `/offer/${offer.id}`;
}

/** The spec's stand-in logo path of an employer without a logo. */
export const NO_LOGO = 'fakeLogo.png';

/**
 * An address the browser can load for the client's logo, or undefined: 'fakeLogo.png' counts as
 * no logo, and a bare stored file name is not an address.
 */
export function clientLogoUrl(logo: string | null | undefined): string | undefined {
  if (!logo || logo === NO_LOGO || logo.endsWith(`/${NO_LOGO}`)) return undefined;
  return /^(https?:\/\/|\/)/.test(logo) ? logo : undefined;
}

/** Up to two initials of the employer's name for the logo placeholder. */
export function initials(name: string): string {
  return name
    .split(/[\s-]+/)
    .filter((word) => /^\p{L}/u.test(word))
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
}

export type SalaryPeriod = 'hour' | 'day' | 'month';

export interface SalaryLine {
  period: SalaryPeriod;
  /** "260–295 NOK" */
  amount: string;
}

/** Intl formatters, made once per use and language: a list of offers formats dozens of values, and making one is costly. */
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function formatter<T extends Intl.NumberFormat | Intl.DateTimeFormat>(use: string, language: string, make: () => T): T {
  const key = `${use} ${language}`;
  let made = formatters.get(key) as T | undefined;
  if (!made) {
    made = make();
    formatters.set(key, made);
  }
  return made;
}

function formatMoney(min: Money, max: Money | null, language: string): string {
  const format = formatter('money', language, () => new Intl.NumberFormat(language, { maximumFractionDigits: 2 }));
  const range = max && max.amount > min.amount ? `${format.format(min.amount)}–${format.format(max.amount)}` : format.format(min.amount);
  return `${range} ${min.currency}`;
}

/**
 * The salary lines the employer chose to show: the hourly min–max, a daily and a monthly amount.
 * Whether they are gross or net is `isSalaryGross`, said once next to them.
 */
export function salaryLines(
  offer: Pick<OfferListItem, 'salaryGrossValueMin' | 'salaryGrossValueMax' | 'salaryDailyValueMin' | 'salaryMonthValueMin' | 'showSalaryGross' | 'showSalaryDaily' | 'showSalaryMonth'>,
  language: string,
): SalaryLine[] {
  const lines: SalaryLine[] = [];
  if (offer.showSalaryGross && offer.salaryGrossValueMin) lines.push({ period: 'hour', amount: formatMoney(offer.salaryGrossValueMin, offer.salaryGrossValueMax, language) });
  if (offer.showSalaryDaily && offer.salaryDailyValueMin) lines.push({ period: 'day', amount: formatMoney(offer.salaryDailyValueMin, null, language) });
  if (offer.showSalaryMonth && offer.salaryMonthValueMin) lines.push({ period: 'month', amount: formatMoney(offer.salaryMonthValueMin, null, language) });
  return lines;
}

/**
 * The list's hourly pay (issue 28) when it tells more than the salary lines: converted into the
 * searched currency, or worked out from a daily or monthly pay. Null when it would repeat the hourly
 * line, or when the employer shows no pay at all.
 */
export function comparableHourlyPay(
  offer: Pick<OfferListItem, 'hourlyPay' | 'salaryGrossValueMin' | 'salaryGrossValueMax' | 'salaryDailyValueMin' | 'salaryMonthValueMin' | 'showSalaryGross' | 'showSalaryDaily' | 'showSalaryMonth'>,
  language: string,
): string | null {
  const pay = offer.hourlyPay;
  if (!pay || salaryLines(offer, language).length === 0) return null;
  const own = (offer.salaryGrossValueMin ?? offer.salaryDailyValueMin ?? offer.salaryMonthValueMin)?.currency;
  if (offer.showSalaryGross && offer.salaryGrossValueMin && own === pay.currency) return null;
  const format = formatter('pay', language, () => new Intl.NumberFormat(language, { maximumFractionDigits: 0 }));
  return `${format.format(pay.amount)} ${pay.currency}`;
}

/** A distance in whole km as the reader's language writes it ("35 km"). */
export function formatDistance(km: number, language: string): string {
  return formatter('distance', language, () => new Intl.NumberFormat(language, { style: 'unit', unit: 'kilometer', maximumFractionDigits: 0 })).format(km);
}

/**
 * A calendar date (YYYY-MM-DD), or the market's calendar day of a timestamp, written as the
 * reader's language writes dates everywhere (15.05.2026, 15/05/2026): never shifted by the
 * browser's time zone.
 */
export function formatDate(value: string, locale: Locale): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return formatCalendarDate(value, locale);
  const moment = new Date(value);
  return Number.isNaN(moment.getTime()) ? value : formatCalendarDate(marketToday(moment), locale);
}

export interface WorkPeriod {
  start: string | null;
  /** null: the work is indefinite. */
  end: string | null;
}

export function workPeriod(offer: Pick<OfferListItem, 'workStartAt' | 'workEndAt'>, locale: Locale): WorkPeriod {
  return {
    start: offer.workStartAt ? formatDate(offer.workStartAt, locale) : null,
    end: offer.workEndAt ? formatDate(offer.workEndAt, locale) : null,
  };
}

/** "Norway, Notodden" as the list writes it (country first), or whichever of them exists. */
export function offerPlace(offer: Pick<OfferListItem, 'workLocationState' | 'workLocationCity'>): string {
  return [offer.workLocationState?.country, offer.workLocationCity?.title].filter(Boolean).join(', ');
}

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntity(entity: string, body: string): string {
  if (body.startsWith('#')) {
    const code = body[1] === 'x' || body[1] === 'X' ? Number.parseInt(body.slice(2), 16) : Number.parseInt(body.slice(1), 10);
    return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
  }
  return NAMED_ENTITIES[body] ?? entity;
}

/**
 * The words of the employer's HTML description for an excerpt: tags dropped, character references
 * decoded. Plain string work, so the server's first view and the browser write the same text.
 */
export function plainText(html: string): string {
  if (!html) return '';
  // A space after each block, so paragraphs and list items do not run into each other; inline tags leave nothing.
  const text = html
    .replace(/<\/(p|li|div|h[1-6])>|<br\s*\/?>/gi, ' ')
    .replace(/<[^>]*>/g, '').replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, decodeEntity);
  return text.replace(/\s+/g, ' ').trim();
}

/** A month's name (1 = January) in the reader's language. */
export function monthName(month: number, language: string): string {
  const format = formatter('month', language, () => new Intl.DateTimeFormat(language, { month: 'long', timeZone: 'UTC' }));
  return format.format(new Date(Date.UTC(2024, month - 1, 1)));
}

/** A weekday's name, 1 = Monday as the spec counts (1 January 2024 was a Monday). */
export function weekdayName(day: number, language: string): string {
  const format = formatter('weekday', language, () => new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' }));
  return format.format(new Date(Date.UTC(2024, 0, day)));
}

/** Stars of a 0-5 rating in halves: how many full, whether a half, how many empty. */
export function ratingStars(rating: number, max = 5): { full: number; half: boolean; empty: number } {
  const value = Math.min(Math.max(Math.round(rating * 2) / 2, 0), max);
  const full = Math.floor(value);
  const half = value - full === 0.5;
  return { full, half, empty: max - full - (half ? 1 : 0) };
}
