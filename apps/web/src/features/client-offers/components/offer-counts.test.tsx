import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { type FetchCall, jsonResponse, mockFetch, renderWithProviders, resetBrowserState } from '@/testing/shell-test-utils';
import { listAnswer } from '@/testing/client-offers';
import { OfferCounts } from './offer-counts';

afterEach(() => resetBrowserState());

describe('dashboard offer counts', () => {
  it('shows the total of each list tab from a one-row list call, linked to the tab', async () => {
    const totals: Record<string, number> = { active: 3, draft: 12, archived: 0, withdrawn: 1 };
    const calls = mockFetch(({ url }) => {
      const status = /^\/v1\/client-offer\/list\/(\w+)$/.exec(url)?.[1];
      return status && status in totals ? jsonResponse(200, listAnswer([], totals[status], 1, 1)) : undefined;
    });
    renderWithProviders(<OfferCounts />);

    await waitFor(() => expect(within(screen.getByTestId('offer-count-draft')).getByText('12')).toBeTruthy());
    expect(within(screen.getByTestId('offer-count-active')).getByText('3')).toBeTruthy();
    expect(within(screen.getByTestId('offer-count-archived')).getByText('0')).toBeTruthy();
    // The link is named by what it shows (WCAG 2.5.3, label in name): the tab's name and its count.
    expect(screen.getByRole('link', { name: /^Withdrawn\s*1$/ }).getAttribute('href')).toBe('/user/offers/withdrawn/1');
    const bodies = calls.filter((c: FetchCall) => c.url.startsWith('/v1/client-offer/list/')).map((c) => JSON.parse(String(c.body)));
    expect(bodies).toHaveLength(4);
    for (const body of bodies) expect(body).toEqual({ limit: 1, page: 1 });
  });

  it('says so when the counts cannot be loaded', async () => {
    mockFetch(() => jsonResponse(500, { message: 'Server error', code: 'unexpected_error', formErrors: {} }));
    renderWithProviders(<OfferCounts />);
    expect(await screen.findByText('The number of offers could not be loaded.', {}, { timeout: 8000 })).toBeTruthy();
  });
});
