import type { BrandInput, PermissionsInput, ResourceInput, RoutesInput, UpstreamInput } from '../input';
import type { UpstreamProfile } from '../../vocabulary/upstreamProfile';
import { profileOf } from './profile';
import type { LoadedSource } from '../load';
import { buildBrand } from '../brandModel';
import { assignAccessKeys, buildPermissionKeys, routeGrants } from './permissions';
import { resolveEnumSources } from './enumSources';
import { buildResource } from './resource';
import type { Model, PermissionKeyModel } from './types';

export type * from './types';
export { routeGrants } from './permissions';
export { listSends, presetParam } from './resource';

export function buildModel(sources: readonly LoadedSource[]): Model {
  const permissions = (sources.find((s) => s.kind === 'permissions')?.data ?? { roles: {} }) as PermissionsInput;
  const routes = (sources.find((s) => s.kind === 'routes')?.data ?? { groups: {} }) as RoutesInput;
  const upstream: UpstreamProfile = profileOf(sources.find((s) => s.kind === 'upstream')?.data as UpstreamInput);
  const resources = sources
    .filter((s) => s.kind === 'resource')
    .map((s) => buildResource(s.file, s.data as ResourceInput, upstream))
    .sort((a, b) => a.name.localeCompare(b.name));
  resolveEnumSources(resources);
  const brands = sources
    .filter((s) => s.kind === 'brand')
    .map((s) => buildBrand(s.data as BrandInput))
    .sort((a, b) => a.id.localeCompare(b.id));
  // A page whose route a schema (or one of its views) now serves is taken over by it (crossRefs.ts allows it).
  const served = new Set(resources.flatMap((r) => [r.route, ...r.views.map((v) => v.route)]));
  const pages = (routes.pages ?? []).filter((p) => !served.has(p.path));
  const kept = { groups: routes.groups, pages };
  assignAccessKeys(resources, kept);
  const permissionKeys = buildPermissionKeys(routeGrants(resources, kept), kept, permissions);
  return {
    resources,
    permissions: withDerivedMainKeys(permissions, permissionKeys),
    permissionKeys,
    routes: kept,
    brands,
    upstream,
  };
}

/**
 * §6: a route without a key is every account's — main accounts keep writing there; only sub-accounts need the derived
 * write keys granted (issue 30 item 1). So main accounts hold them beside permissions.yaml's `mainAccount.keys`.
 */
function withDerivedMainKeys(
  permissions: PermissionsInput,
  keys: Record<string, PermissionKeyModel>,
): PermissionsInput {
  const main = permissions.mainAccount;
  if (!main) return permissions;
  const derived = Object.keys(keys).filter((k) => keys[k].writes && !main.keys.includes(k));
  return { ...permissions, mainAccount: { ...main, keys: [...main.keys, ...derived] } };
}

/** Every permission key of the manifest, sorted. */
export function usedPermissionKeys(model: Model): string[] {
  return Object.keys(model.permissionKeys);
}
