import { and, eq, inArray, lt } from 'drizzle-orm';
import nodemailer, { type SendMailOptions } from 'nodemailer';
import type { Database } from '../db/database.ts';
import type { AppMetrics, DeliveryOutcome } from '../metrics/metrics.ts';
import { type OutboxAttachment, type OutboxMessage, outboxMessages } from './outbox.tables.ts';

export const MAX_DELIVERY_ATTEMPTS = 5;

/** Something that can hand a message over to the outside world. */
export interface MessageTransport {
  send(message: OutboxMessage): Promise<void>;
}

export interface Transports {
  email?: MessageTransport;
  sms?: MessageTransport;
}

export function smtpTransport(smtpUrl: string, from: string): MessageTransport {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      await transporter.sendMail({
        from,
        to: message.recipient,
        subject: message.subject,
        html: message.html,
        text: message.text,
        headers: message.headers ?? undefined,
        ...mailAttachments(message.attachments ?? []),
      });
    },
  };
}

/**
 * A message's files as nodemailer takes them. A calendar file becomes the mail's `icalEvent` (a text/calendar
 * alternative with its method, and an attachment), which is how mail clients recognise an invitation; one per mail.
 */
export function mailAttachments(files: readonly OutboxAttachment[]): Pick<SendMailOptions, 'icalEvent' | 'attachments'> {
  const calendar = files.find((file) => file.contentType.toLowerCase().startsWith('text/calendar'));
  const method = calendar ? (/method=([a-z]+)/i.exec(calendar.contentType)?.[1] ?? /^METHOD:(\w+)/m.exec(calendar.content)?.[1] ?? 'PUBLISH') : undefined;
  return {
    ...(calendar ? { icalEvent: { filename: calendar.filename, method: method?.toUpperCase(), content: calendar.content } } : {}),
    attachments: files.filter((file) => file !== calendar).map((file) => ({ filename: file.filename, contentType: file.contentType, content: file.content })),
  };
}

/** A plain HTTP SMS gateway: POST { to, from, text } with a bearer token. */
export function httpSmsTransport(url: string, token: string | undefined, from: string): MessageTransport {
  return {
    async send(message) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({ to: message.recipient, from, text: message.text }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
    },
  };
}

/**
 * Delivers one message. Without a transport for its channel the message is 'stored' (still
 * readable through its link and the development outbox). Failures count attempts; after
 * MAX_DELIVERY_ATTEMPTS the message is 'failed'. Each attempt's outcome is counted in `metrics` when given.
 */
export async function deliverMessage(
  db: Database,
  transports: Transports,
  id: number,
  metrics?: Pick<AppMetrics, 'outboxDeliveries'>,
): Promise<OutboxMessage['status'] | null> {
  const [message] = await db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.id, id), inArray(outboxMessages.status, ['pending'])))
    .limit(1);
  if (!message) return null;
  const counted = (outcome: DeliveryOutcome) => metrics?.outboxDeliveries.inc({ channel: message.channel, outcome });
  const transport = message.channel === 'email' ? transports.email : transports.sms;
  if (!transport) {
    await db.update(outboxMessages).set({ status: 'stored' }).where(eq(outboxMessages.id, id));
    counted('stored');
    return 'stored';
  }
  try {
    await transport.send(message);
    await db
      .update(outboxMessages)
      .set({ status: 'sent', sentAt: new Date(), attempts: message.attempts + 1, lastError: null })
      .where(eq(outboxMessages.id, id));
    counted('sent');
    return 'sent';
  } catch (error) {
    const attempts = message.attempts + 1;
    const status = attempts >= MAX_DELIVERY_ATTEMPTS ? 'failed' : 'pending';
    await db
      .update(outboxMessages)
      .set({ status, attempts, lastError: error instanceof Error ? error.message.slice(0, 500) : String(error) })
      .where(eq(outboxMessages.id, id));
    counted(status === 'pending' ? 'retrying' : 'failed');
    if (status === 'pending') throw error;
    return status;
  }
}

/** Ids of pending messages older than a minute: their immediate delivery was lost or failed. */
export async function pendingMessageIds(db: Database, olderThan = new Date(Date.now() - 60_000)): Promise<number[]> {
  const rows = await db
    .select({ id: outboxMessages.id })
    .from(outboxMessages)
    .where(and(eq(outboxMessages.status, 'pending'), lt(outboxMessages.createdAt, olderThan)))
    .limit(200);
  return rows.map((r) => r.id);
}
