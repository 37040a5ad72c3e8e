import type { RouteObject } from 'react-router';

/** The document packs of one offer (clients only, see app/access.ts). */
export const candidateDocumentRoutes: RouteObject[] = [
  { path: 'user/offer/:offerId/documents', lazy: async () => ({ Component: (await import('./pages/offer-documents-page')).OfferDocumentsPage }) },
];
