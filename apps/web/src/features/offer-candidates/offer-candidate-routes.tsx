import type { RouteObject } from 'react-router';

/** The employer's candidates of one offer (clients only, see app/access.ts). */
export const offerCandidateRoutes: RouteObject[] = [
  { path: 'user/offer/candidates/:offerId', lazy: async () => ({ Component: (await import('./pages/offer-candidates-page')).OfferCandidatesPage }) },
];
