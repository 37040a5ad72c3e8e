import {
  DEFAULT_OFFER_SORT,
  ErrorKey,
  OFFER_PUBLICATION_PERIODS,
  OFFER_SORT_FIELDS,
  type OfferPublicationPeriod,
  type OfferSortField,
  type SortDirection,
} from '@trades/contracts';

/** The public list's filters, sort and page, after parsing whatever form the client sent. */
export interface OfferListParams {
  /** Empty: no filter (absent or 'all'). */
  industries: number[];
  professions: number[];
  countries: number[];
  /** Published in the last 1, 3 or 7 days; null: any time. */
  publicationDays: OfferPublicationPeriod | null;
  /** mlFilter=1: only offers matching the signed-in candidate. */
  matching: boolean;
  /** showAll=true: every public offer, the filters above are ignored. */
  showAll: boolean;
  sort: { field: OfferSortField; direction: SortDirection };
  /** 1-based. */
  page: number;
}

export type OfferListParamsResult = { ok: true; params: OfferListParams } | { ok: false; formErrors: Record<string, string[]> };

/** Pages beyond this are refused (400): no client pages that far, and offsets stay small numbers. */
export const MAX_OFFER_LIST_PAGE = 1_000_000;
/** More ids than a filter panel can tick is a malformed request. */
const MAX_FILTER_IDS = 200;
const MAX_ID = 2_147_483_647;

/** The same filter under the spec's two spellings (path params of the web app and the POST body). */
const FILTER_KEYS = {
  industries: ['industry', 'industries'],
  professions: ['profession', 'professions'],
  countries: ['country', 'workLocationStates'],
} as const;

/** Every value a key holds, flattened: arrays, index-keyed objects (bracket notation), comma-separated text. */
function tokens(value: unknown): string[] {
  if (value === undefined || value === null) return [];
  if (Array.isArray(value)) return value.flatMap(tokens);
  if (typeof value === 'object') return Object.values(value as Record<string, unknown>).flatMap(tokens);
  return String(value)
    .split(',')
    .map((token) => token.trim())
    .filter((token) => token !== '');
}

/** Keys as sent (`industries[]`, `industries[0]`) reduced to their name, values merged. */
function normalise(raw: unknown): Map<string, unknown[]> {
  const out = new Map<string, unknown[]>();
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return out;
  for (const [key, value] of Object.entries(raw as Record<string, unknown>)) {
    const name = key.replace(/\[.*$/, '');
    const list = out.get(name) ?? [];
    list.push(value);
    out.set(name, list);
  }
  return out;
}

function flag(values: readonly string[]): boolean | undefined {
  if (values.length === 0) return false;
  const value = values[values.length - 1]?.toLowerCase();
  if (value === '1' || value === 'true' || value === 'on') return true;
  if (value === '0' || value === 'false' || value === 'off') return false;
  return undefined;
}

function parseSort(name: unknown, direction: unknown): OfferListParams['sort'] | undefined {
  if (typeof name !== 'string' || typeof direction !== 'string') return undefined;
  const field = OFFER_SORT_FIELDS.find((f) => f === name.trim());
  const dir = direction.trim().toLowerCase();
  if (!field || (dir !== 'asc' && dir !== 'desc')) return undefined;
  return { field, direction: dir };
}

/**
 * Reads the list parameters of GET query strings and POST bodies (form or JSON) alike: filters
 * with either spelling, several values comma-separated or repeated, 'all' for no filter;
 * `sort=field|direction` or `orders[{name, sort}]`; a 1-based page. Anything malformed is reported
 * per field with invalid_value, never guessed.
 */
export function parseOfferListParams(raw: unknown): OfferListParamsResult {
  const fields = normalise(raw);
  const formErrors: Record<string, string[]> = {};
  const fail = (field: string) => {
    formErrors[field] = [ErrorKey.InvalidValue];
  };
  const valuesOf = (key: string) => (fields.get(key) ?? []).flatMap(tokens);

  const ids = (target: keyof typeof FILTER_KEYS): number[] => {
    const out = new Set<number>();
    let all = false;
    for (const key of FILTER_KEYS[target]) {
      const given = valuesOf(key);
      if (given.length > MAX_FILTER_IDS) fail(key);
      for (const token of given) {
        if (token.toLowerCase() === 'all') all = true;
        else if (/^\d{1,10}$/.test(token) && Number(token) >= 1 && Number(token) <= MAX_ID) out.add(Number(token));
        else fail(key);
      }
    }
    return all ? [] : [...out];
  };

  const industries = ids('industries');
  const professions = ids('professions');
  const countries = ids('countries');

  let publicationDays: OfferPublicationPeriod | null = null;
  for (const key of ['publication', 'publicationAtLessThan']) {
    for (const token of valuesOf(key)) {
      if (token.toLowerCase() === 'all') continue;
      const days = OFFER_PUBLICATION_PERIODS.find((period) => String(period) === token);
      if (days === undefined) fail(key);
      else publicationDays = days;
    }
  }

  const matching = flag(valuesOf('mlFilter'));
  if (matching === undefined) fail('mlFilter');
  const showAll = flag(valuesOf('showAll'));
  if (showAll === undefined) fail('showAll');

  let sort = parseSort(...(DEFAULT_OFFER_SORT.split('|') as [string, string]));
  const orders = fields.get('orders');
  if (orders !== undefined) {
    const first = orders.flatMap((value) => (Array.isArray(value) ? value : typeof value === 'object' && value !== null ? Object.values(value) : [value]))[0];
    const order = typeof first === 'object' && first !== null ? (first as Record<string, unknown>) : {};
    const parsed = parseSort(order.name, order.sort);
    if (parsed) sort = parsed;
    else fail('orders');
  } else {
    const given = valuesOf('sort');
    if (given.length > 0) {
      const [name, direction] = (given[given.length - 1] ?? '').split('|');
      const parsed = parseSort(name, direction);
      if (parsed) sort = parsed;
      else fail('sort');
    }
  }

  let page = 1;
  const pages = valuesOf('page');
  if (pages.length > 0) {
    const token = pages[pages.length - 1] ?? '';
    if (/^\d{1,7}$/.test(token) && Number(token) >= 1 && Number(token) <= MAX_OFFER_LIST_PAGE) page = Number(token);
    else fail('page');
  }

  if (Object.keys(formErrors).length > 0 || !sort) return { ok: false, formErrors };
  return {
    ok: true,
    params: {
      industries,
      professions,
      countries,
      publicationDays,
      matching: matching === true,
      showAll: showAll === true,
      sort,
      page,
    },
  };
}
