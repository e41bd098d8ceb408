import type { MenuArea, MenuGroup, RouteEntry } from './types';

export interface MenuContext {
  /** The account may see this route (the access-control function, §6). */
  canSee(route: RouteEntry): boolean;
  /** The account holds one of these keys (for group permissions). */
  holdsAny(keys: readonly string[]): boolean;
  /** Route keys the brand hides (hidden_routes, §1). */
  brandHiddenRoutes: ReadonlySet<string>;
  /** Menu areas the brand hides (menu_rebate_hidden, menu_billing_hidden, menu_cash_hidden, §1). */
  brandHiddenAreas: ReadonlySet<MenuArea>;
  /** The account's agent id unhides groups marked unhideForAgents (§6). */
  agentUnhides: boolean;
}

export type MenuNode = { kind: 'group'; group: MenuGroup; items: RouteEntry[] } | { kind: 'item'; route: RouteEntry };

const byOrder = (a: { order: number; key?: string; id?: string }, b: { order: number; key?: string; id?: string }) =>
  a.order - b.order || (a.key ?? a.id ?? '').localeCompare(b.key ?? b.id ?? '');

/**
 * The side menu as data (§2, §6, §1): which groups and entries this account sees under this brand, in order.
 * Pure, so every rule is testable without rendering.
 */
export function buildMenu(routes: readonly RouteEntry[], groups: readonly MenuGroup[], ctx: MenuContext): MenuNode[] {
  const visibleRoute = (r: RouteEntry) =>
    r.kind !== 'detail' &&
    !r.hidden &&
    !ctx.brandHiddenRoutes.has(r.key) &&
    !(r.menuArea && ctx.brandHiddenAreas.has(r.menuArea)) &&
    ctx.canSee(r);
  const visibleGroup = (g: MenuGroup) =>
    (!g.hidden || (g.unhideForAgents && ctx.agentUnhides)) &&
    !(g.menuArea && ctx.brandHiddenAreas.has(g.menuArea)) &&
    (!g.permission || ctx.holdsAny(g.permission));

  const nodes: Array<MenuNode & { order: number; sortKey: string }> = [];
  for (const group of groups) {
    if (!visibleGroup(group)) continue;
    const items = routes.filter((r) => r.group === group.id && visibleRoute(r)).sort(byOrder);
    if (items.length > 0) nodes.push({ kind: 'group', group, items, order: group.order, sortKey: group.id });
  }
  const known = new Set(groups.map((g) => g.id));
  for (const route of routes) {
    if ((!route.group || !known.has(route.group)) && visibleRoute(route)) nodes.push({ kind: 'item', route, order: route.order, sortKey: route.key });
  }
  return nodes.sort((a, b) => a.order - b.order || a.sortKey.localeCompare(b.sortKey)).map(({ order: _o, sortKey: _s, ...node }) => node as MenuNode);
}
