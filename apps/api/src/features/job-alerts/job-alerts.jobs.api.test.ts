import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../infra/db/database.ts';
import { type JobQueue } from '../../infra/jobs/job-queue.ts';
import { outboxMessages } from '../../infra/mail/outbox.tables.ts';
import { openTestWorkers } from '../../test/test-app.ts';
import { createCandidate, createEmployer, daysFromNow, insertOffer } from '../offers/testing.ts';
import { JOB_ALERT_DIGEST_JOB } from './job-alerts.jobs.ts';
import { JOB_ALERT_DIGEST_TEMPLATE } from './job-alerts.mails.ts';
import { DIGEST_SWEEP_CRON } from './job-alerts.rules.ts';
import { jobAlerts } from './job-alerts.tables.ts';

describe('the job alert digest through pg-boss', () => {
  let database: DatabaseHandle;
  let jobs: JobQueue;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ database, jobs, close } = await openTestWorkers());
  });
  afterAll(() => close());

  it('is scheduled every quarter of an hour, and a run writes the due alert’s digest', async () => {
    const db = database.db;
    const scheduled = (await db.execute(sql`select cron from pgboss.schedule where name = ${JOB_ALERT_DIGEST_JOB}`)) as unknown as { rows: { cron: string }[] };
    expect(scheduled.rows).toEqual([{ cron: DIGEST_SWEEP_CRON }]);

    const employer = await createEmployer(db, 'Fjordbygg AS');
    const candidate = await createCandidate(db, { professions: [[1, 1]], countries: [1] });
    const [alert] = await db
      .insert(jobAlerts)
      .values({ candidateUserId: candidate, kind: 'search', frequency: 'daily', params: { industries: [1], professions: [], countries: [] }, seenPublishedAt: daysFromNow(-2), createdAt: daysFromNow(-2) })
      .returning();
    const offer = await insertOffer(db, employer.userId, { publicationAt: daysFromNow(-1) });

    await jobs.send(JOB_ALERT_DIGEST_JOB, {});
    const deadline = Date.now() + 15_000;
    let mails: (typeof outboxMessages.$inferSelect)[] = [];
    while (Date.now() < deadline && mails.length === 0) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      mails = await db.select().from(outboxMessages).where(eq(outboxMessages.template, JOB_ALERT_DIGEST_TEMPLATE));
    }
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain(`/offer/${offer.id}-${offer.slug}`);
    const [stored] = await db.select().from(jobAlerts).where(eq(jobAlerts.id, alert?.id ?? 0));
    expect(stored?.seenOfferId).toBe(offer.id);
  }, 25_000);
});
