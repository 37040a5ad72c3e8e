import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** Jobs of one queue by state, as pg-boss last counted them. */
export interface QueueDepth {
  queue: string;
  /** Runnable now. */
  ready: number;
  /** Waiting for their start time (a delay or a retry's backoff). */
  deferred: number;
  active: number;
}

/** How a delivery attempt of an outbox message ended: the message's status after it ('retrying': still pending). */
export type DeliveryOutcome = 'sent' | 'stored' | 'retrying' | 'failed';

/**
 * What one process counts, served at /metrics in Prometheus's text format. Every app instance has its own
 * registry (never prom-client's global one), so tests that build many apps in one process count apart.
 * Labels take a bounded set of values only (route patterns, queue names, outcomes), never a URL or an id.
 */
export class AppMetrics {
  readonly registry = new Registry();

  readonly httpRequests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP requests by method, route pattern and status, with their duration.',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [this.registry],
  });

  /** Failed runs are counted here too (outcome="failed"); pg-boss retries a failed job as a new run. */
  readonly jobRuns = new Histogram({
    name: 'job_duration_seconds',
    help: 'Background job runs by queue and outcome (completed, failed), with their duration.',
    labelNames: ['queue', 'outcome'] as const,
    buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60, 300],
    registers: [this.registry],
  });

  readonly paymentNotifications = new Counter({
    name: 'payment_notifications_total',
    help: "Payment providers' notifications by provider, kind (payment, refund) and outcome (accepted, rejected, unverified, failed).",
    labelNames: ['provider', 'kind', 'outcome'] as const,
    registers: [this.registry],
  });

  readonly ksefSubmissions = new Counter({
    name: 'ksef_submissions_total',
    help: 'Invoice submissions to KSeF by the status they moved to (sent, accepted, rejected).',
    labelNames: ['status'] as const,
    registers: [this.registry],
  });

  readonly outboxDeliveries = new Counter({
    name: 'outbox_deliveries_total',
    help: 'Delivery attempts of e-mails and SMS by channel and outcome (sent, stored without a transport, retrying, failed for good).',
    labelNames: ['channel', 'outcome'] as const,
    registers: [this.registry],
  });

  private queueSource?: () => Promise<QueueDepth[]>;

  /** Read at scrape time: pg-boss's own count (kept by its monitor), one query for every queue. */
  private readonly queueDepth = new Gauge({
    name: 'job_queue_depth',
    help: 'Jobs per queue by state (ready, deferred, active), as pg-boss last counted them (about every minute); reported by processes that run jobs.',
    labelNames: ['queue', 'state'] as const,
    registers: [this.registry],
    collect: () => this.countQueues(),
  });

  constructor(options: { processMetrics?: boolean } = {}) {
    // Memory, CPU, event-loop lag and GC: read at scrape time or sampled by Node itself, so cheap. Once per process.
    if (options.processMetrics) collectDefaultMetrics({ register: this.registry });
  }

  /** The process that runs the jobs names where their queues' depth is read. */
  readQueueDepths(source: () => Promise<QueueDepth[]>): void {
    this.queueSource = source;
  }

  /** The text Prometheus scrapes, and its content type. */
  async scrape(): Promise<{ contentType: string; text: string }> {
    return { contentType: this.registry.contentType, text: await this.registry.metrics() };
  }

  private async countQueues(): Promise<void> {
    this.queueDepth.reset();
    if (!this.queueSource) return;
    // A database that does not answer costs this gauge, not the whole scrape.
    const queues = await this.queueSource().catch(() => []);
    for (const { queue, ready, deferred, active } of queues) {
      this.queueDepth.set({ queue, state: 'ready' }, ready);
      this.queueDepth.set({ queue, state: 'deferred' }, deferred);
      this.queueDepth.set({ queue, state: 'active' }, active);
    }
  }
}
