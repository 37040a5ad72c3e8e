import type { OfferListItem } from '@trades/contracts';
import { documentLoadedAt } from '@/lib/first-view';

/*
 * Previous/next on the offer detail follow the list the offer was opened from. The list is remembered as its search (the {params} of /search/query), in session storage
 * so a reload of the detail keeps it; its items come from the query cache, or the same call again.
 * Only strings here: the home page uses this from the entry bundle.
 */

const STORAGE_KEY = 'offers.listContext';

/** The list the home page shows the first of: every offer, newest first. */
export const NEWEST_OFFERS_LIST = 'showAll=true';

/** The search page's path before its {params}; the search feature builds on offer cards, so it is named here again. */
const SEARCH_QUERY_PATH = '/search/query/';

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

/** The list a page of this origin shows: the home page's newest offers or a search's {params}; null for any other page. */
export function listOfReferrer(referrer: string, origin: string): string | null {
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  if (url.pathname === '/') return NEWEST_OFFERS_LIST;
  if (!url.pathname.startsWith(SEARCH_QUERY_PATH)) return null;
  try {
    return decodeURIComponent(url.pathname.slice(SEARCH_QUERY_PATH.length));
  } catch {
    return null;
  }
}

/**
 * The list of the page that opened this document, while the app is still at the path it was loaded at: a link followed before
 * the app started (or with no script) is a plain navigation that remembers nothing but the referrer.
 */
export function arrivalOfferList(): string | null {
  if (typeof window === 'undefined' || !document.referrer) return null;
  // Recorded at start rather than read from the navigation timing entry, which a page may not have (Playwright's clock empties it).
  if (documentLoadedAt() !== window.location.pathname) return null;
  return listOfReferrer(document.referrer, window.location.origin);
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
