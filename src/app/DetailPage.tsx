import { Suspense } from 'react';
import { Loading, ResourceContextProvider, useCanAccess } from 'react-admin';
import { ForbiddenPage } from './pages/ErrorPage';
import { useSearchParams } from 'react-router-dom';
import type { ResourceEntry } from '../resources/types';

/** A resource's detail route hidden from the menu (e.g. /cinema/detail/Details?id=…), showing its show view. */
export function DetailPage({ entry }: { entry: ResourceEntry }) {
  const [params] = useSearchParams();
  const id = params.get('id');
  const Show = entry.views.show as unknown as React.ComponentType<{ id?: string; title?: string }> | undefined;
  const { canAccess, isPending } = useCanAccess({ resource: entry.id, action: 'show' });
  if (isPending) return <Loading />;
  if (!canAccess) return <ForbiddenPage />;
  if (!Show || !id) return null;
  return (
    <ResourceContextProvider value={entry.id}>
      <Suspense fallback={<Loading />}>
        <Show id={id} title={`resources.${entry.id}.detail`} />
      </Suspense>
    </ResourceContextProvider>
  );
}
