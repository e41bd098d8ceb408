import type { ReactNode } from 'react';
import { Loading, useAuthState } from 'react-admin';
import { Navigate, useLocation } from 'react-router-dom';
import { loginPathFor } from '../../routing/safeRedirect';

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
  if (isPending) return <Loading />;
  if (!authenticated) {
    const redirectTo = typeof error?.redirectTo === 'string' ? error.redirectTo : loginPathFor(`${pathname}${search}`);
    return <Navigate to={redirectTo} replace />;
  }
  return <>{children}</>;
}
