import { describe, expect, it } from 'vitest';
import { afterSave, canonicalOfferListPath } from './offer-list-path';

describe('employer offer list path', () => {
  it('sends unknown statuses to the active list and missing pages to page 1', () => {
    expect(canonicalOfferListPath(undefined, undefined)).toBe('/user/offers/active/1');
    expect(canonicalOfferListPath('deleted', '2')).toBe('/user/offers/active/1');
    expect(canonicalOfferListPath('archived', undefined)).toBe('/user/offers/archived/1');
    expect(canonicalOfferListPath('draft', '0')).toBe('/user/offers/draft/1');
    expect(canonicalOfferListPath('withdrawn', 'x')).toBe('/user/offers/withdrawn/1');
    expect(canonicalOfferListPath('active', '3')).toBeUndefined();
  });

  it('after a save: an active offer back to the active list, saying it stays published; the rest to the drafts', () => {
    expect(afterSave(2)).toEqual({ path: '/user/offers/active/1', message: 'savedActive' });
    expect(afterSave(1)).toEqual({ path: '/user/offers/draft/1', message: 'saved' });
    expect(afterSave(5)).toEqual({ path: '/user/offers/draft/1', message: 'saved' });
    expect(afterSave(7)).toEqual({ path: '/user/offers/draft/1', message: 'saved' });
  });
});
