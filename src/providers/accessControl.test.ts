import { describe, expect, it } from 'vitest';
import { routePermission } from '../routing/routeTable';
import { canAccess, type PermissionLookup } from './accessControl';
import { deriveRole, RolesError, type DerivedRole } from './userInfo';

const allActions = (key: string) => (key === 'SubaccountList' ? (['query', 'get', 'add', 'edit', 'delete', 'enable', 'disable'] as const) : ([] as const));

const merchantInfo = {
  username: 'merchant', tel: '13800138000', is_sub_account: 0, business_type: 1, is_authshop: 1, is_shareshop: 0, is_share_order: 1, agent_id: 1001,
  permissions: [
    { identity: 'order_all', children: [{ identity: 'query' }, { identity: 'get' }, { identity: 'export' }] },
    { identity: 'junior', children: [{ identity: 'query' }] },
  ],
};
const operatorInfo = {
  ...merchantInfo, username: 'operator', is_sub_account: 1,
  permissions: [
    { identity: 'order_all', children: [{ identity: 'query' }, { identity: 'get' }] },
    { identity: 'SubaccountList', children: [{ identity: 'query' }] },
  ],
};

describe('derived role (§6)', () => {
  it('main accounts get Subaccount, SubaccountList and the markers, and lose junior', () => {
    const role = deriveRole(merchantInfo, allActions);
    const ids = role.permissions.map((p) => p.permissionId).sort();
    expect(ids).toEqual(['Subaccount', 'SubaccountList', 'business_type_1', 'is_authshop', 'is_share_order', 'order_all']);
    expect(role.permissions.find((p) => p.permissionId === 'SubaccountList')?.actionList).toEqual(['add', 'delete', 'disable', 'edit', 'enable', 'get', 'query']);
    expect(role.isSubAccount).toBe(false);
  });

  it('sub-accounts get exactly what the server sent', () => {
    const role = deriveRole(operatorInfo, allActions);
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
    expect(() => deriveRole(info, allActions)).toThrow(RolesError);
    expect(() => deriveRole(info, allActions)).toThrow('getInfo: roles must be a non-null array');
  });

  it('malformed entries grant nothing (deny by default)', () => {
    const role = deriveRole({ ...operatorInfo, permissions: [null, 'order_all', { identity: 5 }, { identity: 'poster', children: [{ identity: 'fly' }, null, { identity: 'query' }] }] }, allActions);
    expect(role.permissions).toEqual([{ permissionId: 'poster', actionList: ['query'] }]);
  });
});

describe('canAccess: accounts × routes × actions', () => {
  const lookup: PermissionLookup = (r) =>
    ({ 'cinema/alllist': ['order_all'], 'subaccount/subaccountList': ['SubaccountList'], 'poster/sharePoster': ['poster'], '/merchant/list': ['is_share_order', 'junior'] })[r];
  const merchant = deriveRole(merchantInfo, allActions);
  const operator = deriveRole(operatorInfo, allActions);
  const table: Array<[string, DerivedRole | undefined, string, string, boolean]> = [
    ['merchant', merchant, 'cinema/alllist', 'list', true],
    ['merchant', merchant, 'cinema/alllist', 'export', true],
    ['merchant', merchant, 'cinema/alllist', 'delete', false],
    ['merchant', merchant, 'subaccount/subaccountList', 'create', true],
    ['merchant', merchant, 'subaccount/subaccountList', 'enable', true],
    ['merchant', merchant, 'poster/sharePoster', 'list', false],
    ['merchant', merchant, 'open/page', 'list', true],
    ['merchant (is_share_order)', merchant, '/merchant/list', 'list', true],
    ['operator (neither)', operator, '/merchant/list', 'list', false],
    ['operator', operator, 'cinema/alllist', 'list', true],
    ['operator', operator, 'cinema/alllist', 'show', true],
    ['operator', operator, 'cinema/alllist', 'export', false],
    ['operator', operator, 'subaccount/subaccountList', 'list', true],
    ['operator', operator, 'subaccount/subaccountList', 'create', false],
    ['operator', operator, 'subaccount/subaccountList', 'edit', false],
    ['operator', operator, 'subaccount/subaccountList', 'disable', false],
    ['operator', operator, 'subaccount/subaccountList', 'delete', false],
    ['nobody', undefined, 'open/page', 'list', false],
    ['merchant', merchant, 'cinema/alllist', 'fly', false],
  ];
  it.each(table)('%s on %s may %s: %s', (_who, role, resource, action, expected) => {
    expect(canAccess(role, lookup, resource, action)).toBe(expected);
  });
});

describe('the real route table: seeded accounts × §2 routes × actions', () => {
  // Permissions as the embedded upstream grants them (permissions.yaml roles) plus each account's flags.
  const info = (over: Record<string, unknown>) => ({ username: 'u', tel: '1', is_sub_account: 0, business_type: 1, is_authshop: 0, is_shareshop: 0, is_share_order: 0, agent_id: 1, ...over });
  const merchantPerms = ['order_all', 'withdraw_agent', 'poster', 'fund_order', 'price', 'junior'].map((identity) => ({ identity, children: ['query', 'get', 'add', 'edit', 'delete', 'export', 'enable', 'disable'].map((a) => ({ identity: a })) }));
  const accounts = {
    merchant: deriveRole(info({ permissions: merchantPerms }), allActions),
    sharer: deriveRole(info({ is_share_order: 1, permissions: merchantPerms }), allActions),
    operator: deriveRole(info({ is_sub_account: 1, permissions: [{ identity: 'order_all', children: [{ identity: 'query' }, { identity: 'get' }] }, { identity: 'SubaccountList', children: [{ identity: 'query' }, { identity: 'get' }] }] }), allActions),
    viewer: deriveRole(info({ is_sub_account: 1, permissions: [{ identity: 'order_all', children: [{ identity: 'query' }] }] }), allActions),
  };
  const table: Array<[keyof typeof accounts, string, string, boolean]> = [
    ['merchant', 'cinema/alllist', 'list', true],
    ['merchant', '/cinema/detail/Details', 'show', true],
    ['merchant', 'subaccount/subaccountList', 'create', true],
    ['merchant', '/merchant/list', 'list', false],
    ['merchant', '/alipay/AlipayServe', 'list', true],
    ['merchant', '/couponKs/CouponsList', 'list', false],
    ['sharer', '/merchant/list', 'list', true],
    ['sharer', '/cinema/juniorOrder', 'list', true],
    ['operator', 'cinema/alllist', 'show', true],
    ['operator', 'cinema/alllist', 'export', false],
    ['operator', 'subaccount/subaccountList', 'list', true],
    ['operator', 'subaccount/subaccountList', 'edit', false],
    ['operator', 'device/list', 'list', false],
    ['viewer', 'cinema/alllist', 'list', true],
    ['viewer', 'cinema/alllist', 'show', false],
    ['viewer', '/cinema/detail/Details', 'show', false],
    ['viewer', 'subaccount/subaccountList', 'list', false],
    ['viewer', '/fund/orderFund', 'list', false],
    ['viewer', '/WeChatTiCket/ConPonList', 'list', true],
  ];
  it.each(table)('%s on %s may %s: %s', (who, route, action, expected) => {
    expect(canAccess(accounts[who], routePermission, route, action)).toBe(expected);
  });
});
