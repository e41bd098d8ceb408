import { session } from './session';
import { sessionEnding } from './sessionEvents';

/** §8: after a 401 with a stored token, log out and reload the page 1.5 s later. */
export const RELOAD_DELAY_MS = 1500;

let scheduled = false;

export interface UnauthorizedOptions {
  /** The in-app path the reload lands on (the login page with the path to come back to and the notice). */
  landing?: string;
  reload?: () => void;
  setTimer?: typeof setTimeout;
}

/**
 * Runs the 401 reaction at most once, however many requests fail together: lets open forms keep their drafts,
 * clears the stored session and schedules one reload onto `landing`. Returns whether this call scheduled it.
 */
export function handleUnauthorized({
  landing,
  reload = () => window.location.reload(),
  setTimer = setTimeout,
}: UnauthorizedOptions = {}): boolean {
  if (scheduled || !session.hasToken()) return false;
  scheduled = true;
  sessionEnding.announce();
  session.clear();
  setTimer(() => {
    scheduled = false;
    if (landing !== undefined) window.history.replaceState(null, '', `#${landing}`);
    reload();
  }, RELOAD_DELAY_MS);
  return true;
}

/** For tests: forget a scheduled reload. */
export function resetUnauthorizedState(): void {
  scheduled = false;
}
