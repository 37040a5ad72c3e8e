import type { JobAlertFrequency, JobAlertKind, JobAlertSearch } from '@trades/contracts';
import { index, integer, jsonb, pgTable, serial, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.tables.ts';

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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('job_alerts_candidate_idx').on(t.candidateUserId, t.id)],
);
export type JobAlertRow = typeof jobAlerts.$inferSelect;
