import type { RouteObject } from 'react-router';

/** The candidate's saved offers (candidates only, app/access.ts). */
export const savedOfferRoutes: RouteObject[] = [
  { path: 'user/saved-offers', lazy: async () => ({ Component: (await import('./pages/saved-offers-page')).SavedOffersPage }) },
];
