import {
  AccountType,
  DEFAULT_OFFER_SORT,
  OFFER_PUBLICATION_PERIODS,
  OFFER_SORT_FIELDS,
  type OfferPublicationPeriod,
  type OfferSortField,
  type SortDirection,
  StatusId,
} from '@trades/contracts';
import { SEARCH_BASE_PATH } from './search-paths';

/*
 * The offer search lives in the URL: /search/query/{params} with key=value
 * pairs joined by '&' and several values comma-separated. Parsing and writing it here keeps
 * reload, back and forward, shared links and the filter panel on one state.
 */

export interface SearchSort {
  field: OfferSortField;
  direction: SortDirection;
}

export interface SearchState {
  /** Empty: no filter ('all' or absent). */
  industries: number[];
  professions: number[];
  countries: number[];
  /** Published in the last 1, 3 or 7 days; null: any time. */
  publication: OfferPublicationPeriod | null;
  /** mlFilter=1: offers matching the signed-in candidate's profile. */
  matching: boolean;
  /** showAll=true: every offer; the server then ignores the filters, so the state holds none. */
  showAll: boolean;
  sort: SearchSort;
  /** 1-based. */
  page: number;
}


/** The sort selector's options in the spec's order, as `field|direction`. */
export const SORT_OPTIONS = [
  'publicationAt|desc',
  'publicationAt|asc',
  'workStartAt|asc',
  'workStartAt|desc',
  'workEndAt|asc',
  'workEndAt|desc',
] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];

const MAX_ID = 2_147_483_647;
/** The API refuses pages past this; a hand-written URL beyond it falls back to the first page. */
const MAX_PAGE = 1_000_000;

export function parseSort(text: string | undefined): SearchSort | undefined {
  const [name, direction] = (text ?? '').split('|');
  const field = OFFER_SORT_FIELDS.find((candidate) => candidate === name);
  if (!field || (direction !== 'asc' && direction !== 'desc')) return undefined;
  return { field, direction };
}

export const DEFAULT_SORT = parseSort(DEFAULT_OFFER_SORT) as SearchSort;

export function sortOption(sort: SearchSort): SortOption {
  return `${sort.field}|${sort.direction}` as SortOption;
}

/** The state of /search/query/showAll=true: no filter, default order, first page. */
export function emptySearch(): SearchState {
  return { industries: [], professions: [], countries: [], publication: null, matching: false, showAll: true, sort: DEFAULT_SORT, page: 1 };
}

function ids(value: string): number[] {
  const out: number[] = [];
  for (const token of value.split(',')) {
    const text = token.trim();
    if (text.toLowerCase() === 'all') return [];
    if (/^\d{1,10}$/.test(text)) {
      const id = Number(text);
      if (id >= 1 && id <= MAX_ID && !out.includes(id)) out.push(id);
    }
  }
  return out;
}

function isOn(value: string): boolean {
  return ['1', 'true', 'on'].includes(value.trim().toLowerCase());
}

/**
 * Reads the {params} segment. The URL is typed by people too, so it is read leniently: unknown
 * keys and malformed values are left out instead of failing the page.
 */
export function parseSearchParams(text: string | undefined): SearchState {
  const state = emptySearch();
  state.showAll = false;
  let showAll = false;
  for (const pair of (text ?? '').split('&')) {
    const separator = pair.indexOf('=');
    if (separator <= 0) continue;
    const key = pair.slice(0, separator).trim();
    const value = pair.slice(separator + 1);
    switch (key) {
      case 'industry':
        state.industries = ids(value);
        break;
      case 'profession':
        state.professions = ids(value);
        break;
      case 'country':
        state.countries = ids(value);
        break;
      case 'publication':
        state.publication = OFFER_PUBLICATION_PERIODS.find((days) => String(days) === value.trim()) ?? null;
        break;
      case 'mlFilter':
        state.matching = isOn(value);
        break;
      case 'showAll':
        showAll = isOn(value);
        break;
      case 'sort':
        state.sort = parseSort(value.trim()) ?? DEFAULT_SORT;
        break;
      case 'page': {
        const page = /^\d{1,7}$/.test(value.trim()) ? Number(value.trim()) : 1;
        state.page = page >= 1 && page <= MAX_PAGE ? page : 1;
        break;
      }
      default:
        break;
    }
  }
  if (showAll) return { ...state, industries: [], professions: [], countries: [], publication: null, matching: false, showAll: true };
  return { ...state, showAll: !hasFilters(state) && !state.matching };
}

export function hasFilters(state: Pick<SearchState, 'industries' | 'professions' | 'countries' | 'publication'>): boolean {
  return state.industries.length > 0 || state.professions.length > 0 || state.countries.length > 0 || state.publication !== null;
}

/**
 * The {params} segment for a state: filters in a fixed order, the default sort and the first
 * page left out, and `showAll=true` when nothing else narrows the list (the path needs a segment).
 */
export function serializeSearchParams(state: SearchState): string {
  const pairs: string[] = [];
  if (state.industries.length > 0) pairs.push(`industry=${state.industries.join(',')}`);
  if (state.professions.length > 0) pairs.push(`profession=${state.professions.join(',')}`);
  if (state.countries.length > 0) pairs.push(`country=${state.countries.join(',')}`);
  if (state.publication !== null) pairs.push(`publication=${state.publication}`);
  if (state.matching) pairs.push('mlFilter=1');
  if (pairs.length === 0) pairs.push('showAll=true');
  if (sortOption(state.sort) !== DEFAULT_OFFER_SORT) pairs.push(`sort=${sortOption(state.sort)}`);
  if (state.page > 1) pairs.push(`page=${state.page}`);
  return pairs.join('&');
}

export function searchPath(state: SearchState): string {
  return `${SEARCH_BASE_PATH}/${serializeSearchParams(state)}`;
}

/** The query string of GET /v1/public/offer/list and /v1/offer/list for a state. */
export function offerListQuery(state: SearchState): string {
  const query = new URLSearchParams();
  if (state.showAll) query.set('showAll', 'true');
  else {
    if (state.industries.length > 0) query.set('industry', state.industries.join(','));
    if (state.professions.length > 0) query.set('profession', state.professions.join(','));
    if (state.countries.length > 0) query.set('country', state.countries.join(','));
    if (state.publication !== null) query.set('publication', String(state.publication));
    if (state.matching) query.set('mlFilter', '1');
  }
  query.set('sort', sortOption(state.sort));
  query.set('page', String(state.page));
  return query.toString();
}

/* Changes of the filter panel. Every one starts again at page 1. */

/** A filter other than matching changed: the matching filter goes off, showAll follows the rest. */
function withFilters(state: SearchState, change: Partial<Pick<SearchState, 'industries' | 'professions' | 'countries' | 'publication'>>): SearchState {
  const next = { ...state, ...change, matching: false, page: 1 };
  return { ...next, showAll: !hasFilters(next) };
}

/**
 * Ticks or unticks an industry. Unticking drops the professions of that industry, whose
 * checkboxes are then hidden.
 */
export function toggleIndustry(state: SearchState, industryId: number, checked: boolean, professionsOfIndustry: readonly number[]): SearchState {
  if (checked) return withFilters(state, { industries: addId(state.industries, industryId) });
  return withFilters(state, {
    industries: state.industries.filter((id) => id !== industryId),
    professions: state.professions.filter((id) => !professionsOfIndustry.includes(id)),
  });
}

export function toggleProfession(state: SearchState, professionId: number, checked: boolean): SearchState {
  return withFilters(state, { professions: checked ? addId(state.professions, professionId) : state.professions.filter((id) => id !== professionId) });
}

export function toggleCountry(state: SearchState, countryId: number, checked: boolean): SearchState {
  return withFilters(state, { countries: checked ? addId(state.countries, countryId) : state.countries.filter((id) => id !== countryId) });
}

export function setPublication(state: SearchState, publication: OfferPublicationPeriod | null): SearchState {
  return withFilters(state, { publication });
}

/** The matching-offers filter is for a signed-in candidate whose profile is active (status 2, spec 4.6). */
export function canFilterByMatching(accountType: AccountType | undefined, profileStatusId: number | undefined): boolean {
  return accountType === AccountType.Candidate && profileStatusId === StatusId.Active;
}

/** The matching filter switches the other filters off; switching it off shows every offer. */
export function setMatching(state: SearchState, matching: boolean): SearchState {
  if (!matching) return { ...state, matching: false, showAll: !hasFilters(state), page: 1 };
  return { ...state, industries: [], professions: [], countries: [], publication: null, matching: true, showAll: false, page: 1 };
}

export function setSort(state: SearchState, sort: SearchSort): SearchState {
  return { ...state, sort, page: 1 };
}

export function setPage(state: SearchState, page: number): SearchState {
  return { ...state, page };
}

function addId(list: readonly number[], id: number): number[] {
  return list.includes(id) ? [...list] : [...list, id];
}
