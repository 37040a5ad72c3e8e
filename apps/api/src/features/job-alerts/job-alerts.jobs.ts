import type { AppConfig } from '../../config/config.ts';
import type { DatabaseHandle } from '../../infra/db/database.ts';
import type { JobQueue } from '../../infra/jobs/job-queue.ts';
import { OUTBOX_DELIVERY_JOB, createOutbox } from '../../infra/mail/outbox.ts';
import { ReferenceCatalogueStore } from '../reference/index.ts';
import { DIGEST_SWEEP_CRON } from './job-alerts.rules.ts';
import { sendDueDigests } from './job-alerts.service.ts';

export const JOB_ALERT_DIGEST_JOB = 'job-alerts.digest';

/** Every quarter of an hour, each due alert gets its digest; a sweep that fails is retried by pg-boss and resumes from the marks. */
export async function registerJobAlertJobs(jobs: JobQueue, database: DatabaseHandle, config: AppConfig): Promise<void> {
  const outbox = createOutbox(config.PUBLIC_URL, async (id) => jobs.send(OUTBOX_DELIVERY_JOB, { id }));
  const catalogue = ReferenceCatalogueStore.of(database.db);
  await jobs.define<object>(JOB_ALERT_DIGEST_JOB, async () => {
    await sendDueDigests({ db: database.db, now: () => new Date(), secret: config.JWT_SECRET, publicUrl: config.PUBLIC_URL, catalogue, outbox });
  });
  await jobs.schedule(JOB_ALERT_DIGEST_JOB, DIGEST_SWEEP_CRON);
}
