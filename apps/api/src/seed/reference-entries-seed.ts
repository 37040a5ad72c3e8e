import { eq, sql } from 'drizzle-orm';
import { REFERENCE_DATA_SET } from '../features/reference/index.ts';
import { referenceEntries, referenceVersions } from '../features/reference/reference.tables.ts';
import type { Database } from '../infra/db/database.ts';
import { type ReferenceEntrySeed, buildReferenceEntries } from './reference-entries.ts';
import { REFERENCE_DATA_VERSION } from './reference/index.ts';

const CHUNK = 400;

/**
 * Writes the reference data modules to reference_entries when the database holds another
 * version (or none): upserts every entry and deactivates entries no longer in the modules (they
 * stay, since records may point to them). A start with the same version does nothing, not even
 * build the entries (that reads the cities' GeoNames coordinates, a 6 MB package).
 * Returns whether anything was written.
 */
export async function seedReferenceEntries(
  db: Database,
  version: string = REFERENCE_DATA_VERSION,
  build: () => readonly ReferenceEntrySeed[] = buildReferenceEntries,
): Promise<boolean> {
  const [stored] = await db.select().from(referenceVersions).where(eq(referenceVersions.name, REFERENCE_DATA_SET));
  if (stored?.version === version) return false;
  const entries = build();
  await db.transaction(async (tx) => {
    for (let start = 0; start < entries.length; start += CHUNK) {
      await tx
        .insert(referenceEntries)
        .values(entries.slice(start, start + CHUNK).map((entry) => ({ ...entry, updatedAt: sql`now()` })))
        .onConflictDoUpdate({
          target: [referenceEntries.kind, referenceEntries.id],
          set: {
            parentId: sql`excluded.parent_id`,
            code: sql`excluded.code`,
            position: sql`excluded.position`,
            isActive: sql`excluded.is_active`,
            title: sql`excluded.title`,
            data: sql`excluded.data`,
            updatedAt: sql`excluded.updated_at`,
          },
        });
    }
    const current = new Set(entries.map((entry) => `${entry.kind}:${entry.id}`));
    const existing = await tx.select({ kind: referenceEntries.kind, id: referenceEntries.id }).from(referenceEntries);
    const gone = existing.filter((row) => !current.has(`${row.kind}:${row.id}`));
    for (const row of gone) {
      await tx
        .update(referenceEntries)
        .set({ isActive: false })
        .where(sql`${referenceEntries.kind} = ${row.kind} and ${referenceEntries.id} = ${row.id}`);
    }
    await tx
      .insert(referenceVersions)
      .values({ name: REFERENCE_DATA_SET, version, entries: entries.length })
      .onConflictDoUpdate({
        target: referenceVersions.name,
        set: { version, entries: entries.length, appliedAt: sql`now()` },
      });
  });
  return true;
}
