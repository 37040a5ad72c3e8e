import { OrderStatus, StatusId } from '@trades/contracts';
import { type SQL, and, asc, count, desc, eq, gt, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../../infra/db/database.ts';
import { clientProfiles, users } from '../accounts/accounts.tables.ts';
import { type NewOfferRow, offers } from '../offers/offers.tables.ts';
import { shopOrderItems, shopOrders } from '../shop/shop.tables.ts';

/* Offers as the operator reads and moderates them (issue 26): any employer's, with the employer. */

/**
 * Whether a paid order (paid, not refunded whole) bought the offer's publication. Columns are named
 * with their tables: a select from offers alone leaves them bare, and `id` would be ambiguous.
 */
const column = (table: typeof offers | typeof shopOrderItems | typeof shopOrders, name: string) => sql`${table}.${sql.identifier(name)}`;
export const paidForColumn = sql<boolean>`exists (select 1 from ${shopOrderItems} join ${shopOrders} on ${column(shopOrders, 'id')} = ${column(shopOrderItems, 'order_id')} where ${column(shopOrderItems, 'offer_id')} = ${column(offers, 'id')} and ${column(shopOrders, 'status')} = ${OrderStatus.PaymentCompleted})`;

/** Whether a paid order bought the offer's publication. */
export async function isPaidFor(db: Executor, offerId: number): Promise<boolean> {
  const [row] = await db.select({ paid: paidForColumn }).from(offers).where(eq(offers.id, offerId));
  return row?.paid ?? false;
}

const employerColumns = {
  userId: offers.clientUserId,
  email: users.email,
  firstName: users.firstName,
  locale: users.locale,
  companyName: sql<string>`coalesce(${clientProfiles.name}, '')`,
  taxId: sql<string>`coalesce(${clientProfiles.licTradNum}, '')`,
};

/** The offers in verification, the longest waiting first (their last change is when they were sent or paid into it). */
export async function offersInVerification(db: Executor, limit: number, offset: number) {
  return db
    .select({ offer: offers, paid: paidForColumn, employer: employerColumns })
    .from(offers)
    .innerJoin(users, eq(users.id, offers.clientUserId))
    .leftJoin(clientProfiles, eq(clientProfiles.userId, offers.clientUserId))
    .where(eq(offers.status, StatusId.Verification))
    .orderBy(asc(offers.updatedAt), asc(offers.id))
    .limit(limit)
    .offset(offset);
}

export async function countOffersInVerification(db: Executor): Promise<number> {
  const [row] = await db.select({ total: count() }).from(offers).where(eq(offers.status, StatusId.Verification));
  return Number(row?.total ?? 0);
}

/** One offer of any employer, with its employer and whether an order paid for it. */
export async function findOfferForOperator(db: Executor, id: number) {
  const [row] = await db
    .select({ offer: offers, paid: paidForColumn, employer: employerColumns })
    .from(offers)
    .innerJoin(users, eq(users.id, offers.clientUserId))
    .leftJoin(clientProfiles, eq(clientProfiles.userId, offers.clientUserId))
    .where(eq(offers.id, id));
  return row;
}
export type OperatorOfferRecord = NonNullable<Awaited<ReturnType<typeof findOfferForOperator>>>;

/**
 * Writes `set` only while the offer is still in `status` (an active one still inside its window at
 * `now`): of an approve and a reject sent together, only the first finds it so. Undefined otherwise.
 */
export async function moderateOfferInStatus(db: Executor, id: number, status: number, now: Date, set: Partial<NewOfferRow>) {
  const stillThere = status === StatusId.Active ? and(eq(offers.status, status), gt(offers.endPublicationAt, now)) : eq(offers.status, status);
  const [row] = await db.update(offers).set(set).where(and(eq(offers.id, id), stillThere)).returning();
  return row;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Offers an operator looks for, newest first: `q` is an offer's id or uuid, part of the employer's
 * company name, e-mail or tax id, or part of a profession title (`professionIds`, matched in the
 * catalogue by the caller).
 */
export async function searchOffersForOperator(db: Executor, query: { q?: string; status?: number; professionIds: number[]; limit: number }) {
  const conditions: (SQL | undefined)[] = [query.status === undefined ? undefined : eq(offers.status, query.status)];
  const q = query.q?.trim();
  if (q) {
    const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(
      or(
        UUID.test(q) ? eq(offers.uuid, q) : undefined,
        /^\d{1,9}$/.test(q) ? eq(offers.id, Number(q)) : undefined,
        ilike(clientProfiles.name, like),
        ilike(users.email, like),
        ilike(clientProfiles.licTradNum, like),
        query.professionIds.length > 0 ? inArray(offers.professionId, query.professionIds) : undefined,
      ),
    );
  }
  return db
    .select({ offer: offers, paid: paidForColumn, employer: employerColumns })
    .from(offers)
    .innerJoin(users, eq(users.id, offers.clientUserId))
    .leftJoin(clientProfiles, eq(clientProfiles.userId, offers.clientUserId))
    .where(and(...conditions))
    .orderBy(desc(offers.createdAt), desc(offers.id))
    .limit(query.limit);
}
