import { useMemo } from 'react';
import { usePermissions } from 'react-admin';
import { menuGroups, routes } from '../../generated/routes';
import { canAccess } from './accessControl';
import { consolePolicy } from './consolePolicy';
import type { DerivedRole } from './userInfo';
import { buildMenu, type MenuNode } from '../routing/buildMenu';

/**
 * The menu this account may open under this brand (§2, §6, §1), for the side menu, the top menu and the function
 * search alike. The same function guards the routes (authProvider.canAccess), so menu and address bar always agree.
 */
export function useMenuNodes(): { nodes: MenuNode[]; isPending: boolean } {
  const { permissions: role, isPending } = usePermissions<DerivedRole | null>();
  const nodes = useMemo(
    () => (role ? buildMenu(routes, menuGroups, { canSee: (r) => canAccess(role, consolePolicy, r.key, 'list') }) : []),
    [role],
  );
  return { nodes, isPending };
}
