import { StatusId } from '@trades/contracts';

/** Offer list statuses of the employer panel. */
export const OFFER_LIST_STATUSES = ['active', 'archived', 'draft', 'withdrawn'] as const;
export type OfferListStatus = (typeof OFFER_LIST_STATUSES)[number];

export function isOfferListStatus(value: string | undefined): value is OfferListStatus {
  return (OFFER_LIST_STATUSES as readonly string[]).includes(value ?? '');
}

/**
 * The canonical list path: an unknown status goes to the active list, a missing or invalid page to
 * page 1; undefined when the requested path already is canonical.
 */
export function canonicalOfferListPath(status: string | undefined, page: string | undefined): string | undefined {
  if (!isOfferListStatus(status)) return '/user/offers/active/1';
  if (page === undefined || !/^[1-9]\d*$/.test(page)) return `/user/offers/${status}/1`;
  return undefined;
}

/**
 * Where a saved offer is found, and what the save says: an active offer stays published (the active
 * list, "saved, still published"); anything else is in the drafts (new, in verification, ready).
 */
export function afterSave(statusId: number): { path: string; message: 'saved' | 'savedActive' } {
  return statusId === StatusId.Active ? { path: '/user/offers/active/1', message: 'savedActive' } : { path: '/user/offers/draft/1', message: 'saved' };
}
