import type { RouteObject } from 'react-router';

/** The contact page, its own chunk. */
export const contactRoutes: RouteObject[] = [
  { path: 'contact', lazy: async () => ({ Component: (await import('./contact-page')).ContactPage }) },
];
