import { type RouteObject, matchRoutes } from 'react-router';

/**
 * Loads the code of the routes a URL matches into the route table, as the server did before it
 * rendered, so the first render in the browser is the server's markup and hydrates as it is.
 */
export async function loadMatchedRouteModules(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}
