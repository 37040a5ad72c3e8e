import { describe, expect, it } from 'vitest';
import { offerListQuery } from './offer-list-query.ts';
import { offerSearchFilters } from './offer-search-filters.ts';

const check = (raw: Record<string, unknown>) => offerSearchFilters(offerListQuery.parse(raw));

describe('offerSearchFilters', () => {
  it('reads keywords, a place with its radius and a pay floor with its currency', () => {
    expect(check({ q: '  spawacz   Stavanger ', near: '12', radiusKm: '100', payMin: '250', payCurrency: 'nok' })).toEqual({
      filters: { q: 'spawacz Stavanger', near: 12, radiusKm: 100, payMin: 250, payCurrency: 'NOK' },
      formErrors: {},
    });
  });

  it('defaults to no filter and a 50 km radius', () => {
    expect(check({})).toEqual({ filters: { q: '', near: null, radiusKm: 50, payMin: null, payCurrency: null }, formErrors: {} });
  });

  it('sorts a keyword search by relevance unless a sort is given', () => {
    expect(offerListQuery.parse({ q: 'welder' }).sort).toEqual({ field: 'relevance', direction: 'desc' });
    expect(offerListQuery.parse({ q: 'welder', sort: 'pay|desc' }).sort).toEqual({ field: 'pay', direction: 'desc' });
    expect(offerListQuery.parse({}).sort).toEqual({ field: 'publicationAt', direction: 'desc' });
  });

  it('names each field that is out of range or unknown', () => {
    expect(check({ near: '1', radiusKm: '0' }).formErrors).toEqual({ radiusKm: ['invalid_value'] });
    expect(check({ near: '1', radiusKm: '10000' }).formErrors).toEqual({ radiusKm: ['invalid_value'] });
    expect(check({ near: 'oslo' }).formErrors).toEqual({ near: ['invalid_value'] });
    expect(check({ payMin: '250', payCurrency: 'XYZ' }).formErrors).toEqual({ payCurrency: ['invalid_value'] });
    expect(check({ payMin: '250' }).formErrors).toEqual({ payCurrency: ['field_required'] });
    expect(check({ payMin: '-5', payCurrency: 'EUR' }).formErrors).toEqual({ payMin: ['invalid_value'] });
    expect(check({ sort: 'distance|asc' }).formErrors).toEqual({ sort: ['invalid_value'] });
    expect(check({ q: 'x'.repeat(101) }).formErrors).toEqual({ q: ['too_long'] });
  });

  it('takes a decimal comma in the pay floor', () => {
    expect(check({ payMin: '22,50', payCurrency: 'EUR' }).filters.payMin).toBe(22.5);
  });
});
