import { lazy, Suspense, type ReactNode } from 'react';
import { useListContext, useResourceContext } from 'react-admin';
import { findRoute } from '../../platform/routing/routeTable';
import type { RouteEntry } from '../../platform/routing/types';
import { usePacedAsk } from './pace';

/**
 * The row marks load only with the first live list: other lists (and the first row) carry none of it. The pacing
 * (and the change stream with the start-up's own http module it needs) stays here, in the console's file: a lazily
 * loaded module importing the start-up's modules would split them out of the entry into files of their own.
 */
const LiveQueue = lazy(() => import('./LiveQueue'));

type LiveRoute = RouteEntry & { live: NonNullable<RouteEntry['live']> };

/** Asks for the list's rows again at the route's pace, through the list's own query (the ordinary getList). */
function LivePacer({ route, children }: { route: LiveRoute; children: ReactNode }) {
  const { refetch } = useListContext();
  usePacedAsk(() => void refetch(), route.live.everyMs, route.live.records);
  return (
    <Suspense fallback={children}>
      <LiveQueue route={route}>{children}</LiveQueue>
    </Suspense>
  );
}

/** Every generated list's records (ListBodySlot): a live route's through LivePacer and LiveQueue, any other's as they are. */
export function LiveListBody({ children }: { children: ReactNode }) {
  const resource = useResourceContext();
  const route = resource === undefined ? undefined : findRoute(resource);
  if (!route?.live) return children;
  return <LivePacer route={{ ...route, live: route.live }}>{children}</LivePacer>;
}
