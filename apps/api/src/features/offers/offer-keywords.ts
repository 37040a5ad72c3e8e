import { type SQL, inArray, or, sql } from 'drizzle-orm';
import { type ReferenceCatalogue, ReferenceKind } from '../reference/index.ts';
import { offers } from './offers.tables.ts';
import { type SearchWord, searchWords, titleStems, wordNames } from './search-words.ts';

/*
 * The keyword search (issue 28): each word of `q` must name the offer's profession, industry,
 * country or city (their titles in pl, en, no and ua, from the catalogue in memory) or occur in its
 * description (the generated search_vector, GIN-indexed). The titles are matched here rather than
 * in SQL, so that the database only sees id lists and one full-text query per word.
 */

/** What one searched word names: dictionary ids whose titles it names, and the word itself for the description. */
export interface KeywordTerm {
  word: SearchWord;
  professionIds: number[];
  industryIds: number[];
  countryIds: number[];
  cityIds: number[];
}

const NAMED_KINDS = [ReferenceKind.Professions, ReferenceKind.Industries, ReferenceKind.Countries, ReferenceKind.Cities] as const;
type NamedKind = (typeof NAMED_KINDS)[number];
type TitleIndex = Record<NamedKind, { id: number; stems: string[] }[]>;

const indexes = new WeakMap<ReferenceCatalogue, TitleIndex>();

/** Every active title's word stems in all four languages, built once per catalogue. */
function titleIndexOf(catalogue: ReferenceCatalogue): TitleIndex {
  let index = indexes.get(catalogue);
  if (!index) {
    index = Object.fromEntries(
      NAMED_KINDS.map((kind) => [
        kind,
        catalogue.list(kind).map((entry) => ({ id: entry.id, stems: [...new Set(Object.values(entry.title).flatMap(titleStems))] })),
      ]),
    ) as TitleIndex;
    indexes.set(catalogue, index);
  }
  return index;
}

/** The terms of a keyword text; none for an empty one or one of only short or generic words. */
export function keywordTermsOf(catalogue: ReferenceCatalogue, text: string): KeywordTerm[] {
  const index = titleIndexOf(catalogue);
  const named = (kind: NamedKind, word: SearchWord) => index[kind].filter((title) => title.stems.some((stem) => wordNames(word, stem))).map((title) => title.id);
  return searchWords(text).map((word) => ({
    word,
    professionIds: named(ReferenceKind.Professions, word),
    industryIds: named(ReferenceKind.Industries, word),
    countryIds: named(ReferenceKind.Countries, word),
    cityIds: named(ReferenceKind.Cities, word),
  }));
}

/** The word in the description: its stem as a prefix, or its Norwegian stem (PostgreSQL's own stemmer). */
function textQuery(term: KeywordTerm): SQL {
  return sql`(to_tsquery('simple', ${`${term.word.stem}:*`}) || to_tsquery('norwegian', ${term.word.folded}))`;
}

const namedBy = (column: typeof offers.professionId | typeof offers.industryId | typeof offers.workLocationStateId | typeof offers.workLocationCityId, ids: number[]) =>
  ids.length > 0 ? inArray(column, ids) : undefined;

/** Every term must match (a word names the offer or occurs in its description). */
export function keywordCondition(terms: readonly KeywordTerm[]): SQL[] {
  return terms.map(
    (term) =>
      or(
        namedBy(offers.professionId, term.professionIds),
        namedBy(offers.industryId, term.industryIds),
        namedBy(offers.workLocationStateId, term.countryIds),
        namedBy(offers.workLocationCityId, term.cityIds),
        sql`${offers.searchVector} @@ ${textQuery(term)}`,
      ) as SQL,
  );
}

/**
 * How well an offer matches: a named profession weighs most, then the industry, then the place;
 * the description's rank breaks ties among them.
 */
export function keywordRank(terms: readonly KeywordTerm[]): SQL {
  const weigh = (condition: SQL | undefined, weight: number) => (condition ? sql`(case when ${condition} then ${sql.raw(String(weight))} else 0 end)` : sql`0`);
  const parts = terms.map(
    (term) =>
      sql`${weigh(namedBy(offers.professionId, term.professionIds), 4)} + ${weigh(namedBy(offers.industryId, term.industryIds), 2)} + ${weigh(
        or(namedBy(offers.workLocationStateId, term.countryIds), namedBy(offers.workLocationCityId, term.cityIds)),
        1,
      )} + ts_rank(${offers.searchVector}, ${textQuery(term)})`,
  );
  return sql.join(parts, sql` + `);
}

/** The terms as a cache key: the same words give the same key. */
export function keywordKey(terms: readonly KeywordTerm[]): string {
  return terms.map((term) => term.word.folded).join(' ');
}
