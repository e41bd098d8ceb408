import { useSyncExternalStore } from 'react';

/**
 * How many rows wait in each live work queue (schema `live`, issue 33), by route key: the live-queue feature writes
 * them from its list requests, the menu draws them as badges and the tab title sums them. One small store, so the
 * menu never asks the upstream anything itself.
 */
const counts = new Map<string, number>();
const listeners = new Set<() => void>();

export function setLiveCount(route: string, count: number | undefined): void {
  if (counts.get(route) === count) return;
  if (count === undefined) counts.delete(route);
  else counts.set(route, count);
  for (const listener of listeners) listener();
}

export function subscribeLiveCounts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function liveCount(route: string): number | undefined {
  return counts.get(route);
}

/** Every queue's rows together (the tab title's figure). */
export function totalLiveCount(): number {
  let total = 0;
  for (const n of counts.values()) total += n;
  return total;
}

/** One route's count, drawing again only when it changes. */
export function useLiveCount(route: string | undefined): number | undefined {
  return useSyncExternalStore(subscribeLiveCounts, () => (route === undefined ? undefined : counts.get(route)));
}

/** Forgets every count (a sign-out: the next account has queues of its own). */
export function clearLiveCounts(): void {
  counts.clear();
  for (const listener of listeners) listener();
}
