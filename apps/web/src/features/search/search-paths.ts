/* The search's addresses; no other imports, as the home page and the menu use them from the entry bundle. */

export const SEARCH_BASE_PATH = '/search/query';

/** The list of every offer: the main menu's and the home page's way into the search. */
export const ALL_OFFERS_PATH = `${SEARCH_BASE_PATH}/showAll=true`;

/** The query field of a list whose place, typed by name without the app's script, is no city's: the list says so. */
export const UNKNOWN_PLACE_FIELD = 'place';
