import { randomBytes } from 'node:crypto';
import type { Locale } from '@trades/contracts';
import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../db/database.ts';
import { type EmailContent, renderEmail } from './layout.ts';
import { type OutboxAttachment, type OutboxMessage, outboxMessages } from './outbox.tables.ts';

export const OUTBOX_DELIVERY_JOB = 'outbox.deliver';

/** Called after a message is committed so delivery starts at once; the sweep job catches the rest. */
export type DeliveryTrigger = (messageId: number) => Promise<void>;

export interface Outbox {
  email(
    db: Executor,
    input: {
      to: string;
      locale: Locale;
      template: string;
      userId?: number;
      content: EmailContent;
      headers?: Record<string, string>;
      /** Text files sent with the mail (an interview's calendar file), stored whole with it. */
      attachments?: OutboxAttachment[];
    },
  ): Promise<OutboxMessage>;
  sms(db: Executor, input: { to: string; locale: Locale; template: string; userId?: number; text: string }): Promise<OutboxMessage>;
  /** Starts delivery of messages written inside a transaction that has now committed. */
  flush(messages: OutboxMessage[]): Promise<void>;
}

export function createOutbox(publicUrl: string, trigger: DeliveryTrigger): Outbox {
  const readingUrl = (token: string) => `${publicUrl}/mail/reading/${token}`;
  return {
    async email(db, { to, locale, template, userId, content, headers, attachments }) {
      const readingToken = randomBytes(24).toString('base64url');
      const { html, text } = renderEmail(content, locale, readingUrl(readingToken));
      const [row] = await db
        .insert(outboxMessages)
        .values({ channel: 'email', recipient: to, subject: content.subject, html, text, locale, template, readingToken, userId, headers, attachments: attachments?.length ? attachments : null })
        .returning();
      return row as OutboxMessage;
    },
    async sms(db, { to, locale, template, userId, text }) {
      const readingToken = randomBytes(24).toString('base64url');
      const [row] = await db
        .insert(outboxMessages)
        .values({ channel: 'sms', recipient: to, subject: '', html: '', text, locale, template, readingToken, userId })
        .returning();
      return row as OutboxMessage;
    },
    async flush(messages) {
      for (const message of messages) await trigger(message.id);
    },
  };
}

export async function findByReadingToken(db: Executor, token: string): Promise<OutboxMessage | undefined> {
  const [row] = await db.select().from(outboxMessages).where(eq(outboxMessages.readingToken, token)).limit(1);
  return row;
}

export async function latestMessages(db: Executor, limit = 50): Promise<OutboxMessage[]> {
  return db.select().from(outboxMessages).orderBy(desc(outboxMessages.id)).limit(limit);
}
