import type { RouteObject } from 'react-router';

/** The employer's brands; clients only. */
export const brandRoutes: RouteObject[] = [
  { path: 'client/brands', lazy: async () => ({ Component: (await import('./brand-pages')).BrandsPage }) },
];
