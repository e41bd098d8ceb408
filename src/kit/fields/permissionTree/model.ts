import { ACTION_KEYS, grantOf, parseGrant, type ActionKey } from '../../../../vocabulary/actions';
import type { Text } from '../../../../vocabulary/text';

/**
 * The value model of widget permissionTree (§6): what an account may use, as 'key:action' strings — a permission key
 * of the manifest and one of the §3 actions it carries. The tree a user picks them from is menu group → route →
 * actions. Grants are per key, not per route: a key that opens several routes (statistics opens three) is one branch,
 * named by every route it opens.
 */
export type Grant = string;

/** What the tree reads of src/generated/permissionKeys.json. */
export interface PermissionManifest {
  keys: Readonly<Record<string, { label: Text; actions: readonly string[]; marker: boolean }>>;
  groups: Readonly<Record<string, { label: Text; order: number }>>;
  /** writeKeys: a keyless route's derived write key (issue 30 item 1), granted beside the keys that open routes. */
  routes: ReadonlyArray<{
    key: string;
    path: string;
    keys: readonly string[];
    writeKeys?: readonly string[];
    actions: readonly string[];
    label: Text;
    group?: string;
    order?: number;
  }>;
}

/** A permission key as a branch: the routes it opens and the actions that may be granted on it. */
export interface KeyNode {
  key: string;
  routes: Text[];
  actions: ActionKey[];
}

export interface GroupNode {
  /** The routes.yaml group; '' for the menu's top-level entries. */
  id: string;
  label: Text;
  keys: KeyNode[];
}

export type CheckState = 'checked' | 'indeterminate' | 'unchecked';

/** The branch of the menu's top-level entries (routes in no group). */
export const TOP_LEVEL: Text = { 'zh-CN': '一级菜单', en: 'Top-level menus' };

export { grantOf, parseGrant };

const isAction = (a: string): a is ActionKey => (ACTION_KEYS as readonly string[]).includes(a);

/**
 * The tree of what may be granted: every route key (markers follow account flags, never a grant) the granting user
 * holds, with the actions it carries that the user holds on it — nobody grants more than they hold; a keyless route's
 * write key sits where its route does (its menu group), carrying only the writes. Groups in menu
 * order, the top-level entries first; routes in menu order within their group; a key sits in its first route's group.
 * `shown` leaves out routes the granting user does not have here at all (a brand's hidden routes, §1; the short-video
 * coupons outside their agents, §6).
 */
export function buildTree(
  manifest: PermissionManifest,
  held: (key: string) => readonly string[] | undefined,
  shown: (route: string) => boolean = () => true,
): GroupNode[] {
  const groupOrder = (g: string | undefined) => (g && manifest.groups[g] ? manifest.groups[g].order : -1);
  const routes = [...manifest.routes].sort(
    (a, b) => groupOrder(a.group) - groupOrder(b.group) || (a.order ?? 0) - (b.order ?? 0),
  );
  const groups = new Map<string, GroupNode>();
  const nodes = new Map<string, KeyNode>();
  for (const route of routes.filter((r) => shown(r.key))) {
    for (const key of [...route.keys, ...(route.writeKeys ?? [])]) {
      const declared = manifest.keys[key];
      const mine = held(key);
      if (!declared || declared.marker || !mine) continue;
      let node = nodes.get(key);
      if (!node) {
        const actions = declared.actions.filter(isAction).filter((a) => mine.includes(a));
        if (actions.length === 0) continue;
        node = { key, routes: [], actions };
        nodes.set(key, node);
        const id = route.group && manifest.groups[route.group] ? route.group : '';
        if (!groups.has(id)) groups.set(id, { id, label: id === '' ? TOP_LEVEL : manifest.groups[id].label, keys: [] });
        groups.get(id)!.keys.push(node);
      }
      if (!node.routes.some((t) => t['zh-CN'] === route.label['zh-CN'])) node.routes.push(route.label);
    }
  }
  return [...groups.values()];
}

export const keyGrants = (node: KeyNode): Grant[] => node.actions.map((a) => grantOf(node.key, a));
export const groupGrants = (group: GroupNode): Grant[] => group.keys.flatMap(keyGrants);
export const treeGrants = (tree: readonly GroupNode[]): Grant[] => tree.flatMap(groupGrants);

/** All, some or none of the grants are in the value (a parent's tri-state). */
export function stateOf(value: readonly Grant[], grants: readonly Grant[]): CheckState {
  const held = grants.filter((g) => value.includes(g)).length;
  if (held === 0 || grants.length === 0) return 'unchecked';
  return held === grants.length ? 'checked' : 'indeterminate';
}

/** The value in the tree's order; grants the tree does not show (the granting user lacks them) are kept, last. */
function ordered(tree: readonly GroupNode[], value: Iterable<Grant>): Grant[] {
  const set = new Set(value);
  const shown = treeGrants(tree);
  return [...shown.filter((g) => set.has(g)), ...[...set].filter((g) => !shown.includes(g))];
}

/** A parent (group, route or the whole tree): a fully ticked one clears all its grants, any other gets all of them. */
export function toggleAll(tree: readonly GroupNode[], value: readonly Grant[], grants: readonly Grant[]): Grant[] {
  const set = new Set(value);
  if (stateOf(value, grants) === 'checked') for (const g of grants) set.delete(g);
  else for (const g of grants) set.add(g);
  return ordered(tree, set);
}

/**
 * One action of a route. query is the route itself (its menu entry and list): ticking any other action ticks query
 * too, and unticking query unticks the route's every action — a button without its screen would be useless.
 */
export function toggleAction(
  tree: readonly GroupNode[],
  value: readonly Grant[],
  node: KeyNode,
  action: ActionKey,
): Grant[] {
  const set = new Set(value);
  const grant = grantOf(node.key, action);
  if (set.has(grant)) {
    if (action === 'query') for (const g of keyGrants(node)) set.delete(g);
    else set.delete(grant);
  } else {
    set.add(grant);
    if (node.actions.includes('query')) set.add(grantOf(node.key, 'query'));
  }
  return ordered(tree, set);
}

/** A form value as a list of grants: anything that is not a list of strings is an empty choice. */
export function asGrants(value: unknown): Grant[] {
  return Array.isArray(value) ? value.filter((g): g is Grant => typeof g === 'string') : [];
}
