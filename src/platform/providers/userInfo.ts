import { ACTION_KEYS } from '../../../vocabulary/actions';
import type { MainAccountRule } from '../../../vocabulary/mainAccount';
import type { PermissionIdentities } from '../../../vocabulary/upstream';
import { readPath, type UserInfoMapping } from '../../../vocabulary/upstreamProfile';
import { getUpstreamAsset } from '../config/upstreamAsset';
import { mainAccountRule } from '../../generated/permissions';
import type { ActionKey } from '../../../vocabulary/actions';

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
  /**
   * What the console could not place (the permission diagnostic, features/permissionDiagnostic): upstream
   * permission identities no console key is granted by, in the order the upstream sent them.
   */
  unknownIdentities: string[];
  /** The mapping the role was read with (permissions.yaml `identities`): which identities grant a mapped key. */
  identities: PermissionIdentities;
}

export class RolesError extends Error {
  constructor() {
    super('getInfo: roles must be a non-null array');
    this.name = 'RolesError';
  }
}

/** How this deployment's user info reads and which upstream identities grant which console keys (upstream.json). */
export interface InfoReading {
  mapping: UserInfoMapping;
  identities: PermissionIdentities;
}

const reading = (): InfoReading => {
  const asset = getUpstreamAsset();
  return { mapping: asset.profile.userInfo, identities: asset.permissions.identities };
};

const truthy = (v: unknown) => v === true || v === 1 || v === '1';
const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');

/**
 * §6 deny by default: only a value the profile declares main (upstream.yaml userInfo.subAccount.mainValues: 0, false,
 * '0') makes a main account; anything else — absent, null, 'true', 2 — is a sub-account, so a malformed answer never
 * grants the main-account extras.
 */
export function isMainAccount(info: unknown, { mapping } = reading()): boolean {
  const flag = readPath(info, mapping.subAccount.field);
  return mapping.subAccount.mainValues.some((v) => v === flag);
}

/** How the account is named on screen: sub-accounts by their phone (§6), main accounts by username. */
export function accountLabel(info: unknown, read = reading()): string {
  return text(readPath(info, read.mapping.fields[isMainAccount(info, read) ? 'username' : 'tel']));
}

const isActionKey = (v: unknown): v is ActionKey =>
  typeof v === 'string' && (ACTION_KEYS as readonly string[]).includes(v);

/**
 * Upstream identity → the console keys it grants (permissions.yaml `identities`): a key the file does not map is
 * granted by the identity of its own name.
 */
export function keysByIdentity(consoleKeys: Iterable<string>, identities: PermissionIdentities): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const key of consoleKeys) {
    for (const identity of Object.hasOwn(identities, key) ? identities[key] : [key])
      out.set(identity, [...(out.get(identity) ?? []), key]);
  }
  return out;
}

/**
 * Builds the derived role from getInfo (§6), reading the answer by the profile's mapping. Deny by default: anything
 * malformed grants nothing, an identity granting no console key grants nothing (it is listed for the diagnostic),
 * and a missing or non-array permissions list is an error.
 */
export function deriveRole(
  info: unknown,
  allActionsOf: (key: string) => readonly ActionKey[],
  consoleKeys: Iterable<string>,
  rule: MainAccountRule = mainAccountRule,
  read = reading(),
): DerivedRole {
  const { mapping } = read;
  const list = readPath(info, mapping.permissions.list);
  if (!Array.isArray(list)) throw new RolesError();
  const granting = keysByIdentity(consoleKeys, read.identities);
  const permissions = new Map<string, Set<ActionKey>>();
  const unknownIdentities: string[] = [];
  for (const entry of list) {
    const identity = readPath(entry, mapping.permissions.id);
    if (typeof identity !== 'string' || identity === '') continue;
    const keys = granting.get(identity);
    if (!keys) {
      if (!unknownIdentities.includes(identity)) unknownIdentities.push(identity);
      continue;
    }
    const children = readPath(entry, mapping.permissions.actions);
    const actions = (Array.isArray(children) ? children : [])
      .map((child) => readPath(child, mapping.permissions.action))
      .filter(isActionKey);
    for (const key of keys) permissions.set(key, new Set([...(permissions.get(key) ?? []), ...actions]));
  }
  const isSubAccount = !isMainAccount(info, read);
  if (!isSubAccount) {
    // §6 (permissions.yaml mainAccount): main accounts also get these, and never the removed keys.
    const extras = [...rule.keys];
    for (const [flag, key] of Object.entries(rule.markers)) if (truthy(readPath(info, flag))) extras.push(key);
    const businessType = readPath(info, mapping.fields.businessType);
    if (rule.businessTypeMarker && businessType !== undefined && businessType !== null)
      extras.push(`${rule.businessTypeMarker}${String(businessType)}`);
    for (const key of extras) permissions.set(key, new Set([...(permissions.get(key) ?? []), ...allActionsOf(key)]));
    for (const key of rule.removes) permissions.delete(key);
  }
  const field = (name: keyof UserInfoMapping['fields']) => readPath(info, mapping.fields[name]);
  return {
    id: text(field('roleId')) || (isSubAccount ? 'sub_account' : 'agent'),
    name: text(field('roleName')) || 'agent back-office',
    isSubAccount,
    username: typeof field('username') === 'string' ? (field('username') as string) : '',
    tel: typeof field('tel') === 'string' ? (field('tel') as string) : '',
    agentId: text(field('agentId')),
    permissions: [...permissions].map(([permissionId, actions]) => ({ permissionId, actionList: [...actions].sort() })),
    unknownIdentities,
    identities: read.identities,
  };
}
