import { describe, expect, it } from 'vitest';
import type { DerivedRole } from '../../platform/providers/userInfo';
import { diagnose } from './diagnose';

const manifest = {
  order_all: { marker: false },
  poster: { marker: false },
  junior: { marker: false },
  SubaccountList: { marker: false },
  is_authshop: { marker: true },
};
const rule = { keys: ['SubaccountList'], markers: { is_authshop: 'is_authshop' }, removes: ['junior'] };
const role = (held: string[], unknownIdentities: string[] = []): DerivedRole => ({
  id: 'agent',
  name: 'agent',
  isSubAccount: false,
  username: 'merchant',
  tel: '',
  agentId: '',
  permissions: held.map((permissionId) => ({ permissionId, actionList: ['query'] })),
  unknownIdentities,
  identities: {},
});

describe('the permission diagnostic of a main account (issue 29 item 3)', () => {
  it('lists identities the console does not know and route keys nothing granted, with what would grant them', () => {
    const diagnosis = diagnose(
      role(['order_all', 'SubaccountList', 'is_authshop'], ['vip_lounge']),
      manifest,
      { poster: ['material'] },
      rule,
    );
    expect(diagnosis.unknownIdentities).toEqual(['vip_lounge']);
    expect(diagnosis.ungrantedKeys).toEqual([{ key: 'poster', identities: ['material'], mapped: true }]);
  });

  it('never blames the upstream for keys the console derives itself (main-account keys, removed keys, markers)', () => {
    const diagnosis = diagnose(role(['order_all', 'poster']), manifest, {}, rule);
    expect(diagnosis.ungrantedKeys).toEqual([]);
  });

  it('an unmapped key is granted by its own name', () => {
    expect(diagnose(role([]), manifest, {}, rule).ungrantedKeys).toEqual([
      { key: 'order_all', identities: ['order_all'], mapped: false },
      { key: 'poster', identities: ['poster'], mapped: false },
    ]);
  });
});
