import { randomBytes } from 'node:crypto';
import {
  type Locale,
  type OrderDetail,
  type OrderRow,
  OrderStatus,
  type PaymentAnswer,
  type RecreatePaymentBody,
  type RegisterPaymentBody,
  SHOP_CURRENCY,
  type SandboxPayment,
  ShopMessageKey,
  StatusId,
  marketToday,
  totalsOf,
  vatTreatmentOf,
} from '@trades/contracts';
import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { AppConfig } from '../../config/config.ts';
import type { Database, Executor } from '../../infra/db/database.ts';
import { AppError } from '../../infra/http/errors.ts';
import type { Outbox } from '../../infra/mail/outbox.ts';
import { offers } from '../offers/offers.tables.ts';
import { users } from '../accounts/accounts.tables.ts';
import { buyableCandidates, buyerOf, cartLines, emptyCart, lockCart } from './cart.repository.ts';
import { type ShopDeps, groupLines } from './cart.service.ts';
import type { KsefQueue } from './ksef-submissions.ts';
import { isPaymentMethod } from './payment-methods.ts';
import { type PaymentProvider, PaymentProviderError } from './payment-provider.ts';
import { settleAttempt, type SettlementDeps } from './settlement.ts';
import { shopLabel } from './shop.labels.ts';
import { type OrderBuyer, type ShopOrderRow, invoices, paymentAttempts, shopOrderItems, shopOrders, shopProducts } from './shop.tables.ts';

/* Orders: placing one from the cart, renewing its payment, the employer's list and detail, the sandbox page. */

export interface OrdersDeps extends ShopDeps {
  provider: PaymentProvider | null;
  outbox: Outbox;
  /** Present when KSEF_ENABLED: issued invoices are sent to KSeF. */
  ksef?: Pick<KsefQueue, 'submit'>;
  config: Pick<AppConfig, 'PUBLIC_URL' | 'CORS_ORIGINS' | 'SELLER_NAME' | 'SELLER_TAX_ID' | 'SELLER_ADDRESS' | 'SELLER_BANK_ACCOUNT'>;
}

export function settlementDepsOf(deps: Pick<OrdersDeps, 'db' | 'now' | 'outbox' | 'config' | 'ksef'>): SettlementDeps {
  const { config } = deps;
  return {
    db: deps.db,
    now: deps.now,
    outbox: deps.outbox,
    publicUrl: config.PUBLIC_URL,
    ksef: deps.ksef,
    seller: { name: config.SELLER_NAME, taxId: config.SELLER_TAX_ID, address: config.SELLER_ADDRESS, bankAccount: config.SELLER_BANK_ACCOUNT },
  };
}

/** Renewing is offered after a failed verification (3) or a failed payment (7). */
const isRecreate = (status: number) => status === OrderStatus.VerificationFailed || status === OrderStatus.Failed;
const RENEWABLE: readonly number[] = [OrderStatus.Waiting, OrderStatus.VerificationFailed, OrderStatus.Failed];

/**
 * Where the provider sends the employer back: a path of this site, or an address on PUBLIC_URL's
 * origin or one of CORS_ORIGINS (the web app's); anything else would be an open redirect.
 */
export function returnUrlOf(config: OrdersDeps['config'], value: string, orderUuid: string): string {
  const filled = value.replaceAll('{orderUuid}', orderUuid);
  const refused = AppError.validation({ urlReturn: [ShopMessageKey.InvalidReturnUrl] }, ShopMessageKey.InvalidReturnUrl);
  if (filled.startsWith('/')) {
    if (filled.startsWith('//') || filled.includes('\\')) throw refused;
    return `${config.PUBLIC_URL}${filled}`;
  }
  let url: URL;
  try {
    url = new URL(filled);
  } catch {
    throw refused;
  }
  if (![new URL(config.PUBLIC_URL).origin, ...config.CORS_ORIGINS].includes(url.origin)) throw refused;
  return url.toString();
}

function checkedMethod(method: number | undefined): number | null {
  if (method === undefined) return null;
  if (!isPaymentMethod(method)) throw AppError.validation({ method: [ShopMessageKey.InvalidPaymentMethod] }, ShopMessageKey.InvalidPaymentMethod);
  return method;
}

function providerOf(deps: OrdersDeps): PaymentProvider {
  if (!deps.provider) throw new AppError(ShopMessageKey.PaymentProviderError, {}, 503);
  return deps.provider;
}

/** A new pending attempt for an order (older pending ones replaced), inside the caller's transaction. */
async function insertAttempt(tx: Executor, order: ShopOrderRow, provider: PaymentProvider, urlReturn: string, method: number | null) {
  await tx.update(paymentAttempts).set({ state: 'replaced' }).where(and(eq(paymentAttempts.orderId, order.id), eq(paymentAttempts.state, 'pending')));
  const [attempt] = await tx
    .insert(paymentAttempts)
    .values({
      orderId: order.id,
      provider: provider.name,
      sessionId: `${order.uuid}.${randomBytes(8).toString('hex')}`,
      amount: order.totalGross,
      currency: order.currency,
      method,
      urlReturn,
    })
    .returning();
  if (!attempt) throw new Error('attempt not stored');
  return attempt;
}

/** Registers the stored attempt at the provider; a refusal fails the attempt and the order (renewal offered). */
async function registerAttempt(deps: OrdersDeps, order: ShopOrderRow, attempt: typeof paymentAttempts.$inferSelect, email: string, locale: Locale): Promise<PaymentAnswer> {
  const provider = providerOf(deps);
  try {
    const registered = await provider.register({
      sessionId: attempt.sessionId,
      amount: attempt.amount,
      currency: attempt.currency,
      description: `${shopLabel('paymentDescription', locale)} ${order.uuid.slice(0, 8)}`,
      email,
      language: locale === 'ua' ? 'uk' : locale,
      urlReturn: attempt.urlReturn,
      method: attempt.method,
    });
    await deps.db.update(paymentAttempts).set({ token: registered.token, paymentUrl: registered.paymentUrl }).where(eq(paymentAttempts.id, attempt.id));
    return { items: [{ paymentUrl: registered.paymentUrl, orderUuid: order.uuid }] };
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    await settleAttempt(settlementDepsOf(deps), attempt.id, { kind: 'failure' });
    throw new AppError(ShopMessageKey.PaymentProviderError, {}, 502);
  }
}

/**
 * POST /v1/payment/transaction/register/{cartUuid}: the cart becomes an order (status 1) with its
 * own copy of items and prices, the cart is emptied, and the payment is registered. Items that
 * stopped qualifying since they were added (an offer no longer a Draft) refuse the order.
 */
export async function placeOrder(deps: OrdersDeps, clientUserId: number, cartUuid: string, body: RegisterPaymentBody, locale: Locale): Promise<PaymentAnswer> {
  const provider = providerOf(deps);
  const method = checkedMethod(body.method);
  const { order, attempt, email } = await deps.db.transaction(async (tx) => {
    const cart = await lockCart(tx, clientUserId);
    if (cart.uuid !== cartUuid) throw AppError.notFound();
    const lines = await cartLines(tx, cart.id);
    if (lines.length === 0) throw AppError.validation({}, ShopMessageKey.CartEmpty);
    const offerIds = lines.flatMap((line) => (line.offerId === null ? [] : [line.offerId]));
    if (offerIds.length > 0) {
      const drafts = await tx.select({ id: offers.id }).from(offers).where(and(inArray(offers.id, offerIds), eq(offers.clientUserId, clientUserId), eq(offers.status, StatusId.Draft)));
      if (drafts.length !== offerIds.length) throw AppError.validation({}, ShopMessageKey.OfferNotAvailable);
    }
    const candidateIds = lines.flatMap((line) => (line.candidateUserId === null ? [] : [line.candidateUserId]));
    if ((await buyableCandidates(tx, clientUserId, candidateIds)).size !== candidateIds.length) {
      throw AppError.validation({}, ShopMessageKey.CandidateNotAvailable);
    }
    const buyerRow = await buyerOf(tx, clientUserId);
    const profile = buyerRow?.profile;
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
    const treatment = vatTreatmentOf({ country: buyer.country, taxId: buyer.taxId });
    const totals = totalsOf(lines.map((line) => ({ unitNet: line.product.priceNet, quantity: 1 })), treatment);
    const [created] = await tx
      .insert(shopOrders)
      .values({
        clientUserId,
        currency: SHOP_CURRENCY,
        vatTreatment: treatment,
        taxRate: totals.taxRate,
        totalNet: totals.totalNetValue,
        totalVat: totals.taxValue,
        totalGross: totals.totalGrossValue,
        buyer,
        createdAt: deps.now(),
        statusChangedAt: deps.now(),
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
    const stored = await insertAttempt(tx, created, provider, returnUrlOf(deps.config, body.urlReturn, created.uuid), method);
    return { order: created, attempt: stored, email: buyerRow?.email ?? buyer.email };
  });
  return registerAttempt(deps, order, attempt, email, locale);
}

async function ownOrder(db: Executor, clientUserId: number, uuid: string): Promise<ShopOrderRow> {
  const [order] = await db.select().from(shopOrders).where(and(eq(shopOrders.uuid, uuid), eq(shopOrders.clientUserId, clientUserId)));
  if (!order) throw AppError.notFound();
  return order;
}

/** POST /v1/payment/transaction/recreate/{orderUuid}: a new payment for a waiting, unverified or failed order. */
export async function recreatePayment(deps: OrdersDeps, clientUserId: number, orderUuid: string, body: RecreatePaymentBody, locale: Locale): Promise<PaymentAnswer> {
  const provider = providerOf(deps);
  const method = checkedMethod(body.method);
  const { order, attempt, email } = await deps.db.transaction(async (tx) => {
    const [locked] = await tx.select().from(shopOrders).where(and(eq(shopOrders.uuid, orderUuid), eq(shopOrders.clientUserId, clientUserId))).for('update');
    if (!locked) throw AppError.notFound();
    if (locked.status === OrderStatus.PaymentCompleted) throw AppError.conflict(ShopMessageKey.OrderAlreadyPaid);
    if (!RENEWABLE.includes(locked.status)) throw AppError.conflict(ShopMessageKey.OrderNotRenewable);
    await tx.update(shopOrders).set({ status: OrderStatus.Waiting, statusChangedAt: deps.now() }).where(eq(shopOrders.id, locked.id));
    const stored = await insertAttempt(tx, locked, provider, returnUrlOf(deps.config, body.urlReturn, locked.uuid), method);
    const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, clientUserId));
    return { order: locked, attempt: stored, email: user?.email ?? locked.buyer.email };
  });
  return registerAttempt(deps, order, attempt, email, locale);
}

function orderRowOf(order: ShopOrderRow): OrderRow {
  return {
    uuid: order.uuid,
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

export async function orderDetail(deps: OrdersDeps, clientUserId: number, uuid: string, locale: Locale): Promise<OrderDetail> {
  const order = await ownOrder(deps.db, clientUserId, uuid);
  const items = await deps.db
    .select({
      id: shopOrderItems.id,
      uuid: shopOrderItems.uuid,
      unitNet: shopOrderItems.unitNet,
      productName: shopOrderItems.productName,
      candidateUserId: shopOrderItems.candidateUserId,
      offerUuid: offers.uuid,
      professionId: offers.professionId,
      workStartAt: offers.workStartAt,
      workEndAt: offers.workEndAt,
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
  const groups = groupLines(
    deps,
    await deps.catalogue.current(),
    items.map((item) => ({
      product: { ...item.product, name: item.productName },
      unitNet: item.unitNet,
      line: { ...item, offerUuid: item.offerUuid, professionId: item.professionId, workStartAt: item.workStartAt, workEndAt: item.workEndAt },
    })),
    locale,
    marketToday(order.paidAt ?? order.createdAt),
  );
  const [attempt] =
    order.status === OrderStatus.Waiting
      ? await deps.db.select({ paymentUrl: paymentAttempts.paymentUrl }).from(paymentAttempts).where(and(eq(paymentAttempts.orderId, order.id), eq(paymentAttempts.state, 'pending'))).orderBy(desc(paymentAttempts.id)).limit(1)
      : [];
  const [invoice] = await deps.db.select({ id: invoices.id }).from(invoices).where(eq(invoices.orderId, order.id));
  return {
    uuid: order.uuid,
    created_at: order.createdAt.toISOString(),
    dateCreated: order.createdAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
    status: order.status,
    is_recreate: isRecreate(order.status),
    cartItems: { data: groups },
    paymentUrl: attempt?.paymentUrl ?? null,
    totalItemsQuantity: items.length,
    totalNetValue: order.totalNet,
    taxValue: order.totalVat,
    taxRate: order.taxRate,
    totalGrossValue: order.totalGross,
    currency: order.currency,
    invoiceId: invoice?.id ?? null,
  };
}

async function sandboxAttempt(deps: OrdersDeps, token: string) {
  if (deps.provider?.name !== 'sandbox') throw AppError.notFound();
  const [row] = await deps.db
    .select({ attempt: paymentAttempts, orderUuid: shopOrders.uuid })
    .from(paymentAttempts)
    .innerJoin(shopOrders, eq(shopOrders.id, paymentAttempts.orderId))
    .where(and(eq(paymentAttempts.token, token), eq(paymentAttempts.provider, 'sandbox')));
  if (!row) throw AppError.notFound();
  return row;
}

/** GET /v1/payment/sandbox/{token}: what the sandbox page shows. */
export async function sandboxPayment(deps: OrdersDeps, token: string, locale: Locale): Promise<SandboxPayment> {
  const { attempt, orderUuid } = await sandboxAttempt(deps, token);
  return {
    orderUuid,
    amount: attempt.amount,
    currency: attempt.currency,
    description: `${shopLabel('paymentDescription', locale)} ${orderUuid.slice(0, 8)}`,
    state: attempt.state as SandboxPayment['state'],
    urlReturn: attempt.urlReturn,
  };
}

/** POST /v1/payment/sandbox/{token}/complete: Pay or Decline, through the one settlement; only a pending payment. */
export async function completeSandboxPayment(deps: OrdersDeps, token: string, outcome: 'success' | 'failure') {
  const { attempt } = await sandboxAttempt(deps, token);
  const result = await settleAttempt(settlementDepsOf(deps), attempt.id, { kind: outcome }, { requirePending: true });
  return { status: result.orderStatus, urlReturn: attempt.urlReturn };
}

/**
 * The scheduled expiry: a waiting order whose newest payment attempt is older than the timeout
 * was never paid; it becomes failed (7, renewal offered) and its pending attempts expire. A
 * payment arriving later still settles it (settlement accepts an expired attempt's success).
 */
export async function expireWaitingOrders(db: Database, now: Date, timeoutMinutes: number): Promise<number> {
  const cutoff = new Date(now.getTime() - timeoutMinutes * 60_000);
  return db.transaction(async (tx) => {
    const stale = await tx
      .select({ id: shopOrders.id })
      .from(shopOrders)
      .where(
        and(
          eq(shopOrders.status, OrderStatus.Waiting),
          lt(shopOrders.statusChangedAt, cutoff),
          sql`not exists (select 1 from ${paymentAttempts} where ${paymentAttempts.orderId} = ${shopOrders.id} and ${paymentAttempts.createdAt} >= ${cutoff.toISOString()}::timestamptz)`,
        ),
      )
      .for('update', { skipLocked: true });
    const ids = stale.map((row) => row.id);
    if (ids.length === 0) return 0;
    await tx.update(shopOrders).set({ status: OrderStatus.Failed, statusChangedAt: now }).where(and(inArray(shopOrders.id, ids), eq(shopOrders.status, OrderStatus.Waiting)));
    await tx.update(paymentAttempts).set({ state: 'expired' }).where(and(inArray(paymentAttempts.orderId, ids), eq(paymentAttempts.state, 'pending')));
    return ids.length;
  });
}

/** The employer's orders with their items, and their invoices, oldest first: their data export. */
export async function ordersAndInvoicesOf(db: Executor, clientUserId: number) {
  const orders = await db.select().from(shopOrders).where(eq(shopOrders.clientUserId, clientUserId)).orderBy(shopOrders.id);
  const items = orders.length
    ? await db.select().from(shopOrderItems).where(inArray(shopOrderItems.orderId, orders.map((order) => order.id))).orderBy(shopOrderItems.id)
    : [];
  const invoiceRows = await db.select().from(invoices).where(eq(invoices.clientUserId, clientUserId)).orderBy(invoices.id);
  return {
    orders: orders.map((order) => ({ ...order, items: items.filter((item) => item.orderId === order.id) })),
    invoices: invoiceRows,
  };
}
