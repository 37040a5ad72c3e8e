import { eq } from 'drizzle-orm';
import type { Executor } from '../../infra/db/database.ts';
import { type CorrectedInvoice, invoiceFa3Xml } from './ksef-fa3.ts';
import { type InvoiceRow, invoices, ksefSubmissions } from './invoices.tables.ts';

/** The invoice a correction corrects, as the correction names it (its KSeF number once accepted). */
export async function correctedOf(db: Executor, invoice: InvoiceRow): Promise<CorrectedInvoice | undefined> {
  if (invoice.correctsInvoiceId === null) return undefined;
  const [row] = await db
    .select({ number: invoices.number, issueDate: invoices.issueDate, ksefNumber: ksefSubmissions.ksefNumber })
    .from(invoices)
    .leftJoin(ksefSubmissions, eq(ksefSubmissions.invoiceId, invoices.id))
    .where(eq(invoices.id, invoice.correctsInvoiceId));
  return row ? { number: row.number, issueDate: row.issueDate, ksefNumber: row.ksefNumber ?? null } : undefined;
}

/** The invoice's FA(3) XML as the owner downloads it and KSeF receives it: generated from what the invoice froze. */
export async function fa3XmlOf(db: Executor, invoice: InvoiceRow): Promise<string> {
  return invoiceFa3Xml(invoice, invoice.issuedAt, await correctedOf(db, invoice));
}
