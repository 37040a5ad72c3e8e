import { ErrorKey, InterviewMessageKey } from '@trades/contracts';
import { describe, expect, it } from 'vitest';
import { type InterviewFormValues, emptySlot, interviewFieldOf, interviewFormErrors, toProposeBody } from './interview-form';

/* The interview dialog's check: the API's schema, the clock's rule, and the body the values make. */

const NOW = new Date(2027, 2, 1, 12, 0);

function values(overrides: Partial<InterviewFormValues> = {}): InterviewFormValues {
  return { slots: [{ ...emptySlot(), date: '2027-03-10', time: '10:00' }], where: 'place', place: 'Prosta 5, Warszawa', onlineUrl: '', note: '', ...overrides };
}

describe('the interview form', () => {
  it('passes a future time at a place, and sends the instant with its offset and only the place', () => {
    expect(interviewFormErrors(values(), 4, NOW)).toEqual({});
    const body = toProposeBody(values(), 4);
    expect(body.cardId).toBe(4);
    expect(Date.parse(body.slots[0]?.startsAt ?? '')).toBe(new Date(2027, 2, 10, 10, 0).getTime());
    expect(body.slots[0]?.durationMinutes).toBe(60);
    expect(body).toMatchObject({ place: 'Prosta 5, Warszawa', onlineUrl: undefined });
  });

  it('asks for the day and the time of every slot', () => {
    const errors = interviewFormErrors(values({ slots: [{ ...emptySlot() }] }), 4, NOW);
    expect(errors).toEqual({ 'slots.0.date': ErrorKey.FieldRequired, 'slots.0.time': ErrorKey.FieldRequired });
  });

  it('refuses a time already past, and one more than a year ahead', () => {
    const past = { ...emptySlot(), date: '2027-03-01', time: '11:59' };
    const far = { ...emptySlot(), date: '2028-03-10', time: '10:00' };
    const errors = interviewFormErrors(values({ slots: [past, { ...emptySlot(), date: '2027-03-02', time: '09:00' }, far] }), 4, NOW);
    expect(errors).toEqual({ 'slots.0.startsAt': InterviewMessageKey.SlotNotInFuture, 'slots.2.startsAt': InterviewMessageKey.SlotNotInFuture });
  });

  it('refuses the same time twice', () => {
    const slot = { date: '2027-03-10', time: '10:00' };
    const errors = interviewFormErrors(values({ slots: [{ ...emptySlot(), ...slot }, { ...emptySlot(), ...slot }] }), 4, NOW);
    expect(errors).toEqual({ 'slots.1.startsAt': InterviewMessageKey.SlotsRepeat });
  });

  it('asks for the place, or for the link when online, and for a full https link', () => {
    expect(interviewFormErrors(values({ place: '  ' }), 4, NOW)).toEqual({ place: InterviewMessageKey.PlaceOrOnline });
    expect(interviewFormErrors(values({ where: 'online' }), 4, NOW)).toEqual({ onlineUrl: InterviewMessageKey.PlaceOrOnline });
    expect(interviewFormErrors(values({ where: 'online', onlineUrl: 'meet.example.com/abc' }), 4, NOW)).toEqual({ onlineUrl: InterviewMessageKey.InvalidUrl });
    expect(interviewFormErrors(values({ where: 'online', onlineUrl: 'http://meet.example.com/abc' }), 4, NOW)).toEqual({ onlineUrl: InterviewMessageKey.InvalidUrl });
    expect(interviewFormErrors(values({ where: 'online', onlineUrl: 'https://meet.example.com/abc' }), 4, NOW)).toEqual({});
    // The place typed before switching to online is not sent.
    expect(toProposeBody(values({ where: 'online', onlineUrl: 'https://meet.example.com/abc' }), 4)).toMatchObject({ place: undefined, onlineUrl: 'https://meet.example.com/abc' });
  });

  it("shows the API's place rule at whichever of the two is chosen, and the card's errors nowhere", () => {
    expect(interviewFieldOf('place', 'online')).toBe('onlineUrl');
    expect(interviewFieldOf('place', 'place')).toBe('place');
    expect(interviewFieldOf('slots.1.startsAt', 'place')).toBe('slots.1.startsAt');
    expect(interviewFieldOf('cardId', 'place')).toBeUndefined();
  });
});
