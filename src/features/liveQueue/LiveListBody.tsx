import { lazy, Suspense, type ReactNode } from 'react';
import { useResourceContext } from 'react-admin';
import { findRoute } from '../../platform/routing/routeTable';

/** The live machinery loads only with the first live list: other lists (and the first row) carry none of it. */
const LiveQueue = lazy(() => import('./LiveQueue'));

/** Every generated list's records (ListBodySlot): a live route's through LiveQueue, any other's as they are. */
export function LiveListBody({ children }: { children: ReactNode }) {
  const resource = useResourceContext();
  const route = resource === undefined ? undefined : findRoute(resource);
  if (!route?.live) return children;
  return (
    <Suspense fallback={children}>
      <LiveQueue route={{ ...route, live: route.live }}>{children}</LiveQueue>
    </Suspense>
  );
}
