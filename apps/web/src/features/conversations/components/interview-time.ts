import { LOCALE_TAGS, type Locale } from '@trades/contracts';

/*
 * An interview's times. The employer enters them on the browser's clock and the API gets instants with their
 * offset; each reader sees them on their own clock, and on the offer's too when that one reads differently.
 */

/** The browser's zone (IANA), which the reader's times are shown in and the employer's entered in. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

const pad = (value: number) => String(Math.abs(value)).padStart(2, '0');

/** YYYY-MM-DD of the browser's calendar, for a date picker's first day. */
export function browserToday(now: Date = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * The instant of a day (YYYY-MM-DD) and a time (HH:mm) on the browser's clock, as ISO 8601 with that moment's
 * offset ("2026-12-10T14:00:00+01:00"); undefined while either is missing or malformed. A time a clock change skips
 * is moved on by the change, as the browser does.
 */
export function localSlotInstant(date: string, time: string): string | undefined {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const clock = /^(\d{2}):(\d{2})/.exec(time);
  if (!day || !clock) return undefined;
  const moment = new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3]), Number(clock[1]), Number(clock[2]));
  if (Number.isNaN(moment.getTime())) return undefined;
  const offset = -moment.getTimezoneOffset();
  const sign = offset < 0 ? '-' : '+';
  const wall = `${moment.getFullYear()}-${pad(moment.getMonth() + 1)}-${pad(moment.getDate())}T${pad(moment.getHours())}:${pad(moment.getMinutes())}:00`;
  return `${wall}${sign}${pad(Math.trunc(offset / 60))}:${pad(offset % 60)}`;
}

function zonePart(moment: Date, locale: Locale, timeZone: string, style: 'longGeneric' | 'shortOffset'): string {
  const parts = new Intl.DateTimeFormat(LOCALE_TAGS[locale], { timeZone, timeZoneName: style }).formatToParts(moment);
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
}

/** A slot as the reader's language writes it on one zone's clock: "Thu, 10 Dec 2026, 14:00–15:00". */
export function formatSlotRange(startsAt: string, endsAt: string, locale: Locale, timeZone: string): string {
  const start = new Date(startsAt);
  const end = new Date(endsAt);
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) return startsAt;
  const format = new Intl.DateTimeFormat(LOCALE_TAGS[locale], {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  });
  return format.formatRange(start, end);
}

/** The zone's name in the reader's language at that moment, with its offset: "Central European Time (GMT+1)". */
export function zoneLabel(at: string, locale: Locale, timeZone: string): string {
  const moment = new Date(at);
  const name = zonePart(moment, locale, timeZone, 'longGeneric');
  const offset = zonePart(moment, locale, timeZone, 'shortOffset');
  return name === offset || name.startsWith('GMT') ? offset : `${name} (${offset})`;
}

/** Whether two zones' clocks read differently at that moment (Oslo and Warsaw never do; Warsaw and London do). */
export function clocksDiffer(at: string, zone: string, otherZone: string): boolean {
  if (zone === otherZone) return false;
  const moment = new Date(at);
  return zonePart(moment, 'en', zone, 'shortOffset') !== zonePart(moment, 'en', otherZone, 'shortOffset');
}
