import { describe, expect, it } from 'vitest';
import { canonicalOfferListPath } from './offer-list-path';

describe('employer offer list path', () => {
  it('sends unknown statuses to the active list and missing pages to page 1', () => {
    expect(canonicalOfferListPath(undefined, undefined)).toBe('/user/offers/active/1');
    expect(canonicalOfferListPath('deleted', '2')).toBe('/user/offers/active/1');
    expect(canonicalOfferListPath('archived', undefined)).toBe('/user/offers/archived/1');
    expect(canonicalOfferListPath('draft', '0')).toBe('/user/offers/draft/1');
    expect(canonicalOfferListPath('withdrawn', 'x')).toBe('/user/offers/withdrawn/1');
    expect(canonicalOfferListPath('active', '3')).toBeUndefined();
  });
});
