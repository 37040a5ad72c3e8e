import { z } from 'zod';
import { ErrorKey } from '../errors.ts';
import { entityId } from '../fields.ts';
import { conversationSide } from './conversations.ts';

/*
 * Interview invitations (issue 27): the employer proposes 1 to 3 slots on a card, at a place or online; the candidate
 * accepts one or declines; either side may cancel. Accepting sends both sides a calendar file (REQUEST), cancelling an
 * accepted one its CANCEL.
 */

export const INTERVIEW_SLOTS_MAX = 3;
export const INTERVIEW_DURATION_MIN = 15;
export const INTERVIEW_DURATION_MAX = 480;
export const INTERVIEW_NOTE_MAX = 1000;
export const INTERVIEW_PLACE_MAX = 300;
/** A slot may be proposed up to a year ahead. */
export const INTERVIEW_HORIZON_DAYS = 366;

export const InterviewMessageKey = {
  /** A slot in the past, or more than a year ahead. */
  SlotNotInFuture: 'interview_slot_not_in_future',
  /** Two slots starting at the same time. */
  SlotsRepeat: 'interview_slots_repeat',
  /** Neither or both of a place and an online link. */
  PlaceOrOnline: 'interview_place_or_online',
  InvalidUrl: 'interview_invalid_url',
  /** 409: another proposal of this card still waits for the candidate's answer. */
  Pending: 'interview_pending',
  /** 409: the interview was answered or cancelled already. */
  AlreadyAnswered: 'interview_already_answered',
  /** 422: no such slot. */
  NoSuchSlot: 'interview_no_such_slot',
  Proposed: 'interview_proposed',
  Accepted: 'interview_accepted',
  Declined: 'interview_declined',
  Cancelled: 'interview_cancelled',
} as const;
export type InterviewMessageKey = (typeof InterviewMessageKey)[keyof typeof InterviewMessageKey];

export const interviewSlotInput = z.object({
  /** An instant with its offset or Z (ISO 8601). */
  startsAt: z.iso.datetime({ offset: true, error: ErrorKey.InvalidValue }),
  durationMinutes: z.coerce
    .number({ error: ErrorKey.FieldRequired })
    .int({ error: ErrorKey.InvalidValue })
    .min(INTERVIEW_DURATION_MIN, { error: ErrorKey.InvalidValue })
    .max(INTERVIEW_DURATION_MAX, { error: ErrorKey.InvalidValue }),
});
export type InterviewSlotInput = z.output<typeof interviewSlotInput>;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: ErrorKey.TooLong })
    .optional()
    .transform((value) => (value === '' ? undefined : value));

/** POST /v1/interviews: 1 to 3 slots, and a place or an online link (https), with a note. */
export const proposeInterviewBody = z
  .object({
    cardId: entityId,
    slots: z
      .array(interviewSlotInput, { error: ErrorKey.FieldRequired })
      .min(1, { error: ErrorKey.FieldRequired })
      .max(INTERVIEW_SLOTS_MAX, { error: ErrorKey.InvalidValue }),
    place: optionalText(INTERVIEW_PLACE_MAX),
    onlineUrl: optionalText(INTERVIEW_PLACE_MAX).pipe(
      z
        .url({ protocol: /^https$/, error: InterviewMessageKey.InvalidUrl })
        .optional(),
    ),
    note: optionalText(INTERVIEW_NOTE_MAX),
  })
  .superRefine((body, ctx) => {
    if ((body.place === undefined) === (body.onlineUrl === undefined)) ctx.addIssue({ code: 'custom', path: ['place'], message: InterviewMessageKey.PlaceOrOnline });
    const starts = body.slots.map((slot) => new Date(slot.startsAt).getTime());
    starts.forEach((start, index) => {
      if (starts.indexOf(start) !== index) ctx.addIssue({ code: 'custom', path: ['slots', index, 'startsAt'], message: InterviewMessageKey.SlotsRepeat });
    });
  });
export type ProposeInterviewBody = z.output<typeof proposeInterviewBody>;

/** The slots' rule the schema cannot know, needing the clock: each starts after now and within a year. Answers the indexes of bad slots. */
export function slotsOutsideWindow(slots: readonly { startsAt: string }[], now: Date): number[] {
  const horizon = now.getTime() + INTERVIEW_HORIZON_DAYS * 86_400_000;
  return slots.flatMap((slot, index) => {
    const start = new Date(slot.startsAt).getTime();
    return start > now.getTime() && start <= horizon ? [] : [index];
  });
}

/** POST /v1/interviews/{id}/respond: one slot (its index) or a decline, with an optional message. */
export const respondInterviewBody = z.union([
  z.object({ slotIndex: z.coerce.number().int().min(0).max(INTERVIEW_SLOTS_MAX - 1), message: optionalText(INTERVIEW_NOTE_MAX) }),
  z.object({ decline: z.literal(true), message: optionalText(INTERVIEW_NOTE_MAX) }),
]);
export type RespondInterviewBody = z.output<typeof respondInterviewBody>;

export const cancelInterviewBody = z.object({ message: optionalText(INTERVIEW_NOTE_MAX) });
export type CancelInterviewBody = z.output<typeof cancelInterviewBody>;

export const interviewParams = z.object({ id: entityId });
/** GET /v1/interviews: the caller's interviews, of one card (employer) or application (candidate) when named. */
export const interviewListQuery = z.object({ cardId: entityId.optional(), applicationId: entityId.optional() });

export const InterviewStatus = { Proposed: 'proposed', Accepted: 'accepted', Declined: 'declined', Cancelled: 'cancelled' } as const;
export type InterviewStatus = (typeof InterviewStatus)[keyof typeof InterviewStatus];
export const interviewStatus = z.enum([InterviewStatus.Proposed, InterviewStatus.Accepted, InterviewStatus.Declined, InterviewStatus.Cancelled]);

export const interviewSlot = z.object({ startsAt: z.string(), endsAt: z.string(), durationMinutes: z.number().int() });

export const interview = z.object({
  id: z.number().int(),
  cardId: z.number().int(),
  conversationId: z.number().int().nullable(),
  offer: z.object({ id: z.number().int(), slug: z.string(), title: z.string() }),
  employerName: z.string(),
  candidateName: z.string(),
  slots: z.array(interviewSlot),
  place: z.string().nullable(),
  onlineUrl: z.string().nullable(),
  note: z.string(),
  /** The offer's country's zone (IANA), in which the calendar file states the times. */
  timeZone: z.string(),
  status: interviewStatus,
  /** Its label in the request's language. */
  statusTitle: z.string(),
  acceptedSlot: z.number().int().nullable(),
  responseMessage: z.string().nullable(),
  respondedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  cancelledBy: conversationSide.nullable(),
  createdAt: z.string(),
  /** What the caller may do now. */
  canRespond: z.boolean(),
  canCancel: z.boolean(),
});
export type Interview = z.infer<typeof interview>;

export const interviewList = z.object({ items: z.array(interview) });
export type InterviewList = z.infer<typeof interviewList>;

export const interviewAnswer = z.object({ message: z.string(), interview });
export type InterviewAnswer = z.infer<typeof interviewAnswer>;

/** The status label keys (messages catalogues): labels, neither errors nor successes. */
export const InterviewStatusLabelKey = {
  [InterviewStatus.Proposed]: 'interview_status_proposed',
  [InterviewStatus.Accepted]: 'interview_status_accepted',
  [InterviewStatus.Declined]: 'interview_status_declined',
  [InterviewStatus.Cancelled]: 'interview_status_cancelled',
} as const satisfies Record<InterviewStatus, string>;
export type InterviewStatusLabelKey = (typeof InterviewStatusLabelKey)[InterviewStatus];
