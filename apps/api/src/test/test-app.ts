import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { type AppConfig, loadConfig } from '../config/config.ts';
import { type DatabaseHandle, openDatabase } from '../infra/db/database.ts';
import { BackgroundTasks, type BackgroundWork } from '../infra/jobs/background-work.ts';
import { JobQueue } from '../infra/jobs/job-queue.ts';
import { AppMetrics } from '../infra/metrics/metrics.ts';
import { registerJobs } from '../jobs.ts';
import type { RateLimitSettings } from '../infra/security/rate-limit.ts';
import type { MatchingTriggers } from '../features/context.ts';
import { OfferListCache } from '../features/offers/index.ts';
import { seedDatabase } from '../seed/seed.ts';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: AppConfig;
  /** The app's public offer list cache, for tests that show a change before it expires. */
  offerListCache: OfferListCache;
  /** The running pg-boss queue, when the test asked for background jobs. */
  jobs?: JobQueue;
  /** Waits for the work the app does after answering (password reset mails). */
  settle(): Promise<void>;
  close(): Promise<void>;
}

/** Generous limits so ordinary tests never trip them; rate-limit tests pass their own. */
const RELAXED: RateLimitSettings = {
  signIn: { max: 10_000, timeWindow: 60_000 },
  signUp: { max: 10_000, timeWindow: 60_000 },
  passwordReset: { max: 10_000, timeWindow: 60_000 },
  resendMail: { max: 10_000, timeWindow: 60_000 },
  contact: { max: 10_000, timeWindow: 60_000 },
  sms: { max: 10_000, timeWindow: 60_000 },
  cvUpload: { max: 10_000, timeWindow: 60_000 },
};

/**
 * A fresh, migrated and seeded database for one test file: an in-memory PGlite, or, when
 * TEST_DATABASE_URL is set, a new database on that PostgreSQL server, dropped at close.
 */
export async function openTestDatabase(): Promise<{ handle: DatabaseHandle; drop(): Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const template = process.env.TEST_PGLITE_TEMPLATE;
    const handle = await openDatabase({
      pgliteDir: 'memory://',
      pgliteLoadDataDir: template ? new Blob([readFileSync(template)]) : undefined,
    });
    // Without the run's template (a test started outside vitest's API project) the database is built here.
    if (!template) await handle.migrate();
    return { handle, drop: () => handle.close() };
  }
  const template = process.env.TEST_DATABASE_TEMPLATE;
  const name = `t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString(), poolSize: 4 });
  if (!template) await handle.migrate();
  return {
    handle,
    async drop() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/** A test database with every job of the application registered on real pg-boss workers. */
export async function openTestWorkers(): Promise<{ database: DatabaseHandle; jobs: JobQueue; close(): Promise<void> }> {
  const { handle, drop } = await openTestDatabase();
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: path.join(os.tmpdir(), 'trades-test'), JWT_SECRET: 'j'.repeat(40) });
  const jobs = new JobQueue(handle);
  await jobs.start();
  await registerJobs(jobs, handle, config, {});
  return {
    database: handle,
    jobs,
    async close() {
      await jobs.stop();
      await drop();
    },
  };
}

/** Triggers that score nothing: for tests that store the matches they need themselves. */
export const INERT_MATCHING: MatchingTriggers = { offerChanged: () => undefined, candidateChanged: () => undefined };

/** The settings of a test's app: a secret of its own, no log, `env` on top. */
export function testConfig(env: Record<string, string> = {}): AppConfig {
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: path.join(os.tmpdir(), 'trades-test'),
    JWT_SECRET: randomBytes(32).toString('hex'),
    PUBLIC_URL: 'http://localhost:3000',
    LOG_LEVEL: 'silent',
    ...env,
  });
}

export async function createTestApp(
  options: { rateLimits?: Partial<RateLimitSettings>; env?: Record<string, string>; clock?: () => Date; background?: BackgroundWork; matching?: MatchingTriggers; jobs?: boolean } = {},
): Promise<TestApp> {
  const { handle, drop } = await openTestDatabase();
  await seedDatabase(handle.db, { demo: false });
  const config = testConfig(options.env);
  const offerListCache = new OfferListCache();
  const tasks = new BackgroundTasks((error) => {
    throw error;
  });
  const background = options.background ?? tasks;
  // Real pg-boss workers (no mail transports) for tests of what jobs do, counted where the app's /metrics reads.
  const metrics = new AppMetrics();
  const jobs = options.jobs ? new JobQueue(handle, { metrics }) : undefined;
  if (jobs) {
    await jobs.start();
    await registerJobs(jobs, handle, config, {}, metrics);
  }
  const app = await buildApp({ config, database: handle, jobs, rateLimits: { ...RELAXED, ...options.rateLimits }, logger: false, clock: options.clock, offerListCache, background, matching: options.matching, metrics });
  await app.ready();
  return {
    app,
    database: handle,
    config,
    offerListCache,
    jobs,
    settle: () => tasks.idle(),
    async close() {
      await app.close();
      await jobs?.stop();
      await drop();
    },
  };
}
