import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database.ts';
import { openTestDatabase } from '../../test/test-app.ts';
import { MAX_DELIVERY_ATTEMPTS, type MessageTransport, deliverMessage, pendingMessageIds } from './delivery.ts';
import { createOutbox } from './outbox.ts';
import { type OutboxMessage, outboxMessages } from './outbox.tables.ts';

function recordingTransport(failWith?: string): MessageTransport & { sent: OutboxMessage[] } {
  const sent: OutboxMessage[] = [];
  return {
    sent,
    async send(message) {
      if (failWith) throw new Error(failWith);
      sent.push(message);
    },
  };
}

describe('deliverMessage', () => {
  let database: DatabaseHandle;
  let drop: () => Promise<void>;
  const outbox = createOutbox('http://localhost:3000', async () => undefined);

  beforeAll(async () => {
    ({ handle: database, drop } = await openTestDatabase());
  });
  afterAll(() => drop());

  const email = (to = 'anna@example.com') =>
    outbox.email(database.db, { to, locale: 'en', template: 'test', content: { subject: 'Hello', heading: 'Hello', paragraphs: ['Hi'] } });
  const row = async (id: number) => (await database.db.select().from(outboxMessages).where(eq(outboxMessages.id, id)))[0] as OutboxMessage;

  it('sends through the channel transport and marks the message sent', async () => {
    const message = await email();
    const transport = recordingTransport();
    expect(await deliverMessage(database.db, { email: transport }, message.id)).toBe('sent');
    expect(transport.sent.map((m) => m.recipient)).toEqual(['anna@example.com']);
    const stored = await row(message.id);
    expect(stored).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(stored.sentAt).toBeInstanceOf(Date);
  });

  it('does nothing for a message that is no longer pending', async () => {
    const message = await email();
    const transport = recordingTransport();
    await deliverMessage(database.db, { email: transport }, message.id);
    expect(await deliverMessage(database.db, { email: transport }, message.id)).toBeNull();
    expect(transport.sent).toHaveLength(1);
  });

  it('keeps the message readable when there is no transport for its channel', async () => {
    const sms = await outbox.sms(database.db, { to: '+4741234567', locale: 'no', template: 'test_sms', text: 'Kode 1234' });
    expect(await deliverMessage(database.db, { email: recordingTransport() }, sms.id)).toBe('stored');
    expect((await row(sms.id)).status).toBe('stored');
  });

  it('counts failed attempts and gives up after the last one', async () => {
    const message = await email('bounce@example.com');
    const failing = recordingTransport('connection refused');
    for (let attempt = 1; attempt < MAX_DELIVERY_ATTEMPTS; attempt++) {
      await expect(deliverMessage(database.db, { email: failing }, message.id)).rejects.toThrow('connection refused');
      expect(await row(message.id)).toMatchObject({ status: 'pending', attempts: attempt, lastError: 'connection refused' });
    }
    expect(await deliverMessage(database.db, { email: failing }, message.id)).toBe('failed');
    expect(await row(message.id)).toMatchObject({ status: 'failed', attempts: MAX_DELIVERY_ATTEMPTS });
  });

  it('lists pending messages older than the cut-off for the sweep', async () => {
    const message = await email('late@example.com');
    expect(await pendingMessageIds(database.db, new Date(Date.now() + 1000))).toContain(message.id);
    expect(await pendingMessageIds(database.db, new Date(Date.now() - 60_000))).not.toContain(message.id);
  });
});
