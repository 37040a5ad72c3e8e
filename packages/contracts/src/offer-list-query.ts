import { z } from 'zod';
import { ErrorKey } from './errors.ts';
import {
  DEFAULT_OFFER_SORT,
  KEYWORD_OFFER_SORT,
  OFFER_PUBLICATION_PERIODS,
  OFFER_SORT_FIELDS,
  type OfferPublicationPeriod,
  type OfferSortField,
  type SortDirection,
} from './offer-list-options.ts';

/*
 * The public offer list's parameters (GET query string, or the POST body as form or JSON): filters
 * under either of the spec's spellings, several values comma-separated or repeated, 'all' for no
 * filter; `sort=field|direction` or `orders[{name, sort}]`; a 1-based page. A malformed value is
 * reported under the key it was sent with (invalid_value), never guessed.
 */

/** The list's filters, sort and page as the server reads them. */
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
  /** Keywords as typed, whitespace collapsed; '' for none. */
  q: string;
  /**
   * The place and pay filters as sent (the last value of each), checked by offerSearchFilterErrors:
   * a radius out of range or an unknown currency is a 422 with the field, not a malformed query.
   */
  near: string | null;
  radiusKm: string | null;
  payMin: string | null;
  payCurrency: string | null;
}

/** Pages beyond this are refused: no client pages that far, and offsets stay small numbers. */
export const MAX_OFFER_LIST_PAGE = 1_000_000;
/** More ids than a filter panel can tick is a malformed request. */
export const MAX_OFFER_FILTER_IDS = 200;
const MAX_ID = 2_147_483_647;

/** Every value a key holds, flattened: arrays, index-keyed objects (bracket notation), comma-separated text. */
function tokens(value: unknown): string[] {
  if (value === undefined || value === null) return [];
  if (Array.isArray(value)) return value.flatMap(tokens);
  if (typeof value === 'object') return Object.values(value as Record<string, unknown>).flatMap(tokens);
  return String(value as string | number | boolean)
    .split(',')
    .map((token) => token.trim())
    .filter((token) => token !== '');
}

const OFFER_LIST_KEYS = [
  'industry',
  'industries',
  'profession',
  'professions',
  'country',
  'workLocationStates',
  'publication',
  'publicationAtLessThan',
  'mlFilter',
  'showAll',
  'sort',
  'orders',
  'page',
  'q',
  'near',
  'radiusKm',
  'payMin',
  'payCurrency',
] as const;

/** Keys as sent (`industries[]`, `industries[0]`) reduced to their name, their values merged in a list. */
function byName(raw: unknown): Record<string, unknown[]> {
  const out: Record<string, unknown[]> = {};
  const given = typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
  for (const [key, value] of Object.entries(given)) (out[key.replace(/\[.*$/, '')] ??= []).push(value);
  // `orders` wins over `sort`, which is then not read at all.
  if (out.orders !== undefined) delete out.sort;
  // Every key is there, empty when not sent, so each field's rule decides its default.
  for (const key of OFFER_LIST_KEYS) out[key] ??= [];
  return out;
}

const invalid = (ctx: z.RefinementCtx) => ctx.addIssue({ code: 'custom', message: ErrorKey.InvalidValue });

/** Ids of one filter key: `all` anywhere means no filter. */
const filterIds = z.unknown().transform((value, ctx) => {
  const given = tokens(value);
  let bad = given.length > MAX_OFFER_FILTER_IDS;
  let all = false;
  const ids: number[] = [];
  for (const token of given) {
    if (token.toLowerCase() === 'all') all = true;
    else if (/^\d{1,10}$/.test(token) && Number(token) >= 1 && Number(token) <= MAX_ID) ids.push(Number(token));
    else bad = true;
  }
  if (bad) invalid(ctx);
  return { all, ids };
});

/** The last period given (1, 3 or 7 days); `all` is no period. */
const publicationPeriod = z.unknown().transform((value, ctx) => {
  let days: OfferPublicationPeriod | null = null;
  let bad = false;
  for (const token of tokens(value)) {
    if (token.toLowerCase() === 'all') continue;
    const period = OFFER_PUBLICATION_PERIODS.find((p) => String(p) === token);
    if (period === undefined) bad = true;
    else days = period;
  }
  if (bad) invalid(ctx);
  return days;
});

/** 1/true/on or 0/false/off; the last value counts, none is off. */
const flag = z.unknown().transform((value, ctx) => {
  const given = tokens(value);
  if (given.length === 0) return false;
  const last = given[given.length - 1]?.toLowerCase();
  if (last === '1' || last === 'true' || last === 'on') return true;
  if (last === '0' || last === 'false' || last === 'off') return false;
  invalid(ctx);
  return false;
});

/** A 1-based page; an empty field, as a form sends an untouched input, is the first. */
const pageNumber = z.unknown().transform((value, ctx) => {
  const given = tokens(value);
  if (given.length === 0) return 1;
  const token = given[given.length - 1] ?? '';
  if (/^\d{1,7}$/.test(token) && Number(token) >= 1 && Number(token) <= MAX_OFFER_LIST_PAGE) return Number(token);
  invalid(ctx);
  return 1;
});

function sortOf(name: unknown, direction: unknown): OfferListParams['sort'] | undefined {
  if (typeof name !== 'string' || typeof direction !== 'string') return undefined;
  const field = OFFER_SORT_FIELDS.find((f) => f === name.trim());
  const dir = direction.trim().toLowerCase();
  if (!field || (dir !== 'asc' && dir !== 'desc')) return undefined;
  return { field, direction: dir };
}

const DEFAULT_SORT = sortOf(...(DEFAULT_OFFER_SORT.split('|') as [string, string])) as OfferListParams['sort'];
const KEYWORD_SORT = sortOf(...(KEYWORD_OFFER_SORT.split('|') as [string, string])) as OfferListParams['sort'];

/** `sort=field|direction`; the last value counts. */
const sortText = z.unknown().transform((value, ctx) => {
  const given = tokens(value);
  if (given.length === 0) return undefined;
  const [name, direction] = (given[given.length - 1] ?? '').split('|');
  const parsed = sortOf(name, direction);
  if (!parsed) invalid(ctx);
  return parsed;
});

/** `orders[{name, sort}]` as the POST sends it: the first entry counts. */
const ordersList = z.unknown().transform((value, ctx) => {
  const values = Array.isArray(value) ? value : [value];
  if (values.length === 0) return undefined;
  const first = values.flatMap((v) => (Array.isArray(v) ? v : typeof v === 'object' && v !== null ? Object.values(v) : [v]))[0];
  const order = typeof first === 'object' && first !== null ? (first as Record<string, unknown>) : {};
  const parsed = sortOf(order.name, order.sort);
  if (!parsed) invalid(ctx);
  return parsed;
});

/** The last value given as text, whitespace collapsed; null when none or empty. */
const lastText = z.unknown().transform((value) => {
  const given = (Array.isArray(value) ? value.flat(3) : [value]).filter((v) => v !== undefined && v !== null && typeof v !== 'object');
  const last = given.length > 0 ? String(given[given.length - 1] as string | number | boolean).replace(/\s+/g, ' ').trim() : '';
  return last === '' ? null : last;
});

const union = (...lists: { all: boolean; ids: number[] }[]): number[] => (lists.some((list) => list.all) ? [] : [...new Set(lists.flatMap((list) => list.ids))]);

/**
 * Query of GET /v1/public/offer/list and GET /v1/offer/list, and the body of POST /v1/offer/list;
 * parses to OfferListParams.
 */
export const offerListQuery = z.preprocess(
  byName,
  z
    .object({
      industry: filterIds.describe('Industry ids (also `industries`)'),
      industries: filterIds,
      profession: filterIds.describe('Profession ids (also `professions`)'),
      professions: filterIds,
      country: filterIds.describe('Country-of-work ids (also `workLocationStates`)'),
      workLocationStates: filterIds,
      publication: publicationPeriod.describe('Published in the last 1, 3 or 7 days (also `publicationAtLessThan`)'),
      publicationAtLessThan: publicationPeriod,
      mlFilter: flag.describe('1: offers matching the signed-in candidate'),
      showAll: flag.describe('true: every offer, filters ignored'),
      sort: sortText.describe('publicationAt|desc (default), publicationAt|asc, workStartAt|asc|desc, workEndAt|asc|desc'),
      orders: ordersList.describe('POST: [{ name, sort }]'),
      page: pageNumber.describe('1-based page number'),
      q: lastText.describe('Keywords: profession and industry names in pl, en, no and ua, the city, the description'),
      near: lastText.describe('A city id: only offers within radiusKm of it (each item gets distanceKm)'),
      radiusKm: lastText.describe('10-500 km around near (default 50)'),
      payMin: lastText.describe('The lowest hourly gross pay, in payCurrency (required with it)'),
      payCurrency: lastText.describe('NOK, SEK, DKK, EUR, PLN or CZK: pay is compared and shown in it'),
    })
    .loose()
    .transform(
      (fields): OfferListParams => ({
        industries: union(fields.industry, fields.industries),
        professions: union(fields.profession, fields.professions),
        countries: union(fields.country, fields.workLocationStates),
        publicationDays: fields.publicationAtLessThan ?? fields.publication,
        matching: fields.mlFilter,
        showAll: fields.showAll,
        sort: fields.orders ?? fields.sort ?? (fields.q ? KEYWORD_SORT : DEFAULT_SORT),
        page: fields.page,
        q: fields.q ?? '',
        near: fields.near,
        radiusKm: fields.radiusKm,
        payMin: fields.payMin,
        payCurrency: fields.payCurrency,
      }),
    ),
);
