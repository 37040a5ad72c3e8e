import { OrderStatus, ShopMessageKey } from '@trades/contracts';
import { and, eq } from 'drizzle-orm';
import { AppError } from '../../infra/http/errors.ts';
import { type CheckoutDeps, settlementDepsOf } from './checkout.service.ts';
import type { P24Settings } from './payment-provider.ts';
import { type P24Notification, type P24RefundNotification, type P24VerifyInput, notificationSign, refundNotificationSign, sameSign } from './przelewy24.ts';
import { settleRefund } from './refunds.ts';
import { settleAttempt } from './settlement.ts';
import { shopOrders } from '../shop/shop.tables.ts';
import { paymentAttempts } from './payments.tables.ts';

/*
 * POST /v1/payment/notification/przelewy24: P24 says a payment succeeded. In this order: the sign,
 * then the amount and currency against our attempt, then P24's verify call, and only on its success
 * the settlement. Anything wrong is 400 and changes nothing; a repeat is answered and changes
 * nothing. A failed verify marks the order "verification failed" (3); P24 repeats the notification.
 */
export async function receiveP24Notification(
  deps: CheckoutDeps,
  settings: P24Settings,
  verify: (input: P24VerifyInput) => Promise<boolean>,
  notification: P24Notification,
): Promise<{ status: number }> {
  const invalid = () => new AppError(ShopMessageKey.InvalidNotification, {}, 400);
  const { sign, ...fields } = notification;
  if (!sameSign(sign, notificationSign(fields, settings.crc))) throw invalid();
  if (fields.merchantId !== settings.merchantId || fields.posId !== settings.posId) throw invalid();
  const [attempt] = await deps.db
    .select()
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.sessionId, fields.sessionId), eq(paymentAttempts.provider, 'przelewy24')));
  if (!attempt) throw invalid();
  if (fields.amount !== attempt.amount || fields.originAmount !== attempt.amount || fields.currency !== attempt.currency) throw invalid();
  if (attempt.state === 'completed') return { status: OrderStatus.PaymentCompleted };

  const orderId = String(fields.orderId);
  const verified = await verify({ sessionId: attempt.sessionId, orderId, amount: attempt.amount, currency: attempt.currency });
  if (!verified) {
    await deps.db
      .update(shopOrders)
      .set({ status: OrderStatus.VerificationFailed, statusChangedAt: deps.now() })
      .where(and(eq(shopOrders.id, attempt.orderId), eq(shopOrders.status, OrderStatus.Waiting)));
    throw new AppError(ShopMessageKey.PaymentProviderError, {}, 502);
  }
  const result = await settleAttempt(settlementDepsOf(deps), attempt.id, { kind: 'success', providerOrderId: BigInt(orderId) });
  return { status: result.orderStatus };
}

/**
 * How a notification ended, for the payment_notifications_total metric, read from our answer so that a body
 * refused before the handler (422) counts too: 2xx accepted (settled, or a repeat), 502 unverified (P24's verify
 * refused), any other 4xx rejected (a wrong sign, merchant or amount, an unknown payment or refund, a malformed
 * body), anything else failed (P24 repeats it).
 */
export function notificationOutcome(statusCode: number): 'accepted' | 'rejected' | 'unverified' | 'failed' {
  if (statusCode >= 200 && statusCode < 300) return 'accepted';
  if (statusCode === 502) return 'unverified';
  if (statusCode >= 400 && statusCode < 500) return 'rejected';
  return 'failed';
}

/**
 * POST /v1/payment/notification/przelewy24/refund: P24 says how a refund we asked for ended. The sign
 * and our merchant are checked, then the refund is marked done (status 0) or refused; an unknown
 * refund is 400, a repeat changes nothing.
 */
export async function receiveP24RefundNotification(deps: Pick<CheckoutDeps, 'db' | 'now'>, settings: P24Settings, notification: P24RefundNotification): Promise<{ status: string }> {
  const invalid = () => new AppError(ShopMessageKey.InvalidNotification, {}, 400);
  const { sign, ...fields } = notification;
  if (!sameSign(sign, refundNotificationSign(fields, settings.crc)) || fields.merchantId !== settings.merchantId) throw invalid();
  if (!(await settleRefund(deps.db, fields.refundsUuid, fields.status === 0, deps.now()))) throw invalid();
  return { status: 'ok' };
}
