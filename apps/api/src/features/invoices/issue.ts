import { NumberSeries, invoiceNumber, invoicePeriodOf, marketToday, offerDisplayName, seriesNumber, splitGross, vatOf } from '@trades/contracts';
import { inArray, sql } from 'drizzle-orm';
import type { Transaction } from '../../infra/db/database.ts';
import { nextNumber } from '../../infra/numbering/numbering.ts';
import { offers } from '../offers/offers.tables.ts';
import { type ReferenceCatalogue, offerNameParts } from '../reference/index.ts';
import type { ShopOrderItemRow, ShopOrderRow } from '../shop/shop.tables.ts';
import { type InvoiceLine, type InvoiceRow, type InvoiceSeller, invoiceCounters, invoices, ksefSubmissions } from './invoices.tables.ts';

/**
 * An order's items as invoice lines: the product's Polish name, followed for an offer's publication by
 * the offer it publishes ("Publikacja oferty: Cieśla, Bergen · #125", `subjects` by item id); lines of
 * the same name and price are grouped.
 */
export function invoiceLinesOf(items: ShopOrderItemRow[], subjects: ReadonlyMap<number, string> = new Map()): InvoiceLine[] {
  const lines: InvoiceLine[] = [];
  for (const item of items) {
    const product = item.productName.pl ?? Object.values(item.productName)[0] ?? item.productType;
    const subject = subjects.get(item.id);
    const name = subject ? `${product}: ${subject}` : product;
    const line = lines.find((l) => l.name === name && l.unitNet === item.unitNet);
    if (line) {
      line.quantity += 1;
      line.net += item.unitNet;
    } else lines.push({ name, quantity: 1, unitNet: item.unitNet, net: item.unitNet });
  }
  return lines;
}

/**
 * What each offer item of an order publishes, in Polish (the invoice's language), by item id. The offer's
 * number is always given: the invoice is kept for years, and a copy made later must not read alike.
 */
async function offerSubjects(tx: Transaction, catalogue: ReferenceCatalogue, items: ShopOrderItemRow[]): Promise<Map<number, string>> {
  const ids = [...new Set(items.flatMap((item) => (item.offerId === null ? [] : [item.offerId])))];
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({ id: offers.id, professionId: offers.professionId, workLocationCityId: offers.workLocationCityId, workLocationStateId: offers.workLocationStateId })
    .from(offers)
    .where(inArray(offers.id, ids));
  const names = new Map(rows.map((row) => [row.id, offerDisplayName(offerNameParts(catalogue, row, 'pl'))]));
  return new Map(
    items.flatMap((item) => {
      const name = item.offerId === null ? undefined : names.get(item.offerId);
      return name ? [[item.id, name] as const] : [];
    }),
  );
}

/**
 * Issues the VAT invoice of a paid order inside the settlement's transaction: the month's counter is
 * taken there, so numbers have no gaps, and the KSeF submission is written with it when sending is
 * on. The lines are the order's items grouped by name and price (with `catalogue`, an offer's line names the
 * offer); answers the invoice's id and number.
 */
export async function issueInvoice(
  tx: Transaction,
  input: { order: ShopOrderRow; items: ShopOrderItemRow[]; seller: InvoiceSeller; now: Date; sendToKsef: boolean; catalogue?: ReferenceCatalogue },
): Promise<{ id: number; number: string }> {
  const { order, now } = input;
  const period = invoicePeriodOf(now);
  const [counter] = await tx
    .insert(invoiceCounters)
    .values({ period: period.key, lastNumber: 1 })
    .onConflictDoUpdate({ target: invoiceCounters.period, set: { lastNumber: sql`${invoiceCounters.lastNumber} + 1` } })
    .returning({ lastNumber: invoiceCounters.lastNumber });
  if (!counter) throw new Error('invoice counter not taken');
  // Named once, here: the lines are stored with the invoice and never change, whatever happens to the offer.
  const lines = invoiceLinesOf(input.items, input.catalogue ? await offerSubjects(tx, input.catalogue, input.items) : undefined);
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

/**
 * Issues the correction (KOR) of a VAT invoice after a refund, inside the refund's transaction: series
 * KOR numbered per month without gaps, the corrected invoice named, the reason, and the differences:
 * the refunded lines with negative quantities when whole lines go back, else one line of the refunded
 * gross split at the invoice's rate. Answers its id and number.
 */
export async function issueCorrection(
  tx: Transaction,
  input: { corrected: InvoiceRow; grossRefund: number; refundedLines: InvoiceLine[] | null; reason: string; now: Date; sendToKsef: boolean },
): Promise<{ id: number; number: string }> {
  const { corrected, now } = input;
  const taken = await nextNumber(tx, NumberSeries.Correction, now);
  let lines: InvoiceLine[];
  let net: number;
  let vat: number;
  if (input.refundedLines) {
    lines = input.refundedLines.map((line) => ({ ...line, quantity: -line.quantity, net: -line.net }));
    const refundedNet = input.refundedLines.reduce((sum, line) => sum + line.net, 0);
    net = -refundedNet;
    vat = -vatOf(refundedNet, corrected.taxRate);
  } else {
    const split = splitGross(input.grossRefund, corrected.taxRate);
    lines = [{ name: `Zwrot części należności za ${corrected.number}`, quantity: 1, unitNet: -split.net, net: -split.net }];
    net = -split.net;
    vat = -split.vat;
  }
  const day = marketToday(now);
  const [correction] = await tx
    .insert(invoices)
    .values({
      number: seriesNumber(NumberSeries.Correction, taken.year, taken.month, taken.sequence),
      kind: 'KOR',
      orderId: corrected.orderId,
      correctsInvoiceId: corrected.id,
      correctionReason: input.reason,
      clientUserId: corrected.clientUserId,
      issuedAt: now,
      issueDate: day,
      saleDate: corrected.saleDate,
      seller: corrected.seller,
      buyer: corrected.buyer,
      lines,
      vatTreatment: corrected.vatTreatment,
      taxRate: corrected.taxRate,
      totalNet: net,
      totalVat: vat,
      totalGross: net + vat,
      currency: corrected.currency,
    })
    .returning({ id: invoices.id, number: invoices.number });
  if (!correction) throw new Error('correction not issued');
  if (input.sendToKsef) await tx.insert(ksefSubmissions).values({ invoiceId: correction.id, createdAt: now, updatedAt: now });
  return correction;
}
