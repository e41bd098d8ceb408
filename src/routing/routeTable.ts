import { routes } from '../generated/routes';
import type { PermissionLookup, RouteEntry } from './types';

const byPath = new Map(routes.map((r) => [r.path, r]));
const byKey = new Map(routes.map((r) => [r.key, r]));
const byResource = new Map(routes.filter((r) => r.kind === 'resource').map((r) => [r.resource!, r]));

/** The route for a react-admin resource id, a path or a route key. */
export function findRoute(ref: string): RouteEntry | undefined {
  return byResource.get(ref) ?? byPath.get(ref) ?? byPath.get(`/${ref}`) ?? byKey.get(ref);
}

/** The access-control lookup over the generated §2 route table. */
export const routePermission: PermissionLookup = (ref) => findRoute(ref)?.permission;
