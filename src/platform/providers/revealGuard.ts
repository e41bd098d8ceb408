import type { Query, QueryCache } from '@tanstack/react-query';

/**
 * Keep-alive (§2 multi-tab, kept-alive routes) shows a hidden screen again exactly as it was left: its queries
 * re-subscribe when it is revealed, and react-query would refetch every stale one on that re-subscription. While a
 * kept screen is being revealed the query client's refetchOnMount asks here and is told not to; a screen mounted
 * anew (first visit, refresh, a tab whose state was evicted) reads as usual.
 *
 * A hidden screen's queries are left without observers (<Activity> disconnects its effects), and react-query's
 * optimistic result reads an unobserved stale query as about to fetch. So whenever the hidden tree rendered, its
 * list said "fetching", and when it was shown again "idle": the flip handed the list a new context and every row
 * drew again at each tab switch (bench/PERFORMANCE.md, issue 32). The queries a switch leaves unobserved are
 * therefore remembered as kept, and read as "not about to fetch" until something subscribes to them again.
 */
let hiding = false;
let revealing = false;
/** Queries the hidden screens of the last switches observed, until one is observed again. */
const kept = new WeakSet<Query>();

export const revealGuard = {
  /**
   * Called while rendering a switch of the shown screen — `reveal`: to a kept one, `hide`: the one left is kept —
   * and cleared by end() once that commit's effects have run. (A screen left for good unmounts: its queries read as
   * usual when a screen subscribes to them again.)
   */
  begin({ reveal, hide }: { reveal: boolean; hide: boolean }) {
    revealing = reveal;
    hiding = hide;
  },
  end() {
    revealing = false;
    hiding = false;
  },
  /** Follows the query cache's observers (once per query client); returns the unsubscribe. */
  watch(cache: QueryCache): () => void {
    return cache.subscribe((event) => {
      // Subscribed again (shown, or mounted anew): read as any other query from here on. This comes before
      // react-query decides whether to fetch on that subscription (QueryObserver.onSubscribe).
      if (event.type === 'observerAdded') kept.delete(event.query);
      else if (event.type === 'observerRemoved' && hiding && event.query.getObserversCount() === 0)
        kept.add(event.query);
    });
  },
  /**
   * For QueryClient defaultOptions.queries.refetchOnMount: a query invalidated while its screen was hidden (a grant
   * change, a refresh, a save elsewhere) is read again all the same.
   */
  refetchOnMount: (query: Query) => (!revealing && !kept.has(query)) || query.state.isInvalidated,
};
