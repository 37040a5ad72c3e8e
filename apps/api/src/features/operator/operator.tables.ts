import { bigserial, index, integer, jsonb, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * Every operator action (issue 26): who, when, what, on what and why. Append-only: no route edits
 * or deletes a row, and a trigger of migration 0028 refuses UPDATE and DELETE. No foreign keys, so
 * removing an operator or erasing an account leaves the record whole; the operator's e-mail is kept
 * as it was at the time.
 */
export const operatorAudit = pgTable(
  'operator_audit',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    operatorUserId: integer('operator_user_id').notNull(),
    operatorEmail: varchar('operator_email', { length: 180 }).notNull(),
    action: varchar('action', { length: 60 }).notNull(),
    targetType: varchar('target_type', { length: 30 }).notNull(),
    targetId: varchar('target_id', { length: 64 }).notNull(),
    reason: text('reason'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [index('operator_audit_occurred_idx').on(t.occurredAt.desc(), t.id.desc()), index('operator_audit_target_idx').on(t.targetType, t.targetId)],
);
export type OperatorAuditRow = typeof operatorAudit.$inferSelect;
