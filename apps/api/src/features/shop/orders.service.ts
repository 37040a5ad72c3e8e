import {
  type Locale,
  type OrderDetail,
  type OrderRow,
  NumberSeries,
  OrderStatus,
  SHOP_CURRENCY,
  ShopMessageKey,
  StatusId,
  marketToday,
  seriesNumber,
  totalsOf,
} from '@trades/contracts';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Database, Executor, Transaction } from '../../infra/db/database.ts';
import { AppError } from '../../infra/http/errors.ts';
import { nextNumber } from '../../infra/numbering/numbering.ts';
import { offers } from '../offers/offers.tables.ts';
import { users } from '../accounts/accounts.tables.ts';
import type { ReferenceCatalogue } from '../reference/index.ts';
import { buyerTreatment, requireCompleteBillingData } from './billing.ts';
import { buyableCandidates, buyerOf, cartLines, emptyCart, employerOfferNames, lockCart } from './cart.repository.ts';
import { type ShopDeps, groupLines } from './cart.service.ts';
import { type OrderBuyer, type ShopOrderRow, shopOrderItems, shopOrders, shopProducts } from './shop.tables.ts';

/* Orders: made from the cart (the payment is the payments feature's), the employer's list and detail, and their export. */

/** Renewing is offered after a failed verification (3) or a failed payment (7). */
const isRecreate = (status: number) => status === OrderStatus.VerificationFailed || status === OrderStatus.Failed;

/**
 * The cart becomes an order (status 1) with its own copy of items and prices, and the cart is
 * emptied, inside the caller's transaction. Items that stopped qualifying since they were added
 * (an offer no longer a Draft) refuse the order. Answers the order and the account's e-mail.
 */
export async function createOrderFromCart(
  tx: Transaction,
  rules: { catalogue: ReferenceCatalogue; viesEnabled: boolean },
  clientUserId: number,
  cartUuid: string,
  now: Date,
): Promise<{ order: ShopOrderRow; email: string; created: boolean }> {
  const cart = await lockCart(tx, clientUserId);
  if (cart.uuid !== cartUuid) {
    // This cart became an order already (the cart took a new uuid then): a repeated checkout finds it.
    const [earlier] = await tx.select().from(shopOrders).where(and(eq(shopOrders.cartUuid, cartUuid), eq(shopOrders.clientUserId, clientUserId)));
    if (!earlier) throw AppError.notFound();
    return { order: earlier, email: earlier.buyer.email, created: false };
  }
  const lines = await cartLines(tx, cart.id);
  if (lines.length === 0) throw AppError.validation({}, ShopMessageKey.CartEmpty);
  const offerIds = lines.flatMap((line) => (line.offerId === null ? [] : [line.offerId]));
  if (offerIds.length > 0) {
    // Drafts, and offers an operator verified (moderation): what the list lets an employer select.
    const drafts = await tx
      .select({ id: offers.id })
      .from(offers)
      .where(and(inArray(offers.id, offerIds), eq(offers.clientUserId, clientUserId), inArray(offers.status, [StatusId.Draft, StatusId.Verified])));
    if (drafts.length !== offerIds.length) throw AppError.validation({}, ShopMessageKey.OfferNotAvailable);
  }
  const candidateIds = lines.flatMap((line) => (line.candidateUserId === null ? [] : [line.candidateUserId]));
  if ((await buyableCandidates(tx, clientUserId, candidateIds)).size !== candidateIds.length) {
    throw AppError.validation({}, ShopMessageKey.CandidateNotAvailable);
  }
  const buyerRow = await buyerOf(tx, clientUserId);
  const profile = buyerRow?.profile;
  requireCompleteBillingData(rules.catalogue, profile);
  const buyer: OrderBuyer = {
    name: profile?.name ?? '',
    taxId: profile?.licTradNum ?? '',
    street: profile?.street ?? null,
    propertyNumber: profile?.propertyNumber ?? null,
    apartmentNumber: profile?.apartmentNumber ?? null,
    zipCode: profile?.zipCode ?? null,
    city: profile?.city ?? null,
    country: profile?.country ?? null,
    email: profile?.contactEmail ?? buyerRow?.email ?? '',
  };
  const treatment = buyerTreatment(profile, rules.viesEnabled);
  const totals = totalsOf(lines.map((line) => ({ unitNet: line.product.priceNet, quantity: 1 })), treatment);
  const number = await nextNumber(tx, NumberSeries.Order, now);
  const [created] = await tx
    .insert(shopOrders)
    .values({
      number: seriesNumber(NumberSeries.Order, number.year, number.month, number.sequence),
      cartUuid,
      clientUserId,
      currency: SHOP_CURRENCY,
      vatTreatment: treatment,
      taxRate: totals.taxRate,
      totalNet: totals.totalNetValue,
      totalVat: totals.taxValue,
      totalGross: totals.totalGrossValue,
      buyer,
      createdAt: now,
      statusChangedAt: now,
    })
    .returning();
  if (!created) throw new Error('order not stored');
  await tx.insert(shopOrderItems).values(
    lines.map((line) => ({
      orderId: created.id,
      productId: line.productId,
      productType: line.product.type,
      productName: line.product.name,
      unitNet: line.product.priceNet,
      offerId: line.offerId,
      candidateUserId: line.candidateUserId,
    })),
  );
  await emptyCart(tx, cart.id);
  return { order: created, email: buyerRow?.email ?? buyer.email, created: true };
}

async function ownOrder(db: Executor, clientUserId: number, uuid: string): Promise<ShopOrderRow> {
  const [order] = await db.select().from(shopOrders).where(and(eq(shopOrders.uuid, uuid), eq(shopOrders.clientUserId, clientUserId)));
  if (!order) throw AppError.notFound();
  return order;
}

function orderRowOf(order: ShopOrderRow): OrderRow {
  return {
    uuid: order.uuid,
    number: order.number,
    dateCreated: order.createdAt.toISOString(),
    status: order.status,
    is_recreate: isRecreate(order.status),
    totalNetValue: order.totalNet,
    totalGrossValue: order.totalGross,
    currency: order.currency,
  };
}

export async function listOrders(db: Database, clientUserId: number, status: number | undefined): Promise<OrderRow[]> {
  const rows = await db
    .select()
    .from(shopOrders)
    .where(and(eq(shopOrders.clientUserId, clientUserId), status === undefined ? undefined : eq(shopOrders.status, status)))
    .orderBy(desc(shopOrders.createdAt), desc(shopOrders.id));
  return rows.map(orderRowOf);
}

/** What the shop keeps of an order; its payment address, failure reason and invoice are added by the payments feature, which builds on both. */
export type ShopOrderDetail = Omit<OrderDetail, 'paymentUrl' | 'invoiceId' | 'failureReason'>;

/** One of the employer's orders with its lines (another's is 404), and its id and status for what the order detail adds. */
export async function orderDetail(deps: ShopDeps, clientUserId: number, uuid: string, locale: Locale): Promise<{ orderId: number; status: number; detail: ShopOrderDetail }> {
  const order = await ownOrder(deps.db, clientUserId, uuid);
  const items = await deps.db
    .select({
      id: shopOrderItems.id,
      uuid: shopOrderItems.uuid,
      unitNet: shopOrderItems.unitNet,
      productName: shopOrderItems.productName,
      candidateUserId: shopOrderItems.candidateUserId,
      offerId: shopOrderItems.offerId,
      offerUuid: offers.uuid,
      professionId: offers.professionId,
      workLocationCityId: offers.workLocationCityId,
      workLocationStateId: offers.workLocationStateId,
      workStartAt: offers.workStartAt,
      workEndAt: offers.workEndAt,
      publicationAt: offers.publicationAt,
      endPublicationAt: offers.endPublicationAt,
      firstName: users.firstName,
      lastName: users.lastName,
      product: shopProducts,
    })
    .from(shopOrderItems)
    .innerJoin(shopProducts, eq(shopProducts.id, shopOrderItems.productId))
    .leftJoin(offers, eq(offers.id, shopOrderItems.offerId))
    .leftJoin(users, eq(users.id, shopOrderItems.candidateUserId))
    .where(eq(shopOrderItems.orderId, order.id))
    .orderBy(shopProducts.position, shopOrderItems.id);
  const context = {
    catalogue: await deps.catalogue.current(),
    locale,
    today: marketToday(order.paidAt ?? order.createdAt),
    employerOffers: await employerOfferNames(deps.db, clientUserId),
    publicationDays: deps.publicationDays,
    paidAt: order.paidAt,
  };
  const groups = groupLines(
    deps,
    context,
    items.map((item) => ({ product: { ...item.product, name: item.productName }, unitNet: item.unitNet, line: item })),
  );
  const detail: ShopOrderDetail = {
    uuid: order.uuid,
    number: order.number,
    created_at: order.createdAt.toISOString(),
    dateCreated: order.createdAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
    status: order.status,
    is_recreate: isRecreate(order.status),
    cartItems: { data: groups },
    totalItemsQuantity: items.length,
    totalNetValue: order.totalNet,
    taxValue: order.totalVat,
    taxRate: order.taxRate,
    totalGrossValue: order.totalGross,
    currency: order.currency,
  };
  return { orderId: order.id, status: order.status, detail };
}

/** The employer's orders with their items, oldest first: their data export. */
export async function ordersOf(db: Executor, clientUserId: number) {
  const orders = await db.select().from(shopOrders).where(eq(shopOrders.clientUserId, clientUserId)).orderBy(shopOrders.id);
  const items = orders.length
    ? await db.select().from(shopOrderItems).where(inArray(shopOrderItems.orderId, orders.map((order) => order.id))).orderBy(shopOrderItems.id)
    : [];
  return orders.map((order) => ({ ...order, items: items.filter((item) => item.orderId === order.id) }));
}
