import type { RouteObject } from 'react-router';

/*
 * Routes of the accounts feature (sign-up, sign-in, links from e-mails, settings),
 * children of the root layout. Each page is its own chunk, so none of them is in the entry bundle.
 */
export const accountRoutes: RouteObject[] = [
  { path: 'sign-up', lazy: () => import('./pages/sign-up-page').then((m) => ({ Component: m.SignUpPage })) },
  { path: 'sign-in', lazy: () => import('./pages/sign-in-page').then((m) => ({ Component: m.SignInPage })) },
  { path: 'logout', lazy: () => import('./pages/logout-page').then((m) => ({ Component: m.LogoutPage })) },
  {
    path: 'mail/confirmation/:token',
    lazy: () => import('./pages/mail-confirmation-page').then((m) => ({ Component: m.MailConfirmationPage })),
  },
  { path: 'mail/reading/:token', lazy: () => import('./pages/mail-reading-page').then((m) => ({ Component: m.MailReadingPage })) },
  { path: 'password/change/:token', lazy: () => import('./pages/password-change-page').then((m) => ({ Component: m.PasswordChangePage })) },
  {
    path: 'account-delete/confirmation/:token',
    lazy: () => import('./pages/account-delete-confirmation-page').then((m) => ({ Component: m.AccountDeleteConfirmationPage })),
  },
  { path: 'fl/:token', lazy: () => import('./pages/one-time-login-page').then((m) => ({ Component: m.OneTimeLoginPage })) },
  { path: 'fs/:token', lazy: () => import('./pages/one-time-login-page').then((m) => ({ Component: m.OneTimeLoginPage })) },
  { path: 'user/settings', lazy: () => import('./pages/settings-page').then((m) => ({ Component: m.CandidateSettingsPage })) },
  { path: 'client/settings', lazy: () => import('./pages/settings-page').then((m) => ({ Component: m.ClientSettingsPage })) },
  { path: 'dev/outbox', lazy: () => import('./pages/dev-outbox-page').then((m) => ({ Component: m.DevOutboxPage })) },
];
