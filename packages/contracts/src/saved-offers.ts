import { z } from 'zod';
import { offerListItem } from './offers.ts';

/* A candidate's saved offers (issue 28): PUT/DELETE /v1/candidate/saved-offers/{offerId}, GET /v1/candidate/saved-offers. */

/** More bookmarks than anyone reads: the next save is refused. */
export const MAX_SAVED_OFFERS = 500;

export const SavedOfferMessageKey = {
  /** The candidate already keeps MAX_SAVED_OFFERS saved offers (422). */
  LimitReached: 'saved_offers_limit_reached',
} as const;
export type SavedOfferMessageKey = (typeof SavedOfferMessageKey)[keyof typeof SavedOfferMessageKey];

export const savedOfferParams = z.object({ offerId: z.coerce.number().int().min(1).max(2_147_483_647) });

export const savedOffer = z.object({
  offerId: z.number().int(),
  savedAt: z.string(),
  /** The offer's current status id (2 active, 3 inactive, 4 archived, ...). */
  status: z.object({ id: z.number().int() }),
  /** No longer in the public list (ended, taken offline or its employer blocked): shown as expired, kept. */
  isExpired: z.boolean(),
  offer: offerListItem,
});
export type SavedOffer = z.infer<typeof savedOffer>;

/** Newest saved first. */
export const savedOfferList = z.object({ items: z.array(savedOffer), numTotal: z.number().int() });
export type SavedOfferList = z.infer<typeof savedOfferList>;

/** GET /v1/candidate/saved-offers/ids: which offers the hearts of a list show as saved, without the offers themselves. */
export const savedOfferIds = z.object({ offerIds: z.array(z.number().int()) });
export type SavedOfferIds = z.infer<typeof savedOfferIds>;
