import { type LoaderFunctionArgs, type RouteObject, redirect } from 'react-router';
import { canonicalOfferListPath } from './offer-list-path';

/** Sends /user/offers, /user/offers/{status} and unknown statuses to a canonical list page. */
function offerListLoader({ params }: LoaderFunctionArgs) {
  const target = canonicalOfferListPath(params.status, params.page);
  return target ? redirect(target) : null;
}

/** The employer's offers: list and form; clients only. */
export const clientOfferRoutes: RouteObject[] = [
  { path: 'user/offers', loader: offerListLoader },
  { path: 'user/offers/:status', loader: offerListLoader },
  {
    path: 'user/offers/:status/:page',
    loader: offerListLoader,
    lazy: async () => ({ Component: (await import('./pages/offer-list-page')).OfferListPage }),
  },
  // The form has its own chunk: the rich-text editor and date pickers load only with it.
  { path: 'user/offer/create', lazy: async () => ({ Component: (await import('./offer-form/offer-form-page')).OfferFormPage }) },
  { path: 'user/offer/edit/:id', lazy: async () => ({ Component: (await import('./offer-form/offer-form-page')).OfferFormPage }) },
];
