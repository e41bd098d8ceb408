import { Suspense, type ComponentType } from 'react';
import { Loading, ResourceContextProvider } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import type { ResourceEntry } from '../resources/types';
import { AccessGate } from './AccessGate';

/** A resource's detail route hidden from the menu (e.g. /cinema/detail/Details?id=…), showing its show view. */
export function DetailPage({ entry }: { entry: ResourceEntry }) {
  const [params] = useSearchParams();
  const id = params.get('id');
  const Show = entry.views.show as unknown as ComponentType<{ id?: string; title?: string }> | undefined;
  return (
    <AccessGate resource={entry.id} action="show">
      {Show && id ? (
        <ResourceContextProvider value={entry.id}>
          <Suspense fallback={<Loading />}>
            <Show id={id} title={`resources.${entry.id}.detail`} />
          </Suspense>
        </ResourceContextProvider>
      ) : null}
    </AccessGate>
  );
}
