import { ErrorKey, INTERVIEW_SLOTS_MAX, InterviewMessageKey, type ProposeInterviewBody, proposeInterviewBody, slotsOutsideWindow } from '@trades/contracts';
import { zodValidator } from '@/lib/forms';
import { localSlotInstant } from './interview-time';

/* The interview dialog's values, their check (the API's schema, and the clock's rule the schema cannot know) and the body they make. */

export const DURATION_CHOICES = [15, 30, 45, 60, 90, 120] as const;
export const DEFAULT_DURATION = 60;

export type InterviewWhere = 'place' | 'online';

export interface SlotValues {
  /** Tells the rows apart when one is removed. */
  key: string;
  /** YYYY-MM-DD on the browser's calendar, '' until chosen. */
  date: string;
  /** HH:mm on the browser's clock, '' until chosen. */
  time: string;
  durationMinutes: string;
}

export interface InterviewFormValues {
  slots: SlotValues[];
  where: InterviewWhere;
  place: string;
  onlineUrl: string;
  note: string;
}

let lastSlotKey = 0;

export function emptySlot(): SlotValues {
  lastSlotKey += 1;
  return { key: `slot-${lastSlotKey}`, date: '', time: '', durationMinutes: String(DEFAULT_DURATION) };
}

export function emptyInterviewForm(): InterviewFormValues {
  return { slots: [emptySlot()], where: 'place', place: '', onlineUrl: '', note: '' };
}

export const canAddSlot = (values: InterviewFormValues) => values.slots.length < INTERVIEW_SLOTS_MAX;

/** The request the values make: only the chosen one of a place and a link; a slot not filled in has no instant (''). */
export function toProposeBody(values: InterviewFormValues, cardId: number): ProposeInterviewBody {
  return {
    cardId,
    slots: values.slots.map((slot) => ({ startsAt: localSlotInstant(slot.date, slot.time) ?? '', durationMinutes: Number(slot.durationMinutes) })),
    place: values.where === 'place' ? values.place : undefined,
    onlineUrl: values.where === 'online' ? values.onlineUrl : undefined,
    note: values.note,
  };
}

/** The form field an error of the API's path belongs to: the place rule is shown at whichever of the two is chosen. */
export function interviewFieldOf(path: string, where: InterviewWhere): string | undefined {
  if (path === 'cardId') return undefined;
  if (path === 'place' || path === 'onlineUrl') return where === 'online' ? 'onlineUrl' : 'place';
  return path;
}

/**
 * Field errors (message keys) of the values at `now`: a day or time not chosen, what the API's schema refuses
 * (a place or a link, the link's form, lengths, repeated times), a time past or over a year ahead. The link must be
 * https: a meeting's address the candidate opens from a mail.
 */
export function interviewFormErrors(values: InterviewFormValues, cardId: number, now: Date): Record<string, string> {
  const errors: Record<string, string> = {};
  const body = toProposeBody(values, cardId);
  values.slots.forEach((slot, index) => {
    if (!slot.date) errors[`slots.${index}.date`] = ErrorKey.FieldRequired;
    if (!slot.time) errors[`slots.${index}.time`] = ErrorKey.FieldRequired;
  });
  const complete = (index: number) => Boolean(body.slots[index]?.startsAt);
  for (const [path, key] of Object.entries(zodValidator(proposeInterviewBody)(body))) {
    const slot = /^slots\.(\d+)\.startsAt$/.exec(path);
    // A slot not filled in already says so at its day and time.
    if (slot && !complete(Number(slot[1]))) continue;
    const field = interviewFieldOf(path, values.where);
    if (field) errors[field] ??= key;
  }
  const filled = body.slots.flatMap((slot, index) => (slot.startsAt ? [{ startsAt: slot.startsAt, index }] : []));
  for (const outside of slotsOutsideWindow(filled, now)) {
    const index = filled[outside]?.index;
    if (index !== undefined) errors[`slots.${index}.startsAt`] ??= InterviewMessageKey.SlotNotInFuture;
  }
  if (values.where === 'online' && !errors.onlineUrl && !/^https:\/\//i.test(values.onlineUrl.trim())) errors.onlineUrl = InterviewMessageKey.InvalidUrl;
  return errors;
}
