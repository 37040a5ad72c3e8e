import { describe, expect, it } from 'vitest';
import { type PlaceFilter, distancePageWindow, greatCircleKm } from './offer-distance.ts';

describe('greatCircleKm', () => {
  it('measures along the earth: Stavanger to Bergen about 160 km, Oslo to Gdańsk about 690 km', () => {
    const stavanger = { latitude: 58.97005, longitude: 5.73332 };
    const bergen = { latitude: 60.39299, longitude: 5.32415 };
    expect(greatCircleKm(stavanger, bergen)).toBeGreaterThan(155);
    expect(greatCircleKm(stavanger, bergen)).toBeLessThan(165);
    expect(greatCircleKm({ latitude: 59.91273, longitude: 10.74609 }, { latitude: 54.35205, longitude: 18.64637 })).toBeGreaterThan(680);
    expect(greatCircleKm(stavanger, stavanger)).toBe(0);
  });
});

describe('distancePageWindow', () => {
  // Cities 1 (0 km), 2 (10 km), 3 (20 km), 4 (30 km), nearest first.
  const place: PlaceFilter = { near: 1, radiusKm: 50, distances: new Map([[1, 0], [2, 10], [3, 20], [4, 30]]) };
  const perCity = new Map([[1, 4], [3, 3], [4, 10]]);
  const cities = (window: ReturnType<typeof distancePageWindow>) => (window ? [...window.place.distances.keys()] : []);

  it('reads one city when the page lies within it', () => {
    expect(cities(distancePageWindow(place, perCity, 0, 3))).toEqual([1]);
    expect(distancePageWindow(place, perCity, 0, 3)?.offset).toBe(0);
  });

  it('spans the cities a page reaches, skipping those without offers, with the offset among them', () => {
    const window = distancePageWindow(place, perCity, 2, 5);
    expect(cities(window)).toEqual([1, 3]);
    expect(window?.offset).toBe(2);
    const later = distancePageWindow(place, perCity, 10, 5);
    expect(cities(later)).toEqual([4]);
    expect(later?.offset).toBe(3);
  });

  it('is undefined past the end', () => {
    expect(distancePageWindow(place, perCity, 17, 5)).toBeUndefined();
    expect(distancePageWindow(place, new Map(), 0, 5)).toBeUndefined();
  });
});
