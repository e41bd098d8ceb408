import { useEffect, useState } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';

const busyIn = (queryClient: QueryClient, mutations: boolean) => queryClient.isFetching() + (mutations ? queryClient.isMutating() : 0) > 0;

/**
 * Whether any query is fetching (with `mutations`, or any mutation running), followed from react-query's caches
 * through a plain subscription.
 *
 * react-query's own useIsFetching and useIsMutating read through useSyncExternalStore, whose updates React renders
 * on its synchronous lane. A list request ending while a menu navigation renders then left a synchronous update
 * pending at the navigation's commit, and React ran all of the new screen's effects and rendered again before the
 * screen could paint (issue 13, §9). Set from react-query's notifications, the change is an ordinary update: rendered
 * after the paint.
 */
export function useQueriesBusy({ mutations = false }: { mutations?: boolean } = {}): boolean {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(() => busyIn(queryClient, mutations));
  useEffect(() => {
    // The caches notify during renders too (a screen's queries are built as it renders): read once the burst is over,
    // never setting state inside another component's render.
    let queued = false;
    const follow = () => {
      if (queued) return;
      queued = true;
      queueMicrotask(() => {
        queued = false;
        setBusy(busyIn(queryClient, mutations));
      });
    };
    const unsubscribe = [queryClient.getQueryCache().subscribe(follow), ...(mutations ? [queryClient.getMutationCache().subscribe(follow)] : [])];
    // What changed between the render and this subscription.
    follow();
    return () => unsubscribe.forEach((stop) => stop());
  }, [queryClient, mutations]);
  return busy;
}
