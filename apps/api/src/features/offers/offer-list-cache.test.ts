import { describe, expect, it } from 'vitest';
import { ExpiringCache, loadOnce, pageKey, totalKey } from './offer-list-cache.ts';
import type { OfferListQuery } from './offers.repository.ts';

const query = (overrides: Partial<OfferListQuery> = {}): OfferListQuery => ({
  industries: [],
  professions: [],
  countries: [],
  publishedSince: null,
  keywords: [],
  place: null,
  pay: null,
  sort: { field: 'publicationAt', direction: 'desc' },
  limit: 10,
  offset: 0,
  ...overrides,
});

describe('ExpiringCache', () => {
  it('forgets entries after their time and drops the oldest when full', () => {
    let now = 1_000;
    const cache = new ExpiringCache<string>(2, 100, () => now);
    cache.set('a', 'A');
    cache.set('b', 'B');
    expect(cache.get('a')).toBe('A');
    cache.set('c', 'C');
    expect(cache.size).toBe(2);
    expect(cache.get('a')).toBeUndefined();
    now += 100;
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('c')).toBeUndefined();
  });
});

describe('loadOnce', () => {
  it('shares one load between requests that miss together, and forgets a failed one', async () => {
    const cache = new ExpiringCache<Promise<number>>(10, 1_000);
    let loads = 0;
    const load = async () => ++loads;
    expect(await Promise.all([loadOnce(cache, 'k', load), loadOnce(cache, 'k', load)])).toEqual([1, 1]);
    expect(loads).toBe(1);
    await expect(loadOnce(cache, 'bad', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await loadOnce(cache, 'bad', load)).toBe(2);
  });

  it('keeps a load that was running during a clear out of the cache', async () => {
    const cache = new ExpiringCache<Promise<string>>(10, 1_000);
    let finish: (value: string) => void = () => {};
    const running = loadOnce(cache, 'k', () => new Promise((resolve) => (finish = resolve)));
    cache.clear();
    finish('before the change');
    expect(await running).toBe('before the change');
    expect(await loadOnce(cache, 'k', async () => 'after the change')).toBe('after the change');
  });
});

describe('cache keys', () => {
  it('are the same for the same filters in any order and differ by language, sort and page', () => {
    expect(totalKey(query({ industries: [5, 1] }))).toBe(totalKey(query({ industries: [1, 5] })));
    expect(totalKey(query({ industries: [1] }))).not.toBe(totalKey(query({ professions: [1] })));
    const base = pageKey(query(), 'en', null);
    expect(pageKey(query(), 'pl', null)).not.toBe(base);
    expect(pageKey(query({ offset: 10 }), 'en', null)).not.toBe(base);
    expect(pageKey(query({ sort: { field: 'workEndAt', direction: 'asc' } }), 'en', null)).not.toBe(base);
    expect(pageKey(query(), 'en', 'NOK')).not.toBe(base);
  });

  it('differ by keywords, place and pay', () => {
    const word = { folded: 'spawacz', stem: 'spawacz' };
    const keyword = query({ keywords: [{ word, professionIds: [], industryIds: [], countryIds: [], cityIds: [] }] });
    const place = query({ place: { near: 3, radiusKm: 50, distances: new Map([[3, 0]]) } });
    const pay = query({ pay: { min: 250, currency: 'NOK', minEur: 21.5 } });
    const keys = new Set([totalKey(query()), totalKey(keyword), totalKey(place), totalKey(pay), totalKey(query({ pay: { min: 250, currency: 'SEK', minEur: 21.9 } }))]);
    expect(keys.size).toBe(5);
  });
});
