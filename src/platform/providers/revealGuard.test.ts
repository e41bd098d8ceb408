import { QueryClient, QueryObserver, type QueryKey } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { revealGuard } from './revealGuard';

/**
 * What a kept-alive screen's query looks like to react-query across a tab switch (§2): the query client as the
 * console makes it (refetchOnMount asks the reveal guard), a real cache and real observers standing in for the
 * screens' useQuery hooks.
 */
let client: QueryClient;
let unwatch: () => void;
let reads: number;
const key: QueryKey = ['orders', 'getList', { page: 1 }];
const queryFn = async () => {
  reads += 1;
  return { rows: reads };
};

beforeEach(async () => {
  reads = 0;
  client = new QueryClient({
    defaultOptions: { queries: { refetchOnMount: (query) => revealGuard.refetchOnMount(query), retry: false } },
  });
  unwatch = revealGuard.watch(client.getQueryCache());
  // Read once: the query has data, and (staleTime 0) is stale from then on.
  await client.fetchQuery({ queryKey: key, queryFn });
});
afterEach(() => {
  revealGuard.end();
  unwatch();
  client.clear();
});

/** A screen's useQuery: subscribed while the screen's effects are connected. */
const screenQuery = () => new QueryObserver(client, { queryKey: key, queryFn });
/** Whatever read is under way has come back. */
const settled = async () => {
  await client.getQueryCache().find({ queryKey: key })?.promise;
  expect(client.isFetching()).toBe(0);
};
/** A screen shown and done reading (its mount reads the stale query once more). */
const shownScreen = async () => {
  const observer = screenQuery();
  const unsubscribe = observer.subscribe(() => {});
  await settled();
  return { observer, unsubscribe };
};
/** What a render of the screen reads while its query has no subscriber (useQuery's optimistic result). */
const renderedStatus = () => {
  const options = client.defaultQueryOptions({ queryKey: key, queryFn });
  options._optimisticResults = 'optimistic';
  return new QueryObserver(client, options).getOptimisticResult(options).fetchStatus;
};
/** A switch's commit: begun while rendering, ended once its effects have run. */
const inSwitch = (switchKind: { reveal: boolean; hide: boolean }, effects: () => void) => {
  revealGuard.begin(switchKind);
  effects();
  revealGuard.end();
};

describe('revealGuard', () => {
  it('reads a hidden screen’s stale query as not about to fetch, so its renders while hidden match its reveal', async () => {
    const shown = await shownScreen();
    inSwitch({ reveal: false, hide: true }, shown.unsubscribe);
    expect(renderedStatus()).toBe('idle');
    // Revealed: subscribed again without a read.
    inSwitch({ reveal: true, hide: false }, () => shown.observer.subscribe(() => {}));
    expect(shown.observer.getCurrentResult().fetchStatus).toBe('idle');
    expect(client.isFetching()).toBe(0);
    expect(reads).toBe(2);
  });

  it('reads a query left by a screen that unmounts as usual: a later render expects a fetch, a new screen reads', async () => {
    const shown = await shownScreen();
    inSwitch({ reveal: false, hide: false }, shown.unsubscribe);
    expect(renderedStatus()).toBe('fetching');
    const again = screenQuery();
    again.subscribe(() => {});
    expect(again.getCurrentResult().fetchStatus).toBe('fetching');
    await settled();
    expect(reads).toBe(3);
  });

  it('forgets a kept query once a screen subscribes to it: a new screen (not a reveal) reads it', async () => {
    const shown = await shownScreen();
    inSwitch({ reveal: false, hide: true }, shown.unsubscribe);
    const fresh = screenQuery();
    const unsubscribe = fresh.subscribe(() => {});
    expect(fresh.getCurrentResult().fetchStatus).toBe('fetching');
    await settled();
    expect(reads).toBe(3);
    // Left outside a switch, it is an ordinary unobserved query again.
    unsubscribe();
    expect(renderedStatus()).toBe('fetching');
  });

  it('still reads a kept query that was invalidated while hidden (a refresh, a save elsewhere)', async () => {
    const shown = await shownScreen();
    inSwitch({ reveal: false, hide: true }, shown.unsubscribe);
    await client.invalidateQueries({ queryKey: key, refetchType: 'none' });
    expect(renderedStatus()).toBe('fetching');
    inSwitch({ reveal: true, hide: false }, () => shown.observer.subscribe(() => {}));
    expect(client.isFetching()).toBe(1);
    await settled();
    expect(reads).toBe(3);
  });
});
