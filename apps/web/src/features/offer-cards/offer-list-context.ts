import type { OfferListItem } from '@trades/contracts';

/*
 * Previous/next on the offer detail follow the list the offer was opened from. The list is remembered as its search (the {params} of /search/query), in session storage
 * so a reload of the detail keeps it; its items come from the query cache, or the same call again.
 * Only strings here: the home page uses this from the entry bundle.
 */

const STORAGE_KEY = 'offers.listContext';

export function rememberOfferList(params: string): void {
  try {
    window.sessionStorage.setItem(STORAGE_KEY, params);
  } catch {
    // Storage can be blocked; the detail then has no previous/next.
  }
}

export function rememberedOfferList(): string | null {
  try {
    return window.sessionStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

type Neighbour = Pick<OfferListItem, 'id' | 'slug'>;

export interface OfferNeighbour {
  offer: Neighbour;
  /** The list page it is on, remembered when the link is followed. */
  page: number;
}

export interface ListPage {
  page: number;
  items: readonly Neighbour[];
  /** Pages in the whole list. */
  pageCount: number;
}

export interface OfferNeighbours {
  previous?: OfferNeighbour;
  next?: OfferNeighbour;
  /** The offer is first on its page and an earlier page exists: load it to find the previous one. */
  needsPreviousPage: boolean;
  needsNextPage: boolean;
}

/** The offers before and after `offerId` in the remembered list, across a page boundary when the adjacent page is loaded. */
export function offerNeighbours(offerId: number, current: ListPage | undefined, previousPage?: readonly Neighbour[], nextPage?: readonly Neighbour[]): OfferNeighbours {
  const none: OfferNeighbours = { needsPreviousPage: false, needsNextPage: false };
  if (!current) return none;
  const index = current.items.findIndex((item) => item.id === offerId);
  if (index < 0) return none;
  const isFirst = index === 0;
  const isLast = index === current.items.length - 1;
  const needsPreviousPage = isFirst && current.page > 1;
  const needsNextPage = isLast && current.page < current.pageCount;
  const before = isFirst ? previousPage?.at(-1) : current.items[index - 1];
  const after = isLast ? nextPage?.[0] : current.items[index + 1];
  return {
    previous: before ? { offer: before, page: isFirst ? current.page - 1 : current.page } : undefined,
    next: after ? { offer: after, page: isLast ? current.page + 1 : current.page } : undefined,
    needsPreviousPage,
    needsNextPage,
  };
}
