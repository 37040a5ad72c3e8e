import type { RouteObject } from 'react-router';

/** /user: the dashboard of either account type, its own chunk. */
export const dashboardRoutes: RouteObject[] = [
  { path: 'user', lazy: () => import('./dashboard-page').then((m) => ({ Component: m.DashboardPage })) },
];
