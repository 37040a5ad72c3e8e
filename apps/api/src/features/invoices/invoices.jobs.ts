import type { AppConfig } from '../../config/config.ts';
import type { DatabaseHandle } from '../../infra/db/database.ts';
import type { JobQueue } from '../../infra/jobs/job-queue.ts';
import type { AppMetrics } from '../../infra/metrics/metrics.ts';
import { httpKsefGateway, ksefSettingsOf } from './ksef-gateway.ts';
import { registerKsefJobs } from './ksef-submissions.ts';

/** With KSEF_ENABLED, issued invoices go to KSeF. */
export async function registerInvoiceJobs(jobs: JobQueue, database: DatabaseHandle, config: AppConfig, metrics: AppMetrics): Promise<void> {
  if (config.KSEF_ENABLED) await registerKsefJobs(jobs, { db: database.db, gateway: httpKsefGateway(ksefSettingsOf(config)), now: () => new Date(), metrics });
}
