import { eq } from 'drizzle-orm';
import type { Database } from '../infra/db/database.ts';
import { seedDemoOffers } from './demo-offers.ts';
import { seedDemoApplications, seedDemoData } from './demo-seed.ts';
import { seedReferenceData } from './reference-seed.ts';
import { seedMarkers } from './seed.tables.ts';
import { seedShopProducts } from './shop-products-seed.ts';

export interface SeedResult {
  /** Lines for the start log (e.g. demo accounts and their passwords). */
  log: string[];
}

export interface SeedOptions {
  demo: boolean;
  /** Where links in the demo's mails point; the default local address without it. */
  publicUrl?: string;
}

const LOCAL_PUBLIC_URL = 'http://localhost:3000';

const DEMO_SEED = 'demo';

/**
 * Idempotent: reference data is upserted on every start; the demo data once per database, so a demo account someone
 * deleted stays deleted. Processes started together run this one at a time (DatabaseHandle.exclusively).
 */
export async function seedDatabase(db: Database, options: SeedOptions): Promise<SeedResult> {
  await seedReferenceData(db);
  await seedShopProducts(db);
  const log: string[] = [];
  if (options.demo && (await db.select().from(seedMarkers).where(eq(seedMarkers.name, DEMO_SEED))).length === 0) {
    const demo = await seedDemoData(db);
    log.push(...demo.log);
    const offerCount = await seedDemoOffers(db);
    if (offerCount > 0) log.push(`Demo offers: ${offerCount} active offers of the demo employers (search at /search).`);
    const applied = await seedDemoApplications(db, demo.created, options.publicUrl ?? LOCAL_PUBLIC_URL);
    if (applied > 0) log.push(`Demo applications: ${applied}; matches of the demo candidates are computed just after start.`);
    // Marked once all of it is in: a start that failed half-way completes it next time.
    await db.insert(seedMarkers).values({ name: DEMO_SEED }).onConflictDoNothing();
  }
  return { log };
}
