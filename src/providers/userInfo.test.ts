import { describe, expect, it } from 'vitest';
import { permissionKeys } from '../generated/permissions';
import { accountLabel, deriveRole, isMainAccount } from './userInfo';

/** The console's permission keys (the generated manifest): what an upstream identity may grant. */
const consoleKeys = Object.keys(permissionKeys);

const allActions = () => ['query', 'get', 'add', 'edit', 'delete'] as const;
const info = (flag: Record<string, unknown>) => ({
  username: 'merchant',
  tel: '13800138000',
  business_type: 1,
  is_authshop: 1,
  is_shareshop: 1,
  is_share_order: 1,
  agent_id: 1001,
  permissions: [{ identity: 'order_all', children: [{ identity: 'query' }] }, { identity: 'junior', children: [{ identity: 'query' }] }],
  ...flag,
});
const ids = (flag: Record<string, unknown>) => deriveRole(info(flag), allActions, consoleKeys).permissions.map((p) => p.permissionId).sort();

describe('main account or sub-account: deny by default (§6)', () => {
  it.each([
    [{ is_sub_account: 0 }],
    [{ is_sub_account: false }],
    [{ is_sub_account: '0' }],
  ])('%j is a main account and gets the main-account extras, without junior', (flag) => {
    expect(isMainAccount(info(flag))).toBe(true);
    const role = deriveRole(info(flag), allActions, consoleKeys);
    expect(role.isSubAccount).toBe(false);
    expect(ids(flag)).toEqual(['Subaccount', 'SubaccountList', 'business_type_1', 'is_authshop', 'is_share_order', 'is_shareshop', 'order_all']);
    expect(accountLabel(info(flag))).toBe('merchant');
  });

  it.each([
    [{ is_sub_account: 1 }],
    [{ is_sub_account: true }],
    [{ is_sub_account: 'true' }],
    [{ is_sub_account: 2 }],
    [{ is_sub_account: null }],
    [{ is_sub_account: '' }],
    [{ is_sub_account: 'false' }],
    [{ is_sub_account: [0] }],
    [{}],
  ])('%j is treated as a sub-account: no Subaccount, SubaccountList or markers', (flag) => {
    expect(isMainAccount(info(flag))).toBe(false);
    const role = deriveRole(info(flag), allActions, consoleKeys);
    expect(role.isSubAccount).toBe(true);
    expect(ids(flag)).toEqual(['junior', 'order_all']);
    expect(accountLabel(info(flag))).toBe('13800138000');
  });
});
