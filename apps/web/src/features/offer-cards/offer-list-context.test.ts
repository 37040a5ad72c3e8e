import { afterEach, describe, expect, it } from 'vitest';
import { markDocumentLoadedAt } from '@/lib/first-view';
import { arrivalOfferList, listOfReferrer, offerNeighbours, rememberOfferList, rememberedOfferList } from './offer-list-context';

const items = (...ids: number[]) => ids.map((id) => ({ id, slug: `offer-${id}` }));

describe('previous and next offer', () => {
  afterEach(() => window.sessionStorage.clear());

  it('are the neighbours on the loaded page', () => {
    const page = { page: 2, items: items(11, 12, 13), pageCount: 3 };
    expect(offerNeighbours(12, page)).toEqual({
      previous: { offer: { id: 11, slug: 'offer-11' }, page: 2 },
      next: { offer: { id: 13, slug: 'offer-13' }, page: 2 },
      needsPreviousPage: false,
      needsNextPage: false,
    });
  });

  it('cross to the adjacent page once it is loaded', () => {
    const page = { page: 2, items: items(11, 12, 13), pageCount: 3 };
    expect(offerNeighbours(13, page)).toMatchObject({ next: undefined, needsNextPage: true });
    expect(offerNeighbours(13, page, undefined, items(21, 22)).next).toEqual({ offer: { id: 21, slug: 'offer-21' }, page: 3 });
    expect(offerNeighbours(11, page)).toMatchObject({ previous: undefined, needsPreviousPage: true });
    expect(offerNeighbours(11, page, items(1, 2, 3)).previous).toEqual({ offer: { id: 3, slug: 'offer-3' }, page: 1 });
  });

  it('stop at the ends of the list and are absent for an offer not in it', () => {
    expect(offerNeighbours(1, { page: 1, items: items(1, 2), pageCount: 1 })).toMatchObject({ previous: undefined, needsPreviousPage: false });
    expect(offerNeighbours(2, { page: 1, items: items(1, 2), pageCount: 1 })).toMatchObject({ next: undefined, needsNextPage: false });
    expect(offerNeighbours(9, { page: 1, items: items(1, 2), pageCount: 1 })).toEqual({ needsPreviousPage: false, needsNextPage: false });
    expect(offerNeighbours(1, undefined)).toEqual({ needsPreviousPage: false, needsNextPage: false });
  });

  it('follow the list remembered for the session', () => {
    expect(rememberedOfferList()).toBeNull();
    rememberOfferList('industry=1&country=1');
    expect(rememberedOfferList()).toBe('industry=1&country=1');
  });
});

describe('the list of the page that opened an offer', () => {
  const origin = 'https://trades.example';

  it('is the search of a result page or the home page\'s newest offers', () => {
    expect(listOfReferrer(`${origin}/search/query/industry=1&country=1&sort=workStartAt%7Casc`, origin)).toBe('industry=1&country=1&sort=workStartAt|asc');
    expect(listOfReferrer(`${origin}/`, origin)).toBe('showAll=true');
  });

  it('is none for another page, another site or a broken address', () => {
    expect(listOfReferrer(`${origin}/contact`, origin)).toBeNull();
    expect(listOfReferrer('https://elsewhere.example/search/query/industry=1', origin)).toBeNull();
    expect(listOfReferrer(`${origin}/search/query/%E0%A4%A`, origin)).toBeNull();
    expect(listOfReferrer('not a url', origin)).toBeNull();
  });
});

describe('the list an offer was opened from by a plain link', () => {
  const referrer = (value: string) => Object.defineProperty(document, 'referrer', { value, configurable: true });
  afterEach(() => {
    referrer('');
    window.history.replaceState(null, '', '/');
  });

  it('is the referrer\'s while the app is at the path the document was loaded at, and none after it navigated on', () => {
    window.history.replaceState(null, '', '/offer/12-welder');
    markDocumentLoadedAt('/offer/12-welder');
    referrer(`${window.location.origin}/search/query/industry=1`);
    expect(arrivalOfferList()).toBe('industry=1');
    window.history.pushState(null, '', '/offer/13-welder');
    expect(arrivalOfferList()).toBeNull();
  });
});
