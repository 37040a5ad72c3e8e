import { pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * Stored objects whose row is gone. A database trigger on a table that holds storage keys adds the key
 * when one of its rows is deleted, however that happened (a cascade from an erased account or a deleted
 * offer included), and `deleteDiscardedFiles` removes the objects later. Removing a missing object is
 * harmless, so a key whose object the application already removed may be listed too.
 */
export const discardedFiles = pgTable('discarded_files', {
  storageKey: varchar('storage_key', { length: 128 }).primaryKey(),
  discardedAt: timestamp('discarded_at', { withTimezone: true }).notNull().defaultNow(),
});
