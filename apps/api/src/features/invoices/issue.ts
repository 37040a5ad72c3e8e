import { invoiceNumber, invoicePeriodOf, marketToday } from '@trades/contracts';
import { sql } from 'drizzle-orm';
import type { Transaction } from '../../infra/db/database.ts';
import type { ShopOrderItemRow, ShopOrderRow } from '../shop/shop.tables.ts';
import { type InvoiceLine, type InvoiceSeller, invoiceCounters, invoices, ksefSubmissions } from './invoices.tables.ts';

/**
 * Issues the VAT invoice of a paid order inside the settlement's transaction: the month's counter is
 * taken there, so numbers have no gaps, and the KSeF submission is written with it when sending is
 * on. The lines are the order's items grouped by name and price; answers the invoice's id and number.
 */
export async function issueInvoice(
  tx: Transaction,
  input: { order: ShopOrderRow; items: ShopOrderItemRow[]; seller: InvoiceSeller; now: Date; sendToKsef: boolean },
): Promise<{ id: number; number: string }> {
  const { order, now } = input;
  const period = invoicePeriodOf(now);
  const [counter] = await tx
    .insert(invoiceCounters)
    .values({ period: period.key, lastNumber: 1 })
    .onConflictDoUpdate({ target: invoiceCounters.period, set: { lastNumber: sql`${invoiceCounters.lastNumber} + 1` } })
    .returning({ lastNumber: invoiceCounters.lastNumber });
  if (!counter) throw new Error('invoice counter not taken');
  const lines: InvoiceLine[] = [];
  for (const item of input.items) {
    const name = item.productName.pl ?? Object.values(item.productName)[0] ?? item.productType;
    const line = lines.find((l) => l.name === name && l.unitNet === item.unitNet);
    if (line) {
      line.quantity += 1;
      line.net += item.unitNet;
    } else lines.push({ name, quantity: 1, unitNet: item.unitNet, net: item.unitNet });
  }
  const day = marketToday(now);
  const [invoice] = await tx
    .insert(invoices)
    .values({
      number: invoiceNumber(period.year, period.month, counter.lastNumber),
      orderId: order.id,
      clientUserId: order.clientUserId,
      issuedAt: now,
      issueDate: day,
      saleDate: day,
      seller: input.seller,
      buyer: order.buyer,
      lines,
      vatTreatment: order.vatTreatment,
      taxRate: order.taxRate,
      totalNet: order.totalNet,
      totalVat: order.totalVat,
      totalGross: order.totalGross,
      currency: order.currency,
    })
    .returning({ id: invoices.id, number: invoices.number });
  if (!invoice) throw new Error('invoice not issued');
  if (input.sendToKsef) await tx.insert(ksefSubmissions).values({ invoiceId: invoice.id, createdAt: now, updatedAt: now });
  return invoice;
}
