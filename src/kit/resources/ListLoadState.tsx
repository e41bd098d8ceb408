import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Refresh from '@mui/icons-material/Refresh';
import { useGetResourceLabel, useListContext, useResourceContext, useTranslate } from 'react-admin';
import { LabelledButton } from '../../platform/components/LabelledButton';
import { userMessage } from '../../platform/providers/upstreamError';

/**
 * What a generated list shows when its call fails (§8, issue 30 item 5), in place of "no records":
 * - nothing loaded (the first load, another page, other filters): the failure and the upstream's message, told
 *   through the one HTTP error path (userMessage), with a retry; no rows, no empty-state text, no pager
 *   (ListPagination);
 * - a refetch of what is on screen failed (a refresh, a return to the tab, a save elsewhere): the rows stay — they
 *   are still the last known truth and the user may be reading them — under a warning that says they were loaded
 *   before, with the same message and retry; the pager stays, since its total belongs to those rows.
 */
export function ListLoadState({ children }: { children: ReactNode }) {
  const { error, data } = useListContext();
  if (!error) return <>{children}</>;
  if (data === undefined) return <ListLoadFailed />;
  return (
    <>
      <ListLoadFailed stale />
      {children}
    </>
  );
}

/** Whether the list has nothing to show because its call failed (what hides the pager). */
export function useListLoadFailed(): boolean {
  const { error, data } = useListContext();
  return Boolean(error) && data === undefined;
}

function ListLoadFailed({ stale = false }: { stale?: boolean }) {
  const translate = useTranslate();
  const resource = useResourceContext()!;
  const getResourceLabel = useGetResourceLabel();
  const { error, refetch, isFetching } = useListContext();
  // The noun as it reads mid-sentence (订单 / orders), as NoResults names it.
  const name = translate(`resources.${resource}.forcedCaseName`, { smart_count: 0, _: getResourceLabel(resource, 0) });
  return (
    <Alert
      severity={stale ? 'warning' : 'error'}
      role="alert"
      sx={{ m: 1 }}
      data-testid={stale ? 'list-refresh-failed' : 'list-load-failed'}
      action={
        <LabelledButton
          label="app.list.retry"
          icon={<Refresh />}
          color="inherit"
          disabled={isFetching}
          onClick={() => void refetch()}
          data-testid="list-retry"
        />
      }
    >
      <AlertTitle>
        {stale ? translate('app.list.refreshFailed') : translate('app.list.loadFailed', { name })}
      </AlertTitle>
      {translate(userMessage(error))}
    </Alert>
  );
}
