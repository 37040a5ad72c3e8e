import type { JobAlertFrequency, JobAlertKind, JobAlertSearch } from '@trades/contracts';
import { index, integer, jsonb, pgTable, primaryKey, serial, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.tables.ts';
import { offers } from '../offers/offers.tables.ts';

/**
 * A candidate's job alert: a saved offer search, or their matched offers from a score on. The
 * high-water mark (seenPublishedAt, seenOfferId) is the newest offer a digest of this alert has
 * covered; the next digest holds only offers after it, so nothing is sent twice or skipped.
 */
export const jobAlerts = pgTable(
  'job_alerts',
  {
    id: serial('id').primaryKey(),
    candidateUserId: integer('candidate_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 16 }).$type<JobAlertKind>().notNull(),
    frequency: varchar('frequency', { length: 16 }).$type<JobAlertFrequency>().notNull(),
    /** The saved search's filters; null for the matched-offers alert. */
    params: jsonb('params').$type<JobAlertSearch>(),
    /** The matched-offers alert's threshold; null for a search. */
    minScore: smallint('min_score'),
    seenPublishedAt: timestamp('seen_published_at', { withTimezone: true }).notNull(),
    seenOfferId: integer('seen_offer_id').notNull().default(0),
    lastDigestAt: timestamp('last_digest_at', { withTimezone: true }),
    /** Set by a mail's unsubscribe link: no digests until the candidate resumes them (the link page's undo, or the alerts page). */
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('job_alerts_candidate_idx').on(t.candidateUserId, t.id)],
);
export type JobAlertRow = typeof jobAlerts.$inferSelect;

/**
 * Each offer a digest has mailed to a candidate, by any of their alerts. The key makes "once per candidate" a fact of
 * the database: two sweeps at once, or two alerts that both find the offer, cannot both mail it.
 */
export const jobAlertSentOffers = pgTable(
  'job_alert_sent_offers',
  {
    candidateUserId: integer('candidate_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    offerId: integer('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    alertId: integer('alert_id').references(() => jobAlerts.id, { onDelete: 'set null' }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  // The offer's and the alert's indexes serve their deletions' cascades.
  (t) => [primaryKey({ columns: [t.candidateUserId, t.offerId] }), index('job_alert_sent_offers_offer_idx').on(t.offerId), index('job_alert_sent_offers_alert_idx').on(t.alertId)],
);
