import { WEB_PAGE_PATHS } from '@trades/contracts';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { appRoutes } from './routes';

/** Every page address of a route table, as full patterns without the leading slash. */
function pagePaths(routes: RouteObject[], parent = ''): string[] {
  return routes.flatMap((route) => {
    const own = route.index ? parent : [parent, route.path ?? ''].filter(Boolean).join('/').replace(/^\/+/, '');
    const children = route.children ? pagePaths(route.children, own) : [];
    // A layout whose index child is its page (the back office's /operator) is no page of its own.
    const isPage = route.index || (route.path !== undefined && route.path !== '/' && !route.children?.some((child) => child.index));
    return isPage ? [own, ...children] : children;
  });
}

describe('the route table and the server list of pages', () => {
  it('name the same pages, so the server answers 404 exactly where the app shows its not-found page', () => {
    // The not-found page itself ('404' and any other address) is what the server answers 404 for.
    const pages = pagePaths(appRoutes).filter((path) => path !== '404' && path !== '*');
    expect(new Set(pages).size).toBe(pages.length);
    expect([...pages].sort()).toEqual([...WEB_PAGE_PATHS].sort());
  });
});
