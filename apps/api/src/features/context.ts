import type { AppConfig } from '../config/config.ts';
import type { DatabaseHandle } from '../infra/db/database.ts';
import type { BackgroundWork } from '../infra/jobs/background-work.ts';
import type { JobQueue } from '../infra/jobs/job-queue.ts';
import type { Outbox } from '../infra/mail/outbox.ts';
import type { AppMetrics } from '../infra/metrics/metrics.ts';
import type { RateLimitSettings } from '../infra/security/rate-limit.ts';
import type { FileLinks } from '../infra/storage/file-links.ts';
import type { FileStorage } from '../infra/storage/storage.ts';
import type { FirstViewRenderer } from '../infra/web/first-view.ts';
import type { ReferenceCatalogueStore } from './reference/index.ts';

/**
 * Tells the matching engine that an offer or a candidate's profile changed, so the affected pairs are
 * re-scored. Features that change offers or profiles call it without depending on matching.
 */
export interface MatchingTriggers {
  offerChanged(offerId: number): void;
  candidateChanged(candidateUserId: number): void;
}

/** The public offer list's short-lived memory as other features see it: whoever changes a public offer clears it, in every process. */
export interface OfferListChanges {
  clear(): void;
}

/**
 * What every feature's routes receive: the settings and the services shared by the whole
 * application, each built once in app.ts, so no feature keeps its own module-level copy and a
 * service can be handed a fake in a test.
 */
export interface FeatureContext {
  config: AppConfig;
  database: DatabaseHandle;
  db: DatabaseHandle['db'];
  outbox: Outbox;
  /** Absent in tests that do not exercise background work. */
  jobs?: JobQueue;
  /** In-process work done after a request's answer is sent. */
  background: BackgroundWork;
  rateLimits: RateLimitSettings;
  /** The web app's index.html when the built web app is served; server-rendered pages start from it. */
  webIndexHtml?: string;
  /** Renders public pages' first view from the web app's components; absent without the built server entry. */
  firstViews?: FirstViewRenderer;
  /** The clock; tests pass a controllable one. */
  now: () => Date;
  fileLinks: FileLinks;
  fileStorage: FileStorage;
  /** The reference data (dictionaries), loaded from the database once per data version. */
  catalogue: ReferenceCatalogueStore;
  /** The public offer list's short-lived memory (and the first views showing it), cleared by every feature that changes a public offer. */
  offerListCache: OfferListChanges;
  matching: MatchingTriggers;
  /** The process's counters, served at /metrics (payment notifications are counted by the feature that takes them). */
  metrics: AppMetrics;
}
