import { FORBIDDEN_ROUTE, NOT_FOUND_ROUTE, SERVER_ERROR_ROUTE } from '../../platform/routing/paths';
import { routeOfPath } from '../../platform/routing/routeTable';

/** How a record sub-page is named after its list's title (i18n keys under ra.action). */
export function subPage(pathname: string): 'create' | 'show' | 'edit' | undefined {
  if (/\/create$/.test(pathname)) return 'create';
  if (/\/show$/.test(pathname)) return 'show';
  const route = routeOfPath(pathname);
  return route?.kind === 'resource' && route.resource && pathname.startsWith(`/${route.resource}/`)
    ? 'edit'
    : undefined;
}

/** The §2 error pages, the only screens outside the route table. */
const ERROR_PAGES: Record<string, 403 | 404 | 500> = {
  [FORBIDDEN_ROUTE]: 403,
  [NOT_FOUND_ROUTE]: 404,
  [SERVER_ERROR_ROUTE]: 500,
};

/**
 * The title key of a screen outside the route table: its error page's (app.error.title.*). Any other path is no
 * screen — it only leads to /404 (§2 "unknown paths redirect to /404") — and is named as the page it shows, never by
 * its raw path (issue 30 item 24).
 */
export function outsideTitleKey(pathname: string): string {
  return `app.error.title.${ERROR_PAGES[pathname] ?? 404}`;
}

/** Whether a path outside the route table is a screen of its own (an error page), rather than one leading to /404. */
export const isErrorPage = (pathname: string): boolean => pathname in ERROR_PAGES;
