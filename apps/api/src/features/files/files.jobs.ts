import type { AppConfig } from '../../config/config.ts';
import type { DatabaseHandle } from '../../infra/db/database.ts';
import type { JobQueue } from '../../infra/jobs/job-queue.ts';
import { storageFor } from '../../infra/storage/storage.ts';
import { purgeFiles } from './files.service.ts';

export const FILES_CLEANUP_JOB = 'files.cleanup';

/** Every hour: temporary files never attached within 24 hours, discarded files and those of deleted accounts go. */
export async function registerFilesJobs(jobs: JobQueue, database: DatabaseHandle, config: AppConfig): Promise<void> {
  const storage = storageFor(config);
  await jobs.define<object>(FILES_CLEANUP_JOB, async () => {
    await purgeFiles({ db: database.db, storage, now: () => new Date() });
  });
  await jobs.schedule(FILES_CLEANUP_JOB, '17 * * * *');
}
