import { useEffect, useState } from 'react';
import { hashKey, useQueryClient, type QueryKey } from '@tanstack/react-query';

/** §9 allows a request 300 s; after this long the user is told the server is slow and offered retry and cancel. */
export const SLOW_REQUEST_MS = 10_000;

export interface SlowFetch {
  /** Queries fetching for longer than the threshold (empty when none). */
  slow: readonly QueryKey[];
}

const sameKeys = (a: readonly QueryKey[], b: readonly QueryKey[]) =>
  a.length === b.length && a.every((k, i) => hashKey(k) === hashKey(b[i]));

/**
 * Watches react-query's cache for reads that take longer than `thresholdMs`. Each query is timed from the moment
 * its current fetch started, so a refetch of an old query is timed afresh.
 */
export function useSlowFetch(thresholdMs = SLOW_REQUEST_MS): SlowFetch {
  const queryClient = useQueryClient();
  const [slow, setSlow] = useState<readonly QueryKey[]>([]);
  useEffect(() => {
    const cache = queryClient.getQueryCache();
    const started = new Map<string, { key: QueryKey; at: number }>();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      const now = Date.now();
      const fetching = new Map(cache.findAll({ fetchStatus: 'fetching' }).map((q) => [q.queryHash, q.queryKey]));
      for (const hash of [...started.keys()]) if (!fetching.has(hash)) started.delete(hash);
      for (const [hash, key] of fetching) if (!started.has(hash)) started.set(hash, { key, at: now });
      const overdue = [...started.values()].filter((s) => now - s.at >= thresholdMs).map((s) => s.key);
      setSlow((previous) => (sameKeys(previous, overdue) ? previous : overdue));
      const next = Math.min(
        ...[...started.values()].filter((s) => now - s.at < thresholdMs).map((s) => s.at + thresholdMs - now),
      );
      timer = Number.isFinite(next) ? setTimeout(check, next) : undefined;
    };
    // The cache notifies while other components render (a query is created in render): look afterwards, once.
    const schedule = () => {
      clearTimeout(timer);
      timer = setTimeout(check, 0);
    };
    const unsubscribe = cache.subscribe(schedule);
    check();
    return () => {
      unsubscribe();
      clearTimeout(timer);
    };
  }, [queryClient, thresholdMs]);
  return { slow };
}
