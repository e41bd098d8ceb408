import type { RouteEntry } from '../routing/types';
import { AccessGate } from './AccessGate';
import { NotFoundPage } from './pages/ErrorPage';

/**
 * A §2 route of routes.yaml. Access first (403 for an account that may not see it); its screen is built by a
 * later issue, so until then it is the in-layout 404 'page not found or under development'.
 */
export function PageRoute({ route }: { route: RouteEntry }) {
  return (
    <AccessGate resource={route.key} action="list">
      <NotFoundPage />
    </AccessGate>
  );
}
