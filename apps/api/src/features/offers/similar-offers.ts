import { type Locale, SIMILAR_OFFERS_LIMIT, type SimilarOffers } from '@trades/contracts';
import type { ReferenceCatalogue } from '../reference/index.ts';
import { placeFilterOf } from './offer-distance.ts';
import type { OfferRef } from './offers.repository.ts';
import { type OffersDeps, logoAddressOf, presentListItem } from './offers.service.ts';
import { type NearbyPlace, type SimilarTo, findSimilarTo, listSimilarOffers } from './similar-offers.repository.ts';

/** How far another city may be to count as nearby. */
export const NEARBY_RADIUS_KM = 100;

/**
 * The cities within NEARBY_RADIUS_KM of the city, itself included (the query keeps those of the offer's
 * country); null when the city's position is unknown. Remembered per catalogue.
 */
export function nearbyCityIds(catalogue: ReferenceCatalogue, cityId: number): readonly number[] | null {
  return catalogue.memoize(`offers:nearby-cities:${cityId}`, () => {
    const place = placeFilterOf(catalogue, cityId, NEARBY_RADIUS_KM);
    return place ? [...place.distances.keys()] : null;
  });
}

/**
 * Where "nearby" is for an offer: the cities of its country within 100 km of its city; without a
 * known position of the city, its region; without a region, its country; nowhere without a country.
 */
export function nearbyPlaceOf(catalogue: ReferenceCatalogue, offer: Pick<SimilarTo, 'countryId' | 'regionId' | 'cityId'>): NearbyPlace {
  if (offer.countryId === null) return null;
  const cityIds = offer.cityId === null ? null : nearbyCityIds(catalogue, offer.cityId);
  if (cityIds) return { countryId: offer.countryId, cityIds };
  if (offer.regionId !== null) return { countryId: offer.countryId, regionId: offer.regionId };
  return { countryId: offer.countryId };
}

/**
 * Up to SIMILAR_OFFERS_LIMIT other public offers like the public offer `ref` names (same profession,
 * then nearby, then same industry); undefined when that offer is not public.
 */
export async function similarOffersOf(deps: OffersDeps, ref: OfferRef, locale: Locale): Promise<SimilarOffers | undefined> {
  const now = deps.now?.() ?? new Date();
  const [catalogue, offer] = await Promise.all([deps.catalogue.current(), findSimilarTo(deps.db, ref, now)]);
  if (!offer) return undefined;
  const rows = await listSimilarOffers(deps.db, offer, nearbyPlaceOf(catalogue, offer), now, SIMILAR_OFFERS_LIMIT);
  const logoAddress = logoAddressOf(deps, now);
  return { items: rows.map((row) => presentListItem(catalogue, row, locale, logoAddress)) };
}
