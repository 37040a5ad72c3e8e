import { sql } from 'drizzle-orm';
import { bigint, char, check, index, integer, jsonb, pgTable, serial, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.tables.ts';
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

/** Why money goes back: an operator's decision, or the settlement's (a second payment, a cancelled order, a profile unlocked meanwhile). */
export type RefundKind = 'operator' | 'duplicate_payment' | 'canceled_order' | 'already_unlocked';
/** requested (sent to the provider), completed (the provider confirmed), failed (refused: the money is still ours to return). */
export type RefundState = 'requested' | 'completed' | 'failed';

/**
 * Money returned from one payment attempt: at most what it paid, less earlier refunds. `requestId` and
 * `refundsUuid` are ours, sent to the provider (a retry of the very same request repeats them).
 * Refunds are money records: never deleted.
 */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: serial('id').primaryKey(),
    attemptId: integer('attempt_id')
      .notNull()
      .references(() => paymentAttempts.id),
    orderId: integer('order_id')
      .notNull()
      .references(() => shopOrders.id),
    amount: integer('amount').notNull(),
    kind: varchar('kind', { length: 20 }).$type<RefundKind>().notNull(),
    reason: text('reason').notNull(),
    state: varchar('state', { length: 10 }).$type<RefundState>().notNull().default('requested'),
    requestId: uuid('request_id').notNull().defaultRandom().unique(),
    refundsUuid: uuid('refunds_uuid').notNull().defaultRandom().unique(),
    /** The operator who decided it; null for the settlement's own refunds. */
    requestedBy: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
    providerAnswer: jsonb('provider_answer').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    index('payment_refunds_order_idx').on(t.orderId),
    check('payment_refunds_amount_check', sql`${t.amount} > 0`),
    check('payment_refunds_state_check', sql`${t.state} in ('requested', 'completed', 'failed')`),
  ],
);
export type PaymentRefundRow = typeof paymentRefunds.$inferSelect;
