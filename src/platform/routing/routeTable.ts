import { menuGroups, routes } from '../../generated/routes';
import { pathAndParents } from './paths';
import { routeAvailable, type Availability } from './routeAvailability';
import type { PermissionLookup, RouteEntry } from './types';

const byPath = new Map(routes.map((r) => [r.path, r]));
const byKey = new Map(routes.map((r) => [r.key, r]));
const byResource = new Map(routes.filter((r) => r.kind === 'resource').map((r) => [r.resource!, r]));
const groupsById = new Map(menuGroups.map((g) => [g.id, g]));

/**
 * The route for a react-admin resource id, a path or a route key. A resource's record screens live under
 * `/<name>` (react-admin's own paths), so that path names the resource's list route too.
 */
export function findRoute(ref: string): RouteEntry | undefined {
  return (
    byResource.get(ref) ??
    byPath.get(ref) ??
    byPath.get(`/${ref}`) ??
    byKey.get(ref) ??
    byResource.get(ref.replace(/^\//, ''))
  );
}

/** The route a path belongs to: its own entry, or the resource list it is a sub-page of (create, edit, show). */
export function routeOfPath(pathname: string): RouteEntry | undefined {
  for (const path of pathAndParents(pathname)) {
    const route = findRoute(path);
    if (route) return route;
  }
  return undefined;
}

/** The access-control lookup over the generated §2 route table. */
export const routePermission: PermissionLookup = (ref) => findRoute(ref)?.permission;

/** The field of a route's records listing an account's grants (issue 30 item 6b). */
export const routeGrantsField = (ref: string): string | undefined => findRoute(ref)?.grantsField;

/** The derived write key of a keyless route (issue 30 item 1) over the generated §2 route table. */
export const routeWritePermission: PermissionLookup = (ref) => findRoute(ref)?.writePermission;

/** The brand/agent/group rule (routeAvailability.ts) for a route of the generated table; refs outside it are not ours to hide. */
export function isRouteAvailable(ref: string, availability: Availability): boolean {
  const route = findRoute(ref);
  if (!route) return true;
  const group = route.group === undefined ? undefined : groupsById.get(route.group);
  const listKey = route.kind === 'detail' && route.resource ? byResource.get(route.resource)?.key : undefined;
  return routeAvailable(route, group, listKey, availability);
}
