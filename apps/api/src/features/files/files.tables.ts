import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import type { FilePurpose, UploadKind } from '@trades/contracts';
import { users } from '../accounts/accounts.tables.ts';

/**
 * Uploaded files. A file starts temporary; saving a wizard step attaches it (is_temporary false).
 * Files nobody references any more are marked discarded; the cleanup job removes them, old
 * temporary ones and those of deleted accounts (owner set to null) from storage and from here.
 */
export const files = pgTable(
  'files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerUserId: integer('owner_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Stored name: random, with the extension of the detected type. Also the storage key. */
    filename: varchar('filename', { length: 64 }).notNull().unique(),
    originalName: varchar('original_name', { length: 255 }).notNull(),
    kind: varchar('kind', { length: 8 }).$type<UploadKind>().notNull(),
    mimeType: varchar('mime_type', { length: 100 }).notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    hasThumbnail: boolean('has_thumbnail').notNull().default(false),
    purpose: varchar('purpose', { length: 32 }).$type<FilePurpose>().notNull().default('general'),
    isTemporary: boolean('is_temporary').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    attachedAt: timestamp('attached_at', { withTimezone: true }),
    discardedAt: timestamp('discarded_at', { withTimezone: true }),
  },
  (t) => [
    index('files_owner_idx').on(t.ownerUserId),
    index('files_cleanup_idx').on(t.isTemporary, t.createdAt),
    check('files_kind', sql`${t.kind} in ('jpeg', 'png', 'pdf', 'doc', 'docx')`),
    check('files_size', sql`${t.sizeBytes} > 0`),
  ],
);
export type FileRow = typeof files.$inferSelect;
