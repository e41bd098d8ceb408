// @vitest-environment happy-dom
import { Activity, memo } from 'react';
import { act, cleanup, render } from '@testing-library/react';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { afterEach, expect, it } from 'vitest';
import { revealGuard } from './revealGuard';

afterEach(cleanup);

/** A list's rows: handed the fetch status, as react-admin's list context hands it to the table. */
const Rows = memo(function Rows({ fetching, renders }: { fetching: boolean; renders: string[] }) {
  renders.push(fetching ? 'fetching' : 'idle');
  return <p>rows</p>;
});

function Screen({ renders }: { renders: string[] }) {
  const { isFetching } = useQuery({ queryKey: ['orders'], queryFn: async () => ({ rows: 1 }) });
  return <Rows fetching={isFetching} renders={renders} />;
}

const pause = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

it('a kept screen hidden under <Activity> and shown again does not draw its rows again (§2 multi-tab)', async () => {
  const client = new QueryClient({
    defaultOptions: { queries: { refetchOnMount: (query) => revealGuard.refetchOnMount(query) } },
  });
  const unwatch = revealGuard.watch(client.getQueryCache());
  const renders: string[] = [];
  // KeepAliveHost's part: the shown screen visible, the other hidden, the guard told of each switch while it renders.
  const host = (shown: string) => (
    <QueryClientProvider client={client}>
      <Activity mode={shown === 'orders' ? 'visible' : 'hidden'}>
        <Screen renders={renders} />
      </Activity>
    </QueryClientProvider>
  );
  const { rerender } = render(host('orders'));
  await pause(20);
  expect(renders).toEqual(['fetching', 'idle']);
  // Another tab shown; the list's query, now stale, is left without a subscriber.
  await act(async () => {
    revealGuard.begin({ reveal: false, hide: true });
    rerender(host('sub-accounts'));
  });
  revealGuard.end();
  await pause(20);
  // The list's tab shown again.
  await act(async () => {
    revealGuard.begin({ reveal: true, hide: false });
    rerender(host('orders'));
  });
  revealGuard.end();
  await pause(20);
  // Without the guard's memory of kept queries: 'fetching' drawn while hidden, 'idle' when shown.
  expect(renders).toEqual(['fetching', 'idle']);
  unwatch();
});
