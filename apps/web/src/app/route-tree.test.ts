import { WEB_ROUTES } from '@sverka/shared';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { appRoutes } from './route-tree.tsx';

/** Full patterns of the routed pages; a relative child path is joined to its parent's. */
function routedPaths(routes: RouteObject[], parent = ''): string[] {
  return routes.flatMap((route) => {
    const own = route.path === undefined ? parent : route.path.startsWith('/') ? route.path : `${parent}/${route.path}`;
    const here = route.path !== undefined || route.index ? [own || '/'] : [];
    return [...here, ...routedPaths(route.children ?? [], own)];
  });
}

describe('the web router and the server share one list of pages', () => {
  it('routes every page of WEB_ROUTES and no other, besides its not-found pages', () => {
    const routed = new Set(routedPaths(appRoutes).filter((path) => !path.endsWith('*')));
    expect([...routed].sort()).toEqual([...new Set(Object.values(WEB_ROUTES))].sort());
  });
});
