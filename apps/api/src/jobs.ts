import { matchingDepsOf } from './features/index.ts';
import type { AppConfig } from './config/config.ts';
import { documentsDeps, registerCandidateDocumentsJobs } from './features/candidate-documents/index.ts';
import { registerFilesJobs } from './features/files/index.ts';
import { registerJobAlertJobs } from './features/job-alerts/index.ts';
import { registerStageMailJobs } from './features/applications/index.ts';
import { registerMatchingJobs } from './features/matching/index.ts';
import { ReferenceCatalogueStore } from './features/reference/index.ts';
import { registerInvoiceJobs } from './features/invoices/index.ts';
import { registerPaymentJobs } from './features/payments/index.ts';
import { registerPrivacyJobs } from './features/privacy/index.ts';
import type { DatabaseHandle } from './infra/db/database.ts';
import type { JobQueue } from './infra/jobs/job-queue.ts';
import { type Transports, deliverMessage, httpSmsTransport, pendingMessageIds, smtpTransport } from './infra/mail/delivery.ts';
import { OUTBOX_DELIVERY_JOB } from './infra/mail/outbox.ts';
import { AppMetrics } from './infra/metrics/metrics.ts';
import { deleteDiscardedFiles } from './infra/storage/discarded-files.ts';
import { FileLinks } from './infra/storage/file-links.ts';
import { storageFor } from './infra/storage/storage.ts';

const OUTBOX_SWEEP_JOB = 'outbox.sweep';
export const DISCARDED_FILES_JOB = 'storage.discarded-files';

export function transportsFrom(config: AppConfig): Transports {
  return {
    email: config.SMTP_URL ? smtpTransport(config.SMTP_URL, config.MAIL_FROM) : undefined,
    sms:
      config.SMS_TRANSPORT === 'http' && config.SMS_HTTP_URL
        ? httpSmsTransport(config.SMS_HTTP_URL, config.SMS_HTTP_TOKEN, config.SMS_FROM)
        : undefined,
  };
}

/**
 * Every background job of the application and its schedule. Tests pass their own transports; `metrics` is where the
 * process counts deliveries and KSeF submissions (the one it serves at /metrics).
 */
export async function registerJobs(
  jobs: JobQueue,
  database: DatabaseHandle,
  config: AppConfig,
  transports: Transports = transportsFrom(config),
  metrics: AppMetrics = new AppMetrics(),
): Promise<void> {
  await jobs.define<{ id: number }>(OUTBOX_DELIVERY_JOB, async ({ id }) => {
    await deliverMessage(database.db, transports, id, metrics);
  });
  await jobs.define<object>(OUTBOX_SWEEP_JOB, async () => {
    for (const id of await pendingMessageIds(database.db)) await jobs.send(OUTBOX_DELIVERY_JOB, { id });
  });
  await jobs.schedule(OUTBOX_SWEEP_JOB, '* * * * *');
  await jobs.define<object>(DISCARDED_FILES_JOB, async () => {
    await deleteDiscardedFiles(database.db, storageFor(config));
  });
  await jobs.schedule(DISCARDED_FILES_JOB, '29 * * * *');
  await registerFilesJobs(jobs, database, config);
  await registerMatchingJobs(jobs, matchingDepsOf(database.db));
  await registerPaymentJobs(jobs, database, config);
  await registerInvoiceJobs(jobs, database, config, metrics);
  await registerCandidateDocumentsJobs(
    jobs,
    documentsDeps({
      db: database.db,
      fileLinks: new FileLinks(config.JWT_SECRET),
      catalogue: ReferenceCatalogueStore.of(database.db),
      fileStorage: storageFor(config),
      jobs,
      now: () => new Date(),
      config,
    }),
  );
  await registerPrivacyJobs(jobs, database, config);
  await registerJobAlertJobs(jobs, database, config);
  await registerStageMailJobs(jobs, database, config, ReferenceCatalogueStore.of(database.db));
}
