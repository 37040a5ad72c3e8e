import { describe, expect, it } from 'vitest';
import { offerListQuery } from './offer-list-query.ts';

const ok = (raw: unknown) => {
  const result = offerListQuery.safeParse(raw);
  if (!result.success) throw new Error(JSON.stringify(result.error.issues));
  return result.data;
};
/** The issues as the API answers them: each message once under the key it was sent with. */
const errors = (raw: unknown) => {
  const result = offerListQuery.safeParse(raw);
  const formErrors: Record<string, string[]> = {};
  for (const issue of result.success ? [] : result.error.issues) {
    const list = (formErrors[issue.path.join('.')] ??= []);
    if (!list.includes(issue.message)) list.push(issue.message);
  }
  return formErrors;
};

describe('offerListQuery', () => {
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
      q: '',
      near: null,
      radiusKm: null,
      payMin: null,
      payCurrency: null,
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
