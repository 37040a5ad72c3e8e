import { type Locale, type OrderDetail, OrderStatus } from '@trades/contracts';
import { and, desc, eq } from 'drizzle-orm';
import { invoiceIdOfOrder } from '../invoices/index.ts';
import { type ShopDeps, orderDetail } from '../shop/index.ts';
import { paymentAttempts } from './payments.tables.ts';

/** One of the employer's orders (another's is 404) as the shop keeps it, with a waiting order's payment address and the order's invoice. */
export async function orderWithPayment(deps: ShopDeps, clientUserId: number, uuid: string, locale: Locale): Promise<OrderDetail> {
  const { orderId, status, detail } = await orderDetail(deps, clientUserId, uuid, locale);
  const [[attempt], invoiceId] = await Promise.all([
    status === OrderStatus.Waiting
      ? deps.db
          .select({ paymentUrl: paymentAttempts.paymentUrl })
          .from(paymentAttempts)
          .where(and(eq(paymentAttempts.orderId, orderId), eq(paymentAttempts.state, 'pending')))
          .orderBy(desc(paymentAttempts.id))
          .limit(1)
      : Promise.resolve([]),
    invoiceIdOfOrder(deps.db, orderId),
  ]);
  return { ...detail, paymentUrl: attempt?.paymentUrl ?? null, invoiceId };
}
