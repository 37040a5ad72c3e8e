import { type SQL, and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../infra/db/database.ts';
import { clientProfiles } from '../accounts/accounts.tables.ts';
import { type OfferRef, offerListColumns, publicOfferCondition } from './offers.repository.ts';
import { clientBrands, offers } from './offers.tables.ts';

/** What similar offers are found by: the offer's profession, industry and place. */
export interface SimilarTo {
  id: number;
  professionId: number;
  industryId: number;
  countryId: number | null;
  regionId: number | null;
  cityId: number | null;
}

/** "Nearby" as the service resolved it: these cities of the country, else its region, else the whole country. */
export type NearbyPlace = { countryId: number; cityIds: readonly number[] } | { countryId: number; regionId: number } | { countryId: number } | null;

/** A public offer's profession, industry and place by reference (as the detail finds it: a shared slug names the newest). */
export async function findSimilarTo(db: Executor, ref: OfferRef, now: Date): Promise<SimilarTo | undefined> {
  const match = 'id' in ref ? eq(offers.id, ref.id) : 'uuid' in ref ? eq(offers.uuid, ref.uuid) : eq(offers.slug, ref.slug);
  const [row] = await db
    .select({
      id: offers.id,
      professionId: offers.professionId,
      industryId: offers.industryId,
      countryId: offers.workLocationStateId,
      regionId: offers.workLocationRegionId,
      cityId: offers.workLocationCityId,
    })
    .from(offers)
    .where(and(publicOfferCondition(now), match))
    .orderBy(sql`${offers.publicationAt} desc nulls last`)
    .limit(1);
  return row;
}

function nearbyCondition(place: NearbyPlace): SQL | undefined {
  if (place === null) return undefined;
  const inCountry = eq(offers.workLocationStateId, place.countryId);
  if ('cityIds' in place) return place.cityIds.length > 0 ? and(inCountry, inArray(offers.workLocationCityId, [...place.cityIds])) : undefined;
  if ('regionId' in place) return and(inCountry, eq(offers.workLocationRegionId, place.regionId));
  return inCountry;
}

/**
 * Other public offers like `offer`, best first, in one query: the same profession (rank 0), then
 * nearby (rank 1), then the same industry (rank 2); the newest publication first within a rank.
 */
export async function listSimilarOffers(db: Executor, offer: SimilarTo, nearby: NearbyPlace, now: Date, limit: number) {
  const sameProfession = eq(offers.professionId, offer.professionId);
  const near = nearbyCondition(nearby);
  const sameIndustry = eq(offers.industryId, offer.industryId);
  const rank = near
    ? sql`case when ${sameProfession} then 0 when ${near} then 1 else 2 end`
    : sql`case when ${sameProfession} then 0 else 2 end`;
  return db
    .select(offerListColumns)
    .from(offers)
    .leftJoin(clientBrands, eq(clientBrands.id, offers.clientBrandId))
    .leftJoin(clientProfiles, eq(clientProfiles.userId, offers.clientUserId))
    .where(and(publicOfferCondition(now), ne(offers.id, offer.id), or(sameProfession, near, sameIndustry)))
    .orderBy(rank, sql`${offers.publicationAt} desc nulls last`, sql`${offers.id} desc`)
    .limit(limit);
}
