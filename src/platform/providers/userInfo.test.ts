import { describe, expect, it } from 'vitest';
import { permissionKeys } from '../../generated/permissions';
import { asset } from '../../../tests/unit/helpers/upstreamAsset';
import { accountLabel, deriveRole, isMainAccount, keysByIdentity, RolesError, type InfoReading } from './userInfo';

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
  permissions: [
    { identity: 'order_all', children: [{ identity: 'query' }] },
    { identity: 'junior', children: [{ identity: 'query' }] },
  ],
  ...flag,
});
const ids = (flag: Record<string, unknown>) =>
  deriveRole(info(flag), allActions, consoleKeys)
    .permissions.map((p) => p.permissionId)
    .sort();

describe('main account or sub-account: deny by default (§6)', () => {
  it.each([[{ is_sub_account: 0 }], [{ is_sub_account: false }], [{ is_sub_account: '0' }]])(
    '%j is a main account and gets the main-account extras, without junior',
    (flag) => {
      expect(isMainAccount(info(flag))).toBe(true);
      const role = deriveRole(info(flag), allActions, consoleKeys);
      expect(role.isSubAccount).toBe(false);
      expect(ids(flag)).toEqual([
        'Subaccount',
        'SubaccountList',
        'alipayService',
        'business_type_1',
        'is_authshop',
        'is_share_order',
        'is_shareshop',
        'order_all',
      ]);
      expect(accountLabel(info(flag))).toBe('merchant');
    },
  );

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

describe('the user info is read by the profile’s mapping (upstream.yaml userInfo), not by our field names', () => {
  // A service that names everything its own way: nested user fields, a `type` flag, `perms` with `code`/`ops`/`name`.
  const reading: InfoReading = {
    mapping: {
      fields: {
        username: 'user.login',
        tel: 'user.mobile',
        agentId: 'user.agent',
        businessType: 'user.biz',
        roleId: 'role_code',
        roleName: 'role_title',
      },
      subAccount: { field: 'type', mainValues: ['owner'], subValue: 'staff' },
      permissions: { list: 'perms', id: 'code', actions: 'ops', action: 'name' },
    },
    identities: {},
  };
  const theirs = (type: string) => ({
    user: { login: 'acme', mobile: '13800000000', agent: 2001, biz: 3 },
    type,
    role_code: 'r9',
    role_title: '代理',
    perms: [{ code: 'order_all', ops: [{ name: 'query' }, { name: 'export' }] }],
  });

  it('reads the account, the main-account flag and the permissions where the mapping says', () => {
    const role = deriveRole(theirs('owner'), allActions, consoleKeys, undefined, reading);
    expect(role).toMatchObject({
      id: 'r9',
      name: '代理',
      isSubAccount: false,
      username: 'acme',
      tel: '13800000000',
      agentId: '2001',
    });
    expect(role.permissions.find((p) => p.permissionId === 'order_all')?.actionList).toEqual(['export', 'query']);
    expect(role.permissions.map((p) => p.permissionId)).toContain('business_type_3');
    expect(accountLabel(theirs('owner'), reading)).toBe('acme');
  });

  it('any other flag value is a sub-account, named by its phone', () => {
    expect(isMainAccount(theirs('staff'), reading)).toBe(false);
    expect(isMainAccount(theirs('OWNER'), reading)).toBe(false);
    expect(accountLabel(theirs('staff'), reading)).toBe('13800000000');
  });

  it('the permissions list where the mapping does not find one is the §8 roles error', () => {
    expect(() => deriveRole({ permissions: [] }, allActions, consoleKeys, undefined, reading)).toThrow(RolesError);
  });
});

describe('permission keys are mapped, not renamed (permissions.yaml identities)', () => {
  const withIdentities = (identities: Record<string, string[]>): InfoReading => ({
    mapping: reading().mapping,
    identities,
  });
  const reading = () => ({ mapping: asset.profile.userInfo, identities: {} });
  const sub = (permissions: unknown[]) => ({ username: 'op', tel: '13900139000', is_sub_account: 1, permissions });

  it('an identity grants the keys mapped to it; a mapped key no longer follows its own name', () => {
    const read = withIdentities({ order_all: ['orders', 'orders.read'], poster: ['material'] });
    const role = deriveRole(
      sub([
        { identity: 'orders', children: [{ identity: 'query' }] },
        { identity: 'order_all', children: [{ identity: 'get' }] },
        { identity: 'material', children: [{ identity: 'query' }] },
      ]),
      allActions,
      consoleKeys,
      undefined,
      read,
    );
    expect(Object.fromEntries(role.permissions.map((p) => [p.permissionId, p.actionList]))).toEqual({
      order_all: ['query'],
      poster: ['query'],
    });
    // `order_all` is mapped to other identities: sent under its own name it is not a console key any more.
    expect(role.unknownIdentities).toEqual(['order_all']);
  });

  it('a key the file does not map is granted by its own name; an identity nobody knows grants nothing and is listed', () => {
    const role = deriveRole(
      sub([
        { identity: 'withdraw_agent', children: [{ identity: 'query' }] },
        { identity: 'vip_lounge', children: [{ identity: 'query' }] },
      ]),
      allActions,
      consoleKeys,
      undefined,
      withIdentities({}),
    );
    expect(role.permissions.map((p) => p.permissionId)).toEqual(['withdraw_agent']);
    expect(role.unknownIdentities).toEqual(['vip_lounge']);
  });

  it('one identity may grant several keys (an upstream with coarser grants)', () => {
    const keysOf = keysByIdentity(['order_all', 'order_grab', 'poster'], {
      order_all: ['orders'],
      order_grab: ['orders'],
    });
    expect(keysOf.get('orders')).toEqual(['order_all', 'order_grab']);
    expect(keysOf.get('poster')).toEqual(['poster']);
    expect(keysOf.has('order_all')).toBe(false);
  });
});
