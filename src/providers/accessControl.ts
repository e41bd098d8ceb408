import { ACTION_KEYS, RA_ACTION_TO_KEY } from '../../vocabulary/actions';
import type { ActionKey } from '../resources/types';
import type { PermissionLookup } from '../routing/types';
import type { DerivedRole } from './userInfo';

export type { PermissionLookup };

/** Everything the access check knows of the routes: their permission keys, and whether they exist for this account here. */
export interface AccessPolicy {
  permission: PermissionLookup;
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
 * exists only when that key's action list holds the action. Unknown actions and missing roles are denied.
 */
export function canAccess(role: DerivedRole | undefined, policy: AccessPolicy, resource: string, action: string): boolean {
  if (!role) return false;
  const key = toActionKey(action);
  if (!key) return false;
  if (!policy.available(resource, role)) return false;
  const required = policy.permission(resource);
  if (required === undefined) return true;
  const held = role.permissions.filter((p) => required.includes(p.permissionId));
  if (held.length === 0) return false;
  return key === 'query' || held.some((p) => p.actionList.includes(key));
}
