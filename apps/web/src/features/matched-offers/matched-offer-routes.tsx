import type { RouteObject } from 'react-router';

/** The candidate's matched offers; candidates only. */
export const matchedOfferRoutes: RouteObject[] = [
  { path: 'offers-matched', lazy: async () => ({ Component: (await import('./matched-offer-pages')).MatchedOffersPage }) },
];
