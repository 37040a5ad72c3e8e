import { type InvoiceRow as InvoiceListRow, type Locale, MARKET_TIME_ZONE, OrderStatus, type SalesData, isLocale, marketToday } from '@trades/contracts';
import { and, count, desc, eq, gte, sql, sum } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { readLinkToken, signLinkToken } from '../../infra/auth/signed-link.ts';
import type { Database, Executor } from '../../infra/db/database.ts';
import { AppError } from '../../infra/http/errors.ts';
import { localised } from '../../infra/i18n/localised.ts';
import { buildInvoicePdf } from './invoice-pdf.ts';
import { correctedOf, fa3XmlOf } from './invoice-xml.ts';
import { candidateProfilePurchases, shopOrderItems, shopOrders } from '../shop/shop.tables.ts';
import { invoices, ksefSubmissions } from './invoices.tables.ts';

/* The employer's invoices, their expiring download links, and the sales data. */

/** A download link lives 15 minutes, like the profile's print link. */
const INVOICE_LINK_SECONDS = 900;

const INVOICE_LINK_PURPOSE = 'invoice-link-v1';

/** A signed token naming the invoice, its owner, the language and the expiry. */
export function invoiceLinkToken(secret: string, input: { invoiceId: number; userId: number; locale: Locale }, now: Date): string {
  return signLinkToken(secret, INVOICE_LINK_PURPOSE, { i: input.invoiceId, u: input.userId, l: input.locale }, INVOICE_LINK_SECONDS, now);
}

export function readInvoiceLinkToken(secret: string, token: string, now: Date): { invoiceId: number; userId: number; locale: Locale } | undefined {
  const data = readLinkToken(secret, INVOICE_LINK_PURPOSE, token, now);
  if (!data || typeof data.i !== 'number' || typeof data.u !== 'number' || !isLocale(data.l)) return undefined;
  return { invoiceId: data.i, userId: data.u, locale: data.l };
}

/** The order's VAT invoice (not its corrections); null before it is issued. */
export async function invoiceIdOfOrder(db: Executor, orderId: number): Promise<number | null> {
  const [invoice] = await db.select({ id: invoices.id }).from(invoices).where(and(eq(invoices.orderId, orderId), eq(invoices.kind, 'VAT')));
  return invoice?.id ?? null;
}

/** The employer's invoices and corrections, oldest first: their data export. */
export async function invoicesOf(db: Executor, clientUserId: number) {
  return db.select().from(invoices).where(eq(invoices.clientUserId, clientUserId)).orderBy(invoices.id);
}

export async function listInvoices(db: Database, clientUserId: number): Promise<InvoiceListRow[]> {
  const corrected = alias(invoices, 'corrected');
  const rows = await db
    .select({ invoice: invoices, orderUuid: shopOrders.uuid, orderNumber: shopOrders.number, ksef: ksefSubmissions, correctsNumber: corrected.number })
    .from(invoices)
    .innerJoin(shopOrders, eq(shopOrders.id, invoices.orderId))
    .leftJoin(ksefSubmissions, eq(ksefSubmissions.invoiceId, invoices.id))
    .leftJoin(corrected, eq(corrected.id, invoices.correctsInvoiceId))
    .where(eq(invoices.clientUserId, clientUserId))
    .orderBy(desc(invoices.issuedAt), desc(invoices.id));
  return rows.map(({ invoice, orderUuid, orderNumber, ksef, correctsNumber }) => ({
    id: invoice.id,
    number: invoice.number,
    kind: invoice.kind,
    issueDate: invoice.issueDate,
    sumTotal: invoice.totalNet,
    sumVat: invoice.totalVat,
    sumGross: invoice.totalGross,
    currency: invoice.currency,
    issuedAt: invoice.issuedAt.toISOString(),
    orderUuid,
    orderNumber,
    correctsNumber,
    status: invoice.kind === 'KOR' ? 'refund' : 'paid',
    ksefNumber: ksef?.ksefNumber ?? null,
    ksefStatus: ksef?.status ?? null,
  }));
}

/** GET .../invoice/{id}/print: a link for the owner only; another's invoice is 404. */
export async function invoicePrintLink(db: Database, secret: string, clientUserId: number, invoiceId: number, locale: Locale, now: Date): Promise<string> {
  const [row] = await db.select({ id: invoices.id }).from(invoices).where(and(eq(invoices.id, invoiceId), eq(invoices.clientUserId, clientUserId)));
  if (!row) throw AppError.notFound();
  return `/v1/client-financial-account/invoice/download/${invoiceLinkToken(secret, { invoiceId, userId: clientUserId, locale }, now)}`;
}

export async function invoicePdf(db: Database, secret: string, token: string, now: Date): Promise<{ pdf: Buffer; number: string }> {
  const link = readInvoiceLinkToken(secret, token, now);
  if (!link) throw AppError.notFound();
  const [invoice] = await db.select().from(invoices).where(and(eq(invoices.id, link.invoiceId), eq(invoices.clientUserId, link.userId)));
  if (!invoice) throw AppError.notFound();
  return { pdf: await buildInvoicePdf(invoice, link.locale, await correctedOf(db, invoice)), number: invoice.number };
}

/** The invoice's structured FA(3) XML (KSeF), for its owner; another's invoice is 404. */
export async function invoiceXml(db: Database, clientUserId: number, invoiceId: number): Promise<{ xml: string; number: string }> {
  const [invoice] = await db.select().from(invoices).where(and(eq(invoices.id, invoiceId), eq(invoices.clientUserId, clientUserId)));
  if (!invoice) throw AppError.notFound();
  return { xml: await fa3XmlOf(db, invoice), number: invoice.number };
}

/** GET /v1/client-financial-account/sales-data: spending of the last twelve months, per product, and counts. */
export async function salesData(db: Database, clientUserId: number, locale: Locale, now: Date): Promise<SalesData> {
  // The market's calendar months, as the payments are grouped: at 00:15 on the 1st in Warsaw it is still the
  // previous month in UTC, and that night's payments belong to the new month.
  const [year, monthOfYear] = marketToday(now).split('-').map(Number) as [number, number];
  const months: string[] = [];
  for (let back = 11; back >= 0; back -= 1) {
    months.push(new Date(Date.UTC(year, monthOfYear - 1 - back, 1)).toISOString().slice(0, 7));
  }
  const paid = and(eq(shopOrders.clientUserId, clientUserId), eq(shopOrders.status, OrderStatus.PaymentCompleted));
  // A literal, not a parameter: the grouping must be the very expression selected.
  const month = sql<string>`to_char(${shopOrders.paidAt} at time zone ${sql.raw(`'${MARKET_TIME_ZONE}'`)}, 'YYYY-MM')`;
  const perMonth = await db
    .select({ month, net: sum(shopOrders.totalNet), gross: sum(shopOrders.totalGross), orders: count() })
    .from(shopOrders)
    .where(and(paid, gte(month, months[0] as string)))
    .groupBy(month);
  const perProduct = await db
    .select({ type: shopOrderItems.productType, name: shopOrderItems.productName, quantity: count(), net: sum(shopOrderItems.unitNet) })
    .from(shopOrderItems)
    .innerJoin(shopOrders, eq(shopOrders.id, shopOrderItems.orderId))
    .where(paid)
    .groupBy(shopOrderItems.productType, shopOrderItems.productName);
  const [orderCounts] = await db
    .select({
      orders: count(),
      paidOrders: sql<number>`count(*) filter (where ${shopOrders.status} = ${OrderStatus.PaymentCompleted})`.mapWith(Number),
      failedOrders: sql<number>`count(*) filter (where ${shopOrders.status} in (${OrderStatus.VerificationFailed}, ${OrderStatus.Failed}))`.mapWith(Number),
      net: sql<number>`coalesce(sum(${shopOrders.totalNet}) filter (where ${shopOrders.status} = ${OrderStatus.PaymentCompleted}), 0)`.mapWith(Number),
      gross: sql<number>`coalesce(sum(${shopOrders.totalGross}) filter (where ${shopOrders.status} = ${OrderStatus.PaymentCompleted}), 0)`.mapWith(Number),
    })
    .from(shopOrders)
    .where(eq(shopOrders.clientUserId, clientUserId));
  const [invoiceCount] = await db.select({ n: count() }).from(invoices).where(eq(invoices.clientUserId, clientUserId));
  const [profileCount] = await db.select({ n: count() }).from(candidateProfilePurchases).where(eq(candidateProfilePurchases.clientUserId, clientUserId));
  const products = new Map<string, { type: string; name: string; quantity: number; net: number }>();
  for (const row of perProduct) {
    const name = localised(row.name, locale);
    const entry = products.get(`${row.type}:${name}`) ?? { type: row.type, name, quantity: 0, net: 0 };
    entry.quantity += row.quantity;
    entry.net += Number(row.net ?? 0);
    products.set(`${row.type}:${name}`, entry);
  }
  const offersPaid = [...products.values()].filter((p) => p.type === 'publish_offer').reduce((total, p) => total + p.quantity, 0);
  return {
    currency: 'PLN',
    months: months.map((key) => {
      const found = perMonth.find((row) => row.month === key);
      return { month: key, net: Number(found?.net ?? 0), gross: Number(found?.gross ?? 0), orders: found?.orders ?? 0 };
    }),
    products: [...products.values()],
    counts: {
      orders: orderCounts?.orders ?? 0,
      paidOrders: orderCounts?.paidOrders ?? 0,
      failedOrders: orderCounts?.failedOrders ?? 0,
      invoices: invoiceCount?.n ?? 0,
      offersPaid,
      profilesBought: profileCount?.n ?? 0,
    },
    totals: { net: orderCounts?.net ?? 0, gross: orderCounts?.gross ?? 0 },
  };
}
