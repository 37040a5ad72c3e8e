import { describe, expect, it } from 'vitest';
import { browserToday, clocksDiffer, formatSlotRange, localSlotInstant, zoneLabel } from './interview-time';

/* Interview times: entered on the browser's clock, sent as instants with their offset, read on each reader's clock. */

describe('an interview time entered on the browser clock', () => {
  it('is sent as the instant of that wall time, with the offset the browser has then', () => {
    const sent = localSlotInstant('2027-03-10', '14:30');
    expect(sent).toMatch(/^2027-03-10T14:30:00[+-]\d{2}:\d{2}$/);
    expect(Date.parse(sent ?? '')).toBe(new Date(2027, 2, 10, 14, 30).getTime());
  });

  it('takes the offset of the day itself, summer or winter', () => {
    for (const [date, month] of [
      ['2027-01-15', 0],
      ['2027-07-15', 6],
    ] as const) {
      const sent = localSlotInstant(date, '09:00') ?? '';
      expect(Date.parse(sent)).toBe(new Date(2027, month, 15, 9, 0).getTime());
    }
  });

  it('is nothing while the day or the time is missing or malformed', () => {
    expect(localSlotInstant('', '10:00')).toBeUndefined();
    expect(localSlotInstant('2027-03-10', '')).toBeUndefined();
    expect(localSlotInstant('10.03.2027', '10:00')).toBeUndefined();
  });

  it("names the browser's calendar day", () => {
    expect(browserToday(new Date(2027, 0, 5, 23, 59))).toBe('2027-01-05');
  });
});

describe('an interview time read', () => {
  const start = '2026-12-10T13:00:00Z';
  const end = '2026-12-10T14:00:00Z';

  it("reads on the zone's own clock, in the reader's language", () => {
    expect(formatSlotRange(start, end, 'en', 'Europe/Warsaw')).toBe('Thu, 10 Dec 2026, 14:00–15:00');
    expect(formatSlotRange(start, end, 'en', 'Asia/Tokyo')).toBe('Thu, 10 Dec 2026, 22:00–23:00');
    expect(formatSlotRange(start, end, 'pl', 'Europe/Warsaw')).toBe('czw., 10 gru 2026, 14:00–15:00');
  });

  it("names the zone with its offset", () => {
    expect(zoneLabel(start, 'en', 'Europe/Warsaw')).toBe('Central European Time (GMT+1)');
    expect(zoneLabel('2026-07-10T13:00:00Z', 'en', 'Europe/Oslo')).toBe('Central European Time (GMT+2)');
    expect(zoneLabel(start, 'en', 'UTC')).toBe('GMT+0');
  });

  it('tells whether two zones read differently at that moment', () => {
    expect(clocksDiffer(start, 'Europe/Oslo', 'Europe/Warsaw')).toBe(false);
    expect(clocksDiffer(start, 'Europe/London', 'Europe/Warsaw')).toBe(true);
    expect(clocksDiffer(start, 'Europe/Warsaw', 'Europe/Warsaw')).toBe(false);
  });
});
