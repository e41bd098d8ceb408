import { useSyncExternalStore } from 'react';

/**
 * Whether the browser shows the console's tab (document.visibilityState): live lists ask nothing while it is hidden
 * (issue 33). A screen kept alive in the background needs no test here — React's <Activity> takes its effects down.
 */
function subscribe(listener: () => void): () => void {
  document.addEventListener('visibilitychange', listener);
  return () => document.removeEventListener('visibilitychange', listener);
}

export const isPageVisible = () => document.visibilityState !== 'hidden';

export function usePageVisible(): boolean {
  return useSyncExternalStore(subscribe, isPageVisible, () => true);
}
