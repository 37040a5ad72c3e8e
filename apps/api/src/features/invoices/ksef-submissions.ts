import { createHash } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../infra/db/database.ts';
import type { JobQueue } from '../../infra/jobs/job-queue.ts';
import type { AppMetrics } from '../../infra/metrics/metrics.ts';
import type { KsefGateway } from './ksef-gateway.ts';
import { fa3XmlOf } from './invoice-xml.ts';
import { invoices, ksefSubmissions } from './invoices.tables.ts';

/*
 * Sending issued invoices to KSeF, in pg-boss jobs (only when KSEF_ENABLED): the settlement writes a
 * pending submission with the invoice and queues the send after its commit; the send job sends the
 * invoice's FA(3) XML, the status job asks KSeF until it accepts (KSeF number and UPO stored) or
 * rejects (its reason stored). A sweep catches what a crash left queued nowhere. Every step starts
 * from the submission's status, so a repeat after it moved on does nothing.
 */

export const KSEF_SUBMIT_JOB = 'shop.ksef-submit';
export const KSEF_STATUS_JOB = 'shop.ksef-status';
const KSEF_SWEEP_JOB = 'shop.ksef-sweep';

/** Tries to send one invoice (pg-boss repeats a failed one with a growing delay); after the last the submission is rejected. */
export const KSEF_SEND_TRIES = 6;
/** KSeF usually validates within seconds; later checks wait longer, up to ten minutes. */
const FIRST_STATUS_CHECK_SECONDS = 5;
const LONGEST_STATUS_WAIT_SECONDS = 600;

export interface KsefQueue {
  submit(invoiceId: number): Promise<void>;
  checkStatus(invoiceId: number, afterSeconds: number): Promise<void>;
}

export interface KsefDeps {
  db: Database;
  gateway: KsefGateway;
  queue: KsefQueue;
  now: () => Date;
  /** Where each submission's move to sent, accepted or rejected is counted, when given. */
  metrics?: Pick<AppMetrics, 'ksefSubmissions'>;
}

/** One waiting job per invoice and step: a second queueing while one waits is dropped. */
export function ksefJobQueue(jobs: JobQueue | undefined): KsefQueue {
  const key = (invoiceId: number) => `invoice:${invoiceId}`;
  return {
    submit: async (invoiceId) => jobs?.send(KSEF_SUBMIT_JOB, { invoiceId }, { singletonKey: key(invoiceId) }),
    checkStatus: async (invoiceId, afterSeconds) => jobs?.send(KSEF_STATUS_JOB, { invoiceId }, { singletonKey: key(invoiceId), startAfter: afterSeconds }),
  };
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 2000);

/** SHA-256 (base64) of the XML as sent: the hash KSeF itself computes and the one the submission keeps. */
export const invoiceHashOf = (xml: string) => createHash('sha256').update(xml, 'utf8').digest('base64');

export async function submitInvoiceToKsef(deps: KsefDeps, invoiceId: number): Promise<void> {
  const [submission] = await deps.db.select().from(ksefSubmissions).where(eq(ksefSubmissions.invoiceId, invoiceId));
  if (submission?.status !== 'pending') return;
  const [invoice] = await deps.db.select().from(invoices).where(eq(invoices.id, invoiceId));
  if (!invoice) return;
  const attempts = submission.attempts + 1;
  const pending = and(eq(ksefSubmissions.id, submission.id), eq(ksefSubmissions.status, 'pending'));
  // The same XML the invoice's owner downloads: generated from what the invoice froze (a correction's
  // also names the corrected invoice's KSeF number once it has one, so a later send may differ).
  const xml = await fa3XmlOf(deps.db, invoice);
  const invoiceHash = invoiceHashOf(xml);
  let reference;
  try {
    reference = await deps.gateway.send(xml);
  } catch (error) {
    const last = attempts >= KSEF_SEND_TRIES;
    const now = deps.now();
    await deps.db
      .update(ksefSubmissions)
      .set({ attempts, invoiceHash, lastError: errorText(error), updatedAt: now, ...(last ? { status: 'rejected' as const, decidedAt: now } : {}) })
      .where(pending);
    if (last) {
      deps.metrics?.ksefSubmissions.inc({ status: 'rejected' });
      return;
    }
    throw error;
  }
  const now = deps.now();
  await deps.db
    .update(ksefSubmissions)
    .set({ status: 'sent', ...reference, invoiceHash, attempts, lastError: null, sentAt: now, updatedAt: now })
    .where(pending);
  deps.metrics?.ksefSubmissions.inc({ status: 'sent' });
  await deps.queue.checkStatus(invoiceId, FIRST_STATUS_CHECK_SECONDS);
}

export async function checkKsefStatus(deps: KsefDeps, invoiceId: number): Promise<void> {
  const [submission] = await deps.db.select().from(ksefSubmissions).where(eq(ksefSubmissions.invoiceId, invoiceId));
  if (submission?.status !== 'sent' || !submission.sessionReferenceNumber || !submission.invoiceReferenceNumber) return;
  const sent = and(eq(ksefSubmissions.id, submission.id), eq(ksefSubmissions.status, 'sent'));
  const statusChecks = submission.statusChecks + 1;
  let result;
  try {
    result = await deps.gateway.status({ sessionReferenceNumber: submission.sessionReferenceNumber, invoiceReferenceNumber: submission.invoiceReferenceNumber });
  } catch (error) {
    await deps.db.update(ksefSubmissions).set({ statusChecks, lastError: errorText(error), updatedAt: deps.now() }).where(sent);
    throw error;
  }
  const now = deps.now();
  if (result.kind === 'processing') {
    await deps.db.update(ksefSubmissions).set({ statusChecks, updatedAt: now }).where(sent);
    await deps.queue.checkStatus(invoiceId, Math.min(FIRST_STATUS_CHECK_SECONDS * 2 ** (statusChecks - 1), LONGEST_STATUS_WAIT_SECONDS));
    return;
  }
  // A duplicate is accepted: the invoice is in KSeF under the number it reports, from an earlier send.
  const decided =
    result.kind === 'accepted'
      ? { status: 'accepted' as const, ksefNumber: result.ksefNumber, upo: result.upo, lastError: null }
      : { status: 'rejected' as const, lastError: result.error.slice(0, 2000) };
  await deps.db
    .update(ksefSubmissions)
    .set({ ...decided, statusChecks, decidedAt: now, updatedAt: now })
    .where(sent);
  deps.metrics?.ksefSubmissions.inc({ status: decided.status });
}

/** Queues again what waits: pending submissions to send, sent ones to check. */
export async function sweepKsefSubmissions(deps: KsefDeps): Promise<void> {
  const open = await deps.db
    .select({ invoiceId: ksefSubmissions.invoiceId, status: ksefSubmissions.status })
    .from(ksefSubmissions)
    .where(inArray(ksefSubmissions.status, ['pending', 'sent']))
    .orderBy(sql`${ksefSubmissions.id}`)
    .limit(500);
  for (const row of open) {
    if (row.status === 'pending') await deps.queue.submit(row.invoiceId);
    else await deps.queue.checkStatus(row.invoiceId, 0);
  }
}

export async function registerKsefJobs(jobs: JobQueue, deps: Omit<KsefDeps, 'queue'>): Promise<void> {
  const withQueue: KsefDeps = { ...deps, queue: ksefJobQueue(jobs) };
  await jobs.define<{ invoiceId: number }>(KSEF_SUBMIT_JOB, ({ invoiceId }) => submitInvoiceToKsef(withQueue, invoiceId), { policy: 'stately', retryLimit: KSEF_SEND_TRIES - 1 });
  await jobs.define<{ invoiceId: number }>(KSEF_STATUS_JOB, ({ invoiceId }) => checkKsefStatus(withQueue, invoiceId), { policy: 'stately', retryLimit: 5 });
  await jobs.define<object>(KSEF_SWEEP_JOB, () => sweepKsefSubmissions(withQueue));
  await jobs.schedule(KSEF_SWEEP_JOB, '*/10 * * * *');
}
