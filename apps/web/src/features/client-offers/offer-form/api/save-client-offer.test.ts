import { afterEach, describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, resetBrowserState } from '@/testing/shell-test-utils';
import { saveClientOffer } from './save-client-offer';

afterEach(resetBrowserState);

describe('saving an offer', () => {
  it('sends a create with the form’s idempotency key, an update without', async () => {
    const calls = mockFetch(() => jsonResponse(201, { offer: { id: 1 } }));
    await saveClientOffer(undefined, { numberOfVacancies: 1 }, 'c0ffee00c0ffee00');
    await saveClientOffer('41', { numberOfVacancies: 1 }, 'c0ffee00c0ffee00');
    expect(calls.map((call) => [call.url, call.headers['idempotency-key']])).toEqual([
      ['/v1/client-offer/create', 'c0ffee00c0ffee00'],
      ['/v1/client-offer/41/update', undefined],
    ]);
  });
});
