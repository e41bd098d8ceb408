import { ACTION_KEYS, isReadAction, parseGrant, RA_ACTION_TO_KEY } from '../../../vocabulary/actions';
import type { ActionKey } from '../../../vocabulary/actions';
import type { PermissionLookup } from '../routing/types';
import type { DerivedRole } from './userInfo';

export type { PermissionLookup };

/** Everything the access check knows of the routes: their permission keys, and whether they exist for this account here. */
export interface AccessPolicy {
  permission: PermissionLookup;
  /** A keyless route's derived write key (issue 30 item 1); absent = the route writes nothing. */
  writePermission?: PermissionLookup;
  /**
   * The field of a route's records that lists an account's grants (the sub-accounts, widget permissionTree): a
   * sub-account changes only records whose grants are within its own (issue 30 item 6b).
   */
  grantsField?: (ref: string) => string | undefined;
  /** The brand, agent and group rules (§1, §6); false hides the route from the menu and the address bar alike. */
  available(ref: string, role: DerivedRole): boolean;
}

export function toActionKey(action: string): ActionKey | undefined {
  if ((ACTION_KEYS as readonly string[]).includes(action)) return action as ActionKey;
  return RA_ACTION_TO_KEY[action];
}

/**
 * The one access-control function (§6), for menu entries, routes and buttons. A route is visible when it is
 * available here (brand, agent, group) and the user holds its permission key; an element bound to an action
 * exists only when that key's action list holds the action. A route without a key is visible to all, but what
 * changes something there (save, add, edit, delete, upload, export …) needs its derived write key (issue 30 item 1),
 * which main accounts hold and sub-accounts only when granted. A sub-account changes another account's record only
 * when that record's grants are within its own (issue 30 item 6b). Unknown actions and missing roles are denied.
 */
export function canAccess(
  role: DerivedRole | undefined,
  policy: AccessPolicy,
  resource: string,
  action: string,
  record?: unknown,
): boolean {
  if (!canAccessRoute(role, policy, resource, action)) return false;
  const field =
    record && role!.isSubAccount && !isReadAction(toActionKey(action)!) ? policy.grantsField?.(resource) : undefined;
  return field === undefined || withinRole(role!, (record as Record<string, unknown>)[field]);
}

/** Whether every 'key:action' grant of a record's list is one the role holds (a malformed entry is not). */
function withinRole(role: DerivedRole, grants: unknown): boolean {
  const list = Array.isArray(grants) ? grants : [];
  return list.every((entry) => {
    const g = parseGrant(entry);
    return g !== undefined && role.permissions.some((p) => p.permissionId === g.key && p.actionList.includes(g.action));
  });
}

function canAccessRoute(
  role: DerivedRole | undefined,
  policy: AccessPolicy,
  resource: string,
  action: string,
): boolean {
  if (!role) return false;
  const key = toActionKey(action);
  if (!key) return false;
  if (!policy.available(resource, role)) return false;
  const required = policy.permission(resource);
  if (required === undefined) {
    const writes = isReadAction(key) ? undefined : policy.writePermission?.(resource);
    return (
      writes === undefined ||
      role.permissions.some((p) => writes.includes(p.permissionId) && p.actionList.includes(key))
    );
  }
  const held = role.permissions.filter((p) => required.includes(p.permissionId));
  if (held.length === 0) return false;
  return key === 'query' || held.some((p) => p.actionList.includes(key));
}
