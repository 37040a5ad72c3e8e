import ICAL from 'ical.js';

/* Test helper: an interview's calendar file read back with an independent parser (ical.js). */

export interface ParsedInterviewCalendar {
  method: string;
  uid: string;
  sequence: number;
  status: string;
  summary: string;
  location: string;
  url: string;
  organizer: string;
  attendee: string;
  /** DTSTART's TZID parameter and its local wall clock as written ("2027-03-10T10:00:00"). */
  startTzid: string;
  startLocal: string;
  endLocal: string;
  /** The instant DTSTART names, once its VTIMEZONE is applied. */
  startUtc: string;
  /** TZIDs of the VTIMEZONE components. */
  timeZones: string[];
  events: number;
}

export function parseInterviewCalendar(text: string): ParsedInterviewCalendar {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const zones = calendar.getAllSubcomponents('vtimezone');
  for (const zone of zones) ICAL.TimezoneService.register(zone);
  const events = calendar.getAllSubcomponents('vevent');
  const vevent = events[0];
  if (!vevent) throw new Error('no VEVENT');
  const event = new ICAL.Event(vevent);
  const dtstart = vevent.getFirstProperty('dtstart');
  const local = (time: ICAL.Time) => time.toString().replace(/Z$/, '');
  return {
    method: String(calendar.getFirstPropertyValue('method')),
    uid: event.uid,
    sequence: event.sequence,
    status: String(vevent.getFirstPropertyValue('status') ?? ''),
    summary: event.summary,
    location: event.location,
    url: String(vevent.getFirstPropertyValue('url') ?? ''),
    organizer: String(vevent.getFirstPropertyValue('organizer') ?? ''),
    attendee: String(vevent.getFirstPropertyValue('attendee') ?? ''),
    startTzid: String(dtstart?.getParameter('tzid') ?? ''),
    startLocal: local(event.startDate),
    endLocal: local(event.endDate),
    startUtc: event.startDate.toJSDate().toISOString(),
    timeZones: zones.map((zone) => String(zone.getFirstPropertyValue('tzid'))),
    events: events.length,
  };
}
