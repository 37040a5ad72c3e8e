import type { RouteObject } from 'react-router';

/** The operator's back office (operators only): a layout with its navigation, each section lazy-loaded. */
export const operatorRoutes: RouteObject[] = [
  {
    path: 'operator',
    lazy: async () => ({ Component: (await import('./pages/operator-layout')).OperatorLayout }),
    children: [
      { index: true, lazy: async () => ({ Component: (await import('./pages/dashboard-page')).DashboardPage }) },
      { path: 'moderation', lazy: async () => ({ Component: (await import('./pages/moderation-page')).ModerationPage }) },
      { path: 'users', lazy: async () => ({ Component: (await import('./pages/users-page')).UsersPage }) },
      { path: 'users/:id', lazy: async () => ({ Component: (await import('./pages/user-page')).UserPage }) },
      { path: 'orders', lazy: async () => ({ Component: (await import('./pages/orders-page')).OrdersPage }) },
      { path: 'invoices', lazy: async () => ({ Component: (await import('./pages/invoices-page')).InvoicesPage }) },
      { path: 'ksef', lazy: async () => ({ Component: (await import('./pages/ksef-page')).KsefPage }) },
      { path: 'operators', lazy: async () => ({ Component: (await import('./pages/operators-page')).OperatorsPage }) },
      { path: 'audit', lazy: async () => ({ Component: (await import('./pages/audit-page')).AuditPage }) },
    ],
  },
];
