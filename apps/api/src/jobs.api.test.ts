import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config/config.ts';
import type { DatabaseHandle } from './infra/db/database.ts';
import { JobQueue } from './infra/jobs/job-queue.ts';
import type { MessageTransport } from './infra/mail/delivery.ts';
import { OUTBOX_DELIVERY_JOB, createOutbox } from './infra/mail/outbox.ts';
import { type OutboxMessage, outboxMessages } from './infra/mail/outbox.tables.ts';
import { registerJobs } from './jobs.ts';
import { openTestDatabase } from './test/test-app.ts';

describe('background delivery through pg-boss', () => {
  let database: DatabaseHandle;
  let drop: () => Promise<void>;
  let jobs: JobQueue;
  const delivered: OutboxMessage[] = [];
  const transport: MessageTransport = {
    async send(message) {
      delivered.push(message);
    },
  };

  beforeAll(async () => {
    ({ handle: database, drop } = await openTestDatabase());
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: path.join(os.tmpdir(), 'trades-test'), JWT_SECRET: 'j'.repeat(40) });
    jobs = new JobQueue(database);
    await jobs.start();
    await registerJobs(jobs, database, config, { email: transport });
  });
  afterAll(async () => {
    await jobs.stop();
    await drop();
  });

  it('delivers a message enqueued after commit', async () => {
    const outbox = createOutbox('http://localhost:3000', (id) => jobs.send(OUTBOX_DELIVERY_JOB, { id }));
    const message = await outbox.email(database.db, {
      to: 'queue@example.com',
      locale: 'en',
      template: 'test',
      content: { subject: 'Queued', heading: 'Queued', paragraphs: ['Through the job queue'] },
    });
    await outbox.flush([message]);

    const deadline = Date.now() + 10_000;
    let status: string | undefined;
    while (Date.now() < deadline) {
      const [current] = await database.db
        .select({ status: outboxMessages.status })
        .from(outboxMessages)
        .where(eq(outboxMessages.id, message.id));
      status = current?.status;
      if (status === 'sent') break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(status).toBe('sent');
    expect(delivered.map((m) => m.recipient)).toEqual(['queue@example.com']);
  }, 20_000);
});
