import { ACTION_KEYS, RA_ACTION_TO_KEY } from '../resources/actionKeys';
import type { ActionKey } from '../resources/types';
import type { DerivedRole } from './userInfo';

/** Which permission key guards a route or resource id; undefined = open to every logged-in account. */
export type PermissionLookup = (resource: string) => string | undefined;

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
  const permission = role.permissions.find((p) => p.permissionId === required);
  if (!permission) return false;
  return key === 'query' || permission.actionList.includes(key);
}
