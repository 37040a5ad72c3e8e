import { sql } from 'drizzle-orm';
import { boolean, char, check, date, index, integer, jsonb, pgTable, serial, smallint, timestamp, unique, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.tables.ts';
import { offers } from '../offers/offers.tables.ts';

/*
 * The shop: products (reference data, seeded), one open cart per employer, orders with their own
 * copy of items and prices, the candidate profiles an employer bought, and subscriptions. Payments
 * and invoices keep their own tables (features/payments, features/invoices). Every amount is
 * integer grosze, net unless named gross.
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
    /** The human number, ZAM/2026/11/0007: sequential per month without gaps. */
    number: varchar('number', { length: 20 }).notNull().unique(),
    /** The cart it was made from: a repeated checkout of that cart finds this order instead of an empty cart. */
    cartUuid: uuid('cart_uuid'),
    /** Null once the buyer's account is erased: the order is a record of the sale and stays (art. 112 of the VAT act). */
    clientUserId: integer('client_user_id').references(() => users.id, { onDelete: 'set null' }),
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
    index('shop_orders_cart_idx').on(t.cartUuid),
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
      .references(() => shopOrders.id),
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
