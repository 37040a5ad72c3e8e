import { PAY_CURRENCIES } from '@trades/contracts';
import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../infra/db/database.ts';
import { parseEcbRates } from './ecb-rates.ts';
import { exchangeRates } from './reference.tables.ts';

/** One reference rate: units of `currency` per 1 EUR on `rateDate` (YYYY-MM-DD). */
export interface ExchangeRate {
  readonly currency: string;
  readonly perEur: number;
  readonly rateDate: string;
  readonly source: string;
}

type StoredRate = Pick<ExchangeRate, 'perEur' | 'rateDate'>;

/** What saving did to one currency's rate. */
export type ExchangeRateChange =
  | { currency: string; outcome: 'added'; after: StoredRate }
  | { currency: string; outcome: 'changed' | 'unchanged'; before: StoredRate; after: StoredRate }
  /** The database's rate is of a later day than the one offered, so it stays. */
  | { currency: string; outcome: 'kept_newer'; before: StoredRate; offered: StoredRate };

export interface SavedExchangeRates {
  changes: ExchangeRateChange[];
  /** Offers whose hourly pay in euro was recomputed (0 when no rate changed). */
  offersRecomputed: number;
}

/**
 * Writes the given rates in one transaction, except where the database holds a rate of a later day
 * (written by `npm run rates:update` after the seed file was made), and recomputes the offers' euro
 * pay when anything was written. Writing the same rates again changes nothing, so a restart is cheap.
 */
export async function saveExchangeRates(db: Database, rates: readonly ExchangeRate[]): Promise<SavedExchangeRates> {
  if (rates.length === 0) return { changes: [], offersRecomputed: 0 };
  return db.transaction(async (tx) => {
    const before = new Map((await tx.select().from(exchangeRates)).map((row) => [row.currency, { perEur: Number(row.perEur), rateDate: row.rateDate }]));
    const written = await tx
      .insert(exchangeRates)
      .values(rates.map((rate) => ({ currency: rate.currency, perEur: String(rate.perEur), rateDate: rate.rateDate, source: rate.source })))
      .onConflictDoUpdate({
        target: exchangeRates.currency,
        set: { perEur: sql`excluded.per_eur`, rateDate: sql`excluded.rate_date`, source: sql`excluded.source` },
        setWhere: sql`${exchangeRates.rateDate} <= excluded.rate_date
          and (${exchangeRates.perEur}, ${exchangeRates.rateDate}, ${exchangeRates.source}) is distinct from (excluded.per_eur, excluded.rate_date, excluded.source)`,
      })
      .returning({ currency: exchangeRates.currency });
    const writtenCurrencies = new Set(written.map((row) => row.currency));
    const changes = rates.map((rate): ExchangeRateChange => {
      const after = { perEur: rate.perEur, rateDate: rate.rateDate };
      const stored = before.get(rate.currency);
      if (!stored) return { currency: rate.currency, outcome: 'added', after };
      if (stored.rateDate > rate.rateDate) return { currency: rate.currency, outcome: 'kept_newer', before: stored, offered: after };
      return { currency: rate.currency, outcome: writtenCurrencies.has(rate.currency) ? 'changed' : 'unchanged', before: stored, after };
    });
    return { changes, offersRecomputed: written.length > 0 ? await refreshOffersPayInEuro(tx) : 0 };
  });
}

/**
 * Recomputes every offer's hourly pay in euro from the current rates (null where the offer's
 * currency has no rate) in one statement, touching only the offers whose value changes. The
 * offers_hourly_pay trigger keeps single offers as they are written; this is for a change of rates.
 * Plain SQL, as the reference data must not depend on the offers feature (which builds on it).
 */
export async function refreshOffersPayInEuro(db: Executor): Promise<number> {
  const result = await db.execute(sql`
    update offers set hourly_pay_eur = converted.eur
    from (
      select o.id, (o.hourly_pay / r.per_eur)::numeric(14, 6) as eur
      from offers o left join exchange_rates r on r.currency = o.salary_currency
    ) converted
    where converted.id = offers.id and offers.hourly_pay_eur is distinct from converted.eur
    returning offers.id`);
  return (result as unknown as { rows: unknown[] }).rows.length;
}

/**
 * The current rates for comparing pay across currencies; `rateDate` is the oldest day among them,
 * the one to show with converted amounts. The seed writes the rates at every start, so none is an error.
 */
export async function loadExchangeRates(db: Executor): Promise<{ rateDate: string; perEur: Record<string, number> }> {
  const [first, ...rest] = await db.select().from(exchangeRates);
  if (!first) throw new Error('no exchange rates: the reference seed writes them at start');
  return {
    rateDate: rest.reduce((oldest, row) => (row.rateDate < oldest ? row.rateDate : oldest), first.rateDate),
    perEur: Object.fromEntries([first, ...rest].map((row) => [row.currency, Number(row.perEur)])),
  };
}

export type ExchangeRatesUpdate = ({ ok: true; rates: ExchangeRate[] } & SavedExchangeRates) | { ok: false; problems: string[] };

/**
 * `npm run rates:update`'s work: reads an ECB reference rates file for the pay currencies and saves
 * them as `source`; nothing is written when the file is refused.
 */
export async function updateExchangeRates(db: Database, xml: string, source: string): Promise<ExchangeRatesUpdate> {
  const parsed = parseEcbRates(xml, PAY_CURRENCIES);
  if (!parsed.ok) return parsed;
  const rates = parsed.rates.map((rate) => ({ ...rate, rateDate: parsed.rateDate, source }));
  return { ok: true, rates, ...(await saveExchangeRates(db, rates)) };
}

/** One line per currency, then the offers recomputed: the command's report. */
export function describeExchangeRateChanges(saved: SavedExchangeRates): string[] {
  const rate = (stored: StoredRate) => `${stored.perEur} (${stored.rateDate})`;
  const lines = saved.changes.map((change) => {
    switch (change.outcome) {
      case 'added':
        return `${change.currency}: ${rate(change.after)}, new`;
      case 'changed':
        return `${change.currency}: ${rate(change.before)} -> ${rate(change.after)}`;
      case 'unchanged':
        return `${change.currency}: ${rate(change.after)}, unchanged`;
      case 'kept_newer':
        return `${change.currency}: kept ${rate(change.before)}, newer than the file's ${rate(change.offered)}`;
    }
  });
  return [...lines, `hourly pay in euro recomputed for ${saved.offersRecomputed} offer(s)`];
}
