import { z } from 'zod';
import { entityId } from '../fields.ts';

/* Invoices and sales data (employer-side.md 3 "Invoice", 7 "Invoices, price list, settings"). */

/**
 * A row of POST /v1/client-financial-account/invoices (`items`, newest first): a VAT invoice of a paid
 * order (kind VAT, status "paid") or a correction after a refund (kind KOR, status "refund", its amounts
 * negative, `correctsNumber` the invoice it corrects). `sumTotal` net, `sumVat`, `sumGross`, in grosze.
 * `ksefNumber`: the number KSeF gave it, null until accepted; `ksefStatus`: pending, sent, accepted or
 * rejected, null when sending to KSeF is off.
 */
export const invoiceRow = z.object({
  id: z.number().int(),
  number: z.string(),
  kind: z.enum(['VAT', 'KOR']),
  issueDate: z.string(),
  sumTotal: z.number().int(),
  sumVat: z.number().int(),
  sumGross: z.number().int(),
  currency: z.string(),
  issuedAt: z.string(),
  orderUuid: z.string(),
  orderNumber: z.string(),
  correctsNumber: z.string().nullable(),
  status: z.enum(['paid', 'refund']),
  ksefNumber: z.string().nullable(),
  ksefStatus: z.enum(['pending', 'sent', 'accepted', 'rejected']).nullable(),
});
export type InvoiceRow = z.infer<typeof invoiceRow>;
export const invoiceList = z.object({ items: z.array(invoiceRow) });
export type InvoiceList = z.infer<typeof invoiceList>;

export const invoiceIdParams = z.object({ id: entityId });

/** GET /v1/client-financial-account/invoice/{id}/print (X-LOCALE): a signed link to the PDF, owner only, expiring; open it in a new tab. */
export const invoicePrint = z.object({ invoiceDownloadUrl: z.string() });

/**
 * GET /v1/client-financial-account/sales-data: the employer's spending. `months`: the last twelve
 * months, oldest first ("YYYY-MM", paid orders only, grosze); `products`: what was bought per
 * product; `counts`: orders by state, offers published through the shop, profiles unlocked.
 */
export const salesData = z.object({
  currency: z.string(),
  months: z.array(z.object({ month: z.string(), net: z.number().int(), gross: z.number().int(), orders: z.number().int() })),
  products: z.array(z.object({ type: z.string(), name: z.string(), quantity: z.number().int(), net: z.number().int() })),
  counts: z.object({
    orders: z.number().int(),
    paidOrders: z.number().int(),
    failedOrders: z.number().int(),
    invoices: z.number().int(),
    offersPaid: z.number().int(),
    profilesBought: z.number().int(),
  }),
  totals: z.object({ net: z.number().int(), gross: z.number().int() }),
});
export type SalesData = z.infer<typeof salesData>;
