import type { RouteObject } from 'react-router';

/** The candidate wizard, /wizard/{page}-{slug}; candidates only (see app/access.ts). */
export const wizardRoutes: RouteObject[] = [
  { path: 'wizard', lazy: async () => ({ Component: (await import('./wizard-pages')).WizardIndexPage }) },
  { path: 'wizard/:stepSlug', lazy: async () => ({ Component: (await import('./wizard-pages')).WizardStepPage }) },
];
