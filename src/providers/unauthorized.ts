import { session } from './session';

/** §8: after a 401 with a stored token, log out and reload the page 1.5 s later. */
export const RELOAD_DELAY_MS = 1500;

let scheduled = false;

/**
 * Runs the 401 reaction at most once, however many requests fail together: clears the stored session and
 * schedules one reload. Returns whether this call scheduled it.
 */
export function handleUnauthorized(reload: () => void = () => window.location.reload(), setTimer: typeof setTimeout = setTimeout): boolean {
  if (scheduled || !session.hasToken()) return false;
  scheduled = true;
  session.clear();
  setTimer(() => {
    scheduled = false;
    reload();
  }, RELOAD_DELAY_MS);
  return true;
}

/** For tests: forget a scheduled reload. */
export function resetUnauthorizedState(): void {
  scheduled = false;
}
