import { ACTION_KEYS, isReadAction, writeKeyOf, type ActionKey } from '../../vocabulary/actions';
import type { Text } from '../../vocabulary/text';
import type { PermissionsInput, RoutesInput } from '../input';
import type { ActionModel, PermissionKeyModel, ResourceModel } from './types';

/** One §2 route as the permission manifest sees it: the keys that open it and the §3 actions its elements need. */
export interface RouteGrant {
  /** The route key (resource, view or page name) and its §2 path. */
  key: string;
  path: string;
  keys: string[];
  /**
   * A route without keys (§2 leaves some open) that changes something: the key its writes need (issue 30 item 1) —
   * derived, named after the resource, carrying the route's non-read actions. Empty otherwise.
   */
  writeKeys: string[];
  /** What the write keys carry: the route's non-read actions and its resource's write calls. */
  writeActions: ActionKey[];
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
export function accessKeysOf(
  routes: RoutesInput,
  own: string | string[] | undefined,
  group: string | undefined,
  fallback: readonly string[] = [],
): string[] {
  if (own !== undefined) return asList(own);
  const groupKeys = asList(group ? routes.groups[group]?.permission : undefined);
  return groupKeys.length ? groupKeys : [...fallback];
}

/** A record screen, or a detail call the screens read records with (an edit form loads its record first). */
const opensRecords = (r: ResourceModel) =>
  Boolean(r.show || r.detail || r.screens.show || (r.page === 'list' && typeof r.upstream.get === 'object'));

/** The §3 actions a resource's own route uses: its buttons, its record pages, a form page's save, its write calls. */
function resourceActions(r: ResourceModel): ActionKey[] {
  const pageActions: ActionKey[] = r.page === 'form' && r.upstream.update ? ['edit'] : [];
  return actionsOf(r.actions, opensRecords(r), pageActions);
}

/** The upstream write calls a resource declares, as the §3 actions they are (a call nobody could make is refused anyway). */
function writeCallActions(r: ResourceModel): ActionKey[] {
  const u = r.upstream;
  return [
    ...(u.create ? (['add'] as const) : []),
    ...(u.update ? (['edit'] as const) : []),
    ...(u.delete ? (['delete'] as const) : []),
  ];
}

/**
 * A keyless route's write key: its resource's derived key when the route (or the resource's calls) change anything,
 * none when the route has keys of its own (they carry its writes) or only reads.
 */
function writeKeysOf(r: ResourceModel, accessKeys: readonly string[], actions: readonly ActionKey[]): string[] {
  if (accessKeys.length > 0) return [];
  return [...actions, ...writeCallActions(r)].some((a) => !isReadAction(a)) ? [writeKeyOf(r.name)] : [];
}

/** Sets every resource's and view's access keys and write keys (model.ts runs it once the routes file is known). */
export function assignAccessKeys(resources: ResourceModel[], routes: RoutesInput): void {
  for (const r of resources) {
    r.accessKeys = accessKeysOf(routes, r.permission, r.menu.group);
    r.writeKeys = writeKeysOf(r, r.accessKeys, resourceActions(r));
    for (const v of r.views) {
      v.accessKeys = accessKeysOf(routes, v.permission, v.menu.group, r.accessKeys);
      v.writeKeys = writeKeysOf(r, v.accessKeys, actionsOf(v.actions, opensRecords(r)));
    }
  }
}

/** The actions a derived write key carries: the route's and its resource's write calls, never the reads. */
const writeActionsOf = (r: ResourceModel, actions: readonly ActionKey[]) => {
  const set = new Set([...actions, ...writeCallActions(r)].filter((a) => !isReadAction(a)));
  return ACTION_KEYS.filter((k) => set.has(k));
};

/** Every route of the project with its keys and the actions it uses. */
export function routeGrants(resources: readonly ResourceModel[], routes: RoutesInput): RouteGrant[] {
  const keysOf = (own: string | string[] | undefined, group: string | undefined) => accessKeysOf(routes, own, group);
  const out: RouteGrant[] = [];
  for (const r of resources) {
    const actions = resourceActions(r);
    out.push({
      key: r.name,
      path: r.route,
      keys: r.accessKeys,
      writeKeys: r.writeKeys,
      writeActions: writeActionsOf(r, actions),
      actions,
      label: r.label,
      group: r.menu.group,
      order: r.menu.order,
    });
    for (const v of r.views) {
      const viewActions = actionsOf(v.actions, opensRecords(r));
      out.push({
        key: v.name,
        path: v.route,
        keys: v.accessKeys,
        writeKeys: v.writeKeys,
        writeActions: writeActionsOf(r, viewActions),
        actions: viewActions,
        label: v.label,
        group: v.menu.group,
        order: v.menu.order,
      });
    }
  }
  for (const p of routes.pages ?? []) {
    // Pages are hand-written features: a keyless one that writes declares a key (routes.yaml), none is derived.
    out.push({
      key: p.key,
      path: p.path,
      keys: keysOf(p.permission, p.group),
      writeKeys: [],
      writeActions: [],
      actions: ACTION_KEYS.filter((k) => (p.actions ?? ['query']).includes(k)),
      label: p.label,
      group: p.group,
      order: p.order,
    });
  }
  return out;
}

/**
 * The permission manifest (§6): every key a route or a marker declares, with the union of the §3 actions its routes
 * use — built from the schemas, so a button never needs a key that cannot carry its action. A group's key is named
 * after the group; another key after the first route (by declaration) that requires it.
 */
export function buildPermissionKeys(
  grants: readonly RouteGrant[],
  routes: RoutesInput,
  permissions: PermissionsInput,
): Record<string, PermissionKeyModel> {
  const out: Record<string, PermissionKeyModel> = {};
  const add = (key: string, label: Text, actions: readonly ActionKey[], marker = false, writes = false) => {
    const known = Object.hasOwn(out, key) ? out[key] : undefined;
    const merged = new Set([...(known?.actions ?? []), ...actions]);
    out[key] = {
      label: known?.label ?? label,
      actions: ACTION_KEYS.filter((k) => merged.has(k)),
      marker: (known?.marker ?? false) || marker,
      ...(known?.writes || writes ? { writes: true } : {}),
    };
  };
  for (const [key, m] of Object.entries(permissions.markers ?? {})) add(key, m.label, [], true);
  for (const g of Object.values(routes.groups)) for (const key of asList(g.permission)) add(key, g.label, []);
  for (const grant of grants) for (const key of grant.keys) add(key, grant.label, grant.actions);
  // A keyless route's writes (issue 30 item 1): the derived key carries what the route changes, labelled as the route.
  for (const grant of grants) for (const key of grant.writeKeys) add(key, grant.label, grant.writeActions, false, true);
  return Object.fromEntries(Object.entries(out).sort(([a], [b]) => a.localeCompare(b)));
}
