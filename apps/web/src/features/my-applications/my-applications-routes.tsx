import type { RouteObject } from 'react-router';

/** The candidate's applications (candidates only, app/access.ts). */
export const myApplicationRoutes: RouteObject[] = [
  { path: 'user/applications', lazy: async () => ({ Component: (await import('./pages/my-applications-page')).MyApplicationsPage }) },
];
