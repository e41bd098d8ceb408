import { findRoute } from '../../routing/routeTable';
import type { RouteEntry } from '../../routing/types';

/** The route a path belongs to: its own entry, or the resource list it is a sub-page of (create, edit, show). */
export function routeOf(pathname: string): RouteEntry | undefined {
  let path = pathname;
  while (path && path !== '/') {
    const route = findRoute(path);
    if (route) return route;
    path = path.slice(0, path.lastIndexOf('/'));
  }
  return undefined;
}

/** How a record sub-page is named after its list's title (i18n keys under ra.action). */
export function subPage(pathname: string): 'create' | 'show' | 'edit' | undefined {
  if (/\/create$/.test(pathname)) return 'create';
  if (/\/show$/.test(pathname)) return 'show';
  const route = routeOf(pathname);
  return route?.kind === 'resource' && route.resource && pathname.startsWith(`/${route.resource}/`) ? 'edit' : undefined;
}
