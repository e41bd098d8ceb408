import { Suspense } from 'react';
import { Loading } from 'react-admin';
import type { RouteEntry } from '../platform/routing/types';
import { AccessGate } from './AccessGate';
import { NotFoundPage } from './pages/ErrorPage';

/**
 * A §2 route of routes.yaml. Access first (403 for an account that may not see it); then the screen a feature
 * builds for it, or — for a page still planned, which no menu offers — the 404 'page not found or under development'.
 */
export function PageRoute({ route }: { route: RouteEntry }) {
  const Screen = route.screen;
  return (
    <AccessGate resource={route.key} action="list">
      {Screen ? (
        <Suspense fallback={<Loading />}>
          <Screen />
        </Suspense>
      ) : (
        <NotFoundPage />
      )}
    </AccessGate>
  );
}
