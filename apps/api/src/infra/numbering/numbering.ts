import { invoicePeriodOf } from '@trades/contracts';
import { sql } from 'drizzle-orm';
import type { Transaction } from '../db/database.ts';
import { numberCounters } from './numbering.tables.ts';

/** The next number of a series in the month of `at` (Warsaw time), taken inside the caller's transaction. */
export async function nextNumber(tx: Transaction, series: string, at: Date): Promise<{ year: number; month: number; sequence: number }> {
  const period = invoicePeriodOf(at);
  const [counter] = await tx
    .insert(numberCounters)
    .values({ series, period: period.key, lastNumber: 1 })
    .onConflictDoUpdate({ target: [numberCounters.series, numberCounters.period], set: { lastNumber: sql`${numberCounters.lastNumber} + 1` } })
    .returning({ lastNumber: numberCounters.lastNumber });
  if (!counter) throw new Error(`no number taken in ${series}`);
  return { year: period.year, month: period.month, sequence: counter.lastNumber };
}
