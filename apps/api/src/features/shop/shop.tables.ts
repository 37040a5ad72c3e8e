import { sql } from 'drizzle-orm';
import { bigint, boolean, char, check, date, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, unique, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.tables.ts';
import { offers } from '../offers/offers.tables.ts';

/*
 * The shop: products (reference data, seeded), one open cart per employer, orders with their own
 * copy of items and prices, payment attempts, invoices with a gap-free counter per month, the
 * candidate profiles an employer bought, and subscriptions. Every amount is integer grosze, net
 * unless named gross.
 */

/** Texts per locale (pl, en, no, ua). */
type Texts = Record<string, string>;

export const shopProducts = pgTable(
  'shop_products',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique(),
    /** Stable key of the seed (e.g. subscription_pro_month); never reused. */
    code: varchar('code', { length: 60 }).notNull().unique(),
    type: varchar('type', { length: 40 }).notNull(),
    name: jsonb('name').$type<Texts>().notNull(),
    description: jsonb('description').$type<Texts>().notNull(),
    /** Feature texts separated by `|`, per locale. */
    features: jsonb('features').$type<Texts>().notNull(),
    priceNet: integer('price_net').notNull(),
    /** The regular price while a promotion price is `priceNet`; null otherwise. */
    priceRegularNet: integer('price_regular_net'),
    currency: char('currency', { length: 3 }).notNull().default('PLN'),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    validTo: date('valid_to', { mode: 'string' }),
    isMain: boolean('is_main').notNull().default(false),
    isAdditional: boolean('is_additional').notNull().default(false),
    isPopular: boolean('is_popular').notNull().default(false),
    isPromotion: boolean('is_promotion').notNull().default(false),
    listInTree: boolean('list_in_tree').notNull().default(true),
    position: smallint('position').notNull().default(0),
    /** Subscriptions: how many months one purchase lasts and the quota per month. */
    months: smallint('months'),
    quotaPublications: integer('quota_publications'),
    quotaProfiles: integer('quota_profiles'),
  },
  (t) => [check('shop_products_prices', sql`${t.priceNet} >= 0 and (${t.priceRegularNet} is null or ${t.priceRegularNet} >= ${t.priceNet})`)],
);
export type ShopProductRow = typeof shopProducts.$inferSelect;

/** The employer's one open cart; created on first use, emptied when it becomes an order. */
export const shopCarts = pgTable('shop_carts', {
  id: serial('id').primaryKey(),
  uuid: uuid('uuid').notNull().defaultRandom().unique(),
  clientUserId: integer('client_user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One thing in a cart: an offer to publish, a candidate's profile, or a subscription. */
export const shopCartItems = pgTable(
  'shop_cart_items',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().defaultRandom().unique(),
    cartId: integer('cart_id')
      .notNull()
      .references(() => shopCarts.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => shopProducts.id),
    offerId: integer('offer_id').references(() => offers.id, { onDelete: 'cascade' }),
    candidateUserId: integer('candidate_user_id').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('shop_cart_items_offer').on(t.cartId, t.offerId),
    uniqueIndex('shop_cart_items_candidate').on(t.cartId, t.candidateUserId),
    index('shop_cart_items_cart_idx').on(t.cartId),
  ],
);
export type ShopCartItemRow = typeof shopCartItems.$inferSelect;

/** The buyer as the order saw it, copied from the client profile (the invoice's buyer). */
export interface OrderBuyer {
  name: string;
  taxId: string;
  street: string | null;
  propertyNumber: string | null;
  apartmentNumber: string | null;
  zipCode: string | null;
  city: string | null;
  country: string | null;
  email: string;
}

/** Order status: 1 waiting, 2 processing, 3 verification failed, 4 paid, 5 canceled, 6 returned, 7 failed. */
export const shopOrders = pgTable(
  'shop_orders',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().defaultRandom().unique(),
    clientUserId: integer('client_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: smallint('status').notNull().default(1),
    currency: char('currency', { length: 3 }).notNull().default('PLN'),
    vatTreatment: varchar('vat_treatment', { length: 20 }).notNull(),
    taxRate: smallint('tax_rate').notNull(),
    totalNet: integer('total_net').notNull(),
    totalVat: integer('total_vat').notNull(),
    totalGross: integer('total_gross').notNull(),
    buyer: jsonb('buyer').$type<OrderBuyer>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    check('shop_orders_status', sql`${t.status} between 1 and 7`),
    index('shop_orders_client_idx').on(t.clientUserId, t.createdAt),
    index('shop_orders_waiting_idx').on(t.status, t.createdAt),
  ],
);
export type ShopOrderRow = typeof shopOrders.$inferSelect;

/** The order's own copy of what was bought and at what price. */
export const shopOrderItems = pgTable(
  'shop_order_items',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().defaultRandom().unique(),
    orderId: integer('order_id')
      .notNull()
      .references(() => shopOrders.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => shopProducts.id),
    productType: varchar('product_type', { length: 40 }).notNull(),
    /** The product's name per locale when ordered. */
    productName: jsonb('product_name').$type<Texts>().notNull(),
    unitNet: integer('unit_net').notNull(),
    offerId: integer('offer_id').references(() => offers.id, { onDelete: 'set null' }),
    candidateUserId: integer('candidate_user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('shop_order_items_order_idx').on(t.orderId)],
);
export type ShopOrderItemRow = typeof shopOrderItems.$inferSelect;

/**
 * One attempt to pay an order at a provider. `token` identifies it in the sandbox and at P24
 * (their register token); `sessionId` is ours, unique per attempt. A new attempt replaces the
 * pending ones of its order. `providerOrderId` is P24's 64-bit order id from the notification.
 */
export const paymentAttempts = pgTable(
  'payment_attempts',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => shopOrders.id, { onDelete: 'cascade' }),
    provider: varchar('provider', { length: 20 }).notNull(),
    sessionId: varchar('session_id', { length: 100 }).notNull().unique(),
    token: varchar('token', { length: 100 }).unique(),
    amount: integer('amount').notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    method: integer('method'),
    paymentUrl: text('payment_url'),
    urlReturn: text('url_return').notNull(),
    /** pending, completed, failed, replaced, expired */
    state: varchar('state', { length: 20 }).notNull().default('pending'),
    providerOrderId: bigint('provider_order_id', { mode: 'bigint' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [index('payment_attempts_order_idx').on(t.orderId)],
);
export type PaymentAttemptRow = typeof paymentAttempts.$inferSelect;

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

/** A VAT invoice of a paid order: what art. 106e requires, frozen at issue. */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    number: varchar('number', { length: 40 }).notNull().unique(),
    orderId: integer('order_id')
      .notNull()
      .unique()
      .references(() => shopOrders.id),
    clientUserId: integer('client_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
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
  (t) => [index('invoices_client_idx').on(t.clientUserId, t.issuedAt)],
);
export type InvoiceRow = typeof invoices.$inferSelect;

/** The last invoice number given in a month ("2026-11"); taken with a row lock inside the settlement. */
export const invoiceCounters = pgTable('invoice_counters', {
  period: varchar('period', { length: 7 }).primaryKey(),
  lastNumber: integer('last_number').notNull(),
});

/**
 * A candidate profile an employer unlocked (bought or from a subscription's quota): the pipeline
 * shows its contacts and allowBought false. `orderId` null when a subscription paid for it.
 */
export const candidateProfilePurchases = pgTable(
  'candidate_profile_purchases',
  {
    id: serial('id').primaryKey(),
    clientUserId: integer('client_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    candidateUserId: integer('candidate_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: integer('order_id').references(() => shopOrders.id, { onDelete: 'set null' }),
    subscriptionId: integer('subscription_id'),
    purchasedAt: timestamp('purchased_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('candidate_profile_purchases_pair').on(t.clientUserId, t.candidateUserId), index('candidate_profile_purchases_candidate_idx').on(t.candidateUserId)],
);

/** A paid subscription: its period and the quota per month it gives. */
export const clientSubscriptions = pgTable(
  'client_subscriptions',
  {
    id: serial('id').primaryKey(),
    clientUserId: integer('client_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => shopProducts.id),
    orderId: integer('order_id').references(() => shopOrders.id, { onDelete: 'set null' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    quotaPublications: integer('quota_publications').notNull(),
    quotaProfiles: integer('quota_profiles').notNull(),
  },
  (t) => [index('client_subscriptions_client_idx').on(t.clientUserId, t.endsAt)],
);
export type ClientSubscriptionRow = typeof clientSubscriptions.$inferSelect;

/** What a subscription used in one of its months (month 0 starts at startsAt). */
export const subscriptionUsage = pgTable(
  'subscription_usage',
  {
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => clientSubscriptions.id, { onDelete: 'cascade' }),
    monthIndex: smallint('month_index').notNull(),
    publications: integer('publications').notNull().default(0),
    profiles: integer('profiles').notNull().default(0),
  },
  (t) => [unique('subscription_usage_month').on(t.subscriptionId, t.monthIndex)],
);

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
      .references(() => invoices.id, { onDelete: 'cascade' }),
    status: varchar('status', { length: 10 }).$type<KsefSubmissionStatus>().notNull().default('pending'),
    sessionReferenceNumber: varchar('session_reference_number', { length: 60 }),
    invoiceReferenceNumber: varchar('invoice_reference_number', { length: 60 }),
    ksefNumber: varchar('ksef_number', { length: 60 }),
    upo: text('upo'),
    /** Tries to send, then checks of the status. */
    attempts: integer('attempts').notNull().default(0),
    statusChecks: integer('status_checks').notNull().default(0),
    lastError: text('last_error'),
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
