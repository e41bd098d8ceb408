import { describe, expect, it } from 'vitest';
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
