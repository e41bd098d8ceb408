/**
 * Keep-alive (§2 multi-tab, kept-alive routes) shows a hidden screen again exactly as it was left: its queries
 * re-subscribe when it is revealed, and react-query would refetch every stale one on that re-subscription. While a
 * kept screen is being revealed the query client's refetchOnMount asks here and is told not to; a screen mounted
 * anew (first visit, refresh, a tab whose state was evicted) reads as usual.
 */
let revealing = false;

export const revealGuard = {
  /** Called while rendering the switch to a kept screen; cleared by end() once that commit's effects have run. */
  begin() {
    revealing = true;
  },
  end() {
    revealing = false;
  },
  /**
   * For QueryClient defaultOptions.queries.refetchOnMount: a query invalidated while its screen was hidden (a grant
   * change, a refresh, a save elsewhere) is read again all the same.
   */
  refetchOnMount: (query: { state: { isInvalidated: boolean } }) => !revealing || query.state.isInvalidated,
};
