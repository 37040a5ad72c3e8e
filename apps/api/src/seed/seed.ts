import type { Database } from '../infra/db/database.ts';
import { seedDemoOffers } from './demo-offers.ts';
import { seedDemoApplications, seedDemoData } from './demo-seed.ts';
import { seedReferenceData } from './reference-seed.ts';
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

/** Idempotent: reference data is upserted on every start; demo data only when missing. */
export async function seedDatabase(db: Database, options: SeedOptions): Promise<SeedResult> {
  await seedReferenceData(db);
  await seedShopProducts(db);
  const log: string[] = [];
  if (options.demo) {
    const demo = await seedDemoData(db);
    log.push(...demo.log);
    const offerCount = await seedDemoOffers(db);
    if (offerCount > 0) log.push(`Demo offers: ${offerCount} active offers of the demo employers (search at /search).`);
    const applied = await seedDemoApplications(db, demo.created, options.publicUrl ?? LOCAL_PUBLIC_URL);
    if (applied > 0) log.push(`Demo applications: ${applied}; matches of the demo candidates are computed just after start.`);
  }
  return { log };
}
