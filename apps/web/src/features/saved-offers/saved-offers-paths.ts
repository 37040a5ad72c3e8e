/* The saved offers' addresses, and the save a visitor asked for before signing in. */

/** The candidate's saved offers page (the candidate menu). */
export const SAVED_OFFERS_PATH = '/user/saved-offers';

/** Spelled here, not imported: the search page shows this feature's heart. */
export const ALL_OFFERS_SEARCH_PATH = '/search/query/showAll=true';

/**
 * The query parameter of a page that names the offer a visitor pressed the heart of: sign-in comes back to the
 * page with it (as "Log in to apply" comes back to the offer), and the save is completed there.
 */
export const SAVE_INTENT_PARAM = 'saveOffer';

/** The current page's address with the intent to save `offerId`: where sign-in is to come back to. */
export function withSaveIntent(pathname: string, search: string, offerId: number): string {
  const params = new URLSearchParams(search);
  params.set(SAVE_INTENT_PARAM, String(offerId));
  return `${pathname}?${params.toString()}`;
}

/** The offer id of the intent in a page's query, or undefined when it names none (or nonsense). */
export function saveIntentOf(search: string): number | undefined {
  const value = new URLSearchParams(search).get(SAVE_INTENT_PARAM);
  if (value === null || !/^[1-9]\d{0,9}$/.test(value)) return undefined;
  return Number(value);
}

/** The page's query without the intent, once it is completed (or dropped). */
export function withoutSaveIntent(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(SAVE_INTENT_PARAM);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}
