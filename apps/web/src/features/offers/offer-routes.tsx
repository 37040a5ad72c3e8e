import type { RouteObject } from 'react-router';

/** Offer detail, /offer/{id}-{slug}, and the employer's preview. */
export const offerRoutes: RouteObject[] = [
  { path: 'offer/preview/:id', lazy: async () => ({ Component: (await import('./offer-pages')).OfferPreviewPage }) },
  { path: 'offer/:offerSlug', lazy: async () => ({ Component: (await import('./offer-pages')).OfferDetailPage }) },
];
