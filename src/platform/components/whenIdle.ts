import { useCallback, useEffect, useState } from 'react';

/** Calls `run` when the browser has nothing else to do (or after `timeoutMs` at the latest). Returns a canceller. */
export function whenIdle(run: () => void, timeoutMs = 2000): () => void {
  if (typeof globalThis.requestIdleCallback === 'function') {
    const handle = globalThis.requestIdleCallback(run, { timeout: timeoutMs });
    return () => globalThis.cancelIdleCallback(handle);
  }
  const handle = setTimeout(run, 200);
  return () => clearTimeout(handle);
}

/**
 * False on the first render, true once the browser has been idle after it — or at once when `now` is called (the user
 * reached for the part). For a costly part of a screen that may arrive a moment after the screen's data: the rows
 * paint first.
 */
export function useReadyWhenIdle(timeoutMs = 1000): [ready: boolean, now: () => void] {
  const [ready, setReady] = useState(false);
  useEffect(() => (ready ? undefined : whenIdle(() => setReady(true), timeoutMs)), [ready, timeoutMs]);
  const now = useCallback(() => setReady(true), []);
  return [ready, now];
}
