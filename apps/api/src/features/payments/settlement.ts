import { type Locale, OrderStatus, ShopMessageKey, formatPlnAmount, isLocale } from '@trades/contracts';
import { and, eq, ne } from 'drizzle-orm';
import type { Database, Transaction } from '../../infra/db/database.ts';
import { AppError } from '../../infra/http/errors.ts';
import type { Outbox } from '../../infra/mail/outbox.ts';
import type { OutboxMessage } from '../../infra/mail/outbox.tables.ts';
import { users } from '../accounts/accounts.tables.ts';
import { type KsefQueue, issueInvoice } from '../invoices/index.ts';
import type { InvoiceSeller } from '../invoices/invoices.tables.ts';
import { fulfilOrder } from '../shop/index.ts';
import { type ShopOrderRow, shopOrders } from '../shop/shop.tables.ts';
import { paymentLabel } from './payments.labels.ts';
import { type PaymentAttemptRow, paymentAttempts } from './payments.tables.ts';

/*
 * Settlement: the one way a payment's result reaches an order, whether from the sandbox page or a
 * provider's notification. One transaction holding the attempt's and the order's row locks, so it
 * happens exactly once however often, and however concurrently, it is called:
 * success → order paid (4), its offers Paid (7), its profiles unlocked, its subscription started,
 * an invoice issued (the month's counter taken inside this transaction, so numbers have no gaps),
 * its KSeF submission written when sending is on, and a mail to the employer; failure → order failed (7), renewal offered.
 */

export interface SettlementDeps {
  db: Database;
  now: () => Date;
  outbox: Outbox;
  seller: InvoiceSeller;
  publicUrl: string;
  /** Present when invoices go to KSeF: the issued invoice's submission is queued after the commit. */
  ksef?: Pick<KsefQueue, 'submit'>;
}

export type SettlementOutcome = { kind: 'success'; providerOrderId?: bigint } | { kind: 'failure' };

export interface SettlementResult {
  orderStatus: number;
  /** False when this call changed nothing (a repeat, or the order was paid already). */
  changed: boolean;
  invoiceId: number | null;
}

const ORDER_PAID_TEMPLATE = 'shop_order_paid';

export async function settleAttempt(deps: SettlementDeps, attemptId: number, outcome: SettlementOutcome, options: { requirePending?: boolean } = {}): Promise<SettlementResult> {
  const mails: OutboxMessage[] = [];
  const result = await deps.db.transaction(async (tx) => {
    const [attempt] = await tx.select().from(paymentAttempts).where(eq(paymentAttempts.id, attemptId)).for('update');
    if (!attempt) throw AppError.notFound();
    const [order] = await tx.select().from(shopOrders).where(eq(shopOrders.id, attempt.orderId)).for('update');
    if (!order) throw AppError.notFound();
    const unchanged = { orderStatus: order.status, changed: false, invoiceId: null };
    if (options.requirePending && attempt.state !== 'pending') throw AppError.conflict(ShopMessageKey.PaymentNotPending);
    const now = deps.now();

    if (outcome.kind === 'failure') {
      if (attempt.state !== 'pending') return unchanged;
      await tx.update(paymentAttempts).set({ state: 'failed', completedAt: now }).where(eq(paymentAttempts.id, attempt.id));
      if (order.status !== OrderStatus.Waiting) return { ...unchanged, changed: true };
      await tx.update(shopOrders).set({ status: OrderStatus.Failed, statusChangedAt: now }).where(eq(shopOrders.id, order.id));
      return { orderStatus: OrderStatus.Failed, changed: true, invoiceId: null };
    }

    // A late payment of a replaced or expired attempt is still money received: it settles the order.
    if (attempt.state === 'completed') return unchanged;
    await tx
      .update(paymentAttempts)
      .set({ state: 'completed', completedAt: now, providerOrderId: outcome.providerOrderId ?? null })
      .where(eq(paymentAttempts.id, attempt.id));
    if (order.status === OrderStatus.PaymentCompleted) return unchanged;
    await tx.update(shopOrders).set({ status: OrderStatus.PaymentCompleted, statusChangedAt: now, paidAt: now }).where(eq(shopOrders.id, order.id));
    await tx
      .update(paymentAttempts)
      .set({ state: 'replaced' })
      .where(and(eq(paymentAttempts.orderId, order.id), eq(paymentAttempts.state, 'pending'), ne(paymentAttempts.id, attempt.id)));
    const items = await fulfilOrder(tx, order, now);
    const invoice = await issueInvoice(tx, { order, items, seller: deps.seller, now, sendToKsef: deps.ksef !== undefined });
    const mail = await paidMail(tx, deps, order, attempt, invoice.number);
    if (mail) mails.push(mail);
    return { orderStatus: OrderStatus.PaymentCompleted, changed: true, invoiceId: invoice.id };
  });
  await deps.outbox.flush(mails);
  if (deps.ksef && result.changed && result.invoiceId !== null) {
    // Outside the transaction, which stays short; a queueing lost here is caught by the KSeF sweep.
    await deps.ksef.submit(result.invoiceId).catch(() => undefined);
  }
  return result;
}

/** The mail to the buyer's account, in its language; none when the account was erased meanwhile. */
async function paidMail(tx: Transaction, deps: SettlementDeps, order: ShopOrderRow, attempt: PaymentAttemptRow, invoiceNumber: string) {
  if (order.clientUserId === null) return undefined;
  const [user] = await tx.select({ email: users.email, locale: users.locale, firstName: users.firstName }).from(users).where(eq(users.id, order.clientUserId));
  if (!user) return undefined;
  const locale: Locale = isLocale(user.locale) ? user.locale : 'pl';
  const values = { number: invoiceNumber, amount: formatPlnAmount(attempt.amount), url: `${deps.publicUrl}/user/invoices` };
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
