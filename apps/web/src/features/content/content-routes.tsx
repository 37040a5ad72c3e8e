import type { RouteObject } from 'react-router';

/** Static pages and legal documents; each page is its own chunk. */
export const contentRoutes: RouteObject[] = [
  { path: 'documents/:documentKey', lazy: async () => ({ Component: (await import('./document-page')).DocumentPage }) },
  { path: 'european-funds', lazy: async () => ({ Component: (await import('./european-funds-page')).EuropeanFundsPage }) },
  { path: 'recommend-us', lazy: async () => ({ Component: (await import('./recommend-us-page')).RecommendUsPage }) },
  { path: 'profits', lazy: async () => ({ Component: (await import('./profits-page')).ProfitsPage }) },
  { path: 'lp/pobierz-aplikacje', lazy: async () => ({ Component: (await import('./app-landing-page')).AppLandingPage }) },
];
