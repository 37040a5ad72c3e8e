import { type Locale, OFFER_PUBLICATION_DAYS_DEFAULT, OrderStatus, ShopMessageKey, formatMoney, isLocale, vatOf } from '@trades/contracts';
import { and, eq, ne } from 'drizzle-orm';
import type { Transaction } from '../../infra/db/database.ts';
import { AppError } from '../../infra/http/errors.ts';
import type { OutboxMessage } from '../../infra/mail/outbox.tables.ts';
import { users } from '../accounts/accounts.tables.ts';
import { publishPaidOffers } from '../client-offers/index.ts';
import type { MatchingTriggers } from '../context.ts';
import { invoiceLinesOf, issueInvoice } from '../invoices/index.ts';
import { type InvoiceSeller, invoices } from '../invoices/invoices.tables.ts';
import type { ReferenceCatalogueStore } from '../reference/index.ts';
import { fulfilOrder } from '../shop/index.ts';
import { type ShopOrderRow, shopOrders } from '../shop/shop.tables.ts';
import { paymentLabel } from './payments.labels.ts';
import { type PaymentAttemptRow, paymentAttempts } from './payments.tables.ts';
import { type RecordedRefund, type RefundDeps, afterRefunds, recordRefund } from './refunds.ts';

/*
 * Settlement: the one way a payment's result reaches an order, whether from the sandbox page or a
 * provider's notification. One transaction holding the attempt's and the order's row locks, so it
 * happens exactly once however often, and however concurrently, it is called:
 * success → order paid (4), its offers published (Active 2; with moderation on, once an operator approved them), its profiles unlocked, its subscription started,
 * an invoice issued (the month's counter taken inside this transaction, so numbers have no gaps),
 * its KSeF submission written when sending is on, and a mail to the employer; failure → order failed (7), renewal offered.
 */

export interface SettlementDeps extends RefundDeps {
  seller: InvoiceSeller;
  /** A paid offer publishes itself: for how many days (OFFER_PUBLICATION_DAYS, 30 without), and whom to tell (matching). */
  offerPublication?: { days: number; matching?: Pick<MatchingTriggers, 'offerChanged'> };
  /** OFFER_MODERATION: a paid offer an operator has not approved waits for the approval instead of publishing. */
  offerModeration: boolean;
  /** Names the offers on the invoice's lines; without it a line says only the product. */
  catalogue?: ReferenceCatalogueStore;
}

export type SettlementOutcome = { kind: 'success'; providerOrderId?: bigint } | { kind: 'failure' };

export interface SettlementResult {
  orderStatus: number;
  /** False when this call changed nothing (a repeat). */
  changed: boolean;
  invoiceId: number | null;
  /** Money the settlement found it must send back (recorded, sent after the commit). */
  refunds: RecordedRefund[];
}

/** Why the settlement sends money back, as the refund and its correction invoice say (Polish: an invoice's language). */
const REFUND_REASONS = {
  duplicate_payment: 'Zwrot: druga płatność opłaconego zamówienia',
  canceled_order: 'Zwrot: płatność anulowanego zamówienia',
  already_unlocked: 'Zwrot: profil kandydata był już odblokowany',
} as const;

const ORDER_PAID_TEMPLATE = 'shop_order_paid';

export async function settleAttempt(deps: SettlementDeps, attemptId: number, outcome: SettlementOutcome, options: { requirePending?: boolean } = {}): Promise<SettlementResult> {
  const mails: OutboxMessage[] = [];
  let published: number[] = [];
  // Read before the transaction: the embedded database has one connection.
  const catalogue = await deps.catalogue?.current();
  const result = await deps.db.transaction(async (tx) => {
    const [attempt] = await tx.select().from(paymentAttempts).where(eq(paymentAttempts.id, attemptId)).for('update');
    if (!attempt) throw AppError.notFound();
    const [order] = await tx.select().from(shopOrders).where(eq(shopOrders.id, attempt.orderId)).for('update');
    if (!order) throw AppError.notFound();
    const unchanged: SettlementResult = { orderStatus: order.status, changed: false, invoiceId: null, refunds: [] };
    if (options.requirePending && attempt.state !== 'pending') throw AppError.conflict(ShopMessageKey.PaymentNotPending);
    const now = deps.now();

    if (outcome.kind === 'failure') {
      if (attempt.state !== 'pending') return unchanged;
      await tx.update(paymentAttempts).set({ state: 'failed', completedAt: now }).where(eq(paymentAttempts.id, attempt.id));
      if (order.status !== OrderStatus.Waiting) return { ...unchanged, changed: true };
      await tx.update(shopOrders).set({ status: OrderStatus.Failed, statusChangedAt: now }).where(eq(shopOrders.id, order.id));
      return { ...unchanged, orderStatus: OrderStatus.Failed, changed: true };
    }

    // A late payment of a replaced or expired attempt is still money received: it settles the order.
    if (attempt.state === 'completed') return unchanged;
    const completed = { ...attempt, state: 'completed', completedAt: now, providerOrderId: outcome.providerOrderId ?? null };
    await tx.update(paymentAttempts).set({ state: 'completed', completedAt: now, providerOrderId: completed.providerOrderId }).where(eq(paymentAttempts.id, attempt.id));
    if (order.status === OrderStatus.PaymentCompleted || order.status === OrderStatus.Returned || order.status === OrderStatus.Canceled) {
      // Money the order must not keep: a second payment of a paid order, or a payment of a cancelled one. It goes back whole.
      const kind = order.status === OrderStatus.Canceled ? 'canceled_order' : 'duplicate_payment';
      const refund = await recordRefund(tx, deps, { order, attempt: completed, amount: attempt.amount, kind, reason: REFUND_REASONS[kind] }, mails);
      return { ...unchanged, changed: true, refunds: [refund] };
    }
    await tx.update(shopOrders).set({ status: OrderStatus.PaymentCompleted, statusChangedAt: now, paidAt: now }).where(eq(shopOrders.id, order.id));
    await tx
      .update(paymentAttempts)
      .set({ state: 'replaced' })
      .where(and(eq(paymentAttempts.orderId, order.id), eq(paymentAttempts.state, 'pending'), ne(paymentAttempts.id, attempt.id)));
    const { items, undelivered } = await fulfilOrder(tx, order, now);
    // The offers it paid for publish themselves now (unless moderation holds them), in the same transaction: once, with the payment.
    const paidOfferIds = items.flatMap((item) => (item.offerId === null ? [] : [item.offerId]));
    const publication = { publicationDays: deps.offerPublication?.days ?? OFFER_PUBLICATION_DAYS_DEFAULT, moderation: deps.offerModeration };
    published = order.clientUserId === null ? [] : await publishPaidOffers(tx, order.clientUserId, paidOfferIds, now, publication);
    const invoice = await issueInvoice(tx, { order, items, seller: deps.seller, now, sendToKsef: deps.ksef !== undefined, catalogue });
    const mail = await paidMail(tx, deps, order, attempt, invoice.number);
    if (mail) mails.push(mail);
    const refunds: RecordedRefund[] = [];
    if (undelivered.length > 0) {
      // A profile unlocked meanwhile cannot be bought again: its line's money goes back, with a correction.
      const [issued] = await tx.select().from(invoices).where(eq(invoices.id, invoice.id));
      const lines = invoiceLinesOf(undelivered);
      const net = lines.reduce((sum, line) => sum + line.net, 0);
      const amount = net + vatOf(net, order.taxRate);
      if (issued) refunds.push(await recordRefund(tx, deps, { order, attempt: completed, amount, kind: 'already_unlocked', reason: REFUND_REASONS.already_unlocked, correction: { corrected: issued, refundedLines: lines } }, mails));
    }
    return { orderStatus: OrderStatus.PaymentCompleted, changed: true, invoiceId: invoice.id, refunds };
  });
  if (deps.ksef && result.changed && result.invoiceId !== null) {
    // Outside the transaction, which stays short; a queueing lost here is caught by the KSeF sweep.
    await deps.ksef.submit(result.invoiceId).catch(() => undefined);
  }
  if (published.length > 0) {
    deps.offerListCache?.clear();
    for (const offerId of published) deps.offerPublication?.matching?.offerChanged(offerId);
  }
  await afterRefunds(deps, result.refunds, mails);
  return result;
}

/** The mail to the buyer's account, in its language; none when the account was erased meanwhile. */
async function paidMail(tx: Transaction, deps: SettlementDeps, order: ShopOrderRow, attempt: PaymentAttemptRow, invoiceNumber: string) {
  if (order.clientUserId === null) return undefined;
  const [user] = await tx.select({ email: users.email, locale: users.locale, firstName: users.firstName }).from(users).where(eq(users.id, order.clientUserId));
  if (!user) return undefined;
  const locale: Locale = isLocale(user.locale) ? user.locale : 'pl';
  const values = { number: invoiceNumber, amount: formatMoney(attempt.amount, attempt.currency, locale), url: `${deps.publicUrl}/user/invoices` };
  return deps.outbox.email(tx, {
    to: user.email,
    locale,
    template: ORDER_PAID_TEMPLATE,
    userId: order.clientUserId,
    content: {
      subject: paymentLabel('orderMailSubject', locale, { number: order.number }),
      heading: user.firstName,
      paragraphs: [paymentLabel('orderMailText', locale, values)],
      action: { label: invoiceNumber, url: `${deps.publicUrl}/user/order/${order.uuid}` },
    },
  });
}
