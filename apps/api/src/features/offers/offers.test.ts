import { describe, expect, it } from 'vitest';
import { distinctSlug, slugify } from './offer-slug.ts';
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

describe('distinctSlug', () => {
  it('takes the base, else the first free numbered one', () => {
    expect(distinctSlug('welder-bergen', new Set())).toBe('welder-bergen');
    expect(distinctSlug('welder-bergen', new Set(['welder-bergen']))).toBe('welder-bergen-2');
    expect(distinctSlug('welder-bergen', new Set(['welder-bergen', 'welder-bergen-2', 'welder-bergen-4']))).toBe('welder-bergen-3');
  });

  it('keeps the current slug while it fits the content and nobody else has it', () => {
    expect(distinctSlug('welder-bergen', new Set(['welder-bergen']), 'welder-bergen-7')).toBe('welder-bergen-7');
    expect(distinctSlug('welder-bergen', new Set(['welder-bergen-7']), 'welder-bergen-7')).toBe('welder-bergen');
    expect(distinctSlug('welder-oslo', new Set(), 'welder-bergen-2')).toBe('welder-oslo');
    expect(distinctSlug('welder-bergen', new Set(), 'welder-bergen-x')).toBe('welder-bergen');
  });
});
