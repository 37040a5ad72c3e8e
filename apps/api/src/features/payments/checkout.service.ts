import { randomBytes } from 'node:crypto';
import { type Locale, OrderStatus, type PaymentAnswer, type RecreatePaymentBody, type RegisterPaymentBody, type SandboxPayment, ShopMessageKey } from '@trades/contracts';
import { and, desc, eq, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { AppConfig } from '../../config/config.ts';
import type { Database, Executor } from '../../infra/db/database.ts';
import { AppError } from '../../infra/http/errors.ts';
import type { Outbox } from '../../infra/mail/outbox.ts';
import { users } from '../accounts/accounts.tables.ts';
import type { KsefQueue } from '../invoices/index.ts';
import type { ReferenceCatalogueStore } from '../reference/index.ts';
import { createOrderFromCart } from '../shop/index.ts';
import { type ShopOrderRow, shopOrders } from '../shop/shop.tables.ts';
import { isPaymentMethod } from './payment-methods.ts';
import { type PaymentProvider, PaymentProviderError } from './payment-provider.ts';
import { paymentLabel } from './payments.labels.ts';
import { paymentAttempts } from './payments.tables.ts';
import { type SettlementDeps, settleAttempt } from './settlement.ts';

/* Checkout: placing an order and registering its payment, renewing a payment, the sandbox page, and the expiry of payments never made. */

export interface CheckoutDeps {
  db: Database;
  now: () => Date;
  catalogue: ReferenceCatalogueStore;
  viesEnabled: boolean;
  provider: PaymentProvider | null;
  outbox: Outbox;
  /** Present when KSEF_ENABLED: issued invoices are sent to KSeF. */
  ksef?: Pick<KsefQueue, 'submit'>;
  config: Pick<AppConfig, 'PUBLIC_URL' | 'CORS_ORIGINS' | 'SELLER_NAME' | 'SELLER_TAX_ID' | 'SELLER_ADDRESS' | 'SELLER_BANK_ACCOUNT' | 'OFFER_MODERATION'>;
  /** The offers a payment publishes: the public list to clear, the publication's length, matching to tell. */
  offerListCache?: SettlementDeps['offerListCache'];
  offerPublication?: SettlementDeps['offerPublication'];
}

export function settlementDepsOf(
  deps: Pick<CheckoutDeps, 'db' | 'now' | 'outbox' | 'config' | 'ksef'> & Partial<Pick<CheckoutDeps, 'provider' | 'catalogue' | 'offerListCache' | 'offerPublication'>>,
): SettlementDeps {
  const { config } = deps;
  return {
    db: deps.db,
    now: deps.now,
    catalogue: deps.catalogue,
    provider: deps.provider ?? null,
    outbox: deps.outbox,
    offerListCache: deps.offerListCache,
    offerPublication: deps.offerPublication,
    offerModeration: config.OFFER_MODERATION,
    publicUrl: config.PUBLIC_URL,
    ksef: deps.ksef,
    seller: { name: config.SELLER_NAME, taxId: config.SELLER_TAX_ID, address: config.SELLER_ADDRESS, bankAccount: config.SELLER_BANK_ACCOUNT },
  };
}

/** A payment is made anew only where it failed: refused, unverified (3) or expired (7). */
const RENEWABLE: readonly number[] = [OrderStatus.VerificationFailed, OrderStatus.Failed];

/**
 * Where the provider sends the employer back: a path of this site, or an address on PUBLIC_URL's
 * origin or one of CORS_ORIGINS (the web app's); anything else would be an open redirect.
 */
export function returnUrlOf(config: CheckoutDeps['config'], value: string, orderUuid: string): string {
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

function providerOf(deps: CheckoutDeps): PaymentProvider {
  if (!deps.provider) throw new AppError(ShopMessageKey.PaymentProviderError, {}, 503);
  return deps.provider;
}

/**
 * A new attempt for an order (older pending ones replaced), registered at the provider, all inside
 * the caller's transaction: the attempt is stored before the provider is asked, and a provider that
 * refuses rolls everything back, so no order or attempt exists without its payment address. Answers
 * the address.
 */
async function newAttempt(tx: Executor, deps: CheckoutDeps, order: ShopOrderRow, input: { urlReturn: string; method: number | null; email: string; locale: Locale }): Promise<string> {
  const provider = providerOf(deps);
  await tx.update(paymentAttempts).set({ state: 'replaced' }).where(and(eq(paymentAttempts.orderId, order.id), eq(paymentAttempts.state, 'pending')));
  const [attempt] = await tx
    .insert(paymentAttempts)
    .values({
      orderId: order.id,
      provider: provider.name,
      sessionId: `${order.uuid}.${randomBytes(8).toString('hex')}`,
      amount: order.totalGross,
      currency: order.currency,
      method: input.method,
      urlReturn: returnUrlOf(deps.config, input.urlReturn, order.uuid),
      createdAt: deps.now(),
    })
    .returning();
  if (!attempt) throw new Error('attempt not stored');
  try {
    const registered = await provider.register({
      sessionId: attempt.sessionId,
      amount: attempt.amount,
      currency: attempt.currency,
      description: paymentDescription(order, input.locale),
      email: input.email,
      language: input.locale === 'ua' ? 'uk' : input.locale,
      urlReturn: attempt.urlReturn,
      method: attempt.method,
    });
    await tx.update(paymentAttempts).set({ token: registered.token, paymentUrl: registered.paymentUrl }).where(eq(paymentAttempts.id, attempt.id));
    return registered.paymentUrl;
  } catch (error) {
    if (error instanceof PaymentProviderError) throw new AppError(ShopMessageKey.PaymentProviderError, {}, 502);
    throw error;
  }
}

/** The text the provider shows for a payment: "Zamówienie ZAM/2026/11/0007". */
export function paymentDescription(order: Pick<ShopOrderRow, 'number'>, locale: Locale): string {
  return `${paymentLabel('paymentDescription', locale)} ${order.number}`;
}

/** The newest payment address of an order: what a repeated checkout or a renewal of a waiting order answers. */
async function latestPaymentUrl(tx: Executor, orderId: number): Promise<string | undefined> {
  const [latest] = await tx
    .select({ paymentUrl: paymentAttempts.paymentUrl })
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.orderId, orderId), isNotNull(paymentAttempts.paymentUrl)))
    .orderBy(desc(paymentAttempts.id))
    .limit(1);
  return latest?.paymentUrl ?? undefined;
}

/**
 * POST /v1/payment/transaction/register/{cartUuid}: the cart becomes an order (status 1) with its
 * own copy of items and prices, the cart is emptied (and takes a new uuid), and the payment is
 * registered. Idempotent per cart: a repeat, during or after the first call (a double click, a
 * reload), waits for the first and answers the same order and payment address.
 */
export async function placeOrder(deps: CheckoutDeps, clientUserId: number, cartUuid: string, body: RegisterPaymentBody, locale: Locale): Promise<PaymentAnswer> {
  const method = checkedMethod(body.method);
  providerOf(deps);
  // Read before the transaction: the embedded database has one connection.
  const rules = { catalogue: await deps.catalogue.current(), viesEnabled: deps.viesEnabled };
  return deps.db.transaction(async (tx) => {
    const placed = await createOrderFromCart(tx, rules, clientUserId, cartUuid, deps.now());
    if (!placed.created) {
      const paymentUrl = await latestPaymentUrl(tx, placed.order.id);
      if (!paymentUrl) throw AppError.notFound();
      return { items: [{ paymentUrl, orderUuid: placed.order.uuid }] };
    }
    const paymentUrl = await newAttempt(tx, deps, placed.order, { urlReturn: body.urlReturn, method, email: placed.email, locale });
    return { items: [{ paymentUrl, orderUuid: placed.order.uuid }] };
  });
}

/**
 * POST /v1/payment/transaction/recreate/{orderUuid}: a new payment for an order whose payment failed
 * (3, 7: refused, unverified or expired). A waiting order keeps its payment: the call answers it
 * (a double click creates nothing). Paid or cancelled: 409.
 */
export async function recreatePayment(deps: CheckoutDeps, clientUserId: number, orderUuid: string, body: RecreatePaymentBody, locale: Locale): Promise<PaymentAnswer> {
  const method = checkedMethod(body.method);
  providerOf(deps);
  return deps.db.transaction(async (tx) => {
    const [locked] = await tx.select().from(shopOrders).where(and(eq(shopOrders.uuid, orderUuid), eq(shopOrders.clientUserId, clientUserId))).for('update');
    if (!locked) throw AppError.notFound();
    if (locked.status === OrderStatus.PaymentCompleted) throw AppError.conflict(ShopMessageKey.OrderAlreadyPaid);
    if (locked.status === OrderStatus.Waiting) {
      const paymentUrl = await latestPaymentUrl(tx, locked.id);
      if (paymentUrl) return { items: [{ paymentUrl, orderUuid: locked.uuid }] };
    } else if (!RENEWABLE.includes(locked.status)) throw AppError.conflict(ShopMessageKey.OrderNotRenewable);
    await tx.update(shopOrders).set({ status: OrderStatus.Waiting, statusChangedAt: deps.now() }).where(eq(shopOrders.id, locked.id));
    const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, clientUserId));
    const paymentUrl = await newAttempt(tx, deps, locked, { urlReturn: body.urlReturn, method, email: user?.email ?? locked.buyer.email, locale });
    return { items: [{ paymentUrl, orderUuid: locked.uuid }] };
  });
}

/** What can still be cancelled: an order not paid (waiting, or its payment refused, unverified or expired). */
const CANCELABLE: readonly number[] = [OrderStatus.Waiting, OrderStatus.VerificationFailed, OrderStatus.Failed];

/**
 * POST /v1/shop/order/{uuid}/cancel: an unpaid order is cancelled (5) and its pending payment with it, so
 * the sandbox page refuses it and what it held may be bought again. Repeating it changes nothing. The
 * order's attempts are locked before the order, in the settlement's order, so a payment racing the
 * cancellation is either settled first (and the order is paid: 409) or finds the order cancelled.
 */
export async function cancelOrder(deps: Pick<CheckoutDeps, 'db' | 'now'>, clientUserId: number, orderUuid: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const [found] = await tx.select({ id: shopOrders.id }).from(shopOrders).where(and(eq(shopOrders.uuid, orderUuid), eq(shopOrders.clientUserId, clientUserId)));
    if (!found) throw AppError.notFound();
    await tx.select({ id: paymentAttempts.id }).from(paymentAttempts).where(eq(paymentAttempts.orderId, found.id)).for('update');
    const [order] = await tx.select().from(shopOrders).where(eq(shopOrders.id, found.id)).for('update');
    if (!order || order.status === OrderStatus.Canceled) return;
    if (order.status === OrderStatus.PaymentCompleted) throw AppError.conflict(ShopMessageKey.OrderAlreadyPaid);
    if (!CANCELABLE.includes(order.status)) throw AppError.conflict(ShopMessageKey.OrderNotCancelable);
    await tx.update(shopOrders).set({ status: OrderStatus.Canceled, statusChangedAt: deps.now() }).where(eq(shopOrders.id, order.id));
    await tx.update(paymentAttempts).set({ state: 'canceled' }).where(and(eq(paymentAttempts.orderId, order.id), eq(paymentAttempts.state, 'pending')));
  });
}

async function sandboxAttempt(deps: CheckoutDeps, token: string) {
  if (deps.provider?.name !== 'sandbox') throw AppError.notFound();
  const [row] = await deps.db
    .select({ attempt: paymentAttempts, order: shopOrders })
    .from(paymentAttempts)
    .innerJoin(shopOrders, eq(shopOrders.id, paymentAttempts.orderId))
    .where(and(eq(paymentAttempts.token, token), eq(paymentAttempts.provider, 'sandbox')));
  if (!row) throw AppError.notFound();
  return row;
}

/** GET /v1/payment/sandbox/{token}: what the sandbox page shows. */
export async function sandboxPayment(deps: CheckoutDeps, token: string, locale: Locale): Promise<SandboxPayment> {
  const { attempt, order } = await sandboxAttempt(deps, token);
  return {
    orderUuid: order.uuid,
    orderNumber: order.number,
    amount: attempt.amount,
    currency: attempt.currency,
    description: paymentDescription(order, locale),
    state: attempt.state as SandboxPayment['state'],
    urlReturn: attempt.urlReturn,
  };
}

/** POST /v1/payment/sandbox/{token}/complete: Pay or Decline, through the one settlement; only a pending payment. */
export async function completeSandboxPayment(deps: CheckoutDeps, token: string, outcome: 'success' | 'failure') {
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
