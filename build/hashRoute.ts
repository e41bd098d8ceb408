/**
 * The console is hash-routed (`/#/user/login`): the page is always index.html at `/`, and config.json, upstream.json
 * and the modules are asked for relative to it. A screen's path typed without its '#' (`/user/login`, as people write
 * paths) is sent to its hash route by every server of the page — the dev server (vite.config.ts), the embedded
 * upstream (upstream/static.ts) and nginx (deploy/nginx/console/locations.conf) — instead of a page that cannot find
 * its configuration (issue 31 item 3).
 *
 * Only a plain path of letters, digits, '_' and '-' segments qualifies, and the target is always this origin's `/#…`:
 * nothing a visitor types can send the browser to another origin or to a file path.
 */
const IN_APP_PATH = /^(?:\/[A-Za-z][\w-]*)+\/?$/;

/** The hash route a page request for `pathname` (and its query) is sent to, or undefined when it is not an in-app path. */
export function hashRouteFor(pathname: string, search = ''): string | undefined {
  if (!IN_APP_PATH.test(pathname)) return undefined;
  const route = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  return `/${search}#${route}`;
}

/** Whether a request is a page load (a browser navigation), not a script's or a tool's call for data. */
export function wantsPage(method: string | undefined, accept: string | undefined): boolean {
  return (method === 'GET' || method === 'HEAD') && Boolean(accept?.includes('text/html'));
}
