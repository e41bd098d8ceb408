// @vitest-environment happy-dom
import { QueryClient } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, ListBase, useListContext, type DataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routeOfPath } from '../../platform/routing/routeTable';
import { justFetched, openingListQuery, prefetchOpeningList } from './openingList';

afterEach(cleanup);

const ORDERS = routeOfPath('/cinema/alllist')!;

function parts(allowed = true) {
  const getList = vi.fn(async () => ({ data: [{ id: 7, order_no: 'A7' }], total: 1 }));
  const dataProvider = { getList } as unknown as DataProvider;
  const authProvider = { canAccessOnceKnown: vi.fn(async () => allowed) };
  const queryClient = new QueryClient({
    defaultOptions: { queries: { refetchOnMount: (query) => !justFetched(query) } },
  });
  return { getList, dataProvider, authProvider, queryClient };
}

/** Every render of the list body: pending or with rows. */
function Rows({ seen }: { seen: string[] }) {
  const { isPending, data } = useListContext();
  seen.push(isPending ? 'pending' : `rows:${data?.map((r) => r.id).join()}`);
  return <output data-testid="rows">{data?.map((r) => r.order_no).join()}</output>;
}

describe('the opening list asked for before its screen renders (issue 13)', () => {
  it('is a generated list route’s first page: page 1 at its sort and size, no filter', () => {
    expect(ORDERS.openingList).toBeDefined();
    expect(openingListQuery(ORDERS)?.params).toEqual({
      pagination: { page: 1, perPage: ORDERS.openingList!.perPage },
      sort: ORDERS.openingList!.sort,
      filter: {},
    });
    expect(openingListQuery({ ...ORDERS, openingList: undefined })).toBeUndefined();
    expect(openingListQuery({ ...ORDERS, kind: 'detail' })).toBeUndefined();
  });

  it('is the very query react-admin’s list asks: the list renders its rows in its first pass, from one request', async () => {
    const { getList, dataProvider, authProvider, queryClient } = parts();
    // What boot.ts gives a moment before the first render: settled, the page is in the cache.
    await prefetchOpeningList({ queryClient, dataProvider, authProvider }, ORDERS.path);
    expect(getList).toHaveBeenCalledTimes(1);
    expect(queryClient.getQueryData(openingListQuery(ORDERS)!.queryKey)).toBeDefined();
    const seen: string[] = [];
    const { perPage, sort } = ORDERS.openingList!;
    render(
      <AdminContext dataProvider={dataProvider} queryClient={queryClient}>
        <ListBase resource={ORDERS.resource} perPage={perPage} sort={sort} storeKey={false} disableAuthentication>
          <Rows seen={seen} />
        </ListBase>
      </AdminContext>,
    );
    expect(await screen.findByTestId('rows')).toHaveProperty('textContent', 'A7');
    expect(seen[0]).toBe('rows:7');
    expect(getList).toHaveBeenCalledTimes(1);
    // Written into since (a save updating the cache): no longer the prefetched answer, a screen would ask again.
    const query = queryClient.getQueryCache().find({ queryKey: openingListQuery(ORDERS)!.queryKey, exact: true })!;
    expect(justFetched(query)).toBe(true);
    queryClient.setQueryData(
      query.queryKey,
      { data: [{ id: 7, order_no: 'A7-saved' }], total: 1 },
      { updatedAt: Date.now() + 1 },
    );
    expect(justFetched(query)).toBe(false);
  });

  it("joins a page already on its way: the click's listener and the menu that follows it share one request", async () => {
    const { getList, dataProvider, authProvider, queryClient } = parts();
    const first = prefetchOpeningList({ queryClient, dataProvider, authProvider }, ORDERS.path);
    const second = prefetchOpeningList({ queryClient, dataProvider, authProvider }, ORDERS.path);
    expect(second).toBe(first);
    await second;
    expect(getList).toHaveBeenCalledTimes(1);
    expect(queryClient.getQueryData(openingListQuery(ORDERS)!.queryKey)).toBeDefined();
    // Another console (a new query client after a new sign-in) asks for its own.
    const other = parts();
    await prefetchOpeningList(
      { queryClient: other.queryClient, dataProvider: other.dataProvider, authProvider: other.authProvider },
      ORDERS.path,
    );
    expect(other.getList).toHaveBeenCalledTimes(1);
  });

  it('asks for nothing the cache already holds: an open tab is shown again without a request (§2)', async () => {
    const { getList, dataProvider, authProvider, queryClient } = parts();
    queryClient.setQueryData(openingListQuery(ORDERS)!.queryKey, { data: [{ id: 1 }], total: 1 });
    prefetchOpeningList({ queryClient, dataProvider, authProvider }, ORDERS.path);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(authProvider.canAccessOnceKnown).not.toHaveBeenCalled();
    expect(getList).not.toHaveBeenCalled();
  });

  it('asks for nothing for an address with a query, a record screen, or a list the account may not see', async () => {
    const { getList, dataProvider, authProvider, queryClient } = parts();
    prefetchOpeningList({ queryClient, dataProvider, authProvider }, `${ORDERS.path}?filter=%7B%7D`);
    prefetchOpeningList({ queryClient, dataProvider, authProvider }, `${ORDERS.path}/7/show`);
    const refused = parts(false);
    prefetchOpeningList(
      { queryClient: refused.queryClient, dataProvider: refused.dataProvider, authProvider: refused.authProvider },
      ORDERS.path,
    );
    await waitFor(() => expect(refused.authProvider.canAccessOnceKnown).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(getList).not.toHaveBeenCalled();
    expect(refused.getList).not.toHaveBeenCalled();
  });
});
