import { type ClientOfferListItem, StatusId } from '@trades/contracts';

/* Rules of the employer's offer list (employer-side.md 2 "Offer list", 4 "Offer actions"): pure functions of a row. */

export interface OfferRowActions {
  approve: boolean;
  publish: boolean;
  withdraw: boolean;
  archive: boolean;
  duplicate: boolean;
  edit: boolean;
  /** Selecting the offer for the cart (publication purchase). */
  select: boolean;
  /** The candidates page: only once somebody applied. */
  candidates: boolean;
}

const DRAFT_LIKE: readonly number[] = [StatusId.Draft, StatusId.Verification];

/**
 * Which actions a row offers. The server refuses the others anyway (409); the list hides them.
 * Verification (5) counts as a draft, as the spec's tooltip does, and the server archives it too.
 */
export function offerRowActions(offer: Pick<ClientOfferListItem, 'status' | 'offerStatistics'>): OfferRowActions {
  const status = offer.status.id;
  return {
    approve: DRAFT_LIKE.includes(status),
    publish: status === StatusId.Paid,
    withdraw: status === StatusId.Active,
    archive: DRAFT_LIKE.includes(status) || status === StatusId.Paid || status === StatusId.Active,
    duplicate: true,
    edit: DRAFT_LIKE.includes(status) || status === StatusId.Paid || status === StatusId.Active,
    select: status === StatusId.Draft,
    candidates: offer.offerStatistics.numTotalApplied > 0,
  };
}

/** 'city, country' when both exist, otherwise the country alone (employer-side.md 2). */
export function offerLocation(offer: Pick<ClientOfferListItem, 'workLocationState' | 'workLocationCity'>): string {
  const country = offer.workLocationState?.country ?? '';
  const city = offer.workLocationCity?.title ?? '';
  return city && country ? `${city}, ${country}` : country;
}

/** Pages of the list: the total divided by the rows per page, rounded up. */
export function listPageCount(numTotal: number, perPage: number): number {
  if (perPage <= 0 || numTotal <= 0) return 0;
  return Math.ceil(numTotal / perPage);
}

export type PageButton = number | 'gap';

/**
 * The page-number buttons: every page when there are few, otherwise the first, the last and two
 * on each side of the current one, with gaps between.
 */
export function pageButtons(current: number, total: number): PageButton[] {
  if (total <= 9) return Array.from({ length: total }, (_, i) => i + 1);
  const shown = new Set([1, total]);
  for (let page = current - 2; page <= current + 2; page += 1) if (page >= 1 && page <= total) shown.add(page);
  const pages = [...shown].sort((a, b) => a - b);
  const buttons: PageButton[] = [];
  pages.forEach((page, i) => {
    const previous = pages[i - 1];
    if (previous !== undefined && page - previous > 1) buttons.push('gap');
    buttons.push(page);
  });
  return buttons;
}

/** Status ids the list has words for; any other shows as 'other'. */
const NAMED_STATUSES: readonly number[] = [
  StatusId.Draft,
  StatusId.Active,
  StatusId.Inactive,
  StatusId.Archived,
  StatusId.Verification,
  StatusId.Verified,
  StatusId.Paid,
  StatusId.Withdrawn,
];

/** The key of a status under clientOffers:list.status and list.statusHint. */
export function statusKey(statusId: number): string {
  return NAMED_STATUSES.includes(statusId) ? String(statusId) : 'other';
}

/**
 * The selection after a reload: offers shown on the page that can no longer be selected (approved,
 * archived) drop out; offers of other pages stay selected.
 */
export function keepSelectable(selected: readonly number[], rows: readonly ClientOfferListItem[]): number[] {
  const notSelectable = new Set(rows.filter((row) => !offerRowActions(row).select).map((row) => row.id));
  return selected.filter((id) => !notSelectable.has(id));
}

/** A timestamp of the list (created, published) as a date in the reader's language (a BCP 47 tag). */
export function formatListDate(value: string | null, language: string): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(date);
}
