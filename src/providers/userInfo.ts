import { ACTION_KEYS } from '../../vocabulary/actions';
import type { MainAccountRule } from '../../vocabulary/mainAccount';
import { mainAccountRule } from '../generated/permissions';
import type { ActionKey } from '../resources/types';

/** The getInfo answer's data (§3 user info). */
export interface UserInfo {
  username: string;
  tel: string;
  is_sub_account: number | boolean;
  business_type: number;
  is_authshop: number | boolean;
  is_shareshop: number | boolean;
  is_share_order: number | boolean;
  agent_id: number | string;
  permissions: Array<{ identity: string; children?: Array<{ identity: string }> }>;
  role?: { id?: string; name?: string };
}

export interface RolePermission {
  permissionId: string;
  actionList: ActionKey[];
}

/** §3 derived role: id, name (agent back-office) and the permissions list the access check reads. */
export interface DerivedRole {
  id: string;
  name: string;
  isSubAccount: boolean;
  /** Who the role belongs to: sub-accounts are shown by phone (§6); the agent id unhides menus (§6). */
  username: string;
  tel: string;
  agentId: string;
  permissions: RolePermission[];
}

export class RolesError extends Error {
  constructor() {
    super('getInfo: roles must be a non-null array');
    this.name = 'RolesError';
  }
}

const truthy = (v: unknown) => v === true || v === 1 || v === '1';

/**
 * §6 deny by default: only an explicit main-account value (0, false or '0') makes a main account; anything else —
 * absent, null, 'true', 2 — is a sub-account, so a malformed answer never grants the main-account extras.
 */
export function isMainAccount(info: unknown): boolean {
  const flag = (info as Partial<UserInfo> | null | undefined)?.is_sub_account as unknown;
  return flag === 0 || flag === false || flag === '0';
}

/** How the account is named on screen: sub-accounts by their phone (§6), main accounts by username. */
export function accountLabel(info: unknown): string {
  const data = (info ?? {}) as Partial<UserInfo>;
  const name = isMainAccount(info) ? data.username : data.tel;
  return typeof name === 'string' || typeof name === 'number' ? String(name) : '';
}
const isActionKey = (v: unknown): v is ActionKey => typeof v === 'string' && (ACTION_KEYS as readonly string[]).includes(v);

/**
 * Builds the derived role from getInfo (§6). Deny by default: anything malformed grants nothing, and a
 * missing or non-array permissions list is an error.
 */
export function deriveRole(info: unknown, allActionsOf: (key: string) => readonly ActionKey[], rule: MainAccountRule = mainAccountRule): DerivedRole {
  const data = (info ?? {}) as Partial<UserInfo>;
  if (!Array.isArray(data.permissions)) throw new RolesError();
  const permissions = new Map<string, Set<ActionKey>>();
  for (const p of data.permissions) {
    if (!p || typeof p !== 'object' || typeof p.identity !== 'string' || p.identity === '') continue;
    const actions = permissions.get(p.identity) ?? new Set<ActionKey>();
    for (const child of Array.isArray(p.children) ? p.children : []) {
      if (child && isActionKey(child.identity)) actions.add(child.identity);
    }
    permissions.set(p.identity, actions);
  }
  const isSubAccount = !isMainAccount(data);
  if (!isSubAccount) {
    // §6 (permissions.yaml mainAccount): main accounts also get these, and never the removed keys.
    const extras = [...rule.keys];
    for (const [flag, key] of Object.entries(rule.markers)) if (truthy((data as Record<string, unknown>)[flag])) extras.push(key);
    if (rule.businessTypeMarker && data.business_type !== undefined && data.business_type !== null) extras.push(`${rule.businessTypeMarker}${String(data.business_type)}`);
    for (const key of extras) permissions.set(key, new Set([...(permissions.get(key) ?? []), ...allActionsOf(key)]));
    for (const key of rule.removes) permissions.delete(key);
  }
  return {
    id: String(data.role?.id ?? (isSubAccount ? 'sub_account' : 'agent')),
    name: data.role?.name ?? 'agent back-office',
    isSubAccount,
    username: typeof data.username === 'string' ? data.username : '',
    tel: typeof data.tel === 'string' ? data.tel : '',
    agentId: data.agent_id === undefined || data.agent_id === null ? '' : String(data.agent_id),
    permissions: [...permissions].map(([permissionId, actions]) => ({ permissionId, actionList: [...actions].sort() })),
  };
}
