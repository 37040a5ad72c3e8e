import { AccountType } from '@trades/contracts';
import { type SQL, and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../infra/db/database.ts';
import { candidateProfiles, clientProfiles, users } from '../accounts/accounts.tables.ts';
import { offerCandidates } from '../applications/applications.tables.ts';
import { clientBrands, offers } from '../offers/offers.tables.ts';
import { type ConversationSide, type InterviewRow, type InterviewSlot, conversations, interviews } from './conversations.tables.ts';

/* Interview invitations of pipeline cards (issue 27). */

export async function insertInterview(
  db: Executor,
  values: { cardId: number; proposedByUserId: number; slots: InterviewSlot[]; place: string | null; onlineUrl: string | null; note: string; timeZone: string; now: Date },
): Promise<InterviewRow> {
  const [row] = await db
    .insert(interviews)
    .values({
      offerCandidateId: values.cardId,
      proposedByUserId: values.proposedByUserId,
      slots: values.slots,
      place: values.place,
      onlineUrl: values.onlineUrl,
      note: values.note,
      timeZone: values.timeZone,
      createdAt: values.now,
    })
    .returning();
  if (!row) throw new Error('interview not inserted');
  return row;
}

export async function findInterview(db: Executor, id: number, lock = false): Promise<InterviewRow | undefined> {
  const query = db.select().from(interviews).where(eq(interviews.id, id)).limit(1);
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

/** The card's proposal still waiting for the candidate's answer (one at most). */
export async function findPendingInterview(db: Executor, cardId: number): Promise<InterviewRow | undefined> {
  const [row] = await db
    .select()
    .from(interviews)
    .where(and(eq(interviews.offerCandidateId, cardId), eq(interviews.status, 'proposed')))
    .orderBy(desc(interviews.id))
    .limit(1);
  return row;
}

export async function hasInterviews(db: Executor, cardId: number): Promise<boolean> {
  const [row] = await db.select({ one: sql<number>`1` }).from(interviews).where(eq(interviews.offerCandidateId, cardId)).limit(1);
  return row !== undefined;
}

export async function saveAnswer(db: Executor, id: number, answer: { status: 'accepted' | 'declined'; acceptedSlot: number | null; message: string | null; now: Date }): Promise<InterviewRow> {
  const [row] = await db
    .update(interviews)
    .set({ status: answer.status, acceptedSlot: answer.acceptedSlot, responseMessage: answer.message, respondedAt: answer.now })
    .where(eq(interviews.id, id))
    .returning();
  if (!row) throw new Error('interview vanished while locked');
  return row;
}

/** Cancelled by a side: the calendar files' sequence goes up, so a CANCEL replaces the REQUEST. */
export async function saveCancellation(db: Executor, id: number, by: ConversationSide, now: Date): Promise<InterviewRow> {
  const [row] = await db
    .update(interviews)
    .set({ status: 'cancelled', cancelledAt: now, cancelledBy: by, icalSequence: sql`${interviews.icalSequence} + 1` })
    .where(eq(interviews.id, id))
    .returning();
  if (!row) throw new Error('interview vanished while locked');
  return row;
}

/** Whom the mails of a card go to: the employer's user and the candidate (none once erased), their language and country. */
export async function interviewParties(db: Executor, candidateUserId: number | null, clientUserId: number) {
  const [candidate] =
    candidateUserId === null
      ? []
      : await db
          .select({ email: users.email, firstName: users.firstName, lastName: users.lastName, locale: users.locale, country: candidateProfiles.countryOfResidence })
          .from(users)
          .leftJoin(candidateProfiles, eq(candidateProfiles.userId, users.id))
          .where(eq(users.id, candidateUserId));
  const [employer] = await db
    .select({ email: users.email, firstName: users.firstName, lastName: users.lastName, locale: users.locale, country: clientProfiles.country })
    .from(users)
    .leftJoin(clientProfiles, eq(clientProfiles.userId, users.id))
    .where(eq(users.id, clientUserId));
  if (!employer) throw new Error('the employer of an interview not found');
  return { candidate, employer };
}

const employerName = sql<string>`coalesce(${clientBrands.name}, ${clientProfiles.name}, '')`;
/** The card's candidate, beside the employer's user. */
const candidateUsers = alias(users, 'candidate_user');

/**
 * Interviews with what their list shows: the card, its offer, the two sides' names and the card's conversation.
 * The caller's only: an employer's offers' cards, or a candidate's own; `cardId` narrows to one card.
 */
export async function listInterviews(db: Executor, caller: { userId: number; accountType: AccountType }, only: { cardId?: number; interviewId?: number } = {}) {
  const conditions: SQL[] = [
    caller.accountType === AccountType.Client ? eq(offers.clientUserId, caller.userId) : eq(offerCandidates.candidateUserId, caller.userId),
  ];
  if (only.cardId !== undefined) conditions.push(eq(interviews.offerCandidateId, only.cardId));
  if (only.interviewId !== undefined) conditions.push(eq(interviews.id, only.interviewId));
  return db
    .select({
      interview: interviews,
      offerId: offers.id,
      offerSlug: offers.slug,
      professionId: offers.professionId,
      employerName,
      candidateFirstName: candidateUsers.firstName,
      candidateLastName: candidateUsers.lastName,
      withdrawnAt: offerCandidates.withdrawnAt,
      candidateUserId: offerCandidates.candidateUserId,
      conversationId: conversations.id,
    })
    .from(interviews)
    .innerJoin(offerCandidates, eq(offerCandidates.id, interviews.offerCandidateId))
    .innerJoin(offers, eq(offers.id, offerCandidates.offerId))
    .leftJoin(clientBrands, eq(clientBrands.id, offers.clientBrandId))
    .leftJoin(clientProfiles, eq(clientProfiles.userId, offers.clientUserId))
    .leftJoin(candidateUsers, eq(candidateUsers.id, offerCandidates.candidateUserId))
    .leftJoin(conversations, eq(conversations.offerCandidateId, offerCandidates.id))
    .where(and(...conditions))
    .orderBy(desc(interviews.createdAt), desc(interviews.id));
}
export type InterviewListRow = Awaited<ReturnType<typeof listInterviews>>[number];

/** The account's interviews for the data export: a candidate's on their own cards, an employer's on their offers' cards. */
export async function interviewsOfAccount(db: Executor, userId: number, accountType: AccountType) {
  return db
    .select({
      interview: interviews,
      offerId: offers.id,
      offerSlug: offers.slug,
      professionId: offers.professionId,
      employerName,
    })
    .from(interviews)
    .innerJoin(offerCandidates, eq(offerCandidates.id, interviews.offerCandidateId))
    .innerJoin(offers, eq(offers.id, offerCandidates.offerId))
    .leftJoin(clientBrands, eq(clientBrands.id, offers.clientBrandId))
    .leftJoin(clientProfiles, eq(clientProfiles.userId, offers.clientUserId))
    .where(accountType === AccountType.Client ? eq(offers.clientUserId, userId) : eq(offerCandidates.candidateUserId, userId))
    .orderBy(desc(interviews.createdAt), desc(interviews.id));
}
