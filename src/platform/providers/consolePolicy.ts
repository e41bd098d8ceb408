import { brandMenuFlags } from '../brand/selectBrand';
import { currentBrand } from '../brand/currentBrand';
import { getConfig } from '../config/runtimeConfig';
import type { Availability } from '../routing/routeAvailability';
import { isRouteAvailable, routeGrantsField, routePermission, routeWritePermission } from '../routing/routeTable';
import type { AccessPolicy } from './accessControl';
import type { DerivedRole } from './userInfo';

/** The availability context of this page (its brand, §1) for this account (its agent id and keys, §6). */
export function availabilityFor(role: DerivedRole): Availability {
  const brand = currentBrand();
  const agentIds = getConfig().shortVideoCouponAgentIds.map(String);
  return {
    brandHiddenRoutes: new Set(brand.hidden_routes),
    brandHiddenAreas: brandMenuFlags(brand),
    agentUnhides: role.agentId !== '' && agentIds.includes(role.agentId),
    holdsAny: (keys) => role.permissions.some((p) => keys.includes(p.permissionId)),
  };
}

/** The access policy of the running console: the generated route table under this page's brand and config. */
export const consolePolicy: AccessPolicy = {
  permission: routePermission,
  writePermission: routeWritePermission,
  grantsField: routeGrantsField,
  available: (ref, role) => isRouteAvailable(ref, availabilityFor(role)),
};
