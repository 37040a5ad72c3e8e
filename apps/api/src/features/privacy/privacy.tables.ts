import type { DataExportStatus } from '@trades/contracts';
import { index, integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.tables.ts';

/**
 * A user's request for a copy of their data and the ZIP the export job wrote. The owner is set to
 * null when the account goes, so the hourly sweep still finds the stored ZIP and removes it.
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    status: varchar('status', { length: 16 }).$type<DataExportStatus>().notNull().default('pending'),
    /** The ZIP's key in the file storage, once written. */
    storageKey: varchar('storage_key', { length: 64 }),
    sizeBytes: integer('size_bytes'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [index('data_exports_user_idx').on(t.userId, t.requestedAt)],
);
export type DataExportRow = typeof dataExports.$inferSelect;

/** The retention warning sent to an inactive candidate; a sign-in after it cancels it. */
export const retentionWarnings = pgTable('retention_warnings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  warnedAt: timestamp('warned_at', { withTimezone: true }).notNull(),
});
