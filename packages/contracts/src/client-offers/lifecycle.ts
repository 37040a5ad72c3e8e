/* What the employer may do with an offer, by its status: the list's row actions and the edit page's mode. */

/**
 * What the employer may do with one row of the offer list. The API works these out from the offer's
 * status and the server's settings and sends them with each row (`allowedActions`); the list shows exactly those.
 */
export const OFFER_ROW_ACTIONS = ['edit', 'approve', 'publish', 'withdraw', 'archive', 'duplicate', 'delete', 'select'] as const;
export type OfferRowAction = (typeof OFFER_ROW_ACTIONS)[number];

/** How the edit page opens an offer: every field, the few fields an active offer keeps editable, or read only. */
export const OFFER_EDIT_MODES = ['full', 'restricted', 'none'] as const;
export type OfferEditMode = (typeof OFFER_EDIT_MODES)[number];
/** The fields an active (published) offer may still change; everything else is locked. */
export const OFFER_RESTRICTED_FIELDS = ['description', 'notes', 'numberOfVacancies', 'rewards', 'weOffers', 'benefits'] as const;
