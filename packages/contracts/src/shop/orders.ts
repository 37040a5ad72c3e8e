import { z } from 'zod';
import { cartGroup } from './cart.ts';

/* Orders and payment (employer-side.md 3 "Payment method", "Order", 4 "Cart and order", 7). */

/**
 * A payment method of GET /v1/payment/methods (`items`), first one preselected. `logo` is a path
 * under the web app's public folder (/payment-methods/{code}.svg); `code` names the method:
 * card, blik, wallet (Apple Pay, Google Pay), transfer.
 */
export const paymentMethod = z.object({
  provider_method_id: z.number().int(),
  code: z.string(),
  title: z.string(),
  logo: z.string(),
});
export type PaymentMethod = z.infer<typeof paymentMethod>;
export const paymentMethodList = z.object({ items: z.array(paymentMethod) });

/**
 * POST /v1/payment/transaction/register/{cartUuid}. `urlReturn` is where the provider sends the
 * employer back: the site's own address (PUBLIC_URL origin) or a path ("/user/order/{uuid}");
 * `{orderUuid}` in it is replaced by the new order's uuid. `method` a provider_method_id.
 */
export const registerPaymentBody = z.object({
  regulationAccept: z.literal(true),
  urlReturn: z.string().min(1).max(500),
  method: z.coerce.number().int().optional(),
  cartUuid: z.string().optional(),
});
export type RegisterPaymentBody = z.output<typeof registerPaymentBody>;

/** POST /v1/payment/transaction/recreate/{orderUuid}: a new payment for an order waiting (1), failed verification (3) or failed (7). */
export const recreatePaymentBody = registerPaymentBody.omit({ cartUuid: true });
export type RecreatePaymentBody = z.output<typeof recreatePaymentBody>;

export const uuidParams = z.object({ uuid: z.string().uuid() });

/** The answer of register and recreate: send the employer to `items[0].paymentUrl`. */
export const paymentAnswer = z.object({ items: z.array(z.object({ paymentUrl: z.string(), orderUuid: z.string() })) });
export type PaymentAnswer = z.infer<typeof paymentAnswer>;

/**
 * A row of GET /v1/shop/order (`items`, newest first). `status`: 1 waiting, 2 processing,
 * 3 verification failed, 4 paid (ended), 5 canceled, 6 returned, 7 failed. `is_recreate`:
 * renewing the payment is offered (3 and 7). Amounts in grosze.
 */
export const orderRow = z.object({
  uuid: z.string(),
  /** The human number, ZAM/2026/11/0007. */
  number: z.string(),
  dateCreated: z.string(),
  status: z.number().int(),
  is_recreate: z.boolean(),
  totalNetValue: z.number().int(),
  totalGrossValue: z.number().int(),
  currency: z.string(),
});
export type OrderRow = z.infer<typeof orderRow>;
export const orderList = z.object({ items: z.array(orderRow) });
export type OrderList = z.infer<typeof orderList>;

/** Optional ?status= filter of the order list. */
export const orderListQuery = z.object({ status: z.coerce.number().int().min(1).max(7).optional() });

/**
 * GET /v1/shop/order/{uuid}: `items[0]`. `cartItems.data` is the order's own copy of what was
 * bought, grouped like the cart (prices as ordered). `paymentUrl`: the open payment while the
 * order waits (1), else null. `invoiceId` once paid.
 */
export const orderDetail = z.object({
  uuid: z.string(),
  number: z.string(),
  created_at: z.string(),
  dateCreated: z.string(),
  paidAt: z.string().nullable(),
  status: z.number().int(),
  is_recreate: z.boolean(),
  cartItems: z.object({ data: z.array(cartGroup) }),
  paymentUrl: z.string().nullable(),
  totalItemsQuantity: z.number().int(),
  totalNetValue: z.number().int(),
  taxValue: z.number().int(),
  taxRate: z.number().int(),
  totalGrossValue: z.number().int(),
  currency: z.string(),
  invoiceId: z.number().int().nullable(),
  /**
   * Why an unpaid order's payment did not go through, as far as the provider said: declined (refused
   * or cancelled by the payer at the payment page), expired (never paid in time), unverified (the
   * provider did not confirm the payment, status 3). Null for any other order.
   */
  failureReason: z.enum(['declined', 'expired', 'unverified']).nullable(),
});
export type OrderFailureReason = NonNullable<OrderDetail['failureReason']>;
export type OrderDetail = z.infer<typeof orderDetail>;
export const orderDetailAnswer = z.object({ items: z.array(orderDetail) });

/**
 * GET /v1/payment/sandbox/{token} (public: the token is the secret): what the sandbox payment page
 * shows. `state`: pending (Pay and Decline active), completed, failed, replaced (a newer payment
 * exists) or expired. `amount` gross grosze.
 */
export const sandboxPayment = z.object({
  orderUuid: z.string(),
  orderNumber: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  description: z.string(),
  state: z.enum(['pending', 'completed', 'failed', 'replaced', 'expired', 'canceled']),
  urlReturn: z.string(),
});
export type SandboxPayment = z.infer<typeof sandboxPayment>;

/** POST /v1/shop/order/{uuid}/cancel: the order as it now is (status 5), with a message. */
export const orderCancelAnswer = z.object({ message: z.string(), items: z.array(orderDetail) });
export type OrderCancelAnswer = z.infer<typeof orderCancelAnswer>;

/** POST /v1/payment/sandbox/{token}/complete; answers the order's new status and where to go back to. */
export const sandboxCompleteBody = z.object({ outcome: z.enum(['success', 'failure']) });
export const sandboxCompleteAnswer = z.object({ status: z.number().int(), urlReturn: z.string() });
export const paymentTokenParams = z.object({ token: z.string().min(8).max(100) });
