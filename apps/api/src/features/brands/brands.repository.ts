import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../infra/db/database.ts';
import { users } from '../accounts/accounts.tables.ts';
import { type ClientBrandRow, clientBrands, offers } from '../offers/offers.tables.ts';

/* An employer's brands. Every query names the owner, so another employer's brand is never found. */

/** Main brand first, then by name. */
export async function listBrands(db: Executor, clientUserId: number): Promise<ClientBrandRow[]> {
  return db
    .select()
    .from(clientBrands)
    .where(eq(clientBrands.clientUserId, clientUserId))
    .orderBy(desc(clientBrands.isMain), asc(sql`lower(${clientBrands.name})`), asc(clientBrands.id));
}

export async function brandIdsOf(db: Executor, clientUserId: number): Promise<number[]> {
  const rows = await db.select({ id: clientBrands.id }).from(clientBrands).where(eq(clientBrands.clientUserId, clientUserId));
  return rows.map((row) => row.id);
}

export async function findBrand(db: Executor, clientUserId: number, id: number): Promise<ClientBrandRow | undefined> {
  const [row] = await db
    .select()
    .from(clientBrands)
    .where(and(eq(clientBrands.id, id), eq(clientBrands.clientUserId, clientUserId)));
  return row;
}

/** Serialises brand changes of one employer (the first brand becomes the main one). */
export async function lockClient(db: Executor, clientUserId: number): Promise<void> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, clientUserId)).for('update');
}

export async function insertBrand(db: Executor, values: typeof clientBrands.$inferInsert): Promise<ClientBrandRow> {
  const [row] = await db.insert(clientBrands).values(values).returning();
  if (!row) throw new Error('brand not inserted');
  return row;
}

export async function updateBrand(db: Executor, clientUserId: number, id: number, set: Partial<typeof clientBrands.$inferInsert>): Promise<ClientBrandRow | undefined> {
  const [row] = await db
    .update(clientBrands)
    .set(set)
    .where(and(eq(clientBrands.id, id), eq(clientBrands.clientUserId, clientUserId)))
    .returning();
  return row;
}

/**
 * Makes one brand of the employer the main one: the previous main brand stops being it first, since the partial
 * unique index allows one main brand per employer at any moment.
 */
export async function setMainBrand(db: Executor, clientUserId: number, id: number, now: Date): Promise<void> {
  await db
    .update(clientBrands)
    .set({ isMain: false, updatedAt: now })
    .where(and(eq(clientBrands.clientUserId, clientUserId), eq(clientBrands.isMain, true), ne(clientBrands.id, id)));
  await db
    .update(clientBrands)
    .set({ isMain: true, updatedAt: now })
    .where(and(eq(clientBrands.id, id), eq(clientBrands.clientUserId, clientUserId)));
}

/** Offers of a brand move to another brand of the same employer. */
export async function moveOffersToBrand(db: Executor, clientUserId: number, fromBrandId: number, toBrandId: number): Promise<void> {
  await db
    .update(offers)
    .set({ clientBrandId: toBrandId })
    .where(and(eq(offers.clientUserId, clientUserId), eq(offers.clientBrandId, fromBrandId)));
}

export async function deleteBrand(db: Executor, clientUserId: number, id: number): Promise<void> {
  await db.delete(clientBrands).where(and(eq(clientBrands.id, id), eq(clientBrands.clientUserId, clientUserId)));
}
