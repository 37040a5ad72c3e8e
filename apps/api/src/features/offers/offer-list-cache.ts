import type { Locale, OfferList } from '@trades/contracts';
import type { OfferListQuery, OfferListRow } from './offers.repository.ts';
import { keywordKey } from './offer-keywords.ts';
import type { ExchangeRates, PayLevel } from './offer-pay.ts';

/** A bounded map whose entries expire: the oldest entry goes first when it is full. */
export class ExpiringCache<V> {
  private readonly entries = new Map<string, { value: V; expiresAt: number }>();

  constructor(
    private readonly maxEntries: number,
    private readonly ttlMs: number,
    private readonly clock: () => number = Date.now,
  ) {}

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.clock()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(key: string, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, { value, expiresAt: this.clock() + this.ttlMs });
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }

  /** Forgets the key's entry, when it still holds this value. */
  forget(key: string, value: V): void {
    if (this.entries.get(key)?.value === value) this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}

/** A page as every visitor sees it, and its JSON once something sent it. */
export interface CachedPage {
  list: OfferList;
  json?: string;
}

/** How long a public page may be reused: new offers show within seconds, and repeated pages skip the database. */
export const PAGE_TTL_MS = 5_000;
/** Totals only drive the pager; counting a large filter costs more than a page, so they live longer. */
export const TOTAL_TTL_MS = 60_000;

/**
 * The public list's short-lived memory: whole pages per language and query, and totals per
 * filter. Everyone sees the same public page, so a popular search is answered from memory;
 * whoever changes offers in this process calls clear() so its own change shows at once. One per
 * application, built in app.ts and shared through the feature context.
 */
export class OfferListCache {
  readonly pages: ExpiringCache<CachedPage>;
  readonly totals: ExpiringCache<number>;
  /** Visitor answers by language and query string as sent, so a repeated request skips even the parsing. */
  readonly texts: ExpiringCache<string>;
  /** Offers per city, by the filters other than the place: a place search's total and the cities a distance page reads. */
  readonly cityTotals: ExpiringCache<Promise<ReadonlyMap<number, number>>>;
  /**
   * The rows of a distance page, by the cities it reads and its offset among their offers: searches around the
   * same city with different radii read the same nearest cities, so their first pages are the same rows.
   */
  readonly nearestRows: ExpiringCache<Promise<OfferListRow[]>>;
  /** Offers per hourly pay, by the filters other than pay: a pay floor's total. */
  readonly payLevels: ExpiringCache<Promise<readonly PayLevel[]>>;
  /** The reference exchange rates (they change once a day at most). */
  readonly rates: ExpiringCache<ExchangeRates>;

  constructor(clock: () => number = Date.now, pageTtlMs = PAGE_TTL_MS, totalTtlMs = TOTAL_TTL_MS) {
    this.pages = new ExpiringCache(2_000, pageTtlMs, clock);
    this.totals = new ExpiringCache(1_000, totalTtlMs, clock);
    this.texts = new ExpiringCache(2_000, pageTtlMs, clock);
    this.cityTotals = new ExpiringCache(500, totalTtlMs, clock);
    this.payLevels = new ExpiringCache(200, totalTtlMs, clock);
    this.nearestRows = new ExpiringCache(2_000, pageTtlMs, clock);
    this.rates = new ExpiringCache(1, totalTtlMs, clock);
  }

  clear(): void {
    this.pages.clear();
    this.totals.clear();
    this.texts.clear();
    this.cityTotals.clear();
    this.payLevels.clear();
    this.nearestRows.clear();
    this.rates.clear();
  }
}

/**
 * The cached answer for the key, or the one being loaded: requests that miss together share one
 * load, a load that fails is forgotten, and a clear() while it runs keeps its answer out.
 */
export function loadOnce<V>(cache: ExpiringCache<Promise<V>>, key: string, load: () => Promise<V>): Promise<V> {
  const known = cache.get(key);
  if (known) return known;
  const loading = load();
  cache.set(key, loading);
  loading.catch(() => cache.forget(key, loading));
  return loading;
}

const sorted = (ids: readonly number[]) => [...ids].sort((a, b) => a - b).join(',');

/** The filter part of a query as a key: the same filters in any order give the same key. */
export function totalKey(query: OfferListQuery): string {
  const since = query.publishedSince ? Math.floor(query.publishedSince.getTime() / 60_000) : '';
  const place = query.place ? `${query.place.near}:${query.place.radiusKm}` : '';
  const pay = query.pay ? `${query.pay.min}:${query.pay.currency}` : '';
  return `i${sorted(query.industries)}|p${sorted(query.professions)}|c${sorted(query.countries)}|s${since}|q${keywordKey(query.keywords)}|n${place}|w${pay}`;
}

/** The page's key also holds what changes its items' text: the order and the currency pay is shown in. */
export function pageKey(query: OfferListQuery, locale: Locale, payCurrency: string | null): string {
  return `${locale}|${totalKey(query)}|${query.sort.field}:${query.sort.direction}|${query.offset}:${query.limit}|${payCurrency ?? ''}`;
}
