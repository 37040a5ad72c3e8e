import { index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.tables.ts';
import { offers } from '../offers/offers.tables.ts';

/**
 * A candidate's bookmarked offers (issue 28). An offer that leaves the public list stays saved and is
 * shown as expired; deleting the offer or the account deletes the bookmark.
 */
export const savedOffers = pgTable(
  'saved_offers',
  {
    candidateUserId: integer('candidate_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    offerId: integer('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.candidateUserId, t.offerId] }), index('saved_offers_candidate_idx').on(t.candidateUserId, t.createdAt.desc()), index('saved_offers_offer_idx').on(t.offerId)],
);
export type SavedOfferRow = typeof savedOffers.$inferSelect;
