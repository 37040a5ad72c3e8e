import {
  AccountType,
  type CityItem,
  DEFAULT_OFFER_SORT,
  KEYWORD_OFFER_SORT,
  MAX_SEARCH_KEYWORD_LENGTH,
  MAX_SEARCH_PAY,
  OFFER_PUBLICATION_PERIODS,
  OFFER_SORT_FIELDS,
  type OfferListRelaxableFilter,
  type OfferPublicationPeriod,
  PAY_CURRENCIES,
  type PayCurrency,
  SEARCH_RADIUS_KM,
  type OfferSortField,
  type SortDirection,
  StatusId,
} from '@trades/contracts';
import { cityNamed, placeName } from './places';
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
  /** Keywords, whitespace collapsed; '' for none. */
  q: string;
  /** A city id: offers within radiusKm of it; null: anywhere. */
  near: number | null;
  /** Only read with near. */
  radiusKm: number;
  /** The lowest hourly gross pay, in payCurrency (never without it). */
  payMin: number | null;
  /** Pay is compared and shown in this currency; null: each offer's own. */
  payCurrency: PayCurrency | null;
  sort: SearchSort;
  /** 1-based. */
  page: number;
}

/**
 * A change to the search, applied to the search the address holds when it is made: a second change
 * made before the first has rendered builds on the first instead of undoing it.
 */
export type SearchChange = (state: SearchState) => SearchState;

/** The sort selector's options in the spec's order, as `field|direction`; best match and nearest only when they apply (sortOptionsFor). */
export const SORT_OPTIONS = [
  'relevance|desc',
  'publicationAt|desc',
  'distance|asc',
  'pay|desc',
  'publicationAt|asc',
  'workStartAt|asc',
  'workStartAt|desc',
  'workEndAt|asc',
  'workEndAt|desc',
] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];

/** The radius choices of the place filter, in km. */
export const RADIUS_OPTIONS = [10, 25, 50, 100, 200, 500] as const;

/**
 * The key=value pairs of the segment. The router hands it decoded, so a keyword's own '&' splits it
 * too: a piece after the keywords that is no `key=value` of its own belongs to them.
 */
function pairsOf(text: string): string[] {
  const pairs: string[] = [];
  for (const piece of text.split('&')) {
    const last = pairs.length - 1;
    if (last >= 0 && pairs[last]?.startsWith('q=') && !/^[A-Za-z]+=/.test(piece)) pairs[last] += `&${piece}`;
    else pairs.push(piece);
  }
  return pairs;
}

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
const KEYWORD_SORT = parseSort(KEYWORD_OFFER_SORT) as SearchSort;

/** The order when none is chosen: best match for a keyword search (as the API does), else the newest first. */
export function defaultSortOf(state: Pick<SearchState, 'q'>): SearchSort {
  return state.q ? KEYWORD_SORT : DEFAULT_SORT;
}

/** Best match needs keywords and nearest a place; otherwise the order is the default one. */
function applicableSort(state: SearchState, sort: SearchSort): SearchSort {
  if ((sort.field === 'relevance' && !state.q) || (sort.field === 'distance' && state.near === null)) return defaultSortOf(state);
  return sort;
}

/** The sort selector's options for a search: best match with keywords, nearest with a place. */
export function sortOptionsFor(state: Pick<SearchState, 'q' | 'near'>): SortOption[] {
  return SORT_OPTIONS.filter((option) => (option !== 'relevance|desc' || state.q !== '') && (option !== 'distance|asc' || state.near !== null));
}

export function sortOption(sort: SearchSort): SortOption {
  return `${sort.field}|${sort.direction}` as SortOption;
}

/** The state of /search/query/showAll=true: no filter, default order, first page. */
export function emptySearch(): SearchState {
  return {
    industries: [],
    professions: [],
    countries: [],
    publication: null,
    matching: false,
    showAll: true,
    q: '',
    near: null,
    radiusKm: SEARCH_RADIUS_KM.default,
    payMin: null,
    payCurrency: null,
    sort: DEFAULT_SORT,
    page: 1,
  };
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

/** Whitespace collapsed, cut to what the API takes. */
export function keywordText(text: string): string {
  return text.replace(/\s+/g, ' ').trim().slice(0, MAX_SEARCH_KEYWORD_LENGTH).trim();
}

/** The segment comes decoded from the router, but encoded from a remembered list; either reads the same. */
function decodedKeyword(value: string): string {
  if (!/%[0-9A-Fa-f]{2}/.test(value)) return value;
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

function cityId(value: string): number | null {
  const text = value.trim();
  return /^\d{1,10}$/.test(text) && Number(text) >= 1 && Number(text) <= MAX_ID ? Number(text) : null;
}

function radius(value: string): number {
  const text = value.trim();
  const km = /^\d{1,3}$/.test(text) ? Number(text) : NaN;
  return km >= SEARCH_RADIUS_KM.min && km <= SEARCH_RADIUS_KM.max ? km : SEARCH_RADIUS_KM.default;
}

/** Hourly pay as the API takes it: above 0, at most MAX_SEARCH_PAY, two decimals at most ('250,5' too). */
export function payAmount(value: string): number | null {
  const text = value.trim();
  if (!/^\d{1,6}([.,]\d{1,2})?$/.test(text)) return null;
  const pay = Number(text.replace(',', '.'));
  return pay > 0 && pay <= MAX_SEARCH_PAY ? pay : null;
}

export function payCurrency(value: string | null | undefined): PayCurrency | null {
  return PAY_CURRENCIES.find((code) => code === value?.trim().toUpperCase()) ?? null;
}

function isOn(value: string): boolean {
  return ['1', 'true', 'on'].includes(value.trim().toLowerCase());
}

/**
 * Reads the {params} segment. The URL is typed by people too, so it is read leniently: unknown
 * keys and malformed values are left out instead of failing the page.
 */
export function parseSearchParams(text: string | undefined): SearchState {
  return readSearch(
    pairsOf(text ?? '').flatMap((pair): [string, string][] => {
      const separator = pair.indexOf('=');
      if (separator <= 0) return [];
      const key = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1);
      return [[key, key === 'q' ? decodedKeyword(value) : value]];
    }),
  );
}

/** The search of key-value pairs, values as typed (a later pair of a key replaces an earlier one). */
function readSearch(pairs: Iterable<[string, string]>): SearchState {
  const state = emptySearch();
  state.showAll = false;
  let showAll = false;
  let sortGiven = false;
  for (const [key, value] of pairs) {
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
      case 'sort': {
        const sort = parseSort(value.trim());
        sortGiven = sort !== undefined;
        if (sort) state.sort = sort;
        break;
      }
      case 'q':
        state.q = keywordText(value);
        break;
      case 'near':
        state.near = cityId(value);
        break;
      case 'radiusKm':
        state.radiusKm = radius(value);
        break;
      case 'payMin':
        state.payMin = payAmount(value);
        break;
      case 'payCurrency':
        state.payCurrency = payCurrency(value);
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
  // A minimum pay means nothing without its currency, a radius without its place.
  if (state.payCurrency === null) state.payMin = null;
  if (state.near === null) state.radiusKm = SEARCH_RADIUS_KM.default;
  if (!sortGiven) state.sort = defaultSortOf(state);
  if (showAll) {
    const all = emptySearch();
    return { ...all, sort: applicableSort(all, state.sort), page: state.page };
  }
  state.sort = applicableSort(state, state.sort);
  return { ...state, showAll: isUnfiltered(state) };
}

/** Fields a search form sends once per ticked box. */
const LIST_FIELDS = new Set(['industry', 'profession', 'country']);

/**
 * The search a form sent without the app's script (GET /search/query?industry=1&industry=6&q=...): its fields
 * are named as the address's keys, a ticked box each, the rest of the search in hidden fields. Read as leniently
 * as an address, empty fields left out, always from page 1. `place` is the typed name of the place field:
 * the city of that name in `cities` (the one the form had, `near`, when the name is still its), or none.
 */
export function formSearch(fields: URLSearchParams, cities: readonly CityItem[] = []): { state: SearchState; unknownPlace: string | null } {
  let pairs: [string, string][] = [];
  for (const key of new Set(fields.keys())) {
    if (key === 'page' || key === 'place') continue;
    const values = fields.getAll(key).filter((value) => value.trim() !== '');
    const value = LIST_FIELDS.has(key) ? values.join(',') : values.at(-1);
    if (value) pairs.push([key, value]);
  }
  let unknownPlace: string | null = null;
  if (fields.has('place')) {
    const name = fields.get('place') ?? '';
    const city = cityNamed(cities, name, cityId(fields.get('near') ?? ''));
    if (city === null && placeName(name) !== '') unknownPlace = placeName(name);
    // The typed name decides the place; the form's own `near` only tells cities of one name apart.
    pairs = pairs.filter(([key]) => key !== 'near');
    if (city !== null) pairs.push(['near', String(city.id)]);
  }
  return { state: { ...readSearch(pairs), page: 1 }, unknownPlace };
}

/** The names of a search form's fields: the address's keys. */
export type SearchField = 'industry' | 'profession' | 'country' | 'publication' | 'mlFilter' | 'q' | 'near' | 'radiusKm' | 'payMin' | 'payCurrency' | 'sort';

/**
 * A search as a form's fields (formSearch reads them back), an id a field, the defaults and the page left out:
 * the hidden fields that carry the rest of the search in a form that changes a part of it.
 */
export function searchFields(state: SearchState): [SearchField, string][] {
  const fields: [SearchField, string][] = [
    ...state.industries.map((id): [SearchField, string] => ['industry', String(id)]),
    ...state.professions.map((id): [SearchField, string] => ['profession', String(id)]),
    ...state.countries.map((id): [SearchField, string] => ['country', String(id)]),
  ];
  if (state.publication !== null) fields.push(['publication', String(state.publication)]);
  if (state.matching) fields.push(['mlFilter', '1']);
  if (state.q) fields.push(['q', state.q]);
  if (state.near !== null) fields.push(['near', String(state.near)], ['radiusKm', String(state.radiusKm)]);
  if (state.payCurrency !== null) {
    if (state.payMin !== null) fields.push(['payMin', String(state.payMin)]);
    fields.push(['payCurrency', state.payCurrency]);
  }
  if (sortOption(state.sort) !== sortOption(defaultSortOf(state))) fields.push(['sort', sortOption(state.sort)]);
  return fields;
}

type FilterFields = Pick<SearchState, 'industries' | 'professions' | 'countries' | 'publication' | 'q' | 'near' | 'payMin'>;

export function hasFilters(state: FilterFields): boolean {
  return (
    state.industries.length > 0 ||
    state.professions.length > 0 ||
    state.countries.length > 0 ||
    state.publication !== null ||
    state.q !== '' ||
    state.near !== null ||
    state.payMin !== null
  );
}

/** Nothing narrows the list nor changes how pay is shown: the address is showAll=true. */
function isUnfiltered(state: SearchState): boolean {
  return !hasFilters(state) && !state.matching && state.payCurrency === null;
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
  if (state.q) pairs.push(`q=${encodeURIComponent(state.q)}`);
  if (state.near !== null) {
    pairs.push(`near=${state.near}`);
    if (state.radiusKm !== SEARCH_RADIUS_KM.default) pairs.push(`radiusKm=${state.radiusKm}`);
  }
  if (state.payCurrency !== null) {
    if (state.payMin !== null) pairs.push(`payMin=${state.payMin}`);
    pairs.push(`payCurrency=${state.payCurrency}`);
  }
  if (pairs.length === 0) pairs.push('showAll=true');
  if (sortOption(state.sort) !== sortOption(defaultSortOf(state))) pairs.push(`sort=${sortOption(state.sort)}`);
  if (state.page > 1) pairs.push(`page=${state.page}`);
  return pairs.join('&');
}

export function searchPath(state: SearchState): string {
  return `${SEARCH_BASE_PATH}/${serializeSearchParams(state)}`;
}

/** The {params} segment as the router hands it to the page (decoded), to tell whether an address is the canonical one. */
export function decodedSearchParams(state: SearchState): string {
  try {
    return decodeURIComponent(serializeSearchParams(state));
  } catch {
    return serializeSearchParams(state);
  }
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
    if (state.q) query.set('q', state.q);
    if (state.near !== null) {
      query.set('near', String(state.near));
      query.set('radiusKm', String(state.radiusKm));
    }
    if (state.payMin !== null) query.set('payMin', String(state.payMin));
  }
  // Shown in one currency even over every offer.
  if (state.payCurrency !== null) query.set('payCurrency', state.payCurrency);
  query.set('sort', sortOption(state.sort));
  query.set('page', String(state.page));
  return query.toString();
}

/* Changes of the filter panel. Every one starts again at page 1. */

/**
 * A filter other than matching changed: the matching filter goes off, showAll follows the rest. An
 * order left at its default follows the new default (best match once there are keywords), and best
 * match or nearest without their keywords or place falls back to it.
 */
function withFilters(state: SearchState, change: Partial<Pick<SearchState, keyof FilterFields | 'radiusKm' | 'payCurrency'>>): SearchState {
  const next = { ...state, ...change, matching: false, page: 1 };
  const wasDefault = sortOption(state.sort) === sortOption(defaultSortOf(state));
  const sort = applicableSort(next, wasDefault ? defaultSortOf(next) : state.sort);
  return { ...next, sort, showAll: isUnfiltered(next) };
}

export function setKeywords(state: SearchState, text: string): SearchState {
  return withFilters(state, { q: keywordText(text) });
}

/** A city (any radius kept), or none: then the radius goes back to its default. */
export function setPlace(state: SearchState, near: number | null): SearchState {
  return withFilters(state, { near, radiusKm: near === null ? SEARCH_RADIUS_KM.default : state.radiusKm });
}

export function setRadius(state: SearchState, radiusKm: number): SearchState {
  return withFilters(state, { radiusKm });
}

/** The minimum pay and the currency it is in; a pay without a currency is not kept. */
export function setPay(state: SearchState, payMin: number | null, currency: PayCurrency | null): SearchState {
  return withFilters(state, { payMin: currency === null ? null : payMin, payCurrency: currency });
}

/** The search without one filter: the zero-results suggestion's link. */
export function withoutFilter(state: SearchState, filter: OfferListRelaxableFilter): SearchState {
  switch (filter) {
    case 'q':
      return setKeywords(state, '');
    case 'near':
      return setPlace(state, null);
    case 'payMin':
      return withFilters(state, { payMin: null });
    case 'profession':
      return withFilters(state, { professions: [] });
    case 'industry':
      return withFilters(state, { industries: [] });
    case 'country':
      return withFilters(state, { countries: [] });
    case 'publication':
      return withFilters(state, { publication: null });
  }
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
  if (!matching) return { ...state, matching: false, showAll: isUnfiltered({ ...state, matching: false }), page: 1 };
  const cleared = { ...state, industries: [], professions: [], countries: [], publication: null, q: '', near: null, radiusKm: SEARCH_RADIUS_KM.default, payMin: null };
  return { ...cleared, sort: applicableSort(cleared, state.sort), matching: true, showAll: false, page: 1 };
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
