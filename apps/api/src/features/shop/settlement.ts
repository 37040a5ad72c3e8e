import { type Locale, OrderStatus, ShopMessageKey, StatusId, formatPlnAmount, invoiceNumber, invoicePeriodOf, isLocale, marketToday } from '@trades/contracts';
import { and, eq, inArray, max, ne, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../infra/db/database.ts';
import { AppError } from '../../infra/http/errors.ts';
import type { Outbox } from '../../infra/mail/outbox.ts';
import type { OutboxMessage } from '../../infra/mail/outbox.tables.ts';
import { users } from '../accounts/accounts.tables.ts';
import { offers } from '../offers/offers.tables.ts';
import { addMonths } from './cart.service.ts';
import type { KsefQueue } from './ksef-submissions.ts';
import { shopLabel } from './shop.labels.ts';
import {
  type InvoiceLine,
  type InvoiceSeller,
  type PaymentAttemptRow,
  candidateProfilePurchases,
  clientSubscriptions,
  invoiceCounters,
  invoices,
  ksefSubmissions,
  paymentAttempts,
  shopOrderItems,
  shopOrders,
  shopProducts,
} from './shop.tables.ts';

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
    const invoiceId = await fulfil(tx, deps, order, now);
    mails.push(await paidMail(tx, deps, order, attempt, invoiceId));
    return { orderStatus: OrderStatus.PaymentCompleted, changed: true, invoiceId };
  });
  await deps.outbox.flush(mails);
  if (deps.ksef && result.changed && result.invoiceId !== null) {
    // Outside the transaction, which stays short; a queueing lost here is caught by the KSeF sweep.
    await deps.ksef.submit(result.invoiceId).catch(() => undefined);
  }
  return result;
}

/** What the order bought takes effect, and its invoice is issued; returns the invoice's id. */
async function fulfil(tx: Transaction, deps: SettlementDeps, order: typeof shopOrders.$inferSelect, now: Date): Promise<number> {
  const items = await tx
    .select({ item: shopOrderItems, months: shopProducts.months, quotaPublications: shopProducts.quotaPublications, quotaProfiles: shopProducts.quotaProfiles })
    .from(shopOrderItems)
    .innerJoin(shopProducts, eq(shopProducts.id, shopOrderItems.productId))
    .where(eq(shopOrderItems.orderId, order.id))
    .orderBy(shopOrderItems.id);

  const offerIds = items.flatMap(({ item }) => (item.offerId === null ? [] : [item.offerId]));
  if (offerIds.length > 0) {
    await tx
      .update(offers)
      .set({ status: StatusId.Paid })
      // Still a Draft, or sent to verification since it was ordered; an archived offer stays archived.
      .where(and(inArray(offers.id, offerIds), eq(offers.clientUserId, order.clientUserId), inArray(offers.status, [StatusId.Draft, StatusId.Verification])));
  }
  const candidates = items.flatMap(({ item }) => (item.candidateUserId === null ? [] : [item.candidateUserId]));
  if (candidates.length > 0) {
    await tx
      .insert(candidateProfilePurchases)
      .values(candidates.map((candidateUserId) => ({ clientUserId: order.clientUserId, candidateUserId, orderId: order.id, purchasedAt: now })))
      .onConflictDoNothing();
  }
  for (const { item, months, quotaPublications, quotaProfiles } of items) {
    if (months === null) continue;
    // A new period starts when the current one ends, so buying early loses nothing.
    const [latest] = await tx
      .select({ endsAt: max(clientSubscriptions.endsAt) })
      .from(clientSubscriptions)
      .where(eq(clientSubscriptions.clientUserId, order.clientUserId));
    const startsAt = latest?.endsAt && latest.endsAt > now ? latest.endsAt : now;
    const endsAt = new Date(`${addMonths(startsAt.toISOString().slice(0, 10), months)}T${startsAt.toISOString().slice(11)}`);
    await tx.insert(clientSubscriptions).values({
      clientUserId: order.clientUserId,
      productId: item.productId,
      orderId: order.id,
      startsAt,
      endsAt,
      quotaPublications: quotaPublications ?? 0,
      quotaProfiles: quotaProfiles ?? 0,
    });
  }

  const period = invoicePeriodOf(now);
  const [counter] = await tx
    .insert(invoiceCounters)
    .values({ period: period.key, lastNumber: 1 })
    .onConflictDoUpdate({ target: invoiceCounters.period, set: { lastNumber: sql`${invoiceCounters.lastNumber} + 1` } })
    .returning({ lastNumber: invoiceCounters.lastNumber });
  if (!counter) throw new Error('invoice counter not taken');
  const lines: InvoiceLine[] = [];
  for (const { item } of items) {
    const name = item.productName.pl ?? Object.values(item.productName)[0] ?? item.productType;
    const line = lines.find((l) => l.name === name && l.unitNet === item.unitNet);
    if (line) {
      line.quantity += 1;
      line.net += item.unitNet;
    } else lines.push({ name, quantity: 1, unitNet: item.unitNet, net: item.unitNet });
  }
  const day = marketToday(now);
  const [invoice] = await tx
    .insert(invoices)
    .values({
      number: invoiceNumber(period.year, period.month, counter.lastNumber),
      orderId: order.id,
      clientUserId: order.clientUserId,
      issuedAt: now,
      issueDate: day,
      saleDate: day,
      seller: deps.seller,
      buyer: order.buyer,
      lines,
      vatTreatment: order.vatTreatment,
      taxRate: order.taxRate,
      totalNet: order.totalNet,
      totalVat: order.totalVat,
      totalGross: order.totalGross,
      currency: order.currency,
    })
    .returning({ id: invoices.id, number: invoices.number });
  if (!invoice) throw new Error('invoice not issued');
  if (deps.ksef) await tx.insert(ksefSubmissions).values({ invoiceId: invoice.id, createdAt: now, updatedAt: now });
  return invoice.id;
}

async function paidMail(tx: Transaction, deps: SettlementDeps, order: typeof shopOrders.$inferSelect, attempt: PaymentAttemptRow, invoiceId: number) {
  const [user] = await tx.select({ email: users.email, locale: users.locale, firstName: users.firstName }).from(users).where(eq(users.id, order.clientUserId));
  const [invoice] = await tx.select({ number: invoices.number }).from(invoices).where(eq(invoices.id, invoiceId));
  const locale: Locale = isLocale(user?.locale) ? user.locale : 'pl';
  const values = { number: invoice?.number ?? '', amount: formatPlnAmount(attempt.amount), url: `${deps.publicUrl}/user/invoices` };
  return deps.outbox.email(tx, {
    to: user?.email ?? order.buyer.email,
    locale,
    template: ORDER_PAID_TEMPLATE,
    userId: order.clientUserId,
    content: {
      subject: shopLabel('orderMailSubject', locale, { number: order.uuid.slice(0, 8) }),
      heading: user?.firstName ?? '',
      paragraphs: [shopLabel('orderMailText', locale, values)],
      action: { label: invoice?.number ?? '', url: `${deps.publicUrl}/user/order/${order.uuid}` },
    },
  });
}
