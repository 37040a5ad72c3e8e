/*
 * npm run matching:rebuild — recomputes every candidate snapshot and every stored match (after an
 * engine change: MATCH_ENGINE_VERSION). Reads the same settings as the server (DATABASE_URL or
 * the embedded database in DATA_DIR); safe to run while the server runs, whose jobs keep
 * re-scoring single changes meanwhile (re-scored again once the rebuilt table is in place). Refused
 * while another rebuild runs.
 */
import path from 'node:path';
import { loadConfigOrExit } from './config/config.ts';
import { matchingDepsOf } from './features/index.ts';
import { rebuildAllMatches } from './features/matching/index.ts';
import { openDatabase } from './infra/db/database.ts';

async function main(): Promise<void> {
  const config = loadConfigOrExit();
  const database = await openDatabase({ url: config.DATABASE_URL, pgliteDir: path.join(config.DATA_DIR, 'pglite') });
  await database.migrate();
  const started = performance.now();
  const figures = await rebuildAllMatches(matchingDepsOf(database.db));
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (!figures) {
    console.error('another rebuild is running (a server starting, or this command elsewhere): nothing was done');
    process.exitCode = 1;
  } else console.log(`matching rebuilt in ${seconds} s: ${figures.snapshots} profiles, ${figures.offers} active offers, ${figures.scored} pairs scored, ${figures.stored} stored`);
  await database.close();
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
