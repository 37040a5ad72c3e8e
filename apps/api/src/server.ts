import { matchingDepsOf } from './features/index.ts';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import { buildApp, buildWorkerApp } from './app.ts';
import { loadConfigOrExit } from './config/config.ts';
import { startProcessClockAt } from './infra/clock.ts';
import { openDatabase } from './infra/db/database.ts';
import { ChangeNotices } from './infra/db/change-notices.ts';
import { processLog } from './infra/logging/process-log.ts';
import { JobQueue } from './infra/jobs/job-queue.ts';
import { AppMetrics } from './infra/metrics/metrics.ts';
import { registerJobs, transportsFrom } from './jobs.ts';
import { rebuildIfStale } from './features/matching/index.ts';
import { seedDatabase } from './seed/seed.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

async function main(): Promise<void> {
  const config = loadConfigOrExit();
  // Before anything reads the time, the embedded database included.
  if (config.CLOCK_START) startProcessClockAt(new Date(config.CLOCK_START));
  const database = await openDatabase({ url: config.DATABASE_URL, pgliteDir: path.join(config.DATA_DIR, 'pglite') });
  // Processes started together on one database migrate and seed one after another.
  const seeded = await database.exclusively(async () => {
    await database.migrate();
    return seedDatabase(database.db, { demo: config.DEMO_DATA, publicUrl: config.PUBLIC_URL });
  });

  // A web process only queues jobs; a worker (or a process doing it all) runs them and their schedules.
  const role = config.PROCESS_ROLE;
  // One set of counters for the whole process: its requests, its jobs' runs, deliveries and KSeF submissions.
  const metrics = new AppMetrics({ processMetrics: true });
  const jobs = new JobQueue(database, { workers: role !== 'web', metrics });
  await jobs.start();
  await registerJobs(jobs, database, config, transportsFrom(config), metrics);

  const webDistDir = config.WEB_DIST_DIR ?? path.resolve(here, '../../web/dist');
  const log = processLog();
  const logger = { level: config.LOG_LEVEL, ...(log.destination ? { stream: log.destination } : {}) };
  // The notices listen before the app exists; what they warn about goes to its log once it does.
  const appLog: { current?: FastifyBaseLogger } = {};
  const changes = await ChangeNotices.open(database, { warn: (details, message) => appLog.current?.warn(details, message) });
  const app =
    role === 'worker'
      ? await buildWorkerApp({ config, database, logger, metrics })
      : // The web build writes its server entry next to the browser files (apps/web/dist-ssr).
        await buildApp({ config, database, jobs, webDistDir, webServerEntry: path.resolve(webDistDir, '../dist-ssr/entry-server.js'), logger, changes, metrics });
  appLog.current = app.log;
  for (const line of seeded.log) app.log.info(line);
  // This start may have seeded newer reference data or the demo's offers: processes already running forget their copies.
  changes.publish('reference');
  changes.publish('public-offers');

  // A bounded shutdown: requests in flight get 10 s, then jobs stop and the database closes; whatever hangs,
  // the process is gone 20 s after the signal, and the log (stdout nobody reads, say) never holds it.
  const shutdown = async (signal: string) => {
    setTimeout(() => process.exit(1), 20_000).unref();
    app.log.info({ signal }, 'shutting down');
    await Promise.race([app.close(), delay(10_000)]);
    await Promise.race([jobs.stop(), delay(5_000)]);
    await changes.close();
    await database.close().catch(() => undefined);
    await log.close(2_000);
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  // After an engine change or an upgrade the stored matches are recomputed once. The embedded
  // database has one connection, so it does that before answering (its data is small); on a
  // PostgreSQL server the rebuild runs while the server already answers.
  const rebuildStaleMatches = () =>
    rebuildIfStale(matchingDepsOf(database.db))
      .then((figures) => figures && app.log.info(`Matches rebuilt: ${figures.snapshots} profiles, ${figures.offers} active offers, ${figures.stored} pairs stored`))
      .catch((error: unknown) => app.log.error({ err: error }, 'rebuilding the matches failed'));
  if (database.kind === 'pglite') await rebuildStaleMatches();
  await app.listen({ port: config.PORT, host: config.HOST });
  const files = config.objectStorage ? `s3://${config.objectStorage.bucket}/${config.objectStorage.prefix}` : 'local folder';
  app.log.info(`Trades Marketplace (${role}) is running on ${config.PUBLIC_URL} (database: ${database.kind}, files: ${files})`);
  // Background work belongs to processes that run jobs; web processes share what they computed.
  if (database.kind === 'postgres' && role !== 'web') void rebuildStaleMatches();
}

void main();
