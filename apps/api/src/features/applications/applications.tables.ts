import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, smallint, timestamp, unique } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.tables.ts';
import { offers } from '../offers/offers.tables.ts';

/**
 * A candidate in an offer's pipeline: one who applied (appliedAt set), or a matched candidate above
 * the employer threshold (appliedAt null) put into the first tab by the matching jobs. One row per
 * offer and candidate (an erased candidate's entries keep no candidate); `status` is the pipeline status id (8 new, 12 indefinite, 11, 9, 19, 20, 10).
 */
export const offerCandidates = pgTable(
  'offer_candidates',
  {
    id: serial('id').primaryKey(),
    offerId: integer('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    /** Null once the candidate's account is erased: the entry stays as "Deleted candidate" so the employer's history holds. */
    candidateUserId: integer('candidate_user_id').references(() => users.id, { onDelete: 'set null' }),
    status: smallint('status').notNull().default(8),
    /** When the candidate applied; null for a matched candidate who has not. */
    appliedAt: timestamp('applied_at', { withTimezone: true }),
    /** The date the candidate gave when applying (YYYY-MM-DD). */
    availableFrom: date('available_from', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the candidate withdrew the application; the entry stays in its tab, marked, and can no longer be moved. */
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (t) => [
    unique('offer_candidates_pair').on(t.offerId, t.candidateUserId),
    check('offer_candidates_status', sql`${t.status} in (8, 9, 10, 11, 12, 19, 20)`),
    index('offer_candidates_offer_status_idx').on(t.offerId, t.status),
    index('offer_candidates_candidate_idx').on(t.candidateUserId),
  ],
);
export type OfferCandidateRow = typeof offerCandidates.$inferSelect;

/** Every status change of a pipeline entry: who moved it, from what, to what, when. */
export const offerCandidateHistory = pgTable(
  'offer_candidate_history',
  {
    id: serial('id').primaryKey(),
    offerCandidateId: integer('offer_candidate_id')
      .notNull()
      .references(() => offerCandidates.id, { onDelete: 'cascade' }),
    /** The employer user who moved it; null when the account is gone. */
    changedByUserId: integer('changed_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    fromStatus: smallint('from_status'),
    toStatus: smallint('to_status').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('offer_candidate_history_entry_idx').on(t.offerCandidateId, t.changedAt)],
);

/**
 * An applicant's stage mail waiting out its window (PIPELINE_MAIL_DELAY_SECONDS): one row per card, written by a
 * move and pushed back by every further move. When it is due the mail of the card's stage at that time goes out,
 * unless the card is back in the stage it had when the row was written; the row goes with it, so it is sent once.
 */
export const pipelineStageMails = pgTable(
  'pipeline_stage_mails',
  {
    offerCandidateId: integer('offer_candidate_id')
      .primaryKey()
      .references(() => offerCandidates.id, { onDelete: 'cascade' }),
    /** The card's status before the first move of the window, and when that move was: the candidate sees neither move before the mail. */
    statusBefore: smallint('status_before').notNull(),
    heldSince: timestamp('held_since', { withTimezone: true }).notNull(),
    sendAfter: timestamp('send_after', { withTimezone: true }).notNull(),
  },
  (t) => [index('pipeline_stage_mails_due_idx').on(t.sendAfter)],
);
