import type { RouteObject } from 'react-router';

/** Public search; pages load on demand. */
export const searchRoutes: RouteObject[] = [
  { path: 'search', lazy: async () => ({ Component: (await import('./search-landing-page')).SearchPage }) },
  // The search forms' target without the app's script; without their fields, every offer. Never renders.
  { path: 'search/query', lazy: async () => ({ loader: (await import('./search-form-loader')).searchFormLoader }) },
  { path: 'search/query/:params', lazy: async () => ({ Component: (await import('./search-pages')).SearchResultsPage }) },
];
