import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SORT,
  emptySearch,
  offerListQuery,
  parseSearchParams,
  searchPath,
  serializeSearchParams,
  setMatching,
  setPage,
  setPublication,
  setSort,
  toggleCountry,
  toggleIndustry,
  toggleProfession,
} from './search-params';

describe('search params', () => {
  it('reads filters, several values, publication, sort and page', () => {
    expect(parseSearchParams('industry=1,6&profession=20&country=1,2&publication=3&sort=workStartAt|asc&page=4')).toEqual({
      industries: [1, 6],
      professions: [20],
      countries: [1, 2],
      publication: 3,
      matching: false,
      showAll: false,
      sort: { field: 'workStartAt', direction: 'asc' },
      page: 4,
    });
  });

  it('writes what it reads, in a fixed order, leaving out the defaults', () => {
    for (const text of [
      'industry=1',
      'industry=1&profession=18&country=1',
      'industry=1,6&country=2,3&publication=7&sort=workEndAt|desc&page=2',
      'mlFilter=1',
      'showAll=true',
      'showAll=true&sort=publicationAt|asc&page=3',
    ]) {
      expect(serializeSearchParams(parseSearchParams(text))).toBe(text);
    }
    expect(serializeSearchParams(parseSearchParams('page=1&country=1&industry=1&sort=publicationAt|desc'))).toBe('industry=1&country=1');
  });

  it("treats 'all' and an empty list as no filter", () => {
    const state = parseSearchParams('industry=all&country=all&profession=');
    expect(state.industries).toEqual([]);
    expect(state.countries).toEqual([]);
    expect(state.showAll).toBe(true);
    expect(serializeSearchParams(state)).toBe('showAll=true');
    expect(parseSearchParams('industry=1,all,6').industries).toEqual([]);
  });

  it('ignores what a hand-written address gets wrong', () => {
    const state = parseSearchParams('industry=1,x,-3,0,1&publication=5&sort=salary|up&page=abc&colour=red&broken');
    expect(state.industries).toEqual([1]);
    expect(state.publication).toBeNull();
    expect(state.sort).toEqual(DEFAULT_SORT);
    expect(state.page).toBe(1);
    expect(parseSearchParams(undefined)).toEqual(emptySearch());
  });

  it('shows every offer with showAll=true, whatever filters are given with it', () => {
    const state = parseSearchParams('showAll=true&industry=1&mlFilter=1');
    expect(state).toMatchObject({ showAll: true, industries: [], matching: false });
  });

  it('builds the API query from the state', () => {
    expect(offerListQuery(parseSearchParams('industry=1,6&country=1&publication=1&page=2'))).toBe(
      'industry=1%2C6&country=1&publication=1&sort=publicationAt%7Cdesc&page=2',
    );
    expect(offerListQuery(parseSearchParams('showAll=true'))).toBe('showAll=true&sort=publicationAt%7Cdesc&page=1');
    expect(offerListQuery(parseSearchParams('mlFilter=1'))).toBe('mlFilter=1&sort=publicationAt%7Cdesc&page=1');
    expect(searchPath(parseSearchParams('country=1'))).toBe('/search/query/country=1');
  });
});

describe('filter changes', () => {
  const onPage3 = parseSearchParams('industry=1&profession=18&page=3');

  it('start again at page 1', () => {
    expect(toggleIndustry(onPage3, 6, true, [20, 21]).page).toBe(1);
    expect(toggleProfession(onPage3, 2, true).page).toBe(1);
    expect(toggleCountry(onPage3, 1, true).page).toBe(1);
    expect(setPublication(onPage3, 7).page).toBe(1);
    expect(setSort(onPage3, { field: 'workStartAt', direction: 'asc' }).page).toBe(1);
    expect(setMatching(onPage3, true).page).toBe(1);
    expect(setPage(onPage3, 5).page).toBe(5);
  });

  it('switch the matching filter off, and matching switches the other filters off', () => {
    const matching = setMatching(parseSearchParams('industry=1&country=1&publication=3'), true);
    expect(serializeSearchParams(matching)).toBe('mlFilter=1');
    expect(toggleCountry(matching, 2, true)).toMatchObject({ matching: false, countries: [2], showAll: false });
    expect(setPublication(matching, 1).matching).toBe(false);
    expect(toggleIndustry(matching, 1, true, []).matching).toBe(false);
    // The sort keeps the matching filter: it is not a filter.
    expect(setSort(matching, { field: 'workEndAt', direction: 'asc' }).matching).toBe(true);
    expect(serializeSearchParams(setMatching(matching, false))).toBe('showAll=true');
  });

  it('drop the professions of an unticked industry', () => {
    const state = parseSearchParams('industry=1,6&profession=18,20');
    const next = toggleIndustry(state, 6, false, [20, 21]);
    expect(next.industries).toEqual([1]);
    expect(next.professions).toEqual([18]);
  });

  it('show every offer again when the last filter goes', () => {
    const next = toggleCountry(parseSearchParams('country=1'), 1, false);
    expect(next.showAll).toBe(true);
    expect(serializeSearchParams(next)).toBe('showAll=true');
  });
});
