import { describe, expect, it } from 'vitest';
import { slugify } from './offer-slug.ts';
import { parseOfferRef } from './offers.service.ts';

describe('parseOfferRef', () => {
  it('reads ids, ids with slugs, uuids and slugs', () => {
    expect(parseOfferRef('12')).toEqual({ id: 12 });
    expect(parseOfferRef('12-welder-bergen')).toEqual({ id: 12 });
    expect(parseOfferRef('7D3B3C8E-1A2B-4C3D-8E9F-0A1B2C3D4E5F')).toEqual({ uuid: '7d3b3c8e-1a2b-4c3d-8e9f-0a1b2c3d4e5f' });
    expect(parseOfferRef('welder-bergen')).toEqual({ slug: 'welder-bergen' });
  });

  it('refuses ids out of range and text that is no slug', () => {
    expect(parseOfferRef('0')).toBeNull();
    expect(parseOfferRef('2147483648')).toBeNull();
    expect(parseOfferRef('a b')).toBeNull();
    expect(parseOfferRef('<script>')).toBeNull();
    expect(parseOfferRef('')).toBeNull();
  });
});

describe('slugify', () => {
  it('makes lower-case ASCII words joined by hyphens', () => {
    expect(slugify('Sveiser', 'Ålesund')).toBe('sveiser-alesund');
    expect(slugify('Steel fixer (rebar)', 'Kraków')).toBe('steel-fixer-rebar-krakow');
    expect(slugify('Łódź', 'Tønsberg', 'Straße')).toBe('lodz-tonsberg-strasse');
    expect(slugify('Тесля')).toBe('');
  });
});
