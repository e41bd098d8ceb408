import type { MenuGroup, RouteEntry } from './types';

export interface MenuContext {
  /**
   * The account may open this route here: the one access-control function (§6), which also applies the brand and
   * agent rules (§1), so the menu never offers what the address bar would refuse, nor hides what it would open.
   */
  canSee(route: RouteEntry): boolean;
}

export type MenuNode = { kind: 'group'; group: MenuGroup; items: RouteEntry[] } | { kind: 'item'; route: RouteEntry };

const byOrder = (a: { order: number; key?: string; id?: string }, b: { order: number; key?: string; id?: string }) =>
  a.order - b.order || (a.key ?? a.id ?? '').localeCompare(b.key ?? b.id ?? '');

/**
 * The side menu as data (§2): the routes this account may open, minus pages that are never menu entries (detail
 * pages, `hidden`, pages not built yet, blank-layout pages), grouped and in order; a group without entries vanishes. Pure, so every rule is testable
 * without rendering.
 */
export function buildMenu(routes: readonly RouteEntry[], groups: readonly MenuGroup[], ctx: MenuContext): MenuNode[] {
  const inMenu = (r: RouteEntry) =>
    r.kind !== 'detail' && !r.hidden && !r.planned && r.layout !== 'blank' && ctx.canSee(r);
  const nodes: Array<MenuNode & { order: number; sortKey: string }> = [];
  for (const group of groups) {
    const items = routes.filter((r) => r.group === group.id && inMenu(r)).sort(byOrder);
    if (items.length > 0) nodes.push({ kind: 'group', group, items, order: group.order, sortKey: group.id });
  }
  const known = new Set(groups.map((g) => g.id));
  for (const route of routes) {
    if ((!route.group || !known.has(route.group)) && inMenu(route))
      nodes.push({ kind: 'item', route, order: route.order, sortKey: route.key });
  }
  return nodes
    .sort((a, b) => a.order - b.order || a.sortKey.localeCompare(b.sortKey))
    .map(({ order: _o, sortKey: _s, ...node }) => node as MenuNode);
}
