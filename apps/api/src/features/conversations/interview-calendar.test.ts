import { describe, expect, it } from 'vitest';
import { DEFAULT_TIME_ZONE, calendarContentType, calendarZoneName, countryTimeZone, formatSlot, interviewCalendar, sameClock } from './interview-calendar.ts';
import { parseInterviewCalendar } from './interview-calendar.testing.ts';
import { slotLines } from './interviews.mails.ts';

const event = {
  method: 'REQUEST' as const,
  uid: '8f0c2f7e-6a51-4d8e-9c1b-2b7f4c1d9e10',
  sequence: 0,
  // 09:00 UTC on a winter day is 10:00 in Oslo (CET, UTC+1).
  start: new Date('2027-03-10T09:00:00Z'),
  durationMinutes: 45,
  timeZone: 'Europe/Oslo',
  summary: 'Intervju: Tømrer – Fjordbygg AS',
  description: 'Ta med fagbrev.\n\nhttps://trades.test/lang/no/user/conversations/7',
  location: 'Kongens gate 1, Oslo',
  url: 'https://trades.test/lang/no/user/conversations/7',
  organizer: { name: 'Fjordbygg AS', email: 'ingrid@fjordbygg.test' },
  attendee: { name: 'Anna Nowak', email: 'anna@example.test' },
  stamp: new Date('2027-01-05T12:00:00Z'),
};

describe('the zone of an offer’s country', () => {
  it('is the country’s own capital zone, also where tzdb merged it into a neighbour’s', () => {
    expect(countryTimeZone('NO')).toBe('Europe/Oslo');
    expect(countryTimeZone('no')).toBe('Europe/Oslo');
    expect(countryTimeZone('PL')).toBe('Europe/Warsaw');
    expect(countryTimeZone('SE')).toBe('Europe/Stockholm');
    expect(countryTimeZone('UA')).toBe('Europe/Kyiv');
  });

  it('comes from the library for other countries, and falls back to Oslo', () => {
    expect(countryTimeZone('GB')).toBe('Europe/London');
    expect(countryTimeZone('LT')).toBe('Europe/Vilnius');
    expect(countryTimeZone('XX')).toBe(DEFAULT_TIME_ZONE);
    expect(countryTimeZone(null)).toBe(DEFAULT_TIME_ZONE);
    expect(countryTimeZone(undefined)).toBe('Europe/Oslo');
  });
});

describe('slots in words', () => {
  it('states a slot in the zone and language asked', () => {
    const start = new Date('2027-03-10T09:00:00Z');
    expect(formatSlot(start, 45, 'Europe/Oslo', 'en')).toMatch(/^Wednesday,? 10 March 2027, 10:00–10:45 \(.+\)$/);
    expect(formatSlot(start, 60, 'Europe/Kyiv', 'pl')).toMatch(/^środa, 10 marca 2027, 11:00–12:00 \(.+\)$/);
    expect(formatSlot(start, 60, 'Europe/London', 'no')).toContain('09:00–10:00');
    expect(formatSlot(start, 60, 'Europe/Oslo', 'ua')).toContain('10:00–11:00');
  });

  it('adds the reader’s own clock only where it differs', () => {
    const summer = new Date('2027-06-15T08:00:00Z');
    expect(sameClock(summer, 'Europe/Oslo', 'Europe/Warsaw')).toBe(true);
    expect(sameClock(summer, 'Europe/Oslo', 'Europe/Kyiv')).toBe(false);
    const slots = [{ startsAt: summer.toISOString(), durationMinutes: 60 }];
    const [same] = slotLines('en', slots, 'Europe/Oslo', 'Europe/Warsaw');
    expect(same).toContain('10:00–11:00');
    expect(same).not.toContain('your time');
    const [other] = slotLines('en', slots, 'Europe/Oslo', 'Europe/Kyiv');
    expect(other).toMatch(/10:00–11:00 .*· your time: .*11:00–12:00/);
    const numbered = slotLines('pl', [...slots, { startsAt: '2027-06-16T08:00:00.000Z', durationMinutes: 30 }], 'Europe/Oslo', 'Europe/Oslo');
    expect(numbered.map((line) => line.slice(0, 3))).toEqual(['1. ', '2. ']);
  });
});

describe('the calendar file', () => {
  it('is a REQUEST of one event at the slot, in the offer’s zone with its VTIMEZONE', () => {
    const text = interviewCalendar(event);
    expect(text).toContain('DTSTART;TZID=Europe/Oslo:20270310T100000');
    expect(text).toMatch(/DTSTAMP:20270105T120000Z/);
    const parsed = parseInterviewCalendar(text);
    expect(parsed).toMatchObject({
      method: 'REQUEST',
      uid: event.uid,
      sequence: 0,
      status: 'CONFIRMED',
      summary: event.summary,
      location: event.location,
      url: event.url,
      startTzid: 'Europe/Oslo',
      startLocal: '2027-03-10T10:00:00',
      endLocal: '2027-03-10T10:45:00',
      startUtc: '2027-03-10T09:00:00.000Z',
      timeZones: ['Europe/Oslo'],
      events: 1,
    });
    expect(parsed.organizer.toLowerCase()).toBe('mailto:ingrid@fjordbygg.test');
    expect(parsed.attendee.toLowerCase()).toBe('mailto:anna@example.test');
  });

  it('keeps the wall clock across daylight saving time and whatever the server’s zone', () => {
    const summer = parseInterviewCalendar(interviewCalendar({ ...event, start: new Date('2027-06-15T08:00:00Z') }));
    expect(summer.startLocal).toBe('2027-06-15T10:00:00');
    expect(summer.startUtc).toBe('2027-06-15T08:00:00.000Z');
    const warsaw = parseInterviewCalendar(interviewCalendar({ ...event, timeZone: 'Europe/Warsaw' }));
    expect(warsaw).toMatchObject({ startTzid: 'Europe/Warsaw', startLocal: '2027-03-10T10:00:00', startUtc: '2027-03-10T09:00:00.000Z', timeZones: ['Europe/Warsaw'] });
  });

  it('names a zone the VTIMEZONE data knows only by its older name by that name (Kyiv as Kiev)', () => {
    expect(calendarZoneName('Europe/Oslo')).toBe('Europe/Oslo');
    expect(calendarZoneName('Europe/Kyiv')).toBe('Europe/Kiev');
    const kyiv = parseInterviewCalendar(interviewCalendar({ ...event, timeZone: 'Europe/Kyiv' }));
    expect(kyiv).toMatchObject({ startTzid: 'Europe/Kiev', startLocal: '2027-03-10T11:00:00', startUtc: '2027-03-10T09:00:00.000Z', timeZones: ['Europe/Kiev'] });
  });

  it('cancels the same event with a higher sequence', () => {
    const parsed = parseInterviewCalendar(interviewCalendar({ ...event, method: 'CANCEL', sequence: 1 }));
    expect(parsed).toMatchObject({ method: 'CANCEL', uid: event.uid, sequence: 1, status: 'CANCELLED', startLocal: '2027-03-10T10:00:00' });
    expect(calendarContentType('CANCEL')).toBe('text/calendar; charset=utf-8; method=CANCEL');
  });
});
