import { sql } from 'drizzle-orm';
import { type AnyPgColumn, char, check, date, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.tables.ts';
import { type OrderBuyer, shopOrders } from '../shop/shop.tables.ts';

/*
 * Invoices: the VAT invoices of paid orders, frozen at issue, numbered without gaps per month, and
 * their sending to KSeF. Every amount is integer grosze.
 */

/** One line of an invoice, as printed. */
export interface InvoiceLine {
  name: string;
  quantity: number;
  unitNet: number;
  net: number;
}

/** The seller as configured when the invoice was issued. */
export interface InvoiceSeller {
  name: string;
  taxId: string;
  address: string;
  bankAccount: string;
}

export type InvoiceKind = 'VAT' | 'KOR';

/**
 * A VAT invoice of a paid order (kind VAT, series FV), or a correction of one after a refund (kind KOR,
 * series KOR: its lines and amounts are the differences, negative): what art. 106e and 106j require,
 * frozen at issue. An invoice is never changed or deleted; a mistake is corrected by a KOR.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    number: varchar('number', { length: 40 }).notNull().unique(),
    kind: varchar('kind', { length: 3 }).$type<InvoiceKind>().notNull().default('VAT'),
    orderId: integer('order_id')
      .notNull()
      .references(() => shopOrders.id),
    /** A correction's invoice corrected, and why. */
    correctsInvoiceId: integer('corrects_invoice_id').references((): AnyPgColumn => invoices.id),
    correctionReason: text('correction_reason'),
    /** Null once the buyer's account is erased; the buyer as invoiced stays in `buyer`. */
    clientUserId: integer('client_user_id').references(() => users.id, { onDelete: 'set null' }),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    /** Issue and sale dates in Warsaw time, YYYY-MM-DD. */
    issueDate: date('issue_date', { mode: 'string' }).notNull(),
    saleDate: date('sale_date', { mode: 'string' }).notNull(),
    seller: jsonb('seller').$type<InvoiceSeller>().notNull(),
    buyer: jsonb('buyer').$type<OrderBuyer>().notNull(),
    lines: jsonb('lines').$type<InvoiceLine[]>().notNull(),
    vatTreatment: varchar('vat_treatment', { length: 20 }).notNull(),
    taxRate: smallint('tax_rate').notNull(),
    totalNet: integer('total_net').notNull(),
    totalVat: integer('total_vat').notNull(),
    totalGross: integer('total_gross').notNull(),
    currency: char('currency', { length: 3 }).notNull(),
  },
  (t) => [
    index('invoices_client_idx').on(t.clientUserId, t.issuedAt),
    // One VAT invoice per order; its corrections are as many as its refunds.
    uniqueIndex('invoices_order_vat_unique').on(t.orderId).where(sql`${t.kind} = 'VAT'`),
    check('invoices_kind_check', sql`${t.kind} in ('VAT', 'KOR')`),
  ],
);
export type InvoiceRow = typeof invoices.$inferSelect;

/** The last invoice number given in a month ("2026-11"); taken with a row lock inside the settlement. */
export const invoiceCounters = pgTable('invoice_counters', {
  period: varchar('period', { length: 7 }).primaryKey(),
  lastNumber: integer('last_number').notNull(),
});

export const KSEF_SUBMISSION_STATUSES = ['pending', 'sent', 'accepted', 'rejected'] as const;
export type KsefSubmissionStatus = (typeof KSEF_SUBMISSION_STATUSES)[number];

/**
 * An invoice's sending to KSeF, written with the invoice when sending is on: pending (not sent yet,
 * or a try failed), sent (in KSeF, its validation awaited), accepted (with its KSeF number and the
 * official receipt, UPO, as XML text) or rejected (KSeF's reason, or the last error after the
 * last try). One per invoice: a repeat finds it and does nothing.
 */
export const ksefSubmissions = pgTable(
  'ksef_submissions',
  {
    id: serial('id').primaryKey(),
    invoiceId: integer('invoice_id')
      .notNull()
      .unique()
      .references(() => invoices.id),
    status: varchar('status', { length: 10 }).$type<KsefSubmissionStatus>().notNull().default('pending'),
    sessionReferenceNumber: varchar('session_reference_number', { length: 60 }),
    invoiceReferenceNumber: varchar('invoice_reference_number', { length: 60 }),
    ksefNumber: varchar('ksef_number', { length: 60 }),
    upo: text('upo'),
    /** Tries to send, then checks of the status. */
    attempts: integer('attempts').notNull().default(0),
    statusChecks: integer('status_checks').notNull().default(0),
    lastError: text('last_error'),
    /** SHA-256 (base64) of the invoice's XML as sent: an operator's resend is keyed by it, so it never makes a second invoice in KSeF. */
    invoiceHash: varchar('invoice_hash', { length: 64 }),
    /** Times an operator sent it again (issue 26). */
    resends: integer('resends').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    check('ksef_submissions_status_check', sql`${t.status} in ('pending', 'sent', 'accepted', 'rejected')`),
    index('ksef_submissions_open_idx').on(t.status).where(sql`${t.status} in ('pending', 'sent')`),
  ],
);
export type KsefSubmissionRow = typeof ksefSubmissions.$inferSelect;
