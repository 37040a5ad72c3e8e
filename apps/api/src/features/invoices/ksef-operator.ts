import {
  KSEF_STUCK_MINUTES,
  OPERATOR_KSEF_PAGE_SIZE,
  OperatorKsefMessageKey,
  type OperatorKsefPage,
  type OperatorKsefQuery,
  type OperatorKsefRow,
  isKsefSubmissionStuck,
} from '@trades/contracts';
import { type SQL, and, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../infra/db/database.ts';
import { AppError } from '../../infra/http/errors.ts';
import { fa3XmlOf } from './invoice-xml.ts';
import { type InvoiceRow, type KsefSubmissionRow, invoices, ksefSubmissions } from './invoices.tables.ts';
import { type KsefQueue, invoiceHashOf } from './ksef-submissions.ts';

/*
 * The operator's side of the sending to KSeF (issue 26): the submissions by status, and a resend of a
 * rejected or stuck one through the same job as the first send.
 */

const stuckSince = (now: Date) => new Date(now.getTime() - KSEF_STUCK_MINUTES * 60_000);
const stuckCondition = (now: Date) => and(inArray(ksefSubmissions.status, ['pending', 'sent']), lte(ksefSubmissions.updatedAt, stuckSince(now)));

function rowOf(submission: KsefSubmissionRow, invoice: InvoiceRow, now: Date): OperatorKsefRow {
  return {
    invoiceId: invoice.id,
    invoiceNumber: invoice.number,
    kind: invoice.kind,
    buyer: { name: invoice.buyer.name, taxId: invoice.buyer.taxId, country: invoice.buyer.country },
    gross: invoice.totalGross,
    currency: invoice.currency,
    status: submission.status,
    stuck: isKsefSubmissionStuck(submission, now),
    ksefNumber: submission.ksefNumber,
    lastError: submission.lastError,
    attempts: submission.attempts,
    resends: submission.resends,
    createdAt: submission.createdAt.toISOString(),
    updatedAt: submission.updatedAt.toISOString(),
    sentAt: submission.sentAt?.toISOString() ?? null,
    decidedAt: submission.decidedAt?.toISOString() ?? null,
  };
}

/** GET /v1/operator/ksef: one page of the submissions with a status (or stuck), last changed first, and the counts of each. */
export async function ksefSubmissionsPage(db: Executor, query: OperatorKsefQuery, now: Date, enabled: boolean): Promise<OperatorKsefPage> {
  const perStatus = await db
    .select({
      status: ksefSubmissions.status,
      count: sql<number>`count(*)::int`,
      stuck: sql<number>`(count(*) filter (where ${stuckCondition(now)}))::int`,
    })
    .from(ksefSubmissions)
    .groupBy(ksefSubmissions.status);
  const counts = { pending: 0, sent: 0, accepted: 0, rejected: 0, stuck: 0 };
  for (const row of perStatus) {
    counts[row.status] = row.count;
    counts.stuck += row.stuck;
  }
  let filter: SQL | undefined;
  let total = counts.pending + counts.sent + counts.accepted + counts.rejected;
  if (query.status === 'stuck') {
    filter = stuckCondition(now);
    total = counts.stuck;
  } else if (query.status !== undefined) {
    filter = eq(ksefSubmissions.status, query.status);
    total = counts[query.status];
  }
  const rows = await db
    .select({ submission: ksefSubmissions, invoice: invoices })
    .from(ksefSubmissions)
    .innerJoin(invoices, eq(invoices.id, ksefSubmissions.invoiceId))
    .where(filter)
    .orderBy(desc(ksefSubmissions.updatedAt), desc(ksefSubmissions.id))
    .limit(OPERATOR_KSEF_PAGE_SIZE)
    .offset((query.page - 1) * OPERATOR_KSEF_PAGE_SIZE);
  return {
    enabled,
    items: rows.map(({ submission, invoice }) => rowOf(submission, invoice, now)),
    page: query.page,
    pageSize: OPERATOR_KSEF_PAGE_SIZE,
    total,
    counts,
  };
}

export interface KsefResendDeps {
  db: Database;
  queue: KsefQueue;
  now: () => Date;
  /** KSEF_ENABLED: off, nothing goes to KSeF, so a resend is refused. */
  enabled: boolean;
}

/** What a resend did, for the audit written in its transaction. */
export interface KsefResent {
  invoiceId: number;
  invoiceNumber: string;
  previousStatus: OperatorKsefRow['status'];
  previousError: string | null;
  invoiceHash: string;
  resends: number;
}

/**
 * POST /v1/operator/ksef/{invoiceId}/resend: a rejected or stuck submission goes back to pending, with
 * its tries counted afresh, and the send job is queued after the commit. Idempotent: the submission's
 * row is locked, so of two resends at once the second finds it pending and changes nothing, and the
 * job is one per invoice. A submission that reached KSeF before is answered by KSeF as a duplicate of
 * the same seller, kind and number, which the status check takes as accepted: a resend never makes a
 * second invoice in KSeF. The hash of the XML about to be sent is kept (and audited).
 */
export async function resendKsefSubmission(
  deps: KsefResendDeps,
  invoiceId: number,
  audit: (tx: Executor, resent: KsefResent) => Promise<void>,
): Promise<{ resent: boolean; item: OperatorKsefRow }> {
  if (!deps.enabled) throw AppError.conflict(OperatorKsefMessageKey.Disabled);
  const outcome = await deps.db.transaction(async (tx) => {
    const [submission] = await tx.select().from(ksefSubmissions).where(eq(ksefSubmissions.invoiceId, invoiceId)).for('update');
    const [invoice] = submission ? await tx.select().from(invoices).where(eq(invoices.id, invoiceId)) : [];
    if (!submission || !invoice) throw AppError.notFound();
    if (submission.status === 'accepted') throw AppError.conflict(OperatorKsefMessageKey.AlreadyAccepted);
    const now = deps.now();
    // Still on its way (a second click, or a send that is merely slow): nothing to do.
    if (submission.status !== 'rejected' && !isKsefSubmissionStuck(submission, now)) return { resent: false, submission, invoice };
    const invoiceHash = invoiceHashOf(await fa3XmlOf(tx, invoice));
    const [updated] = await tx
      .update(ksefSubmissions)
      .set({ status: 'pending', attempts: 0, statusChecks: 0, resends: submission.resends + 1, invoiceHash, decidedAt: null, updatedAt: now })
      .where(eq(ksefSubmissions.id, submission.id))
      .returning();
    if (!updated) throw new Error('KSeF submission vanished while locked');
    await audit(tx, {
      invoiceId,
      invoiceNumber: invoice.number,
      previousStatus: submission.status,
      previousError: submission.lastError,
      invoiceHash,
      resends: updated.resends,
    });
    return { resent: true, submission: updated, invoice };
  });
  if (outcome.resent) await deps.queue.submit(invoiceId);
  return { resent: outcome.resent, item: rowOf(outcome.submission, outcome.invoice, deps.now()) };
}
