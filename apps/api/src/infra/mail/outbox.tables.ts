import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/** A file attached to an e-mail: a text file (iCalendar), kept whole so the development outbox can show it. */
export interface OutboxAttachment {
  filename: string;
  contentType: string;
  content: string;
}

/**
 * Every e-mail and SMS the product sends is first a row here. A background job delivers it
 * through the configured transport; without one it stays readable (status 'stored').
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: serial('id').primaryKey(),
    channel: varchar('channel', { length: 8 }).$type<'email' | 'sms'>().notNull(),
    recipient: varchar('recipient', { length: 320 }).notNull(),
    subject: text('subject').notNull().default(''),
    html: text('html').notNull().default(''),
    text: text('text').notNull().default(''),
    locale: varchar('locale', { length: 2 }).notNull(),
    template: varchar('template', { length: 64 }).notNull(),
    status: varchar('status', { length: 16 })
      .$type<'pending' | 'sent' | 'failed' | 'stored'>()
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    readingToken: varchar('reading_token', { length: 64 }).notNull().unique(),
    /** Extra e-mail headers the transport sends as they are (List-Unsubscribe of the job alerts). */
    headers: jsonb('headers').$type<Record<string, string>>(),
    /** Files sent with the e-mail (an interview's calendar file), their text content kept as it is sent. */
    attachments: jsonb('attachments').$type<OutboxAttachment[]>(),
    userId: integer('user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('outbox_messages_status_idx').on(t.status, t.createdAt),
    index('outbox_messages_recipient_idx').on(sql`lower(${t.recipient})`),
  ],
);
export type OutboxMessage = typeof outboxMessages.$inferSelect;
