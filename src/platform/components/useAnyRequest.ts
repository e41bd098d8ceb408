import { useCallback, useSyncExternalStore } from 'react';
import { notifyManager, useQueryClient } from '@tanstack/react-query';

/**
 * Whether any query is fetching (and, with `mutations`, any mutation saving). react-query's useIsFetching answers a
 * count, so its users render again at every request that starts or ends; a yes or no renders them only when it turns —
 * twice a navigation instead of at each of a screen's requests (issue 32, §9).
 */
export function useAnyRequest({ mutations = false }: { mutations?: boolean } = {}): boolean {
  const client = useQueryClient();
  const subscribe = useCallback(
    (onChange: () => void) => {
      const notify = notifyManager.batchCalls(onChange);
      const fromQueries = client.getQueryCache().subscribe(notify);
      const fromMutations = mutations ? client.getMutationCache().subscribe(notify) : undefined;
      return () => {
        fromQueries();
        fromMutations?.();
      };
    },
    [client, mutations],
  );
  const busy = () => client.isFetching() > 0 || (mutations && client.isMutating() > 0);
  return useSyncExternalStore(subscribe, busy, busy);
}
