import type { Executor } from '../../infra/db/database.ts';
import { contactMessages } from './content.tables.ts';

export type NewContactMessage = typeof contactMessages.$inferInsert;

export async function insertContactMessage(db: Executor, message: NewContactMessage): Promise<number> {
  const [row] = await db.insert(contactMessages).values(message).returning({ id: contactMessages.id });
  return (row as { id: number }).id;
}
