import type { Query, QueryClient } from '@tanstack/react-query';
import type { AuthProvider, DataProvider } from 'react-admin';
import { routeOfPath } from '../routing/routeTable';
import type { RouteEntry } from '../routing/types';

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

/**
 * For the query client's refetchOnMount: an answer fetched a moment ago for the screen now mounting (the prefetch
 * below) is not fetched again. An invalidated one (a save, a refresh) always is.
 */
export const justFetched = (query: Pick<Query, 'state'>): boolean =>
  !query.state.isInvalidated && query.state.dataUpdatedAt > 0 && Date.now() - query.state.dataUpdatedAt < JUST_FETCHED_MS;

export interface OpeningListParts {
  queryClient: QueryClient;
  dataProvider: DataProvider;
  authProvider: AuthProvider;
}

/**
 * Issue 13 (render as you fetch): asks for the first page of the list an address opens before its screen renders —
 * on a cold load as soon as the console's code runs, on a click while the click happens (features/listPrefetch) — so
 * the screen renders its rows in its first pass rather than rendering, asking, and rendering again, and a slow
 * upstream's wait starts a screen's render earlier. Only for a list's own address without a query string (else its
 * params come from the address), only when the account may see it (§6: no request it would refuse), and shared with
 * the screen's own query (one request).
 */
export function prefetchOpeningList({ queryClient, dataProvider, authProvider }: OpeningListParts, address: string): void {
  const [path, search] = address.split('?');
  const route = search ? undefined : routeOfPath(path);
  const query = route?.path === path ? openingListQuery(route) : undefined;
  if (!query) return;
  const { resource, params, queryKey } = query;
  const allowed = authProvider.canAccess ? authProvider.canAccess({ action: 'list', resource }) : Promise.resolve(true);
  void allowed.then((may) => {
    if (!may) return;
    return queryClient.prefetchQuery({
      queryKey,
      // What ra-core's useGetList keeps of an answer.
      queryFn: () => dataProvider.getList(resource, params).then(({ data, total, pageInfo, meta }) => ({ data, total, pageInfo, meta })),
    });
  }).catch(() => undefined);
}
