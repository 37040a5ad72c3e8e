import {
  AccountType,
  type CancelInterviewBody,
  type Interview,
  type InterviewAnswer,
  type InterviewList,
  InterviewMessageKey,
  InterviewStatusLabelKey,
  type Locale,
  type ProposeInterviewBody,
  type RespondInterviewBody,
  normalizeLocale,
  slotsOutsideWindow,
} from '@trades/contracts';
import type { Executor } from '../../infra/db/database.ts';
import { AppError } from '../../infra/http/errors.ts';
import { translate } from '../../infra/i18n/messages.ts';
import type { OutboxAttachment, OutboxMessage } from '../../infra/mail/outbox.tables.ts';
import { advanceToMeetingStage } from '../applications/index.ts';
import { type ReferenceCatalogue, ReferenceKind } from '../reference/index.ts';
import type { Caller, ConversationsDeps } from './conversations.deps.ts';
import { type ConversationCard, assertMayWrite, cardForCaller, findConversationCard } from './card-access.ts';
import { appendMessage, ensureConversation } from './conversations.repository.ts';
import type { ConversationSide, InterviewRow, InterviewSlot } from './conversations.tables.ts';
import { type InterviewEvent, calendarContentType, countryTimeZone, interviewCalendar } from './interview-calendar.ts';
import {
  INTERVIEW_ACCEPTED_TEMPLATE,
  INTERVIEW_CANCELLED_TEMPLATE,
  INTERVIEW_DECLINED_TEMPLATE,
  INTERVIEW_PROPOSED_TEMPLATE,
  type InterviewMailInput,
  interviewAcceptedMail,
  interviewCancelledMail,
  interviewDeclinedMail,
  interviewProposedMail,
  interviewSummary,
} from './interviews.mails.ts';
import {
  type InterviewListRow,
  findInterview,
  findPendingInterview,
  insertInterview,
  interviewParties,
  listInterviews,
  saveAnswer,
  saveCancellation,
} from './interviews.repository.ts';

/*
 * Interview invitations (issue 27): the employer proposes 1 to 3 slots on a card, the candidate accepts one or
 * declines, either side cancels. Each step is a message of the card's conversation and a mail to the other side;
 * an accepted interview's mails carry its calendar file, a cancelled one's the file's CANCEL.
 */

export type InterviewsDeps = ConversationsDeps;

/** An answer and whether it made something new (201) or repeated what was there (200). */
export interface InterviewOutcome {
  created: boolean;
  answer: InterviewAnswer;
}

/* Rules (pure). */

/** The slots as stored: UTC instants, so the same times sent with other offsets compare equal. */
export function storedSlots(slots: readonly { startsAt: string; durationMinutes: number }[]): InterviewSlot[] {
  return slots.map((slot) => ({ startsAt: new Date(slot.startsAt).toISOString(), durationMinutes: slot.durationMinutes }));
}

/** Whether a proposal repeats the pending one (a double click): the same slots, place, link and note. */
export function isSameProposal(
  pending: Pick<InterviewRow, 'slots' | 'place' | 'onlineUrl' | 'note'>,
  proposal: { slots: readonly InterviewSlot[]; place: string | null; onlineUrl: string | null; note: string },
): boolean {
  return (
    pending.place === proposal.place &&
    pending.onlineUrl === proposal.onlineUrl &&
    pending.note === proposal.note &&
    pending.slots.length === proposal.slots.length &&
    pending.slots.every((slot, i) => slot.startsAt === proposal.slots[i]?.startsAt && slot.durationMinutes === proposal.slots[i]?.durationMinutes)
  );
}

/**
 * What the candidate's answer does to an interview: 'answer' while it waits; 'repeat' for the answer it already has
 * (a double tap); 'refuse' for another answer after one, or after a cancellation.
 */
export function answerOutcome(interview: Pick<InterviewRow, 'status' | 'acceptedSlot'>, answer: { slotIndex: number } | { decline: true }): 'answer' | 'repeat' | 'refuse' {
  if (interview.status === 'proposed') return 'answer';
  if ('decline' in answer) return interview.status === 'declined' ? 'repeat' : 'refuse';
  return interview.status === 'accepted' && interview.acceptedSlot === answer.slotIndex ? 'repeat' : 'refuse';
}

/** What a cancellation does: cancels a waiting or accepted interview, repeats a cancelled one, is refused after a decline. */
export function cancelOutcome(status: InterviewRow['status']): 'cancel' | 'repeat' | 'refuse' {
  if (status === 'proposed' || status === 'accepted') return 'cancel';
  return status === 'cancelled' ? 'repeat' : 'refuse';
}

/* Reading. */

function offerTitle(catalogue: ReferenceCatalogue, professionId: number, locale: Locale): string {
  return catalogue.item(ReferenceKind.Professions, professionId, locale)?.title ?? '';
}

function offerTimeZone(catalogue: ReferenceCatalogue, countryId: number | null): string {
  return countryTimeZone(countryId === null ? null : catalogue.entry(ReferenceKind.Countries, countryId)?.code);
}

function present(row: InterviewListRow, caller: Caller, catalogue: ReferenceCatalogue, locale: Locale): Interview {
  const { interview } = row;
  const isCandidate = caller.accountType === AccountType.Candidate;
  const open = interview.status === 'proposed' || interview.status === 'accepted';
  return {
    id: interview.id,
    cardId: interview.offerCandidateId,
    conversationId: row.conversationId,
    offer: { id: row.offerId, slug: row.offerSlug, title: offerTitle(catalogue, row.professionId, locale) },
    employerName: row.employerName,
    candidateName: `${row.candidateFirstName ?? ''} ${row.candidateLastName ?? ''}`.trim(),
    slots: interview.slots.map((slot) => ({
      startsAt: slot.startsAt,
      endsAt: new Date(new Date(slot.startsAt).getTime() + slot.durationMinutes * 60_000).toISOString(),
      durationMinutes: slot.durationMinutes,
    })),
    place: interview.place,
    onlineUrl: interview.onlineUrl,
    note: interview.note,
    timeZone: interview.timeZone,
    status: interview.status,
    statusTitle: translate(InterviewStatusLabelKey[interview.status], locale),
    acceptedSlot: interview.acceptedSlot,
    responseMessage: interview.responseMessage,
    respondedAt: interview.respondedAt?.toISOString() ?? null,
    cancelledAt: interview.cancelledAt?.toISOString() ?? null,
    cancelledBy: interview.cancelledBy,
    createdAt: interview.createdAt.toISOString(),
    canRespond: isCandidate && interview.status === 'proposed' && row.withdrawnAt === null && row.candidateUserId !== null,
    canCancel: open,
  };
}

async function presentOne(deps: InterviewsDeps, caller: Caller, id: number, locale: Locale): Promise<Interview> {
  const [row] = await listInterviews(deps.db, caller, { interviewId: id });
  if (!row) throw AppError.notFound();
  return present(row, caller, await deps.catalogue.current(), locale);
}

/** GET /v1/interviews: the caller's interviews (of one card or application when named), newest first. */
export async function interviewList(deps: InterviewsDeps, caller: Caller, query: { cardId?: number; applicationId?: number }, locale: Locale): Promise<InterviewList> {
  if (caller.accountType !== AccountType.Client && caller.accountType !== AccountType.Candidate) throw AppError.forbidden();
  const cardId = query.cardId ?? query.applicationId;
  const [rows, catalogue] = await Promise.all([listInterviews(deps.db, caller, { cardId }), deps.catalogue.current()]);
  return { items: rows.map((row) => present(row, caller, catalogue, locale)) };
}

/* Mails. */

interface Reader {
  userId: number;
  email: string;
  firstName: string;
  fullName: string;
  locale: Locale;
  timeZone: string;
}

interface MailScene {
  card: ConversationCard;
  interview: InterviewRow;
  catalogue: ReferenceCatalogue;
  conversationId: number;
  employer: Reader;
  /** Absent once the candidate's account was erased. */
  candidate?: Reader;
}

async function sceneOf(db: Executor, card: ConversationCard, interview: InterviewRow, catalogue: ReferenceCatalogue, conversationId: number): Promise<MailScene> {
  const parties = await interviewParties(db, card.candidateUserId, card.clientUserId);
  const reader = (userId: number, party: NonNullable<typeof parties.candidate> | typeof parties.employer): Reader => ({
    userId,
    email: party.email,
    firstName: party.firstName,
    fullName: `${party.firstName} ${party.lastName}`.trim(),
    locale: normalizeLocale(party.locale),
    // The reader's own zone: their country's; without one, the offer's.
    timeZone: party.country ? countryTimeZone(party.country) : interview.timeZone,
  });
  return {
    card,
    interview,
    catalogue,
    conversationId,
    employer: reader(card.clientUserId, parties.employer),
    candidate: card.candidateUserId !== null && parties.candidate ? reader(card.candidateUserId, parties.candidate) : undefined,
  };
}

function conversationUrl(publicUrl: string, locale: Locale, conversationId: number): string {
  return `${publicUrl}/lang/${locale}/user/conversations/${conversationId}`;
}

function mailInput(deps: InterviewsDeps, scene: MailScene, reader: Reader, slots: readonly InterviewSlot[]): InterviewMailInput {
  return {
    firstName: reader.firstName,
    offerTitle: offerTitle(scene.catalogue, scene.card.professionId, reader.locale),
    slots,
    offerTimeZone: scene.interview.timeZone,
    readerTimeZone: reader.timeZone,
    place: scene.interview.place,
    onlineUrl: scene.interview.onlineUrl,
    url: conversationUrl(deps.publicUrl, reader.locale, scene.conversationId),
  };
}

/** The accepted slot of an interview. */
function acceptedSlotOf(interview: InterviewRow): InterviewSlot | undefined {
  return interview.acceptedSlot === null ? undefined : interview.slots[interview.acceptedSlot];
}

/** The interview's calendar event as one reader sees it (title and description in their language). */
export function calendarEvent(deps: Pick<InterviewsDeps, 'publicUrl'>, scene: MailScene, reader: Reader, method: InterviewEvent['method'], stamp: Date): InterviewEvent {
  const slot = acceptedSlotOf(scene.interview);
  if (!slot || !scene.candidate) throw new Error(`interview ${scene.interview.id} has no accepted slot or candidate`);
  const url = conversationUrl(deps.publicUrl, reader.locale, scene.conversationId);
  return {
    method,
    uid: scene.interview.icalUid,
    sequence: scene.interview.icalSequence,
    start: new Date(slot.startsAt),
    durationMinutes: slot.durationMinutes,
    timeZone: scene.interview.timeZone,
    summary: interviewSummary(reader.locale, offerTitle(scene.catalogue, scene.card.professionId, reader.locale), scene.card.employerName),
    description: [scene.interview.note, url].filter(Boolean).join('\n\n'),
    location: scene.interview.place ?? scene.interview.onlineUrl ?? '',
    url,
    organizer: { name: scene.card.employerName || scene.employer.fullName, email: scene.employer.email },
    attendee: { name: scene.candidate.fullName, email: scene.candidate.email },
    stamp,
  };
}

function calendarFile(event: InterviewEvent): OutboxAttachment {
  return { filename: event.method === 'CANCEL' ? 'interview-cancelled.ics' : 'interview.ics', contentType: calendarContentType(event.method), content: interviewCalendar(event) };
}

/* Changes. */

/** The card's conversation with the interview's event in it, in the same transaction as the change. */
async function recordEvent(db: Executor, cardId: number, values: { userId: number; side: ConversationSide; kind: InterviewMessageKey; body: string; interviewId: number; now: Date }) {
  const conversation = await ensureConversation(db, cardId, values.now);
  await appendMessage(db, { conversationId: conversation.id, senderUserId: values.userId, side: values.side, kind: values.kind, body: values.body, interviewId: values.interviewId, now: values.now });
  return conversation.id;
}

/**
 * POST /v1/interviews: the employer of a card they may contact (not blocked, not closed) proposes slots in the future
 * and within a year. One waiting proposal per card: the same one again (a double click) answers it (200), another is
 * 409 interview_pending. The candidate is mailed the times in the offer's zone and their own.
 */
export async function proposeInterview(deps: InterviewsDeps, caller: Caller, body: ProposeInterviewBody, locale: Locale): Promise<InterviewOutcome> {
  const now = deps.now();
  const outside = slotsOutsideWindow(body.slots, now);
  if (outside.length) throw AppError.validation(Object.fromEntries(outside.map((index) => [`slots[${index}].startsAt`, [InterviewMessageKey.SlotNotInFuture]])));
  const catalogue = await deps.catalogue.current();
  const proposal = { slots: storedSlots(body.slots), place: body.place ?? null, onlineUrl: body.onlineUrl ?? null, note: body.note ?? '' };
  const { interviewId, created, mails } = await deps.db.transaction(async (tx) => {
    const { card, side } = await cardForCaller(tx, deps.purchasedCandidateIds, caller, body.cardId, { lock: true });
    if (side !== 'employer') throw AppError.notFound();
    await assertMayWrite(tx, card, side);
    const pending = await findPendingInterview(tx, card.cardId);
    if (pending) {
      if (isSameProposal(pending, proposal)) return { interviewId: pending.id, created: false, mails: [] };
      throw AppError.conflict(InterviewMessageKey.Pending);
    }
    const interview = await insertInterview(tx, { cardId: card.cardId, proposedByUserId: caller.userId, ...proposal, timeZone: offerTimeZone(catalogue, card.countryId), now });
    const conversationId = await recordEvent(tx, card.cardId, { userId: caller.userId, side, kind: InterviewMessageKey.Proposed, body: proposal.note, interviewId: interview.id, now });
    const scene = await sceneOf(tx, card, interview, catalogue, conversationId);
    const mails: OutboxMessage[] = [];
    if (scene.candidate) {
      const reader = scene.candidate;
      const content = interviewProposedMail(reader.locale, { ...mailInput(deps, scene, reader, interview.slots), employer: card.employerName, note: interview.note });
      mails.push(await deps.outbox.email(tx, { to: reader.email, userId: reader.userId, locale: reader.locale, template: INTERVIEW_PROPOSED_TEMPLATE, content }));
    }
    return { interviewId: interview.id, created: true, mails };
  });
  await deps.outbox.flush(mails);
  return { created, answer: { message: translate(InterviewMessageKey.Proposed, locale), interview: await presentOne(deps, caller, interviewId, locale) } };
}

/** The interview and its card, both locked (card first, as every change of a card takes them), as the caller may act on them. */
async function lockedInterview(tx: Executor, deps: InterviewsDeps, caller: Caller, id: number) {
  const found = await findInterview(tx, id);
  if (!found) throw AppError.notFound();
  // An interview means the employer contacted the candidate: the candidate may see it even without an application.
  const { card, side } = await cardForCaller(tx, deps.purchasedCandidateIds, caller, found.offerCandidateId, { lock: true, conversationExists: true });
  const interview = await findInterview(tx, id, true);
  if (!interview) throw AppError.notFound();
  return { card, side, interview };
}

/**
 * POST /v1/interviews/{id}/respond: the card's candidate accepts one slot or declines. The same answer again answers
 * the same; another after one is 409. Accepting moves the card to the meeting stage (if earlier) and mails both
 * sides the calendar file; declining mails the employer.
 */
export async function respondToInterview(deps: InterviewsDeps, caller: Caller, id: number, body: RespondInterviewBody, locale: Locale): Promise<InterviewAnswer> {
  const now = deps.now();
  const catalogue = await deps.catalogue.current();
  const declining = 'decline' in body;
  const mails = await deps.db.transaction(async (tx) => {
    const { card, side, interview } = await lockedInterview(tx, deps, caller, id);
    if (side !== 'candidate') throw AppError.notFound();
    const outcome = answerOutcome(interview, body);
    if (outcome === 'repeat') return [];
    if (outcome === 'refuse') throw AppError.conflict(InterviewMessageKey.AlreadyAnswered);
    await assertMayWrite(tx, card, side);
    if (!declining && body.slotIndex >= interview.slots.length) {
      throw AppError.validation({ slotIndex: [InterviewMessageKey.NoSuchSlot] }, InterviewMessageKey.NoSuchSlot);
    }
    const message = body.message ?? null;
    const answered = await saveAnswer(tx, id, { status: declining ? 'declined' : 'accepted', acceptedSlot: declining ? null : body.slotIndex, message, now });
    if (!declining) await advanceToMeetingStage(tx, card.cardId, interview.proposedByUserId ?? card.clientUserId, now);
    const conversationId = await recordEvent(tx, card.cardId, {
      userId: caller.userId,
      side,
      kind: declining ? InterviewMessageKey.Declined : InterviewMessageKey.Accepted,
      body: message ?? '',
      interviewId: id,
      now,
    });
    const scene = await sceneOf(tx, card, answered, catalogue, conversationId);
    const candidate = scene.candidate;
    if (!candidate) return [];
    const { employer } = scene;
    if (declining) {
      const content = interviewDeclinedMail(employer.locale, { ...mailInput(deps, scene, employer, answered.slots), candidate: candidate.fullName, message });
      return [await deps.outbox.email(tx, { to: employer.email, userId: employer.userId, locale: employer.locale, template: INTERVIEW_DECLINED_TEMPLATE, content })];
    }
    const slot = acceptedSlotOf(answered);
    const sent: OutboxMessage[] = [];
    for (const [reader, other, readerSide] of [
      [candidate, card.employerName, 'candidate'],
      [employer, candidate.fullName, 'employer'],
    ] as const) {
      const content = interviewAcceptedMail(reader.locale, { ...mailInput(deps, scene, reader, slot ? [slot] : []), side: readerSide, other, message });
      const attachments = [calendarFile(calendarEvent(deps, scene, reader, 'REQUEST', now))];
      sent.push(await deps.outbox.email(tx, { to: reader.email, userId: reader.userId, locale: reader.locale, template: INTERVIEW_ACCEPTED_TEMPLATE, content, attachments }));
    }
    return sent;
  });
  await deps.outbox.flush(mails);
  const key = declining ? InterviewMessageKey.Declined : InterviewMessageKey.Accepted;
  return { message: translate(key, locale), interview: await presentOne(deps, caller, id, locale) };
}

/**
 * POST /v1/interviews/{id}/cancel: either side calls off a waiting or accepted interview (again: the same answer;
 * after a decline: 409). The other side is mailed; an accepted one's CANCEL calendar file goes to both.
 */
export async function cancelInterview(deps: InterviewsDeps, caller: Caller, id: number, body: CancelInterviewBody, locale: Locale): Promise<InterviewAnswer> {
  const now = deps.now();
  const catalogue = await deps.catalogue.current();
  const mails = await deps.db.transaction(async (tx) => {
    const { card, side, interview } = await lockedInterview(tx, deps, caller, id);
    const outcome = cancelOutcome(interview.status);
    if (outcome === 'repeat') return [];
    if (outcome === 'refuse') throw AppError.conflict(InterviewMessageKey.AlreadyAnswered);
    const wasAccepted = interview.status === 'accepted';
    const cancelled = await saveCancellation(tx, id, side, now);
    const message = body.message ?? null;
    const conversationId = await recordEvent(tx, card.cardId, { userId: caller.userId, side, kind: InterviewMessageKey.Cancelled, body: message ?? '', interviewId: id, now });
    const scene = await sceneOf(tx, card, cancelled, catalogue, conversationId);
    const { candidate, employer } = scene;
    const acceptedSlot = acceptedSlotOf(cancelled);
    const slots = wasAccepted && acceptedSlot ? [acceptedSlot] : cancelled.slots;
    const readers: [Reader, ConversationSide][] = [
      ...(candidate ? [[candidate, 'candidate'] as [Reader, ConversationSide]] : []),
      [employer, 'employer'],
    ];
    const sent: OutboxMessage[] = [];
    for (const [reader, readerSide] of readers) {
      // The one who cancelled hears of it only to take the event out of their calendar.
      if (readerSide === side && !(wasAccepted && candidate)) continue;
      const other = readerSide === 'candidate' ? card.employerName : (candidate?.fullName ?? '');
      const withCalendar = wasAccepted && candidate !== undefined;
      const content = interviewCancelledMail(reader.locale, { ...mailInput(deps, scene, reader, slots), other: readerSide === side ? reader.fullName : other, message, calendar: withCalendar });
      const attachments = withCalendar ? [calendarFile(calendarEvent(deps, scene, reader, 'CANCEL', now))] : [];
      sent.push(await deps.outbox.email(tx, { to: reader.email, userId: reader.userId, locale: reader.locale, template: INTERVIEW_CANCELLED_TEMPLATE, content, attachments }));
    }
    return sent;
  });
  await deps.outbox.flush(mails);
  return { message: translate(InterviewMessageKey.Cancelled, locale), interview: await presentOne(deps, caller, id, locale) };
}

/** GET /v1/interviews/{id}/calendar.ics: the accepted interview's calendar file for either side; 404 otherwise. */
export async function interviewCalendarFile(deps: InterviewsDeps, caller: Caller, id: number, locale: Locale): Promise<string> {
  const [row] = await listInterviews(deps.db, caller, { interviewId: id });
  if (!row || row.interview.status !== 'accepted' || row.candidateUserId === null) throw AppError.notFound();
  const card = await findConversationCard(deps.db, row.interview.offerCandidateId);
  if (!card) throw AppError.notFound();
  const scene = await sceneOf(deps.db, card, row.interview, await deps.catalogue.current(), row.conversationId ?? 0);
  const reader = caller.accountType === AccountType.Client ? scene.employer : scene.candidate;
  if (!reader) throw AppError.notFound();
  // A download is published, not sent: the reader's calendar takes it in without answering the organizer.
  return interviewCalendar(calendarEvent(deps, scene, { ...reader, locale }, 'PUBLISH', deps.now()));
}
