import { hashKey, type Query, type QueryClient } from '@tanstack/react-query';
import type { DataProvider } from 'react-admin';
import type { AppAuthProvider } from '../../platform/providers/authProvider';
import { routeOfPath } from '../../platform/routing/routeTable';
import type { RouteEntry } from '../../platform/routing/types';

/**
 * The first page a generated list asks for when its address carries no query string, under react-admin's own cache
 * key for it (ra-core's useGetList: [resource, 'getList', { pagination, sort, filter, meta }]). openingList.test.tsx
 * mounts react-admin's <ListBase> over a prefetched answer, so a change of that key fails there, not silently here.
 */
export function openingListQuery(route: RouteEntry) {
  if (route.kind !== 'resource' || !route.resource || !route.openingList) return undefined;
  const { perPage, sort } = route.openingList;
  const params = { pagination: { page: 1, perPage }, sort, filter: {} };
  return { resource: route.resource, params, queryKey: [route.resource, 'getList', params] };
}

/** How long an answer counts as just fetched: a screen mounting within this time does not ask for it again. */
const JUST_FETCHED_MS = 1000;

/** The answers prefetchOpeningList fetched: query hash → when the answer came. */
const prefetched = new Map<string, number>();

/**
 * For the query client's refetchOnMount: the screen mounting for a page prefetchOpeningList fetched a moment ago
 * takes that answer instead of asking again. Anything since — a save writing into the cache, an invalidation — and
 * it asks; a prefetch that failed is asked again too, so the screen's own error path (its message, the Google check
 * of a -5, §8) runs as it would have without the prefetch.
 */
export function justFetched(query: Pick<Query, 'state' | 'queryHash'>): boolean {
  const at = prefetched.get(query.queryHash);
  return (
    at !== undefined &&
    query.state.status === 'success' &&
    !query.state.isInvalidated &&
    query.state.dataUpdatedAt === at &&
    Date.now() - at < JUST_FETCHED_MS
  );
}

export interface OpeningListParts {
  queryClient: QueryClient;
  dataProvider: DataProvider;
  authProvider: Pick<AppAuthProvider, 'canAccessOnceKnown'>;
}

/**
 * Issue 13 (render as you fetch): asks for the first page of the list an address opens before its screen renders —
 * on a cold load as soon as the console's code runs, on a link as it is pressed (features/listPrefetch) — so
 * the screen renders its rows in its first pass rather than rendering, asking, and rendering again, and a slow
 * upstream's wait starts a screen's render earlier. Only for a list's own address without a query string (else its
 * params come from the address), only when the account may see it (§6: no request it would refuse), only when the
 * cache does not hold it yet, and shared with the screen's own query (one request). Settles (never rejects) once the
 * page is in, refused or not asked for.
 */
export function prefetchOpeningList(
  { queryClient, dataProvider, authProvider }: OpeningListParts,
  address: string,
): Promise<void> {
  const [path, search] = address.split('?');
  const route = search ? undefined : routeOfPath(path);
  const query = route?.path === path ? openingListQuery(route) : undefined;
  if (!query) return Promise.resolve();
  const { resource, params, queryKey } = query;
  // The same page asked for a moment ago (the click's capture listener, then the menu that follows the click).
  const key = hashKey(queryKey);
  const pending = underwayIn(queryClient);
  const already = pending.get(key);
  if (already) return already;
  // Only what the cache lacks: a page already there belongs to an open tab (§2: shown again without a request) or a
  // recent visit (the screen shows it at once and reads it again as usual).
  if (queryClient.getQueryState(queryKey)) return Promise.resolve();
  // Waits for the user info the console asks for anyway, never asking itself: its failure is the login flow's (§4).
  const arrival = authProvider
    .canAccessOnceKnown({ action: 'list', resource })
    .then(async (may) => {
      if (!may) return;
      await queryClient.prefetchQuery({
        queryKey,
        // What ra-core's useGetList keeps of an answer.
        queryFn: () =>
          dataProvider
            .getList(resource, params)
            .then(({ data, total, pageInfo, meta }) => ({ data, total, pageInfo, meta })),
        // As react-admin's list asks (useListController): a refusal is reported, not asked again three times.
        retry: false,
        // An answer the screen itself fetched a moment ago is not asked for again.
        staleTime: JUST_FETCHED_MS,
      });
      const cached = queryClient.getQueryCache().find({ queryKey, exact: true });
      if (cached?.state.status === 'success') prefetched.set(cached.queryHash, cached.state.dataUpdatedAt);
    })
    .catch(() => undefined)
    .finally(() => pending.delete(key));
  pending.set(key, arrival);
  return arrival;
}

/** prefetchOpeningList's pages on their way, per query client, by query key. */
const underway = new WeakMap<QueryClient, Map<string, Promise<void>>>();

function underwayIn(queryClient: QueryClient): Map<string, Promise<void>> {
  let pending = underway.get(queryClient);
  if (!pending) underway.set(queryClient, (pending = new Map()));
  return pending;
}
