import type { ReactNode } from 'react';
import { Loading, useCanAccess } from 'react-admin';
import { ForbiddenPage } from './pages/ErrorPage';

/** Its children only for an account the access-control function lets in (§6); the 403 page otherwise. */
export function AccessGate({ resource, action, children }: { resource: string; action: string; children: ReactNode }) {
  const { canAccess, isPending } = useCanAccess({ resource, action });
  if (isPending) return <Loading />;
  if (!canAccess) return <ForbiddenPage />;
  return <>{children}</>;
}
