import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { discardedFiles } from './discarded-files.tables.ts';
import type { FileStorage } from './storage.ts';

const BATCH = 100;

/** Removes the stored objects of deleted rows (see discarded-files.tables.ts); answers how many. */
export async function deleteDiscardedFiles(db: Database, storage: FileStorage): Promise<number> {
  let removed = 0;
  for (;;) {
    const batch = await db.select({ storageKey: discardedFiles.storageKey }).from(discardedFiles).orderBy(asc(discardedFiles.discardedAt)).limit(BATCH);
    for (const { storageKey } of batch) {
      // The object first: a failure leaves the key listed for the next run.
      await storage.delete(storageKey);
      await db.delete(discardedFiles).where(eq(discardedFiles.storageKey, storageKey));
      removed += 1;
    }
    if (batch.length < BATCH) return removed;
  }
}
