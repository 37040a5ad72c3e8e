import { z } from 'zod';
import { ErrorKey } from '../errors.ts';
import { requiredText } from '../fields.ts';

/*
 * The operator's back office (/v1/operator/*, operators only): the sales register, orders with their
 * payments and refunds, and refunds. Amounts are integer grosze.
 */

const period = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: ErrorKey.InvalidValue });

/** GET /v1/operator/invoices?period=YYYY-MM: the month's invoices and corrections, by number. */
export const invoiceRegisterQuery = z.object({ period });

export const registerEntry = z.object({
  id: z.number().int(),
  number: z.string(),
  kind: z.enum(['VAT', 'KOR']),
  issueDate: z.string(),
  saleDate: z.string(),
  orderNumber: z.string(),
  /** A correction's corrected invoice. */
  correctsNumber: z.string().nullable(),
  buyer: z.object({ name: z.string(), address: z.string(), country: z.string().nullable(), taxId: z.string() }),
  vatTreatment: z.enum(['standard', 'reverse_charge']),
  net: z.number().int(),
  vat: z.number().int(),
  gross: z.number().int(),
  currency: z.string(),
  ksef: z.object({ number: z.string().nullable(), status: z.enum(['pending', 'sent', 'accepted', 'rejected']).nullable() }),
});
export type RegisterEntry = z.infer<typeof registerEntry>;

export const invoiceRegister = z.object({
  period: z.string(),
  items: z.array(registerEntry),
  totals: z.object({ net: z.number().int(), vat: z.number().int(), gross: z.number().int() }),
});
export type InvoiceRegister = z.infer<typeof invoiceRegister>;

/** GET /v1/operator/orders?status=&q=&page=: every order, newest first; `q` is part of the number or of the buyer's name, tax id or e-mail. */
export const operatorOrderQuery = z.object({
  status: z.coerce.number().int().min(1).max(7).optional(),
  q: z.string().trim().min(1).max(100).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export const operatorOrderRow = z.object({
  uuid: z.string(),
  number: z.string(),
  status: z.number().int(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  /** Null once the buyer's account was erased. */
  clientUserId: z.number().int().nullable(),
  buyer: z.object({ name: z.string(), taxId: z.string(), country: z.string().nullable() }),
  totalNet: z.number().int(),
  totalVat: z.number().int(),
  totalGross: z.number().int(),
  currency: z.string(),
  refunded: z.number().int(),
});
export type OperatorOrderRow = z.infer<typeof operatorOrderRow>;
export const operatorOrderList = z.object({ items: z.array(operatorOrderRow), hasMore: z.boolean() });
export type OperatorOrderList = z.infer<typeof operatorOrderList>;

export const operatorRefund = z.object({
  id: z.number().int(),
  amount: z.number().int(),
  kind: z.enum(['operator', 'duplicate_payment', 'canceled_order', 'already_unlocked']),
  reason: z.string(),
  state: z.enum(['requested', 'completed', 'failed']),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
});

/** GET /v1/operator/orders/{uuid}: the order with its items, every payment attempt and its refunds, and its invoices. */
export const operatorOrderDetail = operatorOrderRow.extend({
  items: z.array(z.object({ productType: z.string(), name: z.string(), unitNet: z.number().int(), offerId: z.number().int().nullable(), candidateUserId: z.number().int().nullable() })),
  payments: z.array(
    z.object({
      id: z.number().int(),
      provider: z.string(),
      sessionId: z.string(),
      amount: z.number().int(),
      currency: z.string(),
      state: z.string(),
      providerOrderId: z.string().nullable(),
      createdAt: z.string(),
      verifiedAt: z.string().nullable(),
      refunds: z.array(operatorRefund),
    }),
  ),
  invoices: z.array(z.object({ id: z.number().int(), number: z.string(), kind: z.enum(['VAT', 'KOR']), gross: z.number().int() })),
});
export type OperatorOrderDetail = z.infer<typeof operatorOrderDetail>;

/** POST /v1/operator/orders/{uuid}/refund: `amount` in grosze (the whole remainder when left out) and why. */
export const refundBody = z.object({
  amount: z.number().int().min(1).max(100_000_000).optional(),
  reason: requiredText(500),
});
export type RefundBody = z.output<typeof refundBody>;
export const refundAnswer = z.object({ message: z.string(), correctionNumber: z.string().nullable(), items: z.array(operatorOrderDetail) });
