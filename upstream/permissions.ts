import type { PermissionsInput } from '../generator/input';
import type { PermissionKeyModel } from '../generator/model';
import type { ActionKey } from '../vocabulary/actions';
import { accountFlags, type Account } from './accounts';

/** Permission key → the §3 actions held on it. */
export type Grants = ReadonlyMap<string, ReadonlySet<ActionKey>>;

/** Fails start-up when an account names a role permissions.yaml does not define. */
export function checkAccountRoles(accounts: readonly Account[], permissions: PermissionsInput): void {
  for (const a of accounts) {
    if (!permissions.roles?.[a.role]) {
      throw new Error(
        `upstream account "${a.username}" names role "${a.role}", which permissions.yaml does not define`,
      );
    }
  }
}

/**
 * What the account holds: what its record grants (a sub-account its merchant created), else what its role grants (allKeys = every non-marker key with every action it carries), with §6's main-account
 * rule (permissions.yaml `mainAccount`, the console's rule too): its keys and the markers its flags raise added, its
 * removed keys withheld. Sub-accounts never get the main-account keys or markers for free.
 */
export function grantsFor(
  account: Account,
  permissions: PermissionsInput,
  keys: Readonly<Record<string, PermissionKeyModel>>,
): Grants {
  const role = permissions.roles?.[account.role];
  const grants = new Map<string, Set<ActionKey>>();
  const allOf = (key: string) => new Set<ActionKey>(keys[key]?.actions ?? []);
  // Markers (is_share_order, is_authshop …) follow the account's flags (§6), never a role.
  // A sub-account its merchant created holds exactly what its record grants.
  for (const [key, actions] of account.granted ?? []) grants.set(key, new Set(actions));
  if (role?.allKeys) for (const key of Object.keys(keys)) if (!keys[key].marker) grants.set(key, allOf(key));
  for (const [key, actions] of Object.entries(role?.grants ?? {})) grants.set(key, new Set(actions));
  if (!account.isSubAccount) {
    const rule = permissions.mainAccount;
    const flags = accountFlags(account);
    const markers = Object.entries(rule?.markers ?? {})
      .filter(([flag]) => Boolean(flags[flag]))
      .map(([, key]) => key);
    if (rule?.businessTypeMarker) markers.push(`${rule.businessTypeMarker}${account.businessType}`);
    for (const key of [...(rule?.keys ?? []), ...markers]) grants.set(key, allOf(key));
    for (const key of rule?.removes ?? []) grants.delete(key);
  }
  return grants;
}

export function holds(grants: Grants, key: string, action: ActionKey): boolean {
  return grants.get(key)?.has(action) ?? false;
}

/** What the account holds as the user info lists it: each key with its actions, in the manifest's order. */
export function permissionTree(
  grants: Grants,
  keys: Readonly<Record<string, PermissionKeyModel>>,
): Array<{ key: string; actions: ActionKey[] }> {
  const declared = Object.keys(keys);
  const order = [...declared.filter((k) => grants.has(k)), ...[...grants.keys()].filter((k) => !declared.includes(k))];
  return order.map((key) => {
    const held = grants.get(key)!;
    const actionOrder: readonly ActionKey[] = keys[key]?.actions ?? [];
    return {
      key,
      actions: [...actionOrder.filter((a) => held.has(a)), ...[...held].filter((a) => !actionOrder.includes(a))],
    };
  });
}
