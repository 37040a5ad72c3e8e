/*
 * The public offer list's options, apart from the schemas in offers.ts: the public pages import these
 * without the schema library, which they would otherwise load at once.
 */

/** The list's page size is fixed by the server (the spec: "page size comes from the server"). */
export const OFFER_LIST_PAGE_SIZE = 10;

/** The publication filter: offers published in the last 1, 3 or 7 days. */
export const OFFER_PUBLICATION_PERIODS = [1, 3, 7] as const;
export type OfferPublicationPeriod = (typeof OFFER_PUBLICATION_PERIODS)[number];

export const OFFER_SORT_FIELDS = ['publicationAt', 'workStartAt', 'workEndAt'] as const;
export type OfferSortField = (typeof OFFER_SORT_FIELDS)[number];
export type SortDirection = 'asc' | 'desc';
/** The default order: newest publication first. */
export const DEFAULT_OFFER_SORT = 'publicationAt|desc';
