import { describe, expect, it } from 'vitest';
import { cityNamed, folded, placeName } from './places';

const CITIES = [
  { id: 1, title: 'Kraków', countryId: 3, country: 'Poland' },
  { id: 2, title: 'Ålesund', countryId: 1, country: 'Norway' },
  { id: 3, title: 'Göteborg', countryId: 2, country: 'Sweden' },
];

describe('places by name', () => {
  it('folds accents and case away', () => {
    expect(folded('Ålesund')).toBe('alesund');
    expect(folded('KRAKÓW')).toBe('krakow');
  });

  it('collapses the whitespace of a typed name', () => {
    expect(placeName('  Sandnes ,Norway ')).toBe('Sandnes, Norway');
    expect(placeName('Sandnes,  Norway')).toBe('Sandnes, Norway');
    expect(placeName('x'.repeat(300))).toHaveLength(100);
  });

  it('finds a city by its name or its name and country, and nothing by a part of it', () => {
    expect(cityNamed(CITIES, 'krakow', null)?.id).toBe(1);
    expect(cityNamed(CITIES, 'Goteborg, sweden', null)?.id).toBe(3);
    expect(cityNamed(CITIES, 'Ålesund , Norway', null)?.id).toBe(2);
    expect(cityNamed(CITIES, 'Göte', null)).toBeNull();
    expect(cityNamed(CITIES, 'Göteborg, Norway', null)).toBeNull();
    expect(cityNamed(CITIES, '   ', null)).toBeNull();
  });
});
