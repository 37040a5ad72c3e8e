import { PgBoss, fromPglite } from 'pg-boss';
import type { DatabaseHandle } from '../db/database.ts';

export type JobHandler<T> = (data: T) => Promise<void>;

/** A queue's options: 'stately' keeps at most one waiting job per singletonKey (a later send while one waits is dropped). */
export interface QueueDefinition {
  retryLimit?: number;
  policy?: 'standard' | 'stately';
}

/** A job's options: its key (one waiting job per key on a stately queue) and a delay in seconds. */
export interface SendOptions {
  singletonKey?: string;
  startAfter?: number;
}

/**
 * Background jobs on pg-boss, in the same database as the data (PostgreSQL or embedded PGlite). Without `workers`
 * (a web process) it creates the queues and sends to them, and leaves running the jobs and their schedules to workers.
 */
export class JobQueue {
  private readonly boss: PgBoss;
  private started = false;
  private readonly workers: boolean;

  constructor(handle: DatabaseHandle, options: { workers?: boolean } = {}) {
    this.workers = options.workers ?? true;
    const roles = { schedule: this.workers, supervise: this.workers };
    this.boss = handle.pglite
      ? new PgBoss({ db: fromPglite(handle.pglite), backend: 'pglite', ...roles })
      : new PgBoss({ connectionString: handle.connectionString as string, max: 4, ...roles });
    this.boss.on('error', () => undefined);
  }

  async start(): Promise<void> {
    await this.boss.start();
    this.started = true;
  }

  async define<T extends object>(name: string, handler: JobHandler<T>, options: QueueDefinition = {}): Promise<void> {
    await this.boss.createQueue(name, { policy: options.policy ?? 'standard', retryLimit: options.retryLimit ?? 3, retryDelay: 30, retryBackoff: true });
    if (!this.workers) return;
    await this.boss.work<T>(name, async (jobs) => {
      for (const job of jobs) await handler(job.data);
    });
  }

  async send<T extends object>(name: string, data: T, options: SendOptions = {}): Promise<void> {
    if (!this.started) return;
    await this.boss.send(name, data, options);
  }

  async schedule(name: string, cron: string): Promise<void> {
    if (!this.workers) return;
    await this.boss.schedule(name, cron);
  }

  async stop(): Promise<void> {
    if (!this.started) return;
    this.started = false;
    await this.boss.stop({ graceful: true, timeout: 5000 });
  }
}
