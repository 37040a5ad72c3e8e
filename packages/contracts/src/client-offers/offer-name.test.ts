import { describe, expect, it } from 'vitest';
import { offerDisplayName, offerDisplayNames } from './offer-name.ts';

describe('offer display name', () => {
  it('is the profession and the city, the country when there is no city', () => {
    expect(offerDisplayName({ profession: 'Carpenter', city: 'Bergen', country: 'Norway' })).toBe('Carpenter, Bergen');
    expect(offerDisplayName({ profession: 'Cieśla', city: null, country: 'Norwegia' })).toBe('Cieśla, Norwegia');
    expect(offerDisplayName({ profession: 'Carpenter' })).toBe('Carpenter');
  });

  it('adds the number when given', () => {
    expect(offerDisplayName({ profession: 'Carpenter', city: 'Bergen', id: 125 })).toBe('Carpenter, Bergen · #125');
  });

  it('numbers only the offers whose name another one shares', () => {
    expect(
      offerDisplayNames([
        { profession: 'Carpenter', city: 'Bergen', id: 124 },
        { profession: 'Welder', city: 'Oslo', id: 7 },
        { profession: 'Carpenter', city: 'Bergen', id: 125 },
      ]),
    ).toEqual(['Carpenter, Bergen · #124', 'Welder, Oslo', 'Carpenter, Bergen · #125']);
  });
});
