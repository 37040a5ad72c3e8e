import { type RouteObject, redirect } from 'react-router';
import { ALL_OFFERS_PATH } from './search-paths';

/** Public search; pages load on demand. */
export const searchRoutes: RouteObject[] = [
  { path: 'search', lazy: async () => ({ Component: (await import('./search-landing-page')).SearchPage }) },
  // A list address without parameters shows every offer.
  { path: 'search/query', loader: () => redirect(ALL_OFFERS_PATH) },
  { path: 'search/query/:params', lazy: async () => ({ Component: (await import('./search-pages')).SearchResultsPage }) },
];
