import { describe, expect, it } from 'vitest';
import { type CatalogueEntry, ReferenceCatalogue } from '../reference/index.ts';
import { NEARBY_RADIUS_KM, nearbyCityIds, nearbyPlaceOf } from './similar-offers.ts';

function city(id: number, regionId: number, position?: { latitude: number; longitude: number }): CatalogueEntry {
  return { kind: 'cities', id, parentId: regionId, code: null, position: id, isActive: true, title: { en: String(id) }, data: { ...position } };
}

/* Oslo; Lillestrøm 17 km away in another region; a Swedish town 55 km away; Bergen 305 km away; a city without a position. */
const catalogue = new ReferenceCatalogue('test', [
  city(10101, 101, { latitude: 59.9139, longitude: 10.7522 }),
  city(10601, 106, { latitude: 59.9559, longitude: 11.0504 }),
  city(20101, 201, { latitude: 59.5, longitude: 11.3 }),
  city(14601, 146, { latitude: 60.3913, longitude: 5.3221 }),
  city(14602, 146),
]);

describe('nearbyCityIds', () => {
  it('finds the cities within 100 km, the city itself first, across regions and borders (the query keeps the country)', () => {
    expect(NEARBY_RADIUS_KM).toBe(100);
    expect(nearbyCityIds(catalogue, 10101)).toEqual([10101, 10601, 20101]);
    expect(nearbyCityIds(catalogue, 14601)).toEqual([14601]);
  });

  it('knows nothing near a city without a position, or an unknown city', () => {
    expect(nearbyCityIds(catalogue, 14602)).toBeNull();
    expect(nearbyCityIds(catalogue, 99999)).toBeNull();
  });
});

describe('nearbyPlaceOf', () => {
  it('is the nearby cities of the country when the city has a position, else the region, else the country, else nowhere', () => {
    expect(nearbyPlaceOf(catalogue, { countryId: 1, regionId: 101, cityId: 10101 })).toEqual({ countryId: 1, cityIds: [10101, 10601, 20101] });
    expect(nearbyPlaceOf(catalogue, { countryId: 1, regionId: 146, cityId: 14602 })).toEqual({ countryId: 1, regionId: 146 });
    expect(nearbyPlaceOf(catalogue, { countryId: 1, regionId: null, cityId: null })).toEqual({ countryId: 1 });
    expect(nearbyPlaceOf(catalogue, { countryId: null, regionId: null, cityId: null })).toBeNull();
  });
});
