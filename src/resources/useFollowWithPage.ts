import { useEvent } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { goingTo } from '../routing/navigationUnderway';
import { isLoaded } from '../routing/lazyScreen';
import { preloadOpeningScreen } from '../routing/openingScreen';
import { settledOrAfter } from './settledOrAfter';
import { usePrefetchOpeningList } from './usePrefetchOpeningList';

/**
 * How long following a link may wait for its list's first page. A local or nearby upstream answers within it; past
 * it, the screen renders as without the wait.
 */
const FOLLOW_WAIT_MS = 50;

/**
 * Follows an in-app link (the side menu's): asks for the list's first page — or joins the request the click's capture
 * listener already sent (features/listPrefetch) — and when it is in within FOLLOW_WAIT_MS and the screen's module is
 * loaded, renders the new screen at once, in one pass (react-router's flushSync), rather than in a transition.
 * Issue 13: a transition renders in 5 ms slices with the browser's other work between them; rendered in one pass
 * with its rows, a menu navigation went from 84–93 to 77–82 ms in interleaved runs. With the module still loading it
 * navigates at once in a transition, as before (the old screen stays until the new one is ready, where a one-pass
 * render would show a fallback); past the wait (a slow upstream), in a transition too.
 */
export function useFollowWithPage(): (to: string) => void {
  const navigate = useNavigate();
  const prefetch = usePrefetchOpeningList();
  return useEvent((to: string) => {
    const page = prefetch(to);
    const screen = preloadOpeningScreen(to);
    // A module still loading (a click before the menu's screens loaded in idle time): no wait, a transition as before.
    if (screen && !isLoaded(screen)) {
      void navigate(to);
      return;
    }
    const from = window.location.hash;
    void goingTo(to, settledOrAfter(page ?? Promise.resolve(), FOLLOW_WAIT_MS)).then((inTime) => {
      // Gone elsewhere meanwhile (the page's 401 ended the session and led to the login page): stay there.
      if (window.location.hash === from) void navigate(to, inTime ? { flushSync: true } : undefined);
    });
  });
}
