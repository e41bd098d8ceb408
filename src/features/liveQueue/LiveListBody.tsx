import { lazy, Suspense, useCallback, useMemo, useState, type ReactNode } from 'react';
import { ListContextProvider, useListContext, useResourceContext, type ListControllerResult } from 'react-admin';
import { RowMarksProvider } from '../../kit/resources/ListBodySlot';
import { findRoute } from '../../platform/routing/routeTable';
import type { RouteEntry } from '../../platform/routing/types';
import { usePacedAsk } from './pace';
import { withDeparted } from './rowChanges';
import { hasChanges, NO_CHANGES, rowMarksOf, type LiveChanges } from './rowMarks';

/**
 * The row marks load only with the first live list: other lists (and the first row) carry none of it. The pacing
 * (and the change stream with the start-up's own http module it needs) stays here, in the console's file: a lazily
 * loaded module importing the start-up's modules would split them out of the entry into files of their own.
 */
const LiveQueue = lazy(() => import('./LiveQueue'));

type LiveRoute = RouteEntry & { live: NonNullable<RouteEntry['live']> };

/**
 * Asks for the list's rows again at the route's pace, through the list's own query (the ordinary getList), and shows
 * the rows with what LiveQueue saw change. The rows stay where they are in the tree whether or not LiveQueue's code has
 * arrived: were they its Suspense fallback, the table would be built anew when the code came, and a dialog a row had
 * open would close under the operator's hand.
 */
function LivePacer({ route, children }: { route: LiveRoute; children: ReactNode }) {
  const list = useListContext();
  const { refetch } = list;
  usePacedAsk(() => void refetch(), route.live.everyMs, route.live.records);
  const [changes, setChanges] = useState<LiveChanges>(NO_CHANGES);
  // Nothing changed, then nothing changed: keep the same value, so the rows do not render again for it.
  const onChanges = useCallback(
    (next: LiveChanges) => setChanges((now) => (!hasChanges(now) && !hasChanges(next) ? now : next)),
    [],
  );
  const shown = useMemo(
    () => (changes.departed.length === 0 ? list : { ...list, data: withDeparted(list.data ?? [], changes.departed) }),
    [list, changes.departed],
  );
  const marks = useMemo(() => rowMarksOf(changes), [changes]);
  return (
    <>
      <Suspense fallback={null}>
        <LiveQueue route={route} onChanges={onChanges} />
      </Suspense>
      <ListContextProvider value={shown as ListControllerResult}>
        <RowMarksProvider value={marks}>{children}</RowMarksProvider>
      </ListContextProvider>
    </>
  );
}

/** Every generated list's records (ListBodySlot): a live route's through LivePacer and LiveQueue, any other's as they are. */
export function LiveListBody({ children }: { children: ReactNode }) {
  const resource = useResourceContext();
  const route = resource === undefined ? undefined : findRoute(resource);
  if (!route?.live) return children;
  return <LivePacer route={{ ...route, live: route.live }}>{children}</LivePacer>;
}
