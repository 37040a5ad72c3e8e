import type { Database } from '../infra/db/database.ts';
import { seedDemoOffers } from './demo-offers.ts';
import { seedDemoData } from './demo-seed.ts';
import { seedReferenceData } from './reference-seed.ts';

export interface SeedResult {
  /** Lines for the start log (e.g. demo accounts and their passwords). */
  log: string[];
}

/** Idempotent: reference data is upserted on every start; demo data only when missing. */
export async function seedDatabase(db: Database, options: { demo: boolean }): Promise<SeedResult> {
  await seedReferenceData(db);
  const log: string[] = [];
  if (options.demo) {
    log.push(...(await seedDemoData(db)));
    const offerCount = await seedDemoOffers(db);
    if (offerCount > 0) log.push(`Demo offers: ${offerCount} active offers of the demo employers (search at /search).`);
  }
  return { log };
}
