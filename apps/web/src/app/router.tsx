import { createBrowserRouter } from 'react-router';
import { appRoutes } from './routes';

/**
 * Creating the router runs the first page's loaders at once (the /lang redirect switches the
 * language there), so it is created only after i18n is initialised.
 */
export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
