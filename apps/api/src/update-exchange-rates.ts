/*
 * npm run rates:update [-- --file <path>] [--write-seed] — replaces the reference exchange rates
 * (issue 28) with the ECB's euro reference rates of the last working day, downloaded, or read from a
 * saved ECB file with --file, and recomputes every offer's hourly pay in euro in the same
 * transaction. A file that lacks a pay currency or has a rate that is not a positive number is
 * refused and nothing changes. --write-seed also rewrites seed/reference/exchange-rates.ts, so
 * the new rates can be committed for fresh databases. Reads the same settings as the server
 * (DATABASE_URL or the embedded database in DATA_DIR).
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { loadConfigOrExit } from './config/config.ts';
import { ECB_DAILY_RATES_URL, describeExchangeRateChanges, updateExchangeRates } from './features/reference/index.ts';
import { openDatabase } from './infra/db/database.ts';
import { EXCHANGE_RATES_SEED_FILE, exchangeRatesSeedText } from './seed/exchange-rates-seed-file.ts';

const SOURCE = 'ECB euro foreign exchange reference rates';

async function ecbFile(file: string | undefined): Promise<{ xml: string; source: string }> {
  if (file) return { xml: await readFile(file, 'utf8'), source: `${SOURCE} (saved file ${path.basename(file)})` };
  const response = await fetch(ECB_DAILY_RATES_URL, { signal: AbortSignal.timeout(30_000) });
  if (!response.ok) throw new Error(`${ECB_DAILY_RATES_URL} answered ${response.status} ${response.statusText}`);
  return { xml: await response.text(), source: `${SOURCE} (${ECB_DAILY_RATES_URL})` };
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { file: { type: 'string' }, 'write-seed': { type: 'boolean', default: false } } });
  const { xml, source } = await ecbFile(values.file);
  const config = loadConfigOrExit();
  const database = await openDatabase({ url: config.DATABASE_URL, pgliteDir: path.join(config.DATA_DIR, 'pglite') });
  try {
    await database.migrate();
    // One at a time with a starting server's seed, which writes the same table.
    const update = await database.exclusively(() => updateExchangeRates(database.db, xml, source));
    if (!update.ok) {
      console.error(`exchange rates refused, nothing changed:\n${update.problems.map((problem) => `  ${problem}`).join('\n')}`);
      process.exitCode = 1;
      return;
    }
    console.log(describeExchangeRateChanges(update).join('\n'));
    if (values['write-seed']) {
      await writeFile(EXCHANGE_RATES_SEED_FILE, exchangeRatesSeedText(update.rates));
      console.log(`wrote ${path.relative(process.cwd(), fileURLToPath(EXCHANGE_RATES_SEED_FILE))}`);
    }
  } finally {
    await database.close();
  }
}

void main().catch((error: unknown) => {
  // A download's or a file's failure, said plainly (fetch puts the network's reason in the cause).
  if (error instanceof Error) console.error(`rates:update failed: ${error.message}${error.cause instanceof Error ? ` (${error.cause.message})` : ''}`);
  else console.error(error);
  process.exit(1);
});
