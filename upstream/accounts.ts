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
  agentId: number;
  businessType: number;
  isAuthshop: 0 | 1;
  isShareshop: 0 | 1;
  isShareOrder: 0 | 1;
}

export const accounts: readonly Account[] = [
  {
    username: 'merchant',
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
];
