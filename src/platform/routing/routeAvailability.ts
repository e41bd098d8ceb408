import type { MenuArea, MenuGroup, RouteEntry } from './types';

/**
 * What decides, besides the route's own permission key, whether a route exists for this page: the brand (§1
 * hidden_routes and the rebate/billing/cash flags), the account's agent id (§6: the short-video coupons) and the
 * group's permission. One rule for the menu and the address bar alike: a route the menu hides is forbidden by URL.
 */
export interface Availability {
  /** Route keys the brand hides (hidden_routes, §1). */
  brandHiddenRoutes: ReadonlySet<string>;
  /** Menu areas the brand hides (menu_rebate_hidden, menu_billing_hidden, menu_cash_hidden, §1). */
  brandHiddenAreas: ReadonlySet<MenuArea>;
  /** The account's agent id is one of config.json's shortVideoCouponAgentIds (§6). */
  agentUnhides: boolean;
  /** The account holds one of these keys (a group's permission). */
  holdsAny(keys: readonly string[]): boolean;
}

/**
 * Whether the route is available. `listKey` is, for a resource's hidden detail page, its list route's key: hiding
 * the list hides its detail page too.
 */
export function routeAvailable(
  route: RouteEntry,
  group: MenuGroup | undefined,
  listKey: string | undefined,
  a: Availability,
): boolean {
  if (a.brandHiddenRoutes.has(route.key) || (listKey !== undefined && a.brandHiddenRoutes.has(listKey))) return false;
  if (route.menuArea && a.brandHiddenAreas.has(route.menuArea)) return false;
  if (!group) return true;
  if (group.hidden && !(group.unhideForAgents && a.agentUnhides)) return false;
  if (group.menuArea && a.brandHiddenAreas.has(group.menuArea)) return false;
  return !group.permission || a.holdsAny(group.permission);
}
