import { type Locale, OrderStatus, ShopMessageKey, formatMoney, formatPlnAmount, isLocale } from '@trades/contracts';
import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Database, Executor, Transaction } from '../../infra/db/database.ts';
import { AppError } from '../../infra/http/errors.ts';
import type { Outbox } from '../../infra/mail/outbox.ts';
import type { OutboxMessage } from '../../infra/mail/outbox.tables.ts';
import { users } from '../accounts/accounts.tables.ts';
import { type KsefQueue, issueCorrection } from '../invoices/index.ts';
import { type InvoiceLine, type InvoiceRow, invoices } from '../invoices/invoices.tables.ts';
import { withdrawOrder } from '../shop/index.ts';
import { type ShopOrderRow, shopOrders } from '../shop/shop.tables.ts';
import type { OfferListChanges } from '../context.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { paymentLabel } from './payments.labels.ts';
import { type PaymentAttemptRow, type RefundKind, paymentAttempts, paymentRefunds } from './payments.tables.ts';

/*
 * Refunds: money sent back from a paid attempt, exactly once. A refund is recorded inside the
 * transaction that decides it (an operator's refund, or the settlement finding money it must not
 * keep), with the correction invoice when what it returns was invoiced; the provider is asked after
 * the commit, and a refund the provider has not taken yet is asked again by the sweep. A sale that was
 * never invoiced (a second payment of a paid order, a payment of a cancelled one) is returned without
 * a correction.
 */

export interface RefundDeps {
  db: Database;
  now: () => Date;
  provider?: PaymentProvider | null;
  outbox: Outbox;
  publicUrl: string;
  /** Present when invoices go to KSeF: a correction is sent like any invoice. */
  ksef?: Pick<KsefQueue, 'submit'>;
  /** A whole refund ends the offers the order published: the public list shows it at once. */
  offerListCache?: OfferListChanges;
}

export interface RecordedRefund {
  refundId: number;
  correctionId: number | null;
}

/** Records a refund (and its correction invoice, when given) inside the caller's transaction, with the mail that tells the buyer. */
export async function recordRefund(
  tx: Transaction,
  deps: RefundDeps,
  plan: {
    order: ShopOrderRow;
    attempt: PaymentAttemptRow;
    amount: number;
    kind: RefundKind;
    reason: string;
    requestedBy?: number | null;
    correction?: { corrected: InvoiceRow; refundedLines: InvoiceLine[] | null };
  },
  mails: OutboxMessage[],
): Promise<RecordedRefund> {
  const now = deps.now();
  const [refund] = await tx
    .insert(paymentRefunds)
    .values({ attemptId: plan.attempt.id, orderId: plan.order.id, amount: plan.amount, kind: plan.kind, reason: plan.reason, requestedBy: plan.requestedBy ?? null, createdAt: now })
    .returning({ id: paymentRefunds.id });
  if (!refund) throw new Error('refund not recorded');
  const correction = plan.correction
    ? await issueCorrection(tx, { corrected: plan.correction.corrected, grossRefund: plan.amount, refundedLines: plan.correction.refundedLines, reason: plan.reason, now, sendToKsef: deps.ksef !== undefined })
    : null;
  const mail = await refundMail(tx, deps, plan.order, plan.amount, correction?.number ?? null);
  if (mail) mails.push(mail);
  return { refundId: refund.id, correctionId: correction?.id ?? null };
}

async function refundMail(tx: Transaction, deps: RefundDeps, order: ShopOrderRow, amount: number, correctionNumber: string | null) {
  if (order.clientUserId === null) return undefined;
  const [user] = await tx.select({ email: users.email, locale: users.locale, firstName: users.firstName }).from(users).where(eq(users.id, order.clientUserId));
  if (!user) return undefined;
  const locale: Locale = isLocale(user.locale) ? user.locale : 'pl';
  const values = { number: order.number, amount: formatMoney(amount, order.currency, locale), correction: correctionNumber ?? '' };
  return deps.outbox.email(tx, {
    to: user.email,
    locale,
    template: 'shop_refund',
    userId: order.clientUserId,
    content: {
      subject: paymentLabel('refundMailSubject', locale, values),
      heading: user.firstName,
      paragraphs: [paymentLabel('refundMailText', locale, values), ...(correctionNumber ? [paymentLabel('refundMailCorrection', locale, values)] : [])],
      action: { label: paymentLabel('refundMailAction', locale), url: `${deps.publicUrl}/user/invoices` },
    },
  });
}

/** After the commit: the recorded refunds go to the provider, and the corrections to KSeF. */
export async function afterRefunds(deps: RefundDeps, recorded: RecordedRefund[], mails: OutboxMessage[]): Promise<void> {
  await deps.outbox.flush(mails);
  for (const refund of recorded) {
    await sendRefund(deps, refund.refundId).catch(() => undefined);
    if (deps.ksef && refund.correctionId !== null) await deps.ksef.submit(refund.correctionId).catch(() => undefined);
  }
}

/**
 * Asks the provider to send a recorded refund back, once: a refund the provider has answered is not
 * sent again (a retry after a lost answer repeats the same request ids, which the provider dedupes).
 */
export async function sendRefund(deps: Pick<RefundDeps, 'db' | 'now' | 'provider'>, refundId: number): Promise<void> {
  const provider = deps.provider;
  if (!provider) return;
  const [row] = await deps.db
    .select({ refund: paymentRefunds, attempt: paymentAttempts, orderNumber: shopOrders.number })
    .from(paymentRefunds)
    .innerJoin(paymentAttempts, eq(paymentAttempts.id, paymentRefunds.attemptId))
    .innerJoin(shopOrders, eq(shopOrders.id, paymentRefunds.orderId))
    .where(eq(paymentRefunds.id, refundId));
  if (!row || row.refund.state !== 'requested' || row.refund.providerAnswer !== null) return;
  if (row.attempt.provider !== provider.name) return;
  const { outcome, answer } = await provider.refund({
    requestId: row.refund.requestId,
    refundsUuid: row.refund.refundsUuid,
    sessionId: row.attempt.sessionId,
    providerOrderId: row.attempt.providerOrderId,
    amount: row.refund.amount,
    description: `Zwrot ${row.orderNumber}`,
  });
  const now = deps.now();
  await deps.db
    .update(paymentRefunds)
    .set(outcome === 'completed' ? { state: 'completed', completedAt: now, providerAnswer: answer } : outcome === 'refused' ? { state: 'failed', providerAnswer: answer } : { providerAnswer: answer })
    .where(and(eq(paymentRefunds.id, refundId), eq(paymentRefunds.state, 'requested')));
}

/** The sweep: refunds recorded but not yet taken by the provider (a crash or an outage after the commit) are sent. */
export async function sendWaitingRefunds(deps: Pick<RefundDeps, 'db' | 'now' | 'provider'>): Promise<void> {
  const waiting = await deps.db.select({ id: paymentRefunds.id }).from(paymentRefunds).where(and(eq(paymentRefunds.state, 'requested'), isNull(paymentRefunds.providerAnswer)));
  for (const { id } of waiting) await sendRefund(deps, id).catch(() => undefined);
}

/** The provider's word on a refund it took: done or refused. A repeat changes nothing. */
export async function settleRefund(db: Executor, refundsUuid: string, done: boolean, now: Date): Promise<boolean> {
  const changed = await db
    .update(paymentRefunds)
    .set(done ? { state: 'completed', completedAt: now } : { state: 'failed' })
    .where(and(eq(paymentRefunds.refundsUuid, refundsUuid), eq(paymentRefunds.state, 'requested')))
    .returning({ id: paymentRefunds.id });
  if (changed.length > 0) return true;
  const [known] = await db.select({ id: paymentRefunds.id }).from(paymentRefunds).where(eq(paymentRefunds.refundsUuid, refundsUuid));
  return known !== undefined;
}

/** What has gone back, or is going back, from an attempt (a refused refund gave nothing back). */
async function refundedFrom(tx: Executor, attemptId: number): Promise<number> {
  const [row] = await tx
    .select({ total: sql<number>`coalesce(sum(${paymentRefunds.amount}), 0)`.mapWith(Number) })
    .from(paymentRefunds)
    .where(and(eq(paymentRefunds.attemptId, attemptId), ne(paymentRefunds.state, 'failed')));
  return row?.total ?? 0;
}

/**
 * POST /v1/operator/orders/{uuid}/refund: money of a paid order goes back through the provider, the
 * whole remainder unless an amount (grosze) is given, with a correction invoice. Refunding the whole
 * order returns it (6) and withdraws what it bought: its publications end, its unlocks and its
 * subscription stop. The order's attempts and then the order are locked, as in the settlement, so a
 * refund racing a provider's notification waits for it. `recordedHook` runs in the refund's transaction
 * (the operator's audit), so the refund and its record are kept together or not at all.
 */
export async function refundOrder(
  deps: RefundDeps,
  orderUuid: string,
  body: { amount?: number; reason: string },
  operatorId: number,
  recordedHook?: (tx: Transaction, refund: { orderNumber: string; amount: number; correctionNumber: string | null }) => Promise<void>,
): Promise<{ refundId: number; correctionNumber: string | null }> {
  const mails: OutboxMessage[] = [];
  const result = await deps.db.transaction(async (tx) => {
    const [found] = await tx.select({ id: shopOrders.id }).from(shopOrders).where(eq(shopOrders.uuid, orderUuid));
    if (!found) throw AppError.notFound();
    const attempts = await tx.select().from(paymentAttempts).where(eq(paymentAttempts.orderId, found.id)).orderBy(asc(paymentAttempts.id)).for('update');
    const [order] = await tx.select().from(shopOrders).where(eq(shopOrders.id, found.id)).for('update');
    if (!order || order.status !== OrderStatus.PaymentCompleted) throw AppError.conflict(ShopMessageKey.OrderNotRefundable);
    // The attempt that paid the order: the first completed one (later ones are refunded as duplicates).
    const paying = attempts.filter((attempt) => attempt.state === 'completed').sort((a, b) => (a.completedAt?.getTime() ?? 0) - (b.completedAt?.getTime() ?? 0))[0];
    const [invoice] = await tx.select().from(invoices).where(and(eq(invoices.orderId, order.id), eq(invoices.kind, 'VAT')));
    if (!paying || !invoice) throw AppError.conflict(ShopMessageKey.OrderNotRefundable);
    const already = await refundedFrom(tx, paying.id);
    const refundable = Math.min(paying.amount, order.totalGross) - already;
    const amount = body.amount ?? refundable;
    if (refundable <= 0) throw AppError.conflict(ShopMessageKey.OrderNotRefundable);
    if (amount > refundable) throw AppError.validation({ amount: [ShopMessageKey.RefundTooHigh] }, ShopMessageKey.RefundTooHigh, { max: formatPlnAmount(refundable) });
    const whole = amount === refundable;
    const recorded = await recordRefund(
      tx,
      deps,
      {
        order,
        attempt: paying,
        amount,
        kind: 'operator',
        reason: body.reason,
        requestedBy: operatorId,
        // The whole order at once: its lines, negated; anything else: the gross returned, split at the invoice's rate.
        correction: { corrected: invoice, refundedLines: whole && already === 0 ? invoice.lines : null },
      },
      mails,
    );
    if (whole) {
      await tx.update(shopOrders).set({ status: OrderStatus.Returned, statusChangedAt: deps.now() }).where(eq(shopOrders.id, order.id));
      await withdrawOrder(tx, order, deps.now());
    }
    const [correction] = recorded.correctionId === null ? [] : await tx.select({ number: invoices.number }).from(invoices).where(eq(invoices.id, recorded.correctionId));
    const correctionNumber = correction?.number ?? null;
    await recordedHook?.(tx, { orderNumber: order.number, amount, correctionNumber });
    return { recorded, correctionNumber, whole };
  });
  await afterRefunds(deps, [result.recorded], mails);
  if (result.whole) deps.offerListCache?.clear();
  return { refundId: result.recorded.refundId, correctionNumber: result.correctionNumber };
}

/** The refunds of some orders, oldest first (the operator's order view). */
export async function refundsOf(db: Executor, orderIds: number[]) {
  if (orderIds.length === 0) return [];
  return db.select().from(paymentRefunds).where(inArray(paymentRefunds.orderId, orderIds)).orderBy(asc(paymentRefunds.id));
}
