import { useEvent } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { goingTo } from '../../platform/routing/navigationUnderway';
import { preloadOpeningScreen } from '../../platform/routing/openingScreen';
import { settledOrAfter } from './settledOrAfter';
import { usePrefetchOpeningList } from './usePrefetchOpeningList';

/**
 * How long following a link may wait for its list's first page and its screen's module. A local or nearby upstream
 * answers within it, and a module loaded in idle time is there already; past it, the screen renders as without the
 * wait (react-admin's loading indicator while the module comes, the list's own while the page does).
 */
const FOLLOW_WAIT_MS = 50;

/**
 * Follows an in-app link (the side menu's): asks for the list's first page — or joins the request the capture listener
 * already sent as the link was pressed (features/listPrefetch) — and navigates once the page and the screen's module
 * are in, or after FOLLOW_WAIT_MS. Issue 13: the console's router renders a navigation in one pass (app/consoleRouter.tsx), so
 * the new screen renders with its rows in that pass rather than rendering, asking and rendering again; and the old
 * screen stays while the new one's module is on its way, as it did when navigations were transitions.
 */
export function useFollowWithPage(): (to: string) => void {
  const navigate = useNavigate();
  const prefetch = usePrefetchOpeningList();
  return useEvent((to: string) => {
    const ready = Promise.all([prefetch(to), preloadOpeningScreen(to)]);
    const from = window.location.hash;
    void goingTo(to, settledOrAfter(ready, FOLLOW_WAIT_MS)).then(() => {
      // Gone elsewhere meanwhile (the page's 401 ended the session and led to the login page): stay there.
      if (window.location.hash === from) void navigate(to);
    });
  });
}
