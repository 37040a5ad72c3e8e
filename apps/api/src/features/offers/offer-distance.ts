import { type SQL, inArray, sql } from 'drizzle-orm';
import { type ReferenceCatalogue, ReferenceKind, cityCoordinates } from '../reference/index.ts';
import { offers } from './offers.tables.ts';

/*
 * The distance filter (issue 28): the catalogue's cities carry GeoNames coordinates, so the cities
 * within the radius of `near` are found in memory (486 great-circle distances) and the database
 * filters by their ids through the city index. PostGIS is not available and earthdistance is not a
 * trusted extension on PostgreSQL 15, and this works the same on PGlite (docs/decisions.md).
 */

const EARTH_RADIUS_KM = 6371.0088;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

export interface Coordinates {
  latitude: number;
  longitude: number;
}

/** The great-circle (haversine) distance in km. */
export function greatCircleKm(a: Coordinates, b: Coordinates): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The cities within the radius, each with its distance in km (one decimal), nearest first. */
export interface PlaceFilter {
  near: number;
  radiusKm: number;
  distances: Map<number, number>;
}

/** Undefined when `near` is not a city of the catalogue (or one without coordinates). */
export function placeFilterOf(catalogue: ReferenceCatalogue, near: number, radiusKm: number): PlaceFilter | undefined {
  const centre = catalogue.entry(ReferenceKind.Cities, near) ? cityCoordinates(catalogue, near) : undefined;
  if (!centre) return undefined;
  const within: [number, number][] = [];
  for (const city of catalogue.listAll(ReferenceKind.Cities)) {
    const place = cityCoordinates(catalogue, city.id);
    if (!place) continue;
    const km = Math.round(greatCircleKm(centre, place) * 10) / 10;
    if (km <= radiusKm) within.push([city.id, km]);
  }
  within.sort((a, b) => a[1] - b[1] || a[0] - b[0]);
  return { near, radiusKm, distances: new Map(within) };
}

/** Offers whose city is within the radius (the centre city is always within). */
export function placeCondition(place: PlaceFilter): SQL {
  return inArray(offers.workLocationCityId, [...place.distances.keys()]);
}

/**
 * Nearest first: each city's place in the nearest-first order, written into the query as a CASE over
 * the few ids (its place, not its km, so that two cities as far away never mix their offers, as the
 * pages are cut city by city: distancePageWindow).
 */
export function distanceOrder(place: PlaceFilter): SQL {
  const cases = [...place.distances.keys()].map((cityId, rank) => sql`when ${sql.raw(String(cityId))} then ${sql.raw(String(rank))}`);
  return sql`(case ${offers.workLocationCityId} ${sql.join(cases, sql` `)} end) asc`;
}

/**
 * The cities a page sorted by distance draws from, and its offset among their offers: pages go
 * through the cities nearest first, so a page reads one or a few cities' offers (in the city
 * index's order) instead of sorting every offer within the radius. Undefined past the end.
 */
export function distancePageWindow(
  place: PlaceFilter,
  offersPerCity: ReadonlyMap<number, number>,
  offset: number,
  limit: number,
): { place: PlaceFilter; offset: number } | undefined {
  let before = 0;
  const window = new Map<number, number>();
  let inWindow = 0;
  for (const [cityId, km] of place.distances) {
    const count = offersPerCity.get(cityId) ?? 0;
    if (count === 0) continue;
    if (window.size === 0 && before + count <= offset) {
      before += count;
      continue;
    }
    window.set(cityId, km);
    inWindow += count;
    if (before + inWindow >= offset + limit) break;
  }
  return window.size === 0 ? undefined : { place: { ...place, distances: window }, offset: offset - before };
}

export function distanceKmOf(place: PlaceFilter | null, cityId: number | null): number | null {
  return place && cityId !== null ? (place.distances.get(cityId) ?? null) : null;
}
