import { TZDate } from '@date-fns/tz';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import type { Locale } from '@trades/contracts';
import { getAllTimezones, getCountry, getTimezone } from 'countries-and-timezones';
import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';

/*
 * The time zones and calendar files of interviews (issue 27). An interview's times are stated in the zone of the
 * offer's country (the calendar file's TZID, with its VTIMEZONE), and each mail also shows them in its reader's zone.
 */

/** Where nothing better is known: the market's home. */
export const DEFAULT_TIME_ZONE = 'Europe/Oslo';

/*
 * The zone people of a country name their clocks by. tzdb has merged several capitals' zones into a neighbour's
 * (Oslo, Stockholm and Copenhagen into Berlin, Amsterdam and Luxembourg into Brussels), which is what the library's
 * canonical list answers; a reader expects their own capital. Countries with several zones get their capital's.
 */
const MAIN_ZONES: Readonly<Record<string, string>> = {
  NO: 'Europe/Oslo',
  SE: 'Europe/Stockholm',
  DK: 'Europe/Copenhagen',
  FI: 'Europe/Helsinki',
  IS: 'Atlantic/Reykjavik',
  DE: 'Europe/Berlin',
  NL: 'Europe/Amsterdam',
  BE: 'Europe/Brussels',
  LU: 'Europe/Luxembourg',
  PL: 'Europe/Warsaw',
  CZ: 'Europe/Prague',
  SK: 'Europe/Bratislava',
  UA: 'Europe/Kyiv',
  ES: 'Europe/Madrid',
  PT: 'Europe/Lisbon',
  RU: 'Europe/Moscow',
  US: 'America/New_York',
  CA: 'America/Toronto',
  AU: 'Australia/Sydney',
  BR: 'America/Sao_Paulo',
};

/** The main zone of a country (ISO 3166-1 alpha-2); DEFAULT_TIME_ZONE for an unknown or missing one. */
export function countryTimeZone(code: string | null | undefined): string {
  if (!code) return DEFAULT_TIME_ZONE;
  const upper = code.toUpperCase();
  return MAIN_ZONES[upper] ?? getCountry(upper)?.timezones[0] ?? DEFAULT_TIME_ZONE;
}

/**
 * The name a zone goes by in the calendar file: the VTIMEZONE data knows some zones only by an older name of the same
 * clock (Europe/Kiev for Europe/Kyiv), and a TZID must name a VTIMEZONE of the file. Undefined when none is known.
 */
export function calendarZoneName(timeZone: string): string | undefined {
  if (getVtimezoneComponent(timeZone)) return timeZone;
  const canonical = getTimezone(timeZone)?.aliasOf ?? timeZone;
  const sameClock = [canonical, ...Object.values(getAllTimezones({ deprecated: true })).filter((zone) => zone.aliasOf === canonical).map((zone) => zone.name)];
  return sameClock.find((name) => getVtimezoneComponent(name) !== null);
}

const INTL_LOCALE: Record<Locale, string> = { en: 'en-GB', pl: 'pl-PL', no: 'nb-NO', ua: 'uk-UA' };

/** One slot in words in a zone and language: "Wednesday 10 March 2027, 10:00–11:00 (Central European Time)". */
export function formatSlot(startsAt: Date, durationMinutes: number, timeZone: string, locale: Locale): string {
  const intl = INTL_LOCALE[locale];
  const end = new Date(startsAt.getTime() + durationMinutes * 60_000);
  const day = new Intl.DateTimeFormat(intl, { timeZone, weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(startsAt);
  const time = new Intl.DateTimeFormat(intl, { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  const zoneName =
    new Intl.DateTimeFormat(intl, { timeZone, timeZoneName: 'longGeneric' }).formatToParts(startsAt).find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
  return `${day}, ${time.format(startsAt)}–${time.format(end)} (${zoneName})`;
}

/** Whether two zones show the same clock at this instant (then one line is enough). */
export function sameClock(at: Date, zoneA: string, zoneB: string): boolean {
  if (zoneA === zoneB) return true;
  const clock = (timeZone: string) => new Intl.DateTimeFormat('en-GB', { timeZone, dateStyle: 'short', timeStyle: 'short' }).format(at);
  return clock(zoneA) === clock(zoneB);
}

export interface InterviewEvent {
  method: 'REQUEST' | 'CANCEL' | 'PUBLISH';
  uid: string;
  sequence: number;
  start: Date;
  durationMinutes: number;
  /** The offer's zone (IANA): DTSTART and DTEND carry it as TZID, and its VTIMEZONE is included. */
  timeZone: string;
  summary: string;
  description: string;
  location: string;
  url: string;
  organizer: { name: string; email: string };
  attendee: { name: string; email: string };
  /** When the file is made (DTSTAMP). */
  stamp: Date;
}

/**
 * The iCalendar file of an interview: one VEVENT, REQUEST when accepted (PUBLISH for a download), CANCEL with a higher
 * SEQUENCE and STATUS:CANCELLED when called off, so calendars replace the one event by its UID.
 */
export function interviewCalendar(event: InterviewEvent): string {
  const calendar = ical({
    prodId: { company: 'Trades Marketplace', product: 'Interviews', language: 'EN' },
    method: ICalCalendarMethod[event.method],
  });
  // No calendar-wide zone (DTSTAMP stays UTC); the generator adds the VTIMEZONE of the event's zone.
  calendar.timezone({ name: '', generator: getVtimezoneComponent });
  const end = new Date(event.start.getTime() + event.durationMinutes * 60_000);
  // Without a VTIMEZONE for the zone the times are written in UTC, which every calendar reads right.
  const timeZone = calendarZoneName(event.timeZone);
  const cancelled = event.method === 'CANCEL';
  calendar.createEvent({
    id: event.uid,
    sequence: event.sequence,
    stamp: event.stamp,
    // TZDate reads as the zone's wall clock, which is what a TZID date states.
    start: timeZone ? new TZDate(event.start.getTime(), timeZone) : event.start,
    end: timeZone ? new TZDate(end.getTime(), timeZone) : end,
    timezone: timeZone ?? null,
    summary: event.summary,
    description: event.description,
    location: event.location,
    url: event.url,
    status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: event.organizer,
    attendees: [
      {
        name: event.attendee.name,
        email: event.attendee.email,
        role: ICalAttendeeRole.REQ,
        status: cancelled ? ICalAttendeeStatus.DECLINED : ICalAttendeeStatus.ACCEPTED,
      },
    ],
  });
  return calendar.toString();
}

/** The attachment's content type, with the method calendar clients read from it. */
export function calendarContentType(method: InterviewEvent['method']): string {
  return `text/calendar; charset=utf-8; method=${method}`;
}
