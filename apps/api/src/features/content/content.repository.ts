import { asc, inArray } from 'drizzle-orm';
import type { Executor } from '../../infra/db/database.ts';
import { contactMessages, preferredContactTimes } from './content.tables.ts';

export type PreferredContactTimeRow = typeof preferredContactTimes.$inferSelect;
export type NewContactMessage = typeof contactMessages.$inferInsert;

export async function findPreferredContactTimes(db: Executor, ids: number[]): Promise<PreferredContactTimeRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(preferredContactTimes)
    .where(inArray(preferredContactTimes.id, ids))
    .orderBy(asc(preferredContactTimes.position), asc(preferredContactTimes.id));
}

export async function insertContactMessage(db: Executor, message: NewContactMessage): Promise<number> {
  const [row] = await db.insert(contactMessages).values(message).returning({ id: contactMessages.id });
  return (row as { id: number }).id;
}
