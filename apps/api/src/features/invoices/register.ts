import type { InvoiceRegister } from '@trades/contracts';
import { asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../infra/db/database.ts';
import { shopOrders } from '../shop/shop.tables.ts';
import { invoices, ksefSubmissions } from './invoices.tables.ts';

/**
 * GET /v1/operator/invoices?period=YYYY-MM: the sales register of a month (by issue date), invoices
 * and corrections in the order they were issued, each with the buyer as invoiced, its amounts and its
 * KSeF state; the totals add the corrections' negative differences.
 */
export async function salesRegister(db: Executor, period: string): Promise<InvoiceRegister> {
  const corrected = alias(invoices, 'corrected');
  const rows = await db
    .select({ invoice: invoices, orderNumber: shopOrders.number, correctsNumber: corrected.number, ksef: ksefSubmissions })
    .from(invoices)
    .innerJoin(shopOrders, eq(shopOrders.id, invoices.orderId))
    .leftJoin(corrected, eq(corrected.id, invoices.correctsInvoiceId))
    .leftJoin(ksefSubmissions, eq(ksefSubmissions.invoiceId, invoices.id))
    .where(sql`to_char(${invoices.issueDate}, 'YYYY-MM') = ${period}`)
    .orderBy(asc(invoices.issuedAt), asc(invoices.id));
  const items = rows.map(({ invoice, orderNumber, correctsNumber, ksef }) => {
    const { buyer } = invoice;
    const address = [[buyer.street, [buyer.propertyNumber, buyer.apartmentNumber].filter(Boolean).join('/')].filter(Boolean).join(' '), [buyer.zipCode, buyer.city].filter(Boolean).join(' ')]
      .filter(Boolean)
      .join(', ');
    return {
      id: invoice.id,
      number: invoice.number,
      kind: invoice.kind,
      issueDate: invoice.issueDate,
      saleDate: invoice.saleDate,
      orderNumber,
      correctsNumber,
      buyer: { name: buyer.name, address, country: buyer.country, taxId: buyer.taxId },
      vatTreatment: invoice.vatTreatment === 'reverse_charge' ? ('reverse_charge' as const) : ('standard' as const),
      net: invoice.totalNet,
      vat: invoice.totalVat,
      gross: invoice.totalGross,
      currency: invoice.currency,
      ksef: { number: ksef?.ksefNumber ?? null, status: ksef?.status ?? null },
    };
  });
  const totals = items.reduce((sum, item) => ({ net: sum.net + item.net, vat: sum.vat + item.vat, gross: sum.gross + item.gross }), { net: 0, vat: 0, gross: 0 });
  return { period, items, totals };
}
