import type { RouteObject } from 'react-router';

/** The operator's back office (operators only). */
export const operatorRoutes: RouteObject[] = [{ path: 'operator', lazy: async () => ({ Component: (await import('./pages/operator-page')).OperatorPage }) }];
