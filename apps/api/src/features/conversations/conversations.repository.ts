import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../infra/db/database.ts';
import { clientProfiles, users } from '../accounts/accounts.tables.ts';
import { offerCandidates } from '../applications/applications.tables.ts';
import { clientBrands, offers } from '../offers/offers.tables.ts';
import {
  type ConversationMessageRow,
  type ConversationRow,
  type ConversationSide,
  conversationBlocks,
  conversationMessages,
  conversations,
  interviews,
  offerCandidateNotes,
} from './conversations.tables.ts';

/** The card's conversation, made if it has none yet (one per card, whoever starts it). */
export async function ensureConversation(db: Executor, cardId: number, now: Date): Promise<ConversationRow> {
  await db.insert(conversations).values({ offerCandidateId: cardId, createdAt: now, lastMessageAt: now }).onConflictDoNothing({ target: conversations.offerCandidateId });
  const [row] = await db.select().from(conversations).where(eq(conversations.offerCandidateId, cardId)).limit(1);
  if (!row) throw new Error(`conversation of card ${cardId} not found after insert`);
  return row;
}

export async function findConversationOfCard(db: Executor, cardId: number): Promise<ConversationRow | undefined> {
  const [row] = await db.select().from(conversations).where(eq(conversations.offerCandidateId, cardId)).limit(1);
  return row;
}

export async function findConversation(db: Executor, id: number, lock = false): Promise<ConversationRow | undefined> {
  const query = db.select().from(conversations).where(eq(conversations.id, id)).limit(1);
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

/**
 * Adds a message (text, or an interview's event) to a conversation: the conversation moves to the top of both lists,
 * and the sender has read everything up to their own message.
 */
export async function appendMessage(
  db: Executor,
  values: { conversationId: number; senderUserId: number | null; side: ConversationSide; kind?: string; body: string; interviewId?: number | null; now: Date },
): Promise<ConversationMessageRow> {
  const [row] = await db
    .insert(conversationMessages)
    .values({
      conversationId: values.conversationId,
      senderUserId: values.senderUserId,
      senderSide: values.side,
      kind: values.kind ?? 'text',
      body: values.body,
      interviewId: values.interviewId ?? null,
      createdAt: values.now,
    })
    .returning();
  if (!row) throw new Error('message not inserted');
  const readColumn = values.side === 'employer' ? { employerLastReadId: row.id } : { candidateLastReadId: row.id };
  await db
    .update(conversations)
    .set({ lastMessageAt: sql`greatest(${conversations.lastMessageAt}, ${values.now.toISOString()}::timestamptz)`, ...readColumn })
    .where(eq(conversations.id, values.conversationId));
  return row;
}

/* What the conversation pages read: each conversation of one side's user with its card, offer and both names. */

const candidateUser = alias(users, 'conversation_candidate');
const employerNameColumn = sql<string>`coalesce(${clientBrands.name}, ${clientProfiles.name}, '')`;

const lastReadOf = (side: ConversationSide) => (side === 'employer' ? conversations.employerLastReadId : conversations.candidateLastReadId);
const ownedBy = (side: ConversationSide, userId: number) => (side === 'employer' ? eq(offers.clientUserId, userId) : eq(offerCandidates.candidateUserId, userId));

export interface ConversationListRow {
  id: number;
  cardId: number;
  createdAt: Date;
  lastMessageAt: Date;
  offerId: number;
  offerSlug: string;
  professionId: number;
  clientUserId: number;
  candidateUserId: number | null;
  candidateFirstName: string | null;
  candidateLastName: string | null;
  employerName: string;
  appliedAt: Date | null;
  withdrawnAt: Date | null;
  unreadCount: number;
  blocked: boolean;
}

/** The side's conversations, newest first (or the one of `conversationId` when it is theirs), with unread counts for that side. */
export async function conversationRows(db: Executor, side: ConversationSide, userId: number, conversationId?: number): Promise<ConversationListRow[]> {
  return db
    .select({
      id: conversations.id,
      cardId: conversations.offerCandidateId,
      createdAt: conversations.createdAt,
      lastMessageAt: conversations.lastMessageAt,
      offerId: offers.id,
      offerSlug: offers.slug,
      professionId: offers.professionId,
      clientUserId: offers.clientUserId,
      candidateUserId: offerCandidates.candidateUserId,
      candidateFirstName: candidateUser.firstName,
      candidateLastName: candidateUser.lastName,
      employerName: employerNameColumn,
      appliedAt: offerCandidates.appliedAt,
      withdrawnAt: offerCandidates.withdrawnAt,
      unreadCount: sql<number>`(select count(*)::int from ${conversationMessages} m where m.conversation_id = ${conversations.id} and m.sender_side <> ${side} and m.id > ${lastReadOf(side)})`,
      blocked: sql<boolean>`exists (select 1 from ${conversationBlocks} b where b.candidate_user_id = ${offerCandidates.candidateUserId} and b.client_user_id = ${offers.clientUserId})`,
    })
    .from(conversations)
    .innerJoin(offerCandidates, eq(offerCandidates.id, conversations.offerCandidateId))
    .innerJoin(offers, eq(offers.id, offerCandidates.offerId))
    .leftJoin(clientBrands, eq(clientBrands.id, offers.clientBrandId))
    .leftJoin(clientProfiles, eq(clientProfiles.userId, offers.clientUserId))
    .leftJoin(candidateUser, eq(candidateUser.id, offerCandidates.candidateUserId))
    .where(and(ownedBy(side, userId), conversationId === undefined ? undefined : eq(conversations.id, conversationId)))
    .orderBy(desc(conversations.lastMessageAt), desc(conversations.id));
}

/** The newest message of each conversation named. */
export async function latestMessages(db: Executor, conversationIds: readonly number[]): Promise<ConversationMessageRow[]> {
  if (conversationIds.length === 0) return [];
  return db
    .selectDistinctOn([conversationMessages.conversationId])
    .from(conversationMessages)
    .where(inArray(conversationMessages.conversationId, [...conversationIds]))
    .orderBy(conversationMessages.conversationId, desc(conversationMessages.id));
}

/** The header badge: the other side's messages the user has not read, over all their conversations, in one count. */
export async function unreadTotal(db: Executor, side: ConversationSide, userId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(conversationMessages)
    .innerJoin(conversations, eq(conversations.id, conversationMessages.conversationId))
    .innerJoin(offerCandidates, eq(offerCandidates.id, conversations.offerCandidateId))
    .innerJoin(offers, eq(offers.id, offerCandidates.offerId))
    .where(and(ownedBy(side, userId), sql`${conversationMessages.senderSide} <> ${side}`, sql`${conversationMessages.id} > ${lastReadOf(side)}`));
  return row?.total ?? 0;
}

/** One page of a conversation, newest first as read (the caller turns it round): `limit` + 1 rows tell whether more exist. */
export async function messagesBefore(db: Executor, conversationId: number, before: number | undefined, limit: number): Promise<ConversationMessageRow[]> {
  return db
    .select()
    .from(conversationMessages)
    .where(and(eq(conversationMessages.conversationId, conversationId), before === undefined ? undefined : lt(conversationMessages.id, before)))
    .orderBy(desc(conversationMessages.id))
    .limit(limit + 1);
}

/** The sender's latest message in the conversation (a double tap repeats it). */
export async function latestMessageOfSender(db: Executor, conversationId: number, senderUserId: number): Promise<ConversationMessageRow | undefined> {
  const [row] = await db
    .select()
    .from(conversationMessages)
    .where(and(eq(conversationMessages.conversationId, conversationId), eq(conversationMessages.senderUserId, senderUserId)))
    .orderBy(desc(conversationMessages.id))
    .limit(1);
  return row;
}

/** The side has read everything there is now. */
export async function markAllRead(db: Executor, conversationId: number, side: ConversationSide): Promise<void> {
  const newest = sql<number>`coalesce((select max(m.id) from ${conversationMessages} m where m.conversation_id = ${conversationId}), 0)`;
  await db
    .update(conversations)
    .set(side === 'employer' ? { employerLastReadId: newest } : { candidateLastReadId: newest })
    .where(eq(conversations.id, conversationId));
}

/** The recipient side was mailed of this conversation now (the next mail waits CONVERSATION_MAIL_WINDOW_MINUTES). */
export async function markMailed(db: Executor, conversationId: number, recipient: ConversationSide, now: Date): Promise<void> {
  await db
    .update(conversations)
    .set(recipient === 'employer' ? { employerMailedAt: now } : { candidateMailedAt: now })
    .where(eq(conversations.id, conversationId));
}

/** The candidate takes no more messages from the employer (all their offers), or takes them again. */
export async function setEmployerBlocked(db: Executor, candidateUserId: number, clientUserId: number, blocked: boolean, now: Date): Promise<void> {
  if (blocked) {
    await db.insert(conversationBlocks).values({ candidateUserId, clientUserId, createdAt: now }).onConflictDoNothing();
    return;
  }
  await db.delete(conversationBlocks).where(and(eq(conversationBlocks.candidateUserId, candidateUserId), eq(conversationBlocks.clientUserId, clientUserId)));
}

/** Every message of the conversations named, oldest first (the data export). */
export async function messagesOf(db: Executor, conversationIds: readonly number[]): Promise<ConversationMessageRow[]> {
  if (conversationIds.length === 0) return [];
  return db.select().from(conversationMessages).where(inArray(conversationMessages.conversationId, [...conversationIds])).orderBy(conversationMessages.conversationId, conversationMessages.id);
}

/**
 * Erasure of an account (before its user row goes, and before its cards lose the candidate): its messages keep their
 * place with no text (the sender goes with the user row), the employers' notes about the candidate go, and so do the
 * messages the candidate left with their answers to interviews.
 */
export async function releaseErasedConversationUser(db: Executor, userId: number): Promise<void> {
  await db.update(conversationMessages).set({ body: '' }).where(eq(conversationMessages.senderUserId, userId));
  const cardsOfCandidate = db.select({ id: offerCandidates.id }).from(offerCandidates).where(eq(offerCandidates.candidateUserId, userId));
  await db.delete(offerCandidateNotes).where(inArray(offerCandidateNotes.offerCandidateId, cardsOfCandidate));
  await db.update(interviews).set({ responseMessage: null }).where(and(inArray(interviews.offerCandidateId, cardsOfCandidate), sql`${interviews.responseMessage} is not null`));
}

/** Retention: conversations with no message since `before` go, with their messages; answers how many. */
export async function deleteConversationsInactiveSince(db: Executor, before: Date): Promise<number> {
  const removed = await db.delete(conversations).where(lt(conversations.lastMessageAt, before)).returning({ id: conversations.id });
  return removed.length;
}
