import type { ReferenceCatalogue } from './reference.catalogue.ts';
import { ReferenceKind } from './reference-kinds.ts';

/** A city's position: decimal degrees (WGS84), rounded to 5 decimals (about a metre). */
export interface CityCoordinates {
  latitude: number;
  longitude: number;
}

/**
 * Where a city of the reference data lies, as the seed stored it in the city's data (from
 * GeoNames, seed/geonames-cities.ts); undefined for an unknown city or one without coordinates.
 */
export function cityCoordinates(catalogue: ReferenceCatalogue, cityId: number): CityCoordinates | undefined {
  const data = catalogue.entry(ReferenceKind.Cities, cityId)?.data;
  const latitude = data?.latitude;
  const longitude = data?.longitude;
  return typeof latitude === 'number' && typeof longitude === 'number' ? { latitude, longitude } : undefined;
}
