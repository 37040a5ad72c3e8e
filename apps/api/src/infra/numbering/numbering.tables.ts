import { integer, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';

/**
 * The last number given in a series and month ("ZAM", "2026-11"): documents numbered per month without
 * gaps (orders, correction invoices). A number is taken inside the transaction that stores its document,
 * with the row's lock, so a rollback gives it back and two transactions never take the same one.
 */
export const numberCounters = pgTable(
  'number_counters',
  {
    series: varchar('series', { length: 10 }).notNull(),
    period: varchar('period', { length: 7 }).notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [primaryKey({ columns: [t.series, t.period] })],
);
