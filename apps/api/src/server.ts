import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config/config.ts';
import { openDatabase } from './infra/db/database.ts';
import { JobQueue } from './infra/jobs/job-queue.ts';
import { registerJobs } from './jobs.ts';
import { seedDatabase } from './seed/seed.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const database = await openDatabase({ url: config.DATABASE_URL, pgliteDir: path.join(config.DATA_DIR, 'pglite') });
  await database.migrate();
  const seeded = await seedDatabase(database.db, { demo: config.DEMO_DATA });

  const jobs = new JobQueue(database);
  await jobs.start();
  await registerJobs(jobs, database, config);

  const app = await buildApp({
    config,
    database,
    jobs,
    webDistDir: config.WEB_DIST_DIR ?? path.resolve(here, '../../web/dist'),
  });
  for (const line of seeded.log) app.log.info(line);

  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await jobs.stop();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  const files = config.objectStorage ? `s3://${config.objectStorage.bucket}/${config.objectStorage.prefix}` : 'local folder';
  app.log.info(`Trades Marketplace is running on ${config.PUBLIC_URL} (database: ${database.kind}, files: ${files})`);
}

void main();
