import { describe, expect, it } from 'vitest';
import { menuGroups, routes } from '../../generated/routes';
import { buildMenu, type MenuContext, type MenuNode } from './buildMenu';
import type { Availability } from './routeAvailability';
import { isRouteAvailable } from './routeTable';
import type { MenuArea, RouteEntry } from './types';

/** The console's rule (accessControl.canAccess) reduced to keys: available here, and holding the route's key. */
const ctx = (keys: string[], extra: Partial<Availability> = {}): MenuContext => {
  const availability: Availability = {
    brandHiddenRoutes: new Set<string>(),
    brandHiddenAreas: new Set<MenuArea>(),
    agentUnhides: false,
    holdsAny: (ks) => ks.some((k) => keys.includes(k)),
    ...extra,
  };
  return {
    canSee: (r: RouteEntry) =>
      isRouteAvailable(r.key, availability) && (!r.permission || r.permission.some((k) => keys.includes(k))),
  };
};
const keysOf = (nodes: MenuNode[]) =>
  nodes.flatMap((n) => (n.kind === 'group' ? [`${n.group.id}:`, ...n.items.map((i) => i.key)] : [n.route.key]));
const everything = [
  'dashboard',
  'statistics',
  'user_list',
  'order_all',
  'order_grab',
  'order_issued',
  'order_completed',
  'flower_order',
  'food_order',
  'withdraw_agent',
  'withdraw_fan',
  'fund_order',
  'fund_flower',
  'fund_balance',
  'fund_statement',
  'price',
  'merchant_info',
  'application',
  'swiper',
  'film',
  'cinema',
  'poster',
  'template_push',
  'business_cooperation',
  'subscribe_news',
  'coupon',
  'local_life',
  'coupon_ks',
  'download',
  'SubaccountList',
  'operationLog',
];

/** The real route table as if every planned page were built: the menu rules below are about access, not progress. */
const built: RouteEntry[] = routes.map((r) => ({ ...r, planned: false }));

describe('the side menu (§2, §6, §1)', () => {
  it('never offers a planned page (no menu entry into "under development") nor a blank-layout page', () => {
    const menu = keysOf(buildMenu(routes, menuGroups, ctx([...everything, 'is_share_order'], { agentUnhides: true })));
    // Every built route a full account may open is offered…
    const offered = routes
      .filter((r) => !r.planned && !r.hidden && r.layout !== 'blank' && r.kind !== 'detail')
      .map((r) => r.key);
    expect([...menu.filter((k) => !k.endsWith(':'))].sort()).toEqual([...offered].sort());
    // …and none that is planned or stands alone.
    for (const r of routes.filter((x) => x.planned || x.layout === 'blank')) expect(menu).not.toContain(r.key);
  });

  it('a full account sees every visible route, groups and top-level entries in order, never detail pages', () => {
    const menu = keysOf(buildMenu(built, menuGroups, ctx(everything)));
    expect(menu[0]).toBe('dashboard');
    expect(menu).toContain('cinema:');
    expect(menu.indexOf('orders')).toBe(menu.indexOf('cinema:') + 1);
    expect(menu).not.toContain('ordersDetail');
    expect(menu).not.toContain('junior:');
    expect(menu).not.toContain('couponKs:');
    expect(menu).toContain('subaccounts');
  });

  it('the junior-agent group needs is_share_order or junior', () => {
    expect(keysOf(buildMenu(built, menuGroups, ctx([...everything, 'is_share_order'])))).toEqual(
      expect.arrayContaining(['junior:', 'juniorAgents', 'juniorOrders']),
    );
    expect(keysOf(buildMenu(built, menuGroups, ctx([...everything, 'junior'])))).toContain('juniorOrders');
  });

  it('the short-video coupon group appears only for the configured agents', () => {
    expect(keysOf(buildMenu(built, menuGroups, ctx(everything, { agentUnhides: true })))).toEqual(
      expect.arrayContaining(['couponKs:', 'ksCoupons']),
    );
  });

  it('brand flags hide the cash, billing and rebate areas; hidden_routes hides single entries', () => {
    const menu = keysOf(
      buildMenu(
        built,
        menuGroups,
        ctx(everything, {
          brandHiddenAreas: new Set<MenuArea>(['cash', 'billing', 'rebate']),
          brandHiddenRoutes: new Set(['posters', 'downloads']),
        }),
      ),
    );
    for (const gone of ['device:', 'agentWithdrawals', 'fund:', 'fundOrders', 'pricing', 'posters', 'downloads'])
      expect(menu).not.toContain(gone);
    expect(menu).toContain('material:');
  });

  it('a narrow account sees only what it holds, and empty groups vanish', () => {
    expect(keysOf(buildMenu(built, menuGroups, ctx(['order_all'])))).toEqual([
      'cinema:',
      'orders',
      'operations:',
      'alipayService',
      'wechatCoupons',
    ]);
  });
});
