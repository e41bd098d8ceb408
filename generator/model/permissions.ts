import { ACTION_KEYS, type ActionKey } from '../../vocabulary/actions';
import type { Text } from '../../vocabulary/text';
import type { PermissionsInput, RoutesInput } from '../input';
import type { ActionModel, PermissionKeyModel, ResourceModel } from './types';

/** One §2 route as the permission manifest sees it: the keys that open it and the §3 actions its elements need. */
export interface RouteGrant {
  /** The route key (resource, view or page name) and its §2 path. */
  key: string;
  path: string;
  keys: string[];
  actions: ActionKey[];
  label: Text;
  /** Its routes.yaml menu group; none for a top-level entry. */
  group?: string;
  /** Its place in the menu (within its group). */
  order?: number;
}

const asList = (ref: string | string[] | undefined) => (ref === undefined ? [] : Array.isArray(ref) ? ref : [ref]);

/** The actions a list of buttons needs, plus the list itself (query) and the record pages it opens. */
function actionsOf(buttons: readonly ActionModel[], opensRecords: boolean, extra: ActionKey[] = []): ActionKey[] {
  const set = new Set<ActionKey>(['query', ...extra, ...buttons.map((a) => a.access)]);
  if (opensRecords) set.add('get');
  return ACTION_KEYS.filter((k) => set.has(k));
}

/** The keys that open a route: its own, else its menu group's, else (a view) its resource's. */
export function accessKeysOf(routes: RoutesInput, own: string | string[] | undefined, group: string | undefined, fallback: readonly string[] = []): string[] {
  if (own !== undefined) return asList(own);
  const groupKeys = asList(group ? routes.groups[group]?.permission : undefined);
  return groupKeys.length ? groupKeys : [...fallback];
}

/** Sets every resource's and view's access keys (model.ts runs it once the routes file is known). */
export function assignAccessKeys(resources: ResourceModel[], routes: RoutesInput): void {
  for (const r of resources) {
    r.accessKeys = accessKeysOf(routes, r.permission, r.menu.group);
    for (const v of r.views) v.accessKeys = accessKeysOf(routes, v.permission, v.menu.group, r.accessKeys);
  }
}

/** Every route of the project with its keys and the actions it uses. */
export function routeGrants(resources: readonly ResourceModel[], routes: RoutesInput): RouteGrant[] {
  const keysOf = (own: string | string[] | undefined, group: string | undefined) => accessKeysOf(routes, own, group);
  const out: RouteGrant[] = [];
  for (const r of resources) {
    // A record screen, or a detail call the screens read records with (an edit form loads its record first).
    const opens = Boolean(r.show || r.detail || r.screens.show || (r.page === 'list' && typeof r.upstream.get === 'object'));
    const pageActions: ActionKey[] = r.page === 'form' && r.upstream.update ? ['edit'] : [];
    out.push({ key: r.name, path: r.route, keys: accessKeysOf(routes, r.permission, r.menu.group), actions: actionsOf(r.actions, opens, pageActions), label: r.label, group: r.menu.group, order: r.menu.order });
    for (const v of r.views) out.push({ key: v.name, path: v.route, keys: accessKeysOf(routes, v.permission, v.menu.group, accessKeysOf(routes, r.permission, r.menu.group)), actions: actionsOf(v.actions, opens), label: v.label, group: v.menu.group, order: v.menu.order });
  }
  for (const p of routes.pages ?? []) {
    out.push({ key: p.key, path: p.path, keys: keysOf(p.permission, p.group), actions: ACTION_KEYS.filter((k) => (p.actions ?? ['query']).includes(k)), label: p.label, group: p.group, order: p.order });
  }
  return out;
}

/**
 * The permission manifest (§6): every key a route or a marker declares, with the union of the §3 actions its routes
 * use — built from the schemas, so a button never needs a key that cannot carry its action. A group's key is named
 * after the group; another key after the first route (by declaration) that requires it.
 */
export function buildPermissionKeys(grants: readonly RouteGrant[], routes: RoutesInput, permissions: PermissionsInput): Record<string, PermissionKeyModel> {
  const out: Record<string, PermissionKeyModel> = {};
  const add = (key: string, label: Text, actions: readonly ActionKey[], marker = false) => {
    const known = Object.hasOwn(out, key) ? out[key] : undefined;
    const merged = new Set([...(known?.actions ?? []), ...actions]);
    out[key] = { label: known?.label ?? label, actions: ACTION_KEYS.filter((k) => merged.has(k)), marker: (known?.marker ?? false) || marker };
  };
  for (const [key, m] of Object.entries(permissions.markers ?? {})) add(key, m.label, [], true);
  for (const g of Object.values(routes.groups)) for (const key of asList(g.permission)) add(key, g.label, []);
  for (const grant of grants) for (const key of grant.keys) add(key, grant.label, grant.actions);
  return Object.fromEntries(Object.entries(out).sort(([a], [b]) => a.localeCompare(b)));
}
