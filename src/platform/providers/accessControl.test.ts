import { describe, expect, it } from 'vitest';
import { permissionKeys } from '../../generated/permissions';
import type { Availability } from '../routing/routeAvailability';
import { isRouteAvailable, routeGrantsField, routePermission, routeWritePermission } from '../routing/routeTable';
import type { MenuArea } from '../routing/types';
import { canAccess, type AccessPolicy, type PermissionLookup } from './accessControl';
import { deriveRole, RolesError, type DerivedRole } from './userInfo';

/** The console's permission keys (the generated manifest): what an upstream identity may grant. */
const consoleKeys = Object.keys(permissionKeys);

const allActions = (key: string) =>
  key === 'SubaccountList'
    ? (['query', 'get', 'add', 'edit', 'delete', 'enable', 'disable'] as const)
    : (permissionKeys[key]?.actions ?? []);

const merchantInfo = {
  username: 'merchant',
  tel: '13800138000',
  is_sub_account: 0,
  business_type: 1,
  is_authshop: 1,
  is_shareshop: 0,
  is_share_order: 1,
  agent_id: 1001,
  permissions: [
    { identity: 'order_all', children: [{ identity: 'query' }, { identity: 'get' }, { identity: 'export' }] },
    { identity: 'junior', children: [{ identity: 'query' }] },
  ],
};
const operatorInfo = {
  ...merchantInfo,
  username: 'operator',
  is_sub_account: 1,
  permissions: [
    { identity: 'order_all', children: [{ identity: 'query' }, { identity: 'get' }] },
    { identity: 'SubaccountList', children: [{ identity: 'query' }] },
  ],
};

describe('derived role (§6)', () => {
  it("main accounts get Subaccount, SubaccountList, the keyless routes' write keys and the markers, and lose junior", () => {
    const role = deriveRole(merchantInfo, allActions, consoleKeys);
    const ids = role.permissions.map((p) => p.permissionId).sort();
    expect(ids).toEqual([
      'Subaccount',
      'SubaccountList',
      'alipayService',
      'business_type_1',
      'is_authshop',
      'is_share_order',
      'order_all',
    ]);
    expect(role.permissions.find((p) => p.permissionId === 'alipayService')?.actionList).toEqual(['edit']);
    expect(role.permissions.find((p) => p.permissionId === 'SubaccountList')?.actionList).toEqual([
      'add',
      'delete',
      'disable',
      'edit',
      'enable',
      'get',
      'query',
    ]);
    expect(role.isSubAccount).toBe(false);
  });

  it('sub-accounts get exactly what the server sent', () => {
    const role = deriveRole(operatorInfo, allActions, consoleKeys);
    expect(role.permissions).toEqual([
      { permissionId: 'order_all', actionList: ['get', 'query'] },
      { permissionId: 'SubaccountList', actionList: ['query'] },
    ]);
  });

  it.each([
    ['missing', { ...operatorInfo, permissions: undefined }],
    ['null', { ...operatorInfo, permissions: null }],
    ['an object', { ...operatorInfo, permissions: { order_all: true } }],
    ['no info at all', null],
  ])('permissions %s → "getInfo: roles must be a non-null array"', (_name, info) => {
    expect(() => deriveRole(info, allActions, consoleKeys)).toThrow(RolesError);
    expect(() => deriveRole(info, allActions, consoleKeys)).toThrow('getInfo: roles must be a non-null array');
  });

  it('malformed entries grant nothing (deny by default)', () => {
    const role = deriveRole(
      {
        ...operatorInfo,
        permissions: [
          null,
          'order_all',
          { identity: 5 },
          { identity: 'poster', children: [{ identity: 'fly' }, null, { identity: 'query' }] },
        ],
      },
      allActions,
      consoleKeys,
    );
    expect(role.permissions).toEqual([{ permissionId: 'poster', actionList: ['query'] }]);
  });
});

describe('canAccess: accounts × routes × actions', () => {
  const lookup: PermissionLookup = (r) =>
    ({
      orders: ['order_all'],
      subaccounts: ['SubaccountList'],
      posters: ['poster'],
      '/merchant/list': ['is_share_order', 'junior'],
    })[r];
  const merchant = deriveRole(merchantInfo, allActions, consoleKeys);
  const operator = deriveRole(operatorInfo, allActions, consoleKeys);
  const table: Array<[string, DerivedRole | undefined, string, string, boolean]> = [
    ['merchant', merchant, 'orders', 'list', true],
    ['merchant', merchant, 'orders', 'export', true],
    ['merchant', merchant, 'orders', 'delete', false],
    ['merchant', merchant, 'subaccounts', 'create', true],
    ['merchant', merchant, 'subaccounts', 'enable', true],
    ['merchant', merchant, 'posters', 'list', false],
    ['merchant', merchant, 'open/page', 'list', true],
    ['merchant (is_share_order)', merchant, '/merchant/list', 'list', true],
    ['operator (neither)', operator, '/merchant/list', 'list', false],
    ['operator', operator, 'orders', 'list', true],
    ['operator', operator, 'orders', 'show', true],
    ['operator', operator, 'orders', 'export', false],
    ['operator', operator, 'subaccounts', 'list', true],
    ['operator', operator, 'subaccounts', 'create', false],
    ['operator', operator, 'subaccounts', 'edit', false],
    ['operator', operator, 'subaccounts', 'disable', false],
    ['operator', operator, 'subaccounts', 'delete', false],
    ['nobody', undefined, 'open/page', 'list', false],
    ['merchant', merchant, 'orders', 'fly', false],
  ];
  it.each(table)('%s on %s may %s: %s', (_who, role, resource, action, expected) => {
    expect(canAccess(role, { permission: lookup, available: () => true }, resource, action)).toBe(expected);
  });
});

describe('the real route table: seeded accounts × §2 routes × actions', () => {
  // Permissions as the embedded upstream grants them (permissions.yaml roles) plus each account's flags.
  const info = (over: Record<string, unknown>) => ({
    username: 'u',
    tel: '1',
    is_sub_account: 0,
    business_type: 1,
    is_authshop: 0,
    is_shareshop: 0,
    is_share_order: 0,
    agent_id: 1,
    ...over,
  });
  const merchantPerms = ['order_all', 'withdraw_agent', 'poster', 'fund_order', 'price', 'junior'].map((identity) => ({
    identity,
    children: ['query', 'get', 'add', 'edit', 'delete', 'export', 'enable', 'disable'].map((a) => ({ identity: a })),
  }));
  const accounts = {
    merchant: deriveRole(info({ permissions: merchantPerms }), allActions, consoleKeys),
    sharer: deriveRole(info({ is_share_order: 1, permissions: merchantPerms }), allActions, consoleKeys),
    operator: deriveRole(
      info({
        is_sub_account: 1,
        permissions: [
          { identity: 'order_all', children: [{ identity: 'query' }, { identity: 'get' }] },
          { identity: 'SubaccountList', children: [{ identity: 'query' }, { identity: 'get' }] },
        ],
      }),
      allActions,
      consoleKeys,
    ),
    viewer: deriveRole(
      info({ is_sub_account: 1, permissions: [{ identity: 'order_all', children: [{ identity: 'query' }] }] }),
      allActions,
      consoleKeys,
    ),
    writer: deriveRole(
      info({ is_sub_account: 1, permissions: [{ identity: 'alipayService', children: [{ identity: 'edit' }] }] }),
      allActions,
      consoleKeys,
    ),
  };
  /** The default brand, no configured agent ids: what the console applies on localhost. */
  const here = (role: DerivedRole, extra: Partial<Availability> = {}): Availability => ({
    brandHiddenRoutes: new Set(),
    brandHiddenAreas: new Set<MenuArea>(),
    agentUnhides: false,
    holdsAny: (keys) => role.permissions.some((p) => keys.includes(p.permissionId)),
    ...extra,
  });
  const policy = (extra: Partial<Availability> = {}): AccessPolicy => ({
    permission: routePermission,
    writePermission: routeWritePermission,
    available: (ref, role) => isRouteAvailable(ref, here(role, extra)),
  });
  const table: Array<[keyof typeof accounts, string, string, boolean]> = [
    ['merchant', 'orders', 'list', true],
    ['merchant', '/cinema/detail/Details', 'show', true],
    ['merchant', 'subaccounts', 'create', true],
    ['merchant', '/merchant/list', 'list', false],
    ['merchant', '/alipay/AlipayServe', 'list', true],
    ['merchant', '/couponKs/CouponsList', 'list', false],
    ['sharer', '/merchant/list', 'list', true],
    ['sharer', '/cinema/juniorOrder', 'list', true],
    ['operator', 'orders', 'show', true],
    ['operator', 'orders', 'export', false],
    ['operator', 'subaccounts', 'list', true],
    ['operator', 'subaccounts', 'edit', false],
    ['operator', 'agentWithdrawals', 'list', false],
    ['viewer', 'orders', 'list', true],
    ['viewer', 'orders', 'show', false],
    ['viewer', '/cinema/detail/Details', 'show', false],
    ['viewer', 'subaccounts', 'list', false],
    ['viewer', '/fund/orderFund', 'list', false],
    ['viewer', '/WeChatTiCket/ConPonList', 'list', true],
    // Issue 30 item 1: a keyless route is shown to all; its writes need the derived key, which main accounts hold.
    ['merchant', 'alipayService', 'edit', true],
    ['viewer', 'alipayService', 'list', true],
    ['viewer', 'alipayService', 'edit', false],
    ['operator', 'alipayService', 'edit', false],
    ['writer', 'alipayService', 'edit', true],
  ];
  it.each(table)('%s on %s may %s: %s', (who, route, action, expected) => {
    expect(canAccess(accounts[who], policy(), route, action)).toBe(expected);
  });

  // One rule for menu and address bar (§1, §6): what a brand or the agent rule hides is forbidden by URL too.
  const shortVideo = deriveRole(
    info({ permissions: [...merchantPerms, { identity: 'coupon_ks', children: [{ identity: 'query' }] }] }),
    allActions,
    consoleKeys,
  );
  const hidden: Array<[string, DerivedRole, Partial<Availability>, string, string, boolean]> = [
    ['coupon_ks holder, not a configured agent', shortVideo, {}, '/couponKs/CouponsList', 'list', false],
    [
      'coupon_ks holder and a configured agent',
      shortVideo,
      { agentUnhides: true },
      '/couponKs/CouponsList',
      'list',
      true,
    ],
    [
      'merchant under a brand hiding the cash area',
      accounts.merchant,
      { brandHiddenAreas: new Set<MenuArea>(['cash']) },
      'agentWithdrawals',
      'list',
      false,
    ],
    [
      '… and its buttons',
      accounts.merchant,
      { brandHiddenAreas: new Set<MenuArea>(['cash']) },
      'agentWithdrawals',
      'export',
      false,
    ],
    [
      'merchant under a brand hiding posters',
      accounts.merchant,
      { brandHiddenRoutes: new Set(['posters']) },
      'posters',
      'list',
      false,
    ],
    [
      'merchant under a brand hiding orders: the detail page too',
      accounts.merchant,
      { brandHiddenRoutes: new Set(['orders']) },
      '/cinema/detail/Details',
      'show',
      false,
    ],
    [
      'merchant under a brand hiding the billing area',
      accounts.merchant,
      { brandHiddenAreas: new Set<MenuArea>(['billing']) },
      '/fund/orderFund',
      'list',
      false,
    ],
    [
      'merchant under a brand hiding the rebate area',
      accounts.merchant,
      { brandHiddenAreas: new Set<MenuArea>(['rebate']) },
      '/price/list',
      'list',
      false,
    ],
    [
      '… but not what the brand leaves',
      accounts.merchant,
      { brandHiddenAreas: new Set<MenuArea>(['rebate']) },
      '/fund/orderFund',
      'list',
      true,
    ],
  ];
  it.each(hidden)('%s on %s may %s: %s', (_who, role, extra, route, action, expected) => {
    expect(canAccess(role, policy(extra), route, action)).toBe(expected);
  });
});

describe('a sub-account changes only accounts within its own grants (issue 30 item 6b)', () => {
  const info = (over: Record<string, unknown>) => ({
    username: 'u',
    tel: '1',
    is_sub_account: 1,
    business_type: 1,
    agent_id: 1,
    ...over,
  });
  const editor = deriveRole(
    info({
      permissions: [
        {
          identity: 'SubaccountList',
          children: ['query', 'get', 'edit', 'delete', 'disable'].map((identity) => ({ identity })),
        },
        { identity: 'order_all', children: [{ identity: 'query' }] },
      ],
    }),
    allActions,
    consoleKeys,
  );
  const main = deriveRole(info({ is_sub_account: 0, permissions: [] }), allActions, consoleKeys);
  const policy: AccessPolicy = {
    permission: routePermission,
    writePermission: routeWritePermission,
    grantsField: routeGrantsField,
    available: () => true,
  };
  const within = { id: 1, tel: '13700000001', permissions: ['order_all:query'] };
  const wider = { id: 2, tel: '13700000002', permissions: ['order_all:query', 'order_all:export'] };
  it.each([
    ['edit', within, true],
    ['delete', within, true],
    ['edit', wider, false],
    ['delete', wider, false],
    ['disable', wider, false],
    ['show', wider, true],
  ] as const)('%s on %j: %s', (action, record, expected) => {
    expect(canAccess(editor, policy, 'subaccounts', action, record)).toBe(expected);
    expect(canAccess(main, policy, 'subaccounts', action, record)).toBe(true);
  });
});
