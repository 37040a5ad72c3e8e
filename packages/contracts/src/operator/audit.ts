import { z } from 'zod';

/*
 * The operators' audit (issue 26): every operator action with who, when, what and why. Append-only;
 * read newest first, in pages.
 */

export const operatorAuditQuery = z.object({
  /** Continue after a page: the `nextBefore` of the previous one. */
  before: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  action: z.string().trim().min(1).max(60).optional(),
  targetType: z.string().trim().min(1).max(30).optional(),
  targetId: z.string().trim().min(1).max(64).optional(),
  /** Part of the operator's e-mail. */
  operator: z.string().trim().min(1).max(180).optional(),
});
export type OperatorAuditQuery = z.infer<typeof operatorAuditQuery>;

export const operatorAuditEntry = z.object({
  id: z.number().int(),
  occurredAt: z.string(),
  operator: z.object({ userId: z.number().int(), email: z.string() }),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  reason: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
});
export type OperatorAuditEntry = z.infer<typeof operatorAuditEntry>;

export const operatorAuditPage = z.object({ items: z.array(operatorAuditEntry), nextBefore: z.number().int().nullable() });
export type OperatorAuditPage = z.infer<typeof operatorAuditPage>;
