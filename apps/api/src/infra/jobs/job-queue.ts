import { PgBoss, fromPglite } from 'pg-boss';
import type { DatabaseHandle } from '../db/database.ts';
import { AppMetrics, type QueueDepth } from '../metrics/metrics.ts';

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
  private readonly metrics: AppMetrics;
  private readonly queues = new Set<string>();

  /** `metrics`: where job runs and queue depths are counted (the process's own; by default one nobody reads). */
  constructor(handle: DatabaseHandle, options: { workers?: boolean; metrics?: AppMetrics } = {}) {
    this.workers = options.workers ?? true;
    this.metrics = options.metrics ?? new AppMetrics();
    // Web processes only send: the depth is the workers' to report, once rather than once per process.
    if (this.workers) this.metrics.readQueueDepths(() => this.depths());
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
    this.queues.add(name);
    await this.boss.work<T>(name, async (jobs) => {
      for (const job of jobs) {
        const timed = this.metrics.jobRuns.startTimer({ queue: name });
        try {
          await handler(job.data);
          timed({ outcome: 'completed' });
        } catch (error) {
          timed({ outcome: 'failed' });
          throw error;
        }
      }
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

  /** The queues' jobs by state as pg-boss's monitor last counted them: one cheap query, no count of the jobs table. */
  async depths(): Promise<QueueDepth[]> {
    if (!this.started || this.queues.size === 0) return [];
    const queues = await this.boss.getQueues([...this.queues]);
    return queues.map((queue) => ({ queue: queue.name, ready: queue.readyCount, deferred: queue.deferredCount, active: queue.activeCount }));
  }

  async stop(): Promise<void> {
    if (!this.started) return;
    this.started = false;
    await this.boss.stop({ graceful: true, timeout: 5000 });
  }
}
