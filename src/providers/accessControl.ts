import { ACTION_KEYS, RA_ACTION_TO_KEY } from '../resources/actionKeys';
import type { ActionKey } from '../resources/types';
import type { PermissionLookup } from '../routing/types';
import type { DerivedRole } from './userInfo';

export type { PermissionLookup };

export function toActionKey(action: string): ActionKey | undefined {
  if ((ACTION_KEYS as readonly string[]).includes(action)) return action as ActionKey;
  return RA_ACTION_TO_KEY[action];
}

/**
 * The one access-control function (§6). A route is visible when the user holds its permission key; an
 * element bound to an action exists only when that key's action list holds the action. Unknown actions
 * and missing roles are denied.
 */
export function canAccess(role: DerivedRole | undefined, lookup: PermissionLookup, resource: string, action: string): boolean {
  if (!role) return false;
  const key = toActionKey(action);
  if (!key) return false;
  const required = lookup(resource);
  if (required === undefined) return true;
  const held = role.permissions.filter((p) => required.includes(p.permissionId));
  if (held.length === 0) return false;
  return key === 'query' || held.some((p) => p.actionList.includes(key));
}
