import type { RouteObject } from 'react-router';

/** The candidate's alerts page (candidates only, app/access.ts) and the public unsubscribe page. */
export const jobAlertRoutes: RouteObject[] = [
  { path: 'user/job-alerts', lazy: async () => ({ Component: (await import('./pages/job-alerts-page')).JobAlertsPage }) },
  { path: 'job-alerts/unsubscribe', lazy: async () => ({ Component: (await import('./pages/unsubscribe-page')).UnsubscribePage }) },
];
