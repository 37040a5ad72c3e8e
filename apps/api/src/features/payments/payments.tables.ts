import { bigint, char, index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { shopOrders } from '../shop/shop.tables.ts';

/* Payments: each attempt to pay an order at a provider. Amounts are integer grosze. */

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
      .references(() => shopOrders.id),
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
