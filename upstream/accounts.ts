import type { ActionKey } from '../vocabulary/actions';

/**
 * The accounts the embedded upstream knows. Add an entry to give tests or demos another user; `role` names a role
 * of permissions.yaml (server start fails if it does not exist).
 */
export interface Account {
  /** Login name. Sub-accounts may also log in with their tel. */
  username: string;
  password: string;
  tel: string;
  /** Sub-accounts log in through /api/v2/subaccount/login and never get the main-account markers (§6). */
  isSubAccount: boolean;
  /** Role id in permissions.yaml. */
  role: string;
  /**
   * The merchant (tenant) whose data the account works on: a main account's own username, a sub-account's main
   * account. Every record of the embedded upstream belongs to one merchant; nobody reads or writes another's.
   */
  merchant: string;
  agentId: number;
  businessType: number;
  isAuthshop: 0 | 1;
  isShareshop: 0 | 1;
  isShareOrder: 0 | 1;
  /**
   * A sub-account its merchant created (§7 sub-account create): what it holds is what its record grants (permission
   * key → actions, already narrowed to what the merchant holds), not a role's. Its record is named by `record`.
   */
  granted?: ReadonlyMap<string, ReadonlySet<ActionKey>>;
  record?: { resource: string; id: unknown };
}

/** The §3 user-info flags of an account: what §6's main-account markers (permissions.yaml mainAccount) are read from. */
export function accountFlags(a: Account): Record<string, number> {
  return {
    business_type: a.businessType,
    is_authshop: a.isAuthshop,
    is_shareshop: a.isShareshop,
    is_share_order: a.isShareOrder,
  };
}

export const accounts: readonly Account[] = [
  {
    username: 'merchant',
    merchant: 'merchant',
    password: 'merchant123',
    tel: '13800138000',
    isSubAccount: false,
    role: 'merchant',
    agentId: 1001,
    businessType: 1,
    isAuthshop: 1,
    isShareshop: 1,
    isShareOrder: 0,
  },
  {
    username: 'operator',
    merchant: 'merchant',
    password: 'operator123',
    tel: '13900139000',
    isSubAccount: true,
    role: 'operator',
    // A sub-account works inside its merchant's shop, so it carries the same agent and business flags.
    agentId: 1001,
    businessType: 1,
    isAuthshop: 1,
    isShareshop: 1,
    isShareOrder: 0,
  },
  {
    // A main account with share orders on: §6 gives it the is_share_order marker, which shows the junior-agent menu.
    username: 'sharer',
    merchant: 'sharer',
    password: 'sharer123',
    tel: '13700137000',
    isSubAccount: false,
    role: 'merchant',
    agentId: 1003,
    businessType: 2,
    isAuthshop: 0,
    isShareshop: 1,
    isShareOrder: 1,
  },
  {
    // A main account whose agent id is one of the two in config.json's shortVideoCouponAgentIds (§6).
    username: 'kuaishou',
    merchant: 'kuaishou',
    password: 'kuaishou123',
    tel: '13600136000',
    isSubAccount: false,
    role: 'merchant',
    agentId: 2001,
    businessType: 1,
    isAuthshop: 1,
    isShareshop: 0,
    isShareOrder: 0,
  },
  {
    // A sub-account with a very narrow set: the order list, query only.
    username: 'viewer',
    merchant: 'merchant',
    password: 'viewer123',
    tel: '13500135000',
    isSubAccount: true,
    role: 'viewer',
    agentId: 1001,
    businessType: 1,
    isAuthshop: 1,
    isShareshop: 1,
    isShareOrder: 0,
  },
];

/** The merchants (tenants) the seed fills: every main account, in this file's order (the first keeps ids 1..n). */
export function merchantsOf(list: readonly Account[]): string[] {
  return [...new Set(list.filter((a) => !a.isSubAccount).map((a) => a.merchant))];
}
