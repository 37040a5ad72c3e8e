import type { RouteObject } from 'react-router';

/** The candidate's matched offers (candidate-side.md 2.4 and 4.6); candidates only. */
export const matchedOfferRoutes: RouteObject[] = [
  { path: 'offers-matched', lazy: async () => ({ Component: (await import('./matched-offer-pages')).MatchedOffersPage }) },
];
