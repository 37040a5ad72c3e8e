import { describe, expect, it } from 'vitest';
import { clientOfferListBody, clientOfferListParams } from './offer-list.ts';

describe('client offer list body', () => {
  it('defaults to 100 rows of page 1, with or without a body', () => {
    expect(clientOfferListBody.parse(undefined)).toEqual({ limit: 100, page: 1 });
    expect(clientOfferListBody.parse({ limit: '10', page: '2' })).toEqual({ limit: 10, page: 2 });
  });

  it('refuses a limit over 100 and a page under 1', () => {
    expect(clientOfferListBody.safeParse({ limit: 101 }).error?.issues.map((i) => i.message)).toEqual(['max_value_is']);
    expect(clientOfferListBody.safeParse({ page: 0 }).error?.issues.map((i) => i.message)).toEqual(['invalid_value']);
  });

  it('knows the list tabs', () => {
    expect(clientOfferListParams.safeParse({ status: 'draft' }).success).toBe(true);
    expect(clientOfferListParams.safeParse({ status: 'paid' }).success).toBe(false);
  });
});
