import { Suspense, type ComponentType } from 'react';
import { Loading, useCanAccess, useResourceContext } from 'react-admin';
import { ForbiddenPage } from './pages/ErrorPage';

export type ViewAction = 'list' | 'show' | 'create' | 'edit';

/**
 * A resource screen behind the access check (§6): the 403 page for an account that may not see it, and not a
 * single data request — react-admin's own check redirects, but only after its list query has already fired.
 */
export function withAccess(View: ComponentType, action: ViewAction): ComponentType {
  function Guarded() {
    const resource = useResourceContext();
    const { canAccess, isPending } = useCanAccess({ resource, action });
    if (isPending) return <Loading />;
    if (!canAccess) return <ForbiddenPage />;
    return (
      <Suspense fallback={<Loading />}>
        <View />
      </Suspense>
    );
  }
  Guarded.displayName = `withAccess(${action})`;
  return Guarded;
}
