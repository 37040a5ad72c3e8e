import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.tables.ts';

/**
 * Codes sent by SMS to prove a phone belongs to the user. Only a keyed hash of the code is kept.
 * A new code for a user ends the user's earlier open codes; a confirmed row stays as proof that
 * the number was verified (wizard step 2 marks its phones confirmed from it).
 */
export const phoneVerifications = pgTable(
  'phone_verifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    e164: varchar('e164', { length: 20 }).notNull(),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    attempts: smallint('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    supersededAt: timestamp('superseded_at', { withTimezone: true }),
  },
  (t) => [
    index('phone_verifications_user_idx').on(t.userId, t.createdAt),
    // The SMS budgets count codes per number and for the whole site.
    index('phone_verifications_e164_idx').on(t.e164, t.createdAt),
    index('phone_verifications_created_idx').on(t.createdAt),
    check('phone_verifications_attempts', sql`${t.attempts} between 0 and 5`),
  ],
);
export type PhoneVerificationRow = typeof phoneVerifications.$inferSelect;
