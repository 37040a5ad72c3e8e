/*
 * The public offer list's options, apart from the schemas in offers.ts: the public pages import these
 * without the schema library, which they would otherwise load at once.
 */

/** The list's page size is fixed by the server (the spec: "page size comes from the server"). */
export const OFFER_LIST_PAGE_SIZE = 10;

/** The publication filter: offers published in the last 1, 3 or 7 days. */
export const OFFER_PUBLICATION_PERIODS = [1, 3, 7] as const;
export type OfferPublicationPeriod = (typeof OFFER_PUBLICATION_PERIODS)[number];

/**
 * relevance: the best keyword match first (the default when `q` is given); distance: nearest to
 * `near` first; pay: by hourly gross pay converted to one currency.
 */
export const OFFER_SORT_FIELDS = ['publicationAt', 'workStartAt', 'workEndAt', 'relevance', 'distance', 'pay'] as const;
export type OfferSortField = (typeof OFFER_SORT_FIELDS)[number];
export type SortDirection = 'asc' | 'desc';
/** The default order: newest publication first. */
export const DEFAULT_OFFER_SORT = 'publicationAt|desc';
/** The default order of a keyword search: the best match first. */
export const KEYWORD_OFFER_SORT = 'relevance|desc';

/** `radiusKm` around `near`: 10-500 km, 50 when not given. */
export const SEARCH_RADIUS_KM = { min: 10, max: 500, default: 50 } as const;
/** The longest keyword text read; longer is refused (too_long). */
export const MAX_SEARCH_KEYWORD_LENGTH = 100;
/** The highest pay filter taken, in any currency's units per hour. */
export const MAX_SEARCH_PAY = 100_000;
/** The currencies pay can be compared in: those the reference exchange rates cover. */
export const PAY_CURRENCIES = ['NOK', 'SEK', 'DKK', 'EUR', 'PLN', 'CZK'] as const;
export type PayCurrency = (typeof PAY_CURRENCIES)[number];

/** The filters a search with no result may suggest dropping (issue 28), each with the count it would then find. */
export const OFFER_LIST_RELAXABLE_FILTERS = ['q', 'near', 'payMin', 'profession', 'industry', 'country', 'publication'] as const;
export type OfferListRelaxableFilter = (typeof OFFER_LIST_RELAXABLE_FILTERS)[number];

/** Similar offers under an offer's detail: at most this many. */
export const SIMILAR_OFFERS_LIMIT = 6;
