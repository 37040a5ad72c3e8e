import type { RouteObject } from 'react-router';

/** The employer's candidate collection (employer-side.md); clients only. */
export const profilesCollectionRoutes: RouteObject[] = [
  { path: 'user/profiles-collection', lazy: async () => ({ Component: (await import('./profiles-collection-pages')).ProfilesCollectionPage }) },
];
