import { type ClientOfferListItem, type Locale, OFFER_ROW_ACTIONS, type OfferRowAction, StatusId, formatTimestamp, offerDisplayName } from '@trades/contracts';

/* Rules of the employer's offer list: pure functions of a row. */

/**
 * Which actions a row offers: exactly the ones the server sends with it (`allowedActions`, from the
 * offer's status and the server's settings), plus the candidates page once somebody applied or while
 * the offer is active (matched candidates who did not apply wait in its first tab).
 */
export function shownRowActions(offer: Pick<ClientOfferListItem, 'allowedActions' | 'offerStatistics' | 'status'>): Record<OfferRowAction | 'candidates', boolean> {
  const allowed = new Set<string>(offer.allowedActions);
  const actions = Object.fromEntries(OFFER_ROW_ACTIONS.map((action) => [action, allowed.has(action)])) as Record<OfferRowAction, boolean>;
  return { ...actions, candidates: offer.offerStatistics.numTotalApplied > 0 || offer.status.id === StatusId.Active };
}

/** 'city, country' when both exist, otherwise the country alone. */
export function offerLocation(offer: Pick<ClientOfferListItem, 'workLocationState' | 'workLocationCity'>): string {
  const country = offer.workLocationState?.country ?? '';
  const city = offer.workLocationCity?.title ?? '';
  return city && country ? `${city}, ${country}` : country;
}

/**
 * How the list and its dialogs name an offer: its profession and city ("Carpenter, Bergen"), with its
 * number where it must be told from its copies (dialogs: "Carpenter, Bergen · #125"); never its slug.
 */
export function offerName(offer: Pick<ClientOfferListItem, 'id' | 'profession' | 'workLocationCity' | 'workLocationState'>, withNumber = true): string {
  return offerDisplayName({
    profession: offer.profession.title,
    city: offer.workLocationCity?.title,
    country: offer.workLocationState?.country,
    id: withNumber ? offer.id : null,
  });
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
 * A moment of the list (created, published) as date and time in the reader's language, the same
 * format everywhere ("15.05.2026 14:03"): copies of one offer made the same day still read apart.
 */
export function formatListDate(value: string | null, locale: Locale): string {
  if (!value || Number.isNaN(new Date(value).getTime())) return '';
  return formatTimestamp(value, locale);
}
