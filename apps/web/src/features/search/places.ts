import type { CityItem } from '@trades/contracts';

/* Places by name: the place field's list (search-bar.tsx) and a name typed without the app's script (formSearch). */

/** A typed name kept to this length: longer is no city's name. */
const MAX_PLACE_NAME = 100;

/** Letters without their accents, lower case: "alesund" finds Ålesund, "krakow" Kraków. */
export function folded(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** How the place field names a city: "Sandnes, Norway". */
export function cityLabel(city: CityItem): string {
  return `${city.title}, ${city.country}`;
}

/** A typed name with its whitespace collapsed ("Sandnes ,Norway" reads "Sandnes, Norway"). */
export function placeName(text: string): string {
  return text.replace(/\s+/g, ' ').replace(/ ?, ?/g, ', ').trim().slice(0, MAX_PLACE_NAME).trim();
}

/**
 * The city a typed name means, accents and case aside: "Sandnes" or "Sandnes, Norway". Of several cities
 * of that name, `current` (the one the form showed) when it is among them, else the first; null for none.
 */
export function cityNamed(cities: readonly CityItem[], text: string, current: number | null): CityItem | null {
  const name = folded(placeName(text));
  if (!name) return null;
  const named = cities.filter((city) => folded(placeName(cityLabel(city))) === name || folded(placeName(city.title)) === name);
  return named.find((city) => city.id === current) ?? named[0] ?? null;
}
