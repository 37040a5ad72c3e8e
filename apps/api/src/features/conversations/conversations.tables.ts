import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, timestamp, unique, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.tables.ts';
import { offerCandidates } from '../applications/applications.tables.ts';

/** Who wrote a message or acted on an interview: the card's employer or its candidate. */
export type ConversationSide = 'employer' | 'candidate';

/**
 * One conversation per pipeline card (employer × candidate × offer), made by its first message or interview. Each side
 * keeps the last message it has read and when it was last mailed of a new one (one mail per 15 minutes at most).
 */
export const conversations = pgTable(
  'conversations',
  {
    id: serial('id').primaryKey(),
    offerCandidateId: integer('offer_candidate_id')
      .notNull()
      .references(() => offerCandidates.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    employerLastReadId: integer('employer_last_read_id').notNull().default(0),
    candidateLastReadId: integer('candidate_last_read_id').notNull().default(0),
    employerMailedAt: timestamp('employer_mailed_at', { withTimezone: true }),
    candidateMailedAt: timestamp('candidate_mailed_at', { withTimezone: true }),
  },
  (t) => [unique('conversations_card_unique').on(t.offerCandidateId), index('conversations_last_message_idx').on(t.lastMessageAt)],
);
export type ConversationRow = typeof conversations.$inferSelect;

/**
 * A message of a conversation: plain text (never HTML), or an interview's event (`interviewId` set, `kind` telling
 * which). An erased sender's messages keep their place with no sender and no text ("Deleted user").
 */
export const conversationMessages = pgTable(
  'conversation_messages',
  {
    id: serial('id').primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderUserId: integer('sender_user_id').references(() => users.id, { onDelete: 'set null' }),
    senderSide: varchar('sender_side', { length: 9 }).$type<ConversationSide>().notNull(),
    /** 'text', or an interview's event: 'interview_proposed', 'interview_accepted', 'interview_declined', 'interview_cancelled'. */
    kind: varchar('kind', { length: 24 }).notNull().default('text'),
    body: text('body').notNull().default(''),
    interviewId: integer('interview_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('conversation_messages_conversation_idx').on(t.conversationId, t.id),
    index('conversation_messages_sender_idx').on(t.senderUserId),
    check('conversation_messages_side', sql`${t.senderSide} in ('employer', 'candidate')`),
  ],
);
export type ConversationMessageRow = typeof conversationMessages.$inferSelect;

/** A candidate who no longer takes messages from an employer (all of that employer's offers); the employer sees it. */
export const conversationBlocks = pgTable(
  'conversation_blocks',
  {
    candidateUserId: integer('candidate_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientUserId: integer('client_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.candidateUserId, t.clientUserId] })],
);

/** One proposed slot of an interview: its start (UTC) and length. */
export interface InterviewSlot {
  startsAt: string;
  durationMinutes: number;
}

/**
 * An interview the employer proposed on a card: 1 to 3 slots, a place or an online link, a note; the candidate accepts
 * one slot or declines, and either side may cancel. `timeZone` is the offer's country's zone, the calendar files' TZID;
 * `icalUid` and `icalSequence` make the REQUEST and its CANCEL one event in the readers' calendars.
 */
export const interviews = pgTable(
  'interviews',
  {
    id: serial('id').primaryKey(),
    offerCandidateId: integer('offer_candidate_id')
      .notNull()
      .references(() => offerCandidates.id, { onDelete: 'cascade' }),
    proposedByUserId: integer('proposed_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    slots: jsonb('slots').$type<InterviewSlot[]>().notNull(),
    place: text('place'),
    onlineUrl: text('online_url'),
    note: text('note').notNull().default(''),
    timeZone: varchar('time_zone', { length: 64 }).notNull(),
    status: varchar('status', { length: 10 }).$type<'proposed' | 'accepted' | 'declined' | 'cancelled'>().notNull().default('proposed'),
    acceptedSlot: smallint('accepted_slot'),
    responseMessage: text('response_message'),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledBy: varchar('cancelled_by', { length: 9 }).$type<ConversationSide>(),
    icalUid: uuid('ical_uid').notNull().defaultRandom(),
    icalSequence: integer('ical_sequence').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('interviews_card_idx').on(t.offerCandidateId, t.createdAt),
    check('interviews_status', sql`${t.status} in ('proposed', 'accepted', 'declined', 'cancelled')`),
  ],
);
export type InterviewRow = typeof interviews.$inferSelect;

/** An employer's private notes on a card: never shown to the candidate in the app, but part of the candidate's data export. */
export const offerCandidateNotes = pgTable(
  'offer_candidate_notes',
  {
    id: serial('id').primaryKey(),
    offerCandidateId: integer('offer_candidate_id')
      .notNull()
      .references(() => offerCandidates.id, { onDelete: 'cascade' }),
    authorUserId: integer('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('offer_candidate_notes_card_idx').on(t.offerCandidateId, t.createdAt)],
);
export type OfferCandidateNoteRow = typeof offerCandidateNotes.$inferSelect;
