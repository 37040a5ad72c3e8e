import type { AppConfig } from '../../config/config.ts';
import type { DatabaseHandle } from '../../infra/db/database.ts';
import type { JobQueue } from '../../infra/jobs/job-queue.ts';
import { OUTBOX_DELIVERY_JOB, createOutbox } from '../../infra/mail/outbox.ts';
import { FileLinks } from '../../infra/storage/file-links.ts';
import { storageFor } from '../../infra/storage/storage.ts';
import { ReferenceCatalogueStore } from '../reference/index.ts';
import { type PrivacyDeps, buildDataExport, runRetention } from './privacy.service.ts';

export const DATA_EXPORT_JOB = 'privacy.data-export';
const RETENTION_JOB = 'privacy.retention';

/** The export job (one per request) and, every hour, the retention of inactive accounts and the sweep of old exports. */
export async function registerPrivacyJobs(jobs: JobQueue, database: DatabaseHandle, config: AppConfig): Promise<void> {
  const deps: PrivacyDeps = {
    db: database.db,
    outbox: createOutbox(config.PUBLIC_URL, async (id) => {
      await jobs.send(OUTBOX_DELIVERY_JOB, { id });
    }),
    fileStorage: storageFor(config),
    catalogue: ReferenceCatalogueStore.of(database.db),
    links: new FileLinks(config.JWT_SECRET),
    now: () => new Date(),
    config,
  };
  await jobs.define<{ id: number }>(DATA_EXPORT_JOB, ({ id }) => buildDataExport(deps, id));
  await jobs.define<object>(RETENTION_JOB, async () => {
    await runRetention(deps);
  });
  await jobs.schedule(RETENTION_JOB, '41 * * * *');
}
