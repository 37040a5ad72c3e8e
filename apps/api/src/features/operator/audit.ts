import type { OperatorAuditQuery, OperatorAuditPage } from '@trades/contracts';
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { currentUser } from '../../infra/auth/authenticate.ts';
import type { Executor } from '../../infra/db/database.ts';
import { AppError } from '../../infra/http/errors.ts';
import { users } from '../accounts/accounts.tables.ts';
import { operatorAudit } from './operator.tables.ts';

/** Who acted: the operator's id and e-mail as it is at the time of the action. */
export interface OperatorActor {
  userId: number;
  email: string;
}

export interface AuditEntry {
  /** What was done, as `subject.verb`: `offer.approve`, `user.block`, `order.refund`, ... */
  action: string;
  targetType: string;
  targetId: string | number;
  reason?: string | null;
  details?: Record<string, unknown>;
}

/** The operator behind a request (the route's guard has admitted an operator). */
export async function actorOf(db: Executor, request: FastifyRequest): Promise<OperatorActor> {
  const { userId } = currentUser(request);
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (!row) throw AppError.unauthorized();
  return { userId, email: row.email };
}

/** Appends one action to the audit; pass the action's transaction so both are kept or neither. */
export async function recordOperatorAction(db: Executor, actor: OperatorActor, entry: AuditEntry): Promise<void> {
  await db.insert(operatorAudit).values({
    operatorUserId: actor.userId,
    operatorEmail: actor.email,
    action: entry.action,
    targetType: entry.targetType,
    targetId: String(entry.targetId),
    reason: entry.reason ?? null,
    details: entry.details ?? {},
  });
}

/** GET /v1/operator/audit: newest first, in pages of `limit`, continuing before the `before` id. */
export async function auditPage(db: Executor, query: OperatorAuditQuery): Promise<OperatorAuditPage> {
  const conditions = [
    query.before === undefined ? undefined : lt(operatorAudit.id, query.before),
    query.action === undefined ? undefined : eq(operatorAudit.action, query.action),
    query.targetType === undefined ? undefined : eq(operatorAudit.targetType, query.targetType),
    query.targetId === undefined ? undefined : eq(operatorAudit.targetId, query.targetId),
    query.operator === undefined
      ? undefined
      : sql`strpos(lower(${operatorAudit.operatorEmail}), ${query.operator.toLowerCase()}) > 0`,
  ];
  const rows = await db
    .select()
    .from(operatorAudit)
    .where(and(...conditions))
    .orderBy(desc(operatorAudit.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  return {
    items: page.map((row) => ({
      id: row.id,
      occurredAt: row.occurredAt.toISOString(),
      operator: { userId: row.operatorUserId, email: row.operatorEmail },
      action: row.action,
      targetType: row.targetType,
      targetId: row.targetId,
      reason: row.reason,
      details: row.details,
    })),
    nextBefore: rows.length > query.limit ? (page.at(-1)?.id ?? null) : null,
  };
}
