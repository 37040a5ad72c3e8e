import { type Locale, type OrderDetail, type OrderFailureReason, OrderStatus } from '@trades/contracts';
import { desc, eq } from 'drizzle-orm';
import { invoiceIdOfOrder } from '../invoices/index.ts';
import { type ShopDeps, orderDetail } from '../shop/index.ts';
import { paymentAttempts } from './payments.tables.ts';

/**
 * Why an order's payment did not go through, from its status and its newest attempt: the provider did not
 * confirm it (3); it expired unpaid, or the payer refused or cancelled it at the payment page (7).
 */
export function failureReasonOf(status: number, newestAttemptState: string | undefined): OrderFailureReason | null {
  if (status === OrderStatus.VerificationFailed) return 'unverified';
  if (status !== OrderStatus.Failed) return null;
  return newestAttemptState === 'expired' ? 'expired' : 'declined';
}

/** One of the employer's orders (another's is 404) as the shop keeps it, with a waiting order's payment address, why a failed one failed, and the order's invoice. */
export async function orderWithPayment(deps: ShopDeps, clientUserId: number, uuid: string, locale: Locale): Promise<OrderDetail> {
  const { orderId, status, detail } = await orderDetail(deps, clientUserId, uuid, locale);
  const [[attempt], invoiceId] = await Promise.all([
    deps.db
      .select({ paymentUrl: paymentAttempts.paymentUrl, state: paymentAttempts.state })
      .from(paymentAttempts)
      .where(eq(paymentAttempts.orderId, orderId))
      .orderBy(desc(paymentAttempts.id))
      .limit(1),
    invoiceIdOfOrder(deps.db, orderId),
  ]);
  const paymentUrl = status === OrderStatus.Waiting && attempt?.state === 'pending' ? attempt.paymentUrl : null;
  return { ...detail, paymentUrl, invoiceId, failureReason: failureReasonOf(status, attempt?.state) };
}
