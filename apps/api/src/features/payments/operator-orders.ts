import type { OperatorOrderDetail, OperatorOrderRow } from '@trades/contracts';
import { and, asc, desc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../infra/db/database.ts';
import { AppError } from '../../infra/http/errors.ts';
import { invoices } from '../invoices/invoices.tables.ts';
import { type ShopOrderRow, shopOrderItems, shopOrders } from '../shop/shop.tables.ts';
import { paymentAttempts, paymentRefunds } from './payments.tables.ts';

/* The operator's view of orders: any employer's, with what was paid and what went back. */

function rowOf(order: ShopOrderRow, refunded: number): OperatorOrderRow {
  return {
    uuid: order.uuid,
    number: order.number,
    status: order.status,
    createdAt: order.createdAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
    clientUserId: order.clientUserId,
    buyer: { name: order.buyer.name, taxId: order.buyer.taxId, country: order.buyer.country },
    totalNet: order.totalNet,
    totalVat: order.totalVat,
    totalGross: order.totalGross,
    currency: order.currency,
    refunded,
  };
}

/** What went back, or is going back, per order (a refused refund gave nothing back). */
async function refundedPerOrder(db: Executor, orderIds: number[]): Promise<Map<number, number>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({ orderId: paymentRefunds.orderId, total: sql<number>`sum(${paymentRefunds.amount})`.mapWith(Number) })
    .from(paymentRefunds)
    .where(and(inArray(paymentRefunds.orderId, orderIds), ne(paymentRefunds.state, 'failed')))
    .groupBy(paymentRefunds.orderId);
  return new Map(rows.map((row) => [row.orderId, row.total]));
}

/** Orders per page of the operator's list. */
export const OPERATOR_ORDERS_PAGE = 50;

/**
 * GET /v1/operator/orders?status=&q=&page=: every order, newest first; `q` finds an order by its
 * number, or by the buyer's name, tax id or e-mail (any part, any case), for a customer on the phone.
 */
export async function operatorOrders(db: Executor, query: { status?: number; q?: string; page: number }): Promise<{ items: OperatorOrderRow[]; hasMore: boolean }> {
  const needle = query.q?.toLowerCase();
  const digits = needle?.replace(/\D/g, '') ?? '';
  const orders = await db
    .select()
    .from(shopOrders)
    .where(
      and(
        query.status === undefined ? undefined : eq(shopOrders.status, query.status),
        needle === undefined
          ? undefined
          : or(
              sql`strpos(lower(${shopOrders.number}), ${needle}) > 0`,
              sql`strpos(lower(${shopOrders.buyer}->>'name'), ${needle}) > 0`,
              sql`strpos(lower(${shopOrders.buyer}->>'email'), ${needle}) > 0`,
              // A tax id typed with or without its dashes and spaces.
              digits.length >= 3 ? sql`strpos(regexp_replace(${shopOrders.buyer}->>'taxId', '\D', '', 'g'), ${digits}) > 0` : undefined,
            ),
      ),
    )
    .orderBy(desc(shopOrders.createdAt), desc(shopOrders.id))
    .limit(OPERATOR_ORDERS_PAGE + 1)
    .offset((query.page - 1) * OPERATOR_ORDERS_PAGE);
  const page = orders.slice(0, OPERATOR_ORDERS_PAGE);
  const refunded = await refundedPerOrder(db, page.map((order) => order.id));
  return { items: page.map((order) => rowOf(order, refunded.get(order.id) ?? 0)), hasMore: orders.length > OPERATOR_ORDERS_PAGE };
}

/** GET /v1/operator/orders/{uuid}: one order with its items, every payment attempt with its refunds, and its invoices. */
export async function operatorOrder(db: Executor, uuid: string): Promise<OperatorOrderDetail> {
  const [order] = await db.select().from(shopOrders).where(eq(shopOrders.uuid, uuid));
  if (!order) throw AppError.notFound();
  const [items, attempts, refunds, issued] = [
    await db.select().from(shopOrderItems).where(eq(shopOrderItems.orderId, order.id)).orderBy(asc(shopOrderItems.id)),
    await db.select().from(paymentAttempts).where(eq(paymentAttempts.orderId, order.id)).orderBy(asc(paymentAttempts.id)),
    await db.select().from(paymentRefunds).where(eq(paymentRefunds.orderId, order.id)).orderBy(asc(paymentRefunds.id)),
    await db.select({ id: invoices.id, number: invoices.number, kind: invoices.kind, gross: invoices.totalGross }).from(invoices).where(eq(invoices.orderId, order.id)).orderBy(asc(invoices.id)),
  ];
  const refunded = refunds.filter((refund) => refund.state !== 'failed').reduce((sum, refund) => sum + refund.amount, 0);
  return {
    ...rowOf(order, refunded),
    items: items.map((item) => ({
      productType: item.productType,
      name: item.productName.pl ?? Object.values(item.productName)[0] ?? item.productType,
      unitNet: item.unitNet,
      offerId: item.offerId,
      candidateUserId: item.candidateUserId,
    })),
    payments: attempts.map((attempt) => ({
      id: attempt.id,
      provider: attempt.provider,
      sessionId: attempt.sessionId,
      amount: attempt.amount,
      currency: attempt.currency,
      state: attempt.state,
      providerOrderId: attempt.providerOrderId === null ? null : String(attempt.providerOrderId),
      createdAt: attempt.createdAt.toISOString(),
      verifiedAt: attempt.state === 'completed' ? (attempt.completedAt?.toISOString() ?? null) : null,
      refunds: refunds
        .filter((refund) => refund.attemptId === attempt.id)
        .map((refund) => ({
          id: refund.id,
          amount: refund.amount,
          kind: refund.kind,
          reason: refund.reason,
          state: refund.state,
          createdAt: refund.createdAt.toISOString(),
          completedAt: refund.completedAt?.toISOString() ?? null,
        })),
    })),
    invoices: issued,
  };
}
