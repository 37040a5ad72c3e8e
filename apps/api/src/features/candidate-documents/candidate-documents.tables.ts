import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.tables.ts';
import { clientBrands, offers } from '../offers/offers.tables.ts';

/**
 * Document packs (employer-side.md 3, Data-set queue entry): one PDF per candidate of an offer's
 * pipeline tab in one ZIP, made by a background job. `status` 14 Processing, 15 Completed, 16 Error;
 * at most one Processing pack per offer (the partial unique index settles a race).
 */
export const offerDataSetQueue = pgTable(
  'offer_data_set_queue',
  {
    id: serial('id').primaryKey(),
    offerId: integer('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    clientUserId: integer('client_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The brand heading every page; null for none (or when the brand was deleted meanwhile). */
    clientBrandId: integer('client_brand_id').references(() => clientBrands.id, { onDelete: 'set null' }),
    isAnonymize: boolean('is_anonymize').notNull(),
    /** The pipeline status (tab) asked for; null for all tabs. */
    pipelineStatus: smallint('pipeline_status'),
    /** The language the documents are written in (the request's). */
    locale: varchar('locale', { length: 2 }).notNull(),
    status: smallint('status').notNull().default(14),
    done: integer('done').notNull().default(0),
    total: integer('total').notNull().default(0),
    /** Failed runs so far; the pack becomes Error once they reach the retry limit. */
    attempts: smallint('attempts').notNull().default(0),
    /** The ZIP's storage key once Completed; a deleted row lists it in discarded_files (a trigger, migration 0015). */
    fileKey: varchar('file_key', { length: 128 }),
    errorMessage: text('error_message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    check('offer_data_set_queue_status', sql`${t.status} in (14, 15, 16)`),
    uniqueIndex('offer_data_set_queue_one_pending_idx').on(t.offerId).where(sql`${t.status} = 14`),
    index('offer_data_set_queue_offer_idx').on(t.offerId, t.createdAt),
  ],
);
export type OfferDataSetQueueRow = typeof offerDataSetQueue.$inferSelect;
