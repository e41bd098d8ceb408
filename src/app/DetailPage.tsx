import { Suspense, type ComponentType } from 'react';
import { Loading, ResourceContextProvider } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import type { RouteEntry } from '../routing/types';
import { AccessGate } from './AccessGate';

/** A resource's detail route hidden from the menu (e.g. /cinema/detail/Details?id=…), showing its show screen. */
export function DetailPage({ route }: { route: RouteEntry }) {
  const [params] = useSearchParams();
  const id = params.get('id');
  const resource = route.resource!;
  const Show = route.screens?.show as unknown as ComponentType<{ id?: string; title?: string }> | undefined;
  return (
    <AccessGate resource={resource} action="show">
      {Show && id ? (
        <ResourceContextProvider value={resource}>
          <Suspense fallback={<Loading />}>
            <Show id={id} title={route.label} />
          </Suspense>
        </ResourceContextProvider>
      ) : null}
    </AccessGate>
  );
}
