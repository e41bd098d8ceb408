import { useCanAccess, useResourceContext, type Identifier } from 'react-admin';
import { detailPath } from '../../platform/routing/detailPath';

/**
 * Row click to a resource's hidden detail route (e.g. /cinema/detail/Details?id=…), only for accounts whose
 * permission holds `get` (§6): react-admin checks access for its own rowClick targets, not for a function.
 */
export function useDetailRowClick(detailRoute: string): ((id: Identifier) => string) | false {
  const resource = useResourceContext();
  const { canAccess } = useCanAccess({ resource, action: 'show' });
  return canAccess ? (id: Identifier) => detailPath(detailRoute, id) : false;
}
