import { Suspense, type ComponentType } from 'react';
import Card from '@mui/material/Card';
import { Loading, ResourceContextProvider, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { BackToList } from '../kit/resources/detail/BackToList';
import { DetailNotice } from '../kit/resources/detail/DetailNotice';
import type { DetailProps } from '../kit/resources/detail/types';
import { findRoute } from '../platform/routing/routeTable';
import type { RouteEntry } from '../platform/routing/types';
import { AccessGate } from './AccessGate';

/** A resource's detail route hidden from the menu (e.g. /cinema/detail/Details?id=…), showing its show screen. */
export function DetailPage({ route }: { route: RouteEntry }) {
  const [params] = useSearchParams();
  const id = params.get('id');
  const resource = route.resource!;
  const Show = route.screens?.show as unknown as ComponentType<DetailProps> | undefined;
  return (
    <AccessGate resource={resource} action="show">
      <ResourceContextProvider value={resource}>
        {Show && id ? (
          <Suspense fallback={<Loading />}>
            <Show id={id} title={route.label} />
          </Suspense>
        ) : (
          <MissingId list={findRoute(resource)?.path ?? route.path} />
        )}
      </ResourceContextProvider>
    </AccessGate>
  );
}

/** Opened without `?id=` (a cut link): say so, and lead back to the list the records are picked from. */
function MissingId({ list }: { list: string }) {
  const translate = useTranslate();
  return (
    <>
      <BackToList to={list} />
      <Card sx={{ mt: 1 }}>
        <DetailNotice title={translate('app.detail.missingId')} help={translate('app.detail.missingIdHelp')} />
      </Card>
    </>
  );
}
