import type { RouteObject } from 'react-router';

/** The employer's candidate collection; clients only. */
export const profilesCollectionRoutes: RouteObject[] = [
  { path: 'user/profiles-collection', lazy: async () => ({ Component: (await import('./pages/profiles-collection-page')).ProfilesCollectionPage }) },
];
