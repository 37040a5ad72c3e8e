import { randomBytes } from 'node:crypto';
import { type Locale, OrderStatus, type PaymentAnswer, type RecreatePaymentBody, type RegisterPaymentBody, type SandboxPayment, ShopMessageKey } from '@trades/contracts';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
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
  config: Pick<AppConfig, 'PUBLIC_URL' | 'CORS_ORIGINS' | 'SELLER_NAME' | 'SELLER_TAX_ID' | 'SELLER_ADDRESS' | 'SELLER_BANK_ACCOUNT'>;
}

export function settlementDepsOf(deps: Pick<CheckoutDeps, 'db' | 'now' | 'outbox' | 'config' | 'ksef'>): SettlementDeps {
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

const RENEWABLE: readonly number[] = [OrderStatus.Waiting, OrderStatus.VerificationFailed, OrderStatus.Failed];

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
async function registerAttempt(deps: CheckoutDeps, order: ShopOrderRow, attempt: typeof paymentAttempts.$inferSelect, email: string, locale: Locale): Promise<PaymentAnswer> {
  const provider = providerOf(deps);
  try {
    const registered = await provider.register({
      sessionId: attempt.sessionId,
      amount: attempt.amount,
      currency: attempt.currency,
      description: `${paymentLabel('paymentDescription', locale)} ${order.uuid.slice(0, 8)}`,
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
 * own copy of items and prices, the cart is emptied, and the payment is registered.
 */
export async function placeOrder(deps: CheckoutDeps, clientUserId: number, cartUuid: string, body: RegisterPaymentBody, locale: Locale): Promise<PaymentAnswer> {
  const provider = providerOf(deps);
  const method = checkedMethod(body.method);
  // Read before the transaction: the embedded database has one connection.
  const rules = { catalogue: await deps.catalogue.current(), viesEnabled: deps.viesEnabled };
  const { order, attempt, email } = await deps.db.transaction(async (tx) => {
    const { order: created, email: buyerEmail } = await createOrderFromCart(tx, rules, clientUserId, cartUuid, deps.now());
    const stored = await insertAttempt(tx, created, provider, returnUrlOf(deps.config, body.urlReturn, created.uuid), method);
    return { order: created, attempt: stored, email: buyerEmail };
  });
  return registerAttempt(deps, order, attempt, email, locale);
}

/** POST /v1/payment/transaction/recreate/{orderUuid}: a new payment for a waiting, unverified or failed order. */
export async function recreatePayment(deps: CheckoutDeps, clientUserId: number, orderUuid: string, body: RecreatePaymentBody, locale: Locale): Promise<PaymentAnswer> {
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

async function sandboxAttempt(deps: CheckoutDeps, token: string) {
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
export async function sandboxPayment(deps: CheckoutDeps, token: string, locale: Locale): Promise<SandboxPayment> {
  const { attempt, orderUuid } = await sandboxAttempt(deps, token);
  return {
    orderUuid,
    amount: attempt.amount,
    currency: attempt.currency,
    description: `${paymentLabel('paymentDescription', locale)} ${orderUuid.slice(0, 8)}`,
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
