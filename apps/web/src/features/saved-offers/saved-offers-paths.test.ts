import { describe, expect, it } from 'vitest';
import { saveIntentOf, withSaveIntent, withoutSaveIntent } from './saved-offers-paths';

describe('the intent to save an offer, carried through sign-in', () => {
  it('adds the offer to the page address, keeping its query', () => {
    expect(withSaveIntent('/search/query/industry=1&country=1', '', 12)).toBe('/search/query/industry=1&country=1?saveOffer=12');
    expect(withSaveIntent('/offer/7-welder', '?matched=abc', 7)).toBe('/offer/7-welder?matched=abc&saveOffer=7');
    // A second press replaces the first.
    expect(withSaveIntent('/offer/7-welder', '?saveOffer=3', 7)).toBe('/offer/7-welder?saveOffer=7');
  });

  it('reads the offer id back, and nothing from a value that is no id', () => {
    expect(saveIntentOf('?saveOffer=12')).toBe(12);
    expect(saveIntentOf('?matched=abc&saveOffer=7')).toBe(7);
    for (const search of ['', '?saveOffer=', '?saveOffer=0', '?saveOffer=-3', '?saveOffer=1e3', '?saveOffer=abc', '?saveOffer=99999999999']) expect(saveIntentOf(search), search).toBeUndefined();
  });

  it('drops the intent and keeps the rest of the query', () => {
    expect(withoutSaveIntent('?saveOffer=12')).toBe('');
    expect(withoutSaveIntent('?matched=abc&saveOffer=7')).toBe('?matched=abc');
  });
});
