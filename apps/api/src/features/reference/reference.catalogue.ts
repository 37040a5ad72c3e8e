import { type DictionaryItem, type Locale, MINIMUM_WAGE_LEVELS, type MinimumWage } from '@trades/contracts';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../infra/db/database.ts';
import { localised } from '../../infra/i18n/localised.ts';
import { REFERENCE_DATA_SET, type ReferenceKind } from './reference-kinds.ts';
import { type MinimumWageRow, minimumWages, referenceEntries, referenceVersions } from './reference.tables.ts';

export interface CatalogueEntry {
  kind: string;
  id: number;
  parentId: number | null;
  code: string | null;
  position: number;
  isActive: boolean;
  title: Record<string, string>;
  data: Record<string, unknown>;
}

const byPosition = (a: CatalogueEntry, b: CatalogueEntry) => a.position - b.position || a.id - b.id;

/**
 * The reference data held in memory: loaded once from reference_entries (it changes only with a
 * release), indexed by kind, id, parent and code. Answers built from it are memoised per key,
 * so a dictionary call or an offer's titles cost a few map look-ups.
 */
export class ReferenceCatalogue {
  private readonly byKind = new Map<string, Map<number, CatalogueEntry>>();
  private readonly lists = new Map<string, CatalogueEntry[]>();
  private readonly childLists = new Map<string, CatalogueEntry[]>();
  private readonly codes = new Map<string, CatalogueEntry>();
  private readonly memo = new Map<string, unknown>();

  constructor(
    readonly version: string,
    entries: readonly CatalogueEntry[],
    /** The general-application minimum wages of every country and period. */
    readonly minimumWages: readonly MinimumWage[] = [],
  ) {
    for (const entry of entries) {
      let ofKind = this.byKind.get(entry.kind);
      if (!ofKind) this.byKind.set(entry.kind, (ofKind = new Map()));
      ofKind.set(entry.id, entry);
      pushTo(this.lists, entry.kind, entry);
      if (entry.parentId !== null) pushTo(this.childLists, `${entry.kind}:${entry.parentId}`, entry);
      if (entry.code !== null) this.codes.set(`${entry.kind}:${entry.code.toLowerCase()}`, entry);
    }
    for (const list of this.lists.values()) list.sort(byPosition);
    for (const list of this.childLists.values()) list.sort(byPosition);
  }

  get isEmpty(): boolean {
    return this.byKind.size === 0;
  }

  entry(kind: ReferenceKind, id: number): CatalogueEntry | undefined {
    return this.byKind.get(kind)?.get(id);
  }

  entryByCode(kind: ReferenceKind, code: string): CatalogueEntry | undefined {
    return this.codes.get(`${kind}:${code.toLowerCase()}`);
  }

  /** The minimum wages of one country of work, every period. */
  minimumWagesOf(countryId: number | null): MinimumWage[] {
    return this.minimumWages.filter((wage) => wage.countryId === countryId);
  }

  /** Active entries of a kind in display order. */
  list(kind: ReferenceKind): CatalogueEntry[] {
    return (this.lists.get(kind) ?? []).filter((entry) => entry.isActive);
  }

  /** Every entry of a kind, inactive ones too (e.g. agriculture, shown as "soon"). */
  listAll(kind: ReferenceKind): readonly CatalogueEntry[] {
    return this.lists.get(kind) ?? [];
  }

  /** Active children (regions of a country, cities of a region, professions of an industry). */
  children(kind: ReferenceKind, parentId: number): CatalogueEntry[] {
    return (this.childLists.get(`${kind}:${parentId}`) ?? []).filter((entry) => entry.isActive);
  }

  title(entry: CatalogueEntry, locale: Locale): string {
    return localised(entry.title, locale);
  }

  /** `{ id, title }` of an id a record holds; null for an id the catalogue does not know. */
  item(kind: ReferenceKind, id: number | null | undefined, locale: Locale): DictionaryItem | null {
    if (id === null || id === undefined) return null;
    const found = this.entry(kind, id);
    return found ? { id, title: localised(found.title, locale) } : null;
  }

  /** Items of known ids, in the order given; unknown ids are left out. */
  items(kind: ReferenceKind, ids: readonly number[], locale: Locale): DictionaryItem[] {
    const out: DictionaryItem[] = [];
    for (const id of ids) {
      const item = this.item(kind, id, locale);
      if (item) out.push(item);
    }
    return out;
  }

  /**
   * Builds once per key. A null answer (an unknown id) is not kept, so the memo only grows with
   * known ids, whatever ids callers send.
   */
  memoize<T>(key: string, build: () => T): T {
    if (this.memo.has(key)) return this.memo.get(key) as T;
    const value = build();
    if (value !== null && value !== undefined) this.memo.set(key, value);
    return value;
  }
}

function pushTo(map: Map<string, CatalogueEntry[]>, key: string, entry: CatalogueEntry): void {
  const list = map.get(key);
  if (list) list.push(entry);
  else map.set(key, [entry]);
}

function minimumWageOf(row: MinimumWageRow): MinimumWage {
  const level = MINIMUM_WAGE_LEVELS.find((known) => known === row.level);
  if (!level) throw new Error(`minimum wage ${row.id}: unknown level ${row.level}`);
  return {
    id: row.id,
    countryId: row.countryId,
    trade: row.trade,
    professionIds: row.professionIds,
    level,
    hourlyMinor: row.hourlyAmount,
    currency: row.currency,
    validFrom: row.validFrom,
    validTo: row.validTo,
    source: row.source,
  };
}

export async function loadReferenceCatalogue(db: Executor): Promise<ReferenceCatalogue> {
  const [version] = await db.select().from(referenceVersions).where(eq(referenceVersions.name, REFERENCE_DATA_SET));
  const [rows, wages] = await Promise.all([db.select().from(referenceEntries), db.select().from(minimumWages)]);
  return new ReferenceCatalogue(version?.version ?? 'unseeded', rows, wages.map(minimumWageOf));
}

/**
 * The catalogue of one database, loaded on first use and kept for the life of the application
 * (the data changes only with a release, whose start seeds it first, and that start tells the
 * processes already running to reload). An unseeded database is not kept, so a later seed is picked
 * up. Built once in app.ts and shared through the context.
 */
export class ReferenceCatalogueStore {
  private loading: Promise<ReferenceCatalogue> | undefined;

  constructor(private readonly load: () => Promise<ReferenceCatalogue>) {}

  static of(db: Executor): ReferenceCatalogueStore {
    return new ReferenceCatalogueStore(() => loadReferenceCatalogue(db));
  }

  current(): Promise<ReferenceCatalogue> {
    if (this.loading) return this.loading;
    const loading = this.load().then(
      (catalogue) => {
        if (catalogue.isEmpty) this.loading = undefined;
        return catalogue;
      },
      (error: unknown) => {
        this.loading = undefined;
        throw error;
      },
    );
    this.loading = loading;
    return loading;
  }

  /** The reference data changed (a seed of a newer version, in this process or another): the next call reads it again. */
  reload(): void {
    this.loading = undefined;
  }
}
