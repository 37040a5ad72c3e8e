import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SORT,
  decodedSearchParams,
  emptySearch,
  formSearch,
  offerListQuery,
  parseSearchParams,
  searchFields,
  searchPath,
  serializeSearchParams,
  setKeywords,
  setMatching,
  setPage,
  setPay,
  setPlace,
  setPublication,
  setRadius,
  setSort,
  sortOptionsFor,
  toggleCountry,
  toggleIndustry,
  toggleProfession,
  withoutFilter,
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
      q: '',
      near: null,
      radiusKm: 50,
      payMin: null,
      payCurrency: null,
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

describe('keyword, place and pay (issue 28)', () => {
  it('reads and writes keywords, a place with its radius, and a minimum pay with its currency', () => {
    const state = parseSearchParams('q=spawacz tig&near=11201&radiusKm=100&payMin=250.5&payCurrency=nok');
    expect(state).toMatchObject({ q: 'spawacz tig', near: 11201, radiusKm: 100, payMin: 250.5, payCurrency: 'NOK', showAll: false });
    // A keyword search is ordered by best match unless another order is chosen.
    expect(state.sort).toEqual({ field: 'relevance', direction: 'desc' });
    expect(serializeSearchParams(state)).toBe('q=spawacz%20tig&near=11201&radiusKm=100&payMin=250.5&payCurrency=NOK');
    expect(decodedSearchParams(state)).toBe('q=spawacz tig&near=11201&radiusKm=100&payMin=250.5&payCurrency=NOK');
    for (const text of ['industry=6&q=welder&sort=publicationAt|desc', 'country=1&near=10201&sort=distance|asc', 'payCurrency=EUR&sort=pay|desc', 'q=%C5%BCuraw%20%26%20co']) {
      expect(serializeSearchParams(parseSearchParams(text))).toBe(text);
    }
  });

  it('reads a keyword the router decoded, its own "&" and "=" included, and one kept encoded the same', () => {
    expect(parseSearchParams('q=MIG/MAG & TIG=ok&country=1')).toMatchObject({ q: 'MIG/MAG & TIG=ok', countries: [1] });
    expect(parseSearchParams('industry=1&colour=red&q=a&b&country=2')).toMatchObject({ industries: [1], q: 'a&b', countries: [2] });
    expect(parseSearchParams('q=%C5%BCuraw').q).toBe('żuraw');
    expect(parseSearchParams('q=100%').q).toBe('100%');
    expect(parseSearchParams(`q=${'a'.repeat(150)}`).q).toHaveLength(100);
  });

  it('leaves out what the API would refuse: a pay without currency, a radius out of range, nearest without a place', () => {
    expect(parseSearchParams('payMin=250')).toMatchObject({ payMin: null, showAll: true });
    expect(parseSearchParams('payMin=-3&payCurrency=XYZ')).toMatchObject({ payMin: null, payCurrency: null });
    expect(parseSearchParams('near=5&radiusKm=9000').radiusKm).toBe(50);
    expect(parseSearchParams('near=abc&radiusKm=100')).toMatchObject({ near: null, radiusKm: 50 });
    expect(parseSearchParams('country=1&sort=distance|asc').sort).toEqual(DEFAULT_SORT);
    expect(parseSearchParams('country=1&sort=relevance|desc').sort).toEqual(DEFAULT_SORT);
  });

  it('asks the API with every new filter, and shows pay in a currency even over every offer', () => {
    expect(offerListQuery(parseSearchParams('q=spawacz&near=11201&payMin=250&payCurrency=NOK'))).toBe(
      'q=spawacz&near=11201&radiusKm=50&payMin=250&payCurrency=NOK&sort=relevance%7Cdesc&page=1',
    );
    expect(offerListQuery(parseSearchParams('payCurrency=PLN'))).toBe('payCurrency=PLN&sort=publicationAt%7Cdesc&page=1');
  });

  it('offers best match with keywords and nearest with a place only', () => {
    expect(sortOptionsFor(emptySearch())).not.toContain('relevance|desc');
    expect(sortOptionsFor(emptySearch())).not.toContain('distance|asc');
    expect(sortOptionsFor(emptySearch())).toContain('pay|desc');
    expect(sortOptionsFor(parseSearchParams('q=welder&near=1'))).toEqual(expect.arrayContaining(['relevance|desc', 'distance|asc']));
  });

  it('moves a default order to best match with keywords and back, but keeps a chosen one', () => {
    const keywords = setKeywords(parseSearchParams('country=1&page=3'), '  welder   tig ');
    expect(keywords).toMatchObject({ q: 'welder tig', page: 1, sort: { field: 'relevance', direction: 'desc' } });
    expect(setKeywords(keywords, '').sort).toEqual(DEFAULT_SORT);
    const byStart = setKeywords(parseSearchParams('sort=workStartAt|asc'), 'welder');
    expect(byStart.sort).toEqual({ field: 'workStartAt', direction: 'asc' });
    const nearest = setSort(setPlace(emptySearch(), 11201), { field: 'distance', direction: 'asc' });
    expect(setPlace(nearest, null)).toMatchObject({ near: null, radiusKm: 50, sort: DEFAULT_SORT, showAll: true });
    expect(setRadius(nearest, 200)).toMatchObject({ radiusKm: 200, sort: { field: 'distance' } });
  });

  it('keeps a pay only with its currency, and the matching filter clears keywords, place and pay', () => {
    expect(setPay(emptySearch(), 250, null)).toMatchObject({ payMin: null, payCurrency: null, showAll: true });
    const pay = setPay(emptySearch(), 250, 'EUR');
    expect(serializeSearchParams(pay)).toBe('payMin=250&payCurrency=EUR');
    const matching = setMatching(parseSearchParams('q=welder&near=1&payMin=200&payCurrency=NOK&sort=relevance|desc'), true);
    expect(matching).toMatchObject({ q: '', near: null, payMin: null, payCurrency: 'NOK', matching: true, sort: DEFAULT_SORT });
  });

  it('drops one filter for the zero-results suggestion', () => {
    const state = parseSearchParams('industry=6&profession=20&country=1&publication=3&q=welder&near=11201&radiusKm=25&payMin=300&payCurrency=NOK&page=2');
    expect(serializeSearchParams(withoutFilter(state, 'country'))).toBe(
      'industry=6&profession=20&publication=3&q=welder&near=11201&radiusKm=25&payMin=300&payCurrency=NOK',
    );
    expect(withoutFilter(state, 'q')).toMatchObject({ q: '', sort: DEFAULT_SORT });
    expect(withoutFilter(state, 'near')).toMatchObject({ near: null, radiusKm: 50 });
    expect(withoutFilter(state, 'payMin')).toMatchObject({ payMin: null, payCurrency: 'NOK' });
    expect(withoutFilter(state, 'profession').professions).toEqual([]);
    expect(withoutFilter(state, 'industry')).toMatchObject({ industries: [], professions: [20] });
    expect(withoutFilter(state, 'publication').publication).toBeNull();
    expect(serializeSearchParams(withoutFilter(parseSearchParams('country=1'), 'country'))).toBe('showAll=true');
  });
});

describe('a search form sent without the script (issue 29)', () => {
  const CITIES = [
    { id: 10202, title: 'Sandnes', countryId: 1, country: 'Norway' },
    { id: 11201, title: 'Bergen', countryId: 1, country: 'Norway' },
    { id: 40101, title: 'Ålesund', countryId: 1, country: 'Norway' },
    { id: 90001, title: 'Sandnes', countryId: 1, country: 'Norway' },
  ];
  const sent = (query: string, cities = CITIES) => formSearch(new URLSearchParams(query), cities);
  const pathOf = (query: string) => decodeURIComponent(searchPath(sent(query).state));

  it('reads a ticked box per field, in any order, as the address lists them', () => {
    expect(pathOf('country=1&industry=6&industry=1&profession=20&publication=3')).toBe('/search/query/industry=6,1&profession=20&country=1&publication=3');
    expect(pathOf('industry=6&industry=6&industry=1,6')).toBe('/search/query/industry=6,1');
  });

  it('leaves out empty and malformed fields, and asks for every offer without any', () => {
    expect(pathOf('')).toBe('/search/query/showAll=true');
    expect(pathOf('q=&industry=&publication=&payMin=&payCurrency=&sort=&place=&radiusKm=50')).toBe('/search/query/showAll=true');
    expect(pathOf('industry=abc&industry=-1&country=1&publication=5&sort=salary|up&radiusKm=9000&colour=red&mlFilter=no')).toBe('/search/query/country=1');
    expect(pathOf('payMin=-5&payCurrency=SEK')).toBe('/search/query/payCurrency=SEK');
    expect(pathOf('payMin=250,5&payCurrency=nok')).toBe('/search/query/payMin=250.5&payCurrency=NOK');
    expect(pathOf('payMin=250')).toBe('/search/query/showAll=true');
  });

  it('starts at page 1 whatever page the form names', () => {
    expect(sent('country=1&page=4').state.page).toBe(1);
    expect(sent('page=abc').state.page).toBe(1);
  });

  it('takes keywords as typed, an "&", "=", "%" or "," of theirs included, whitespace collapsed', () => {
    expect(sent('q=%20%20MIG%2FMAG%20%26%20TIG%3Dok%2C%20100%25%20&industry=1').state).toMatchObject({ q: 'MIG/MAG & TIG=ok, 100%', industries: [1] });
    expect(sent(`q=${'a'.repeat(150)}`).state.q).toHaveLength(100);
    // A second value of a one-value field (a hand-made address) is the one taken.
    expect(sent('q=first&q=second').state.q).toBe('second');
  });

  it('keeps the order the form carries, and moves a default one to best match with keywords', () => {
    expect(pathOf('q=welder')).toBe('/search/query/q=welder');
    expect(sent('q=welder').state.sort).toEqual({ field: 'relevance', direction: 'desc' });
    expect(pathOf('q=welder&sort=workStartAt|asc')).toBe('/search/query/q=welder&sort=workStartAt|asc');
    // Best match without keywords and nearest without a place fall back to the default.
    expect(pathOf('country=1&sort=relevance|desc')).toBe('/search/query/country=1');
    expect(pathOf('country=1&sort=distance|asc')).toBe('/search/query/country=1');
    // A showAll field clears the filters as in an address.
    expect(pathOf('showAll=true&country=1')).toBe('/search/query/showAll=true');
  });

  it('finds the typed place by name, accents, case and spacing aside, and keeps the radius', () => {
    expect(sent('place=Bergen&radiusKm=25').state).toMatchObject({ near: 11201, radiusKm: 25 });
    expect(sent('place=%20bergen%20,norway').state.near).toBe(11201);
    expect(sent('place=ALESUND').state.near).toBe(40101);
    expect(sent('place=Bergen, Norway&q=welder').unknownPlace).toBeNull();
    // A name two cities share is the one the form showed (its near), else the first.
    expect(sent('place=Sandnes, Norway&near=90001').state.near).toBe(90001);
    expect(sent('place=Sandnes&near=11201').state.near).toBe(10202);
  });

  it('drops an erased place with its radius, and names a place it does not know', () => {
    expect(sent('place=&near=11201&radiusKm=25&country=1').state).toMatchObject({ near: null, radiusKm: 50, countries: [1] });
    const unknown = sent('place=%20Atlantis%20&near=11201&q=welder');
    expect(unknown.unknownPlace).toBe('Atlantis');
    expect(unknown.state).toMatchObject({ near: null, q: 'welder' });
    // Without the city list no name is found.
    expect(sent('place=Bergen', []).unknownPlace).toBe('Bergen');
    // Without a place field, the form's near is the place.
    expect(sent('near=11201&radiusKm=100').state).toMatchObject({ near: 11201, radiusKm: 100 });
  });

  it('reads back the fields it writes for a search, from page 1', () => {
    for (const text of [
      'showAll=true',
      'industry=1,6&profession=20&country=1,2&publication=7&sort=workEndAt|desc&page=3',
      'mlFilter=1',
      'q=MIG%2FMAG%20%26%20co&near=11201&radiusKm=100&payMin=250.5&payCurrency=NOK&sort=publicationAt|desc',
      'near=11201&sort=distance|asc',
    ]) {
      const state = parseSearchParams(text);
      expect(sent(new URLSearchParams(searchFields(state)).toString()).state).toEqual({ ...state, page: 1 });
    }
    expect(searchFields(parseSearchParams('country=1&page=2'))).toEqual([['country', '1']]);
  });
});
