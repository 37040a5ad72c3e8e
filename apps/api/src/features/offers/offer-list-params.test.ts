import { describe, expect, it } from 'vitest';
import { parseOfferListParams } from './offer-list-params.ts';
import { slugify } from './offer-slug.ts';
import { parseOfferRef } from './offers.service.ts';

const ok = (raw: unknown) => {
  const result = parseOfferListParams(raw);
  if (!result.ok) throw new Error(JSON.stringify(result.formErrors));
  return result.params;
};
const errors = (raw: unknown) => {
  const result = parseOfferListParams(raw);
  return result.ok ? {} : result.formErrors;
};

describe('parseOfferListParams', () => {
  it('defaults to no filter, newest first, page 1', () => {
    expect(ok({})).toEqual({
      industries: [],
      professions: [],
      countries: [],
      publicationDays: null,
      matching: false,
      showAll: false,
      sort: { field: 'publicationAt', direction: 'desc' },
      page: 1,
    });
    expect(ok(undefined).page).toBe(1);
  });

  it('reads both spellings, comma lists, arrays, index-keyed objects and bracket keys, without duplicates', () => {
    expect(ok({ industry: '1,5', industries: ['6', 5] }).industries).toEqual([1, 5, 6]);
    expect(ok({ profession: { 0: '3', 1: '4' } }).professions).toEqual([3, 4]);
    expect(ok({ 'workLocationStates[]': ['1', '8'] }).countries).toEqual([1, 8]);
    expect(ok({ country: ' 2 , 3 ' }).countries).toEqual([2, 3]);
  });

  it("treats 'all' as no filter", () => {
    expect(ok({ industry: 'all', country: ['1', 'all'] })).toMatchObject({ industries: [], countries: [] });
  });

  it('reads publication periods, flags, sorts and pages', () => {
    expect(ok({ publication: '3' }).publicationDays).toBe(3);
    expect(ok({ publicationAtLessThan: 7 }).publicationDays).toBe(7);
    expect(ok({ mlFilter: '1', showAll: 'true' })).toMatchObject({ matching: true, showAll: true });
    expect(ok({ mlFilter: false }).matching).toBe(false);
    expect(ok({ sort: 'workEndAt|asc' }).sort).toEqual({ field: 'workEndAt', direction: 'asc' });
    expect(ok({ orders: [{ name: 'workStartAt', sort: 'DESC' }], sort: 'publicationAt|asc' }).sort).toEqual({ field: 'workStartAt', direction: 'desc' });
    expect(ok({ orders: { 0: { name: 'publicationAt', sort: 'asc' } } }).sort).toEqual({ field: 'publicationAt', direction: 'asc' });
    expect(ok({ page: '42' }).page).toBe(42);
    expect(ok({ page: 3 }).page).toBe(3);
    // An empty field, as a form sends an untouched input, is the default.
    expect(ok({ page: '' }).page).toBe(1);
  });

  it('reports each malformed value under its field', () => {
    expect(errors({ industry: 'x' })).toEqual({ industry: ['invalid_value'] });
    expect(errors({ industries: '0' })).toEqual({ industries: ['invalid_value'] });
    expect(errors({ professions: '-2' })).toEqual({ professions: ['invalid_value'] });
    expect(errors({ country: '99999999999' })).toEqual({ country: ['invalid_value'] });
    expect(errors({ publication: '5' })).toEqual({ publication: ['invalid_value'] });
    expect(errors({ mlFilter: 'yes please' })).toEqual({ mlFilter: ['invalid_value'] });
    expect(errors({ sort: 'publicationAt' })).toEqual({ sort: ['invalid_value'] });
    expect(errors({ sort: 'salary|asc' })).toEqual({ sort: ['invalid_value'] });
    expect(errors({ orders: [{ name: 'publicationAt' }] })).toEqual({ orders: ['invalid_value'] });
    expect(errors({ orders: 'publicationAt' })).toEqual({ orders: ['invalid_value'] });
    for (const page of ['0', '-1', 'abc', '1.5', '10000001']) expect(errors({ page }), page).toEqual({ page: ['invalid_value'] });
    expect(errors({ industry: Array.from({ length: 201 }, (_, i) => String(i + 1)) })).toEqual({ industry: ['invalid_value'] });
  });
});

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
