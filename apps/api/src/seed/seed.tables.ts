import { pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Seeds that run once per database (the demo data): what they made and someone later deleted stays deleted. */
export const seedMarkers = pgTable('seed_markers', {
  name: varchar('name', { length: 40 }).primaryKey(),
  seededAt: timestamp('seeded_at', { withTimezone: true }).notNull().defaultNow(),
});
