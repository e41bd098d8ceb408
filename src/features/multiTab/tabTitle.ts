import { routeOfPath } from '../../routing/routeTable';

/** How a record sub-page is named after its list's title (i18n keys under ra.action). */
export function subPage(pathname: string): 'create' | 'show' | 'edit' | undefined {
  if (/\/create$/.test(pathname)) return 'create';
  if (/\/show$/.test(pathname)) return 'show';
  const route = routeOfPath(pathname);
  return route?.kind === 'resource' && route.resource && pathname.startsWith(`/${route.resource}/`) ? 'edit' : undefined;
}
