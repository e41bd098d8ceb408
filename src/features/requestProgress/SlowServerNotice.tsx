import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { useSlowFetch } from './useSlowFetch';

/**
 * After about 10 s without an answer (§9 lets a request run 300 s), the user learns that the server is slow and
 * may retry — the same reads, asked again — or cancel them (the requests are aborted; what was on screen stays).
 */
export function SlowServerNotice() {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const { slow } = useSlowFetch();
  const [cancelled, setCancelled] = useState<readonly QueryKey[]>([]);
  const retry = (keys: readonly QueryKey[]) => {
    setCancelled([]);
    // Cancel first: a query still waiting for its first answer would otherwise just keep waiting on the same request.
    for (const queryKey of keys) {
      void queryClient
        .cancelQueries({ queryKey, exact: true })
        .then(() => queryClient.refetchQueries({ queryKey, exact: true }));
    }
  };
  const cancel = () => {
    setCancelled(slow);
    for (const queryKey of slow) void queryClient.cancelQueries({ queryKey, exact: true });
  };
  if (slow.length > 0) {
    return (
      <Alert
        severity="warning"
        data-testid="slow-server"
        sx={{ mx: 1, mb: 1 }}
        action={
          <Stack direction="row" spacing={1}>
            <Button color="inherit" size="small" onClick={() => retry(slow)} data-testid="slow-server-retry">
              {translate('app.slow.retry')}
            </Button>
            <Button color="inherit" size="small" onClick={cancel} data-testid="slow-server-cancel">
              {translate('ra.action.cancel')}
            </Button>
          </Stack>
        }
      >
        {translate('app.slow.waiting')}
      </Alert>
    );
  }
  if (cancelled.length === 0) return null;
  return (
    <Alert
      severity="info"
      data-testid="slow-server-cancelled"
      sx={{ mx: 1, mb: 1 }}
      onClose={() => setCancelled([])}
      action={
        <Button color="inherit" size="small" onClick={() => retry(cancelled)} data-testid="slow-server-retry">
          {translate('app.slow.retry')}
        </Button>
      }
    >
      {translate('app.slow.cancelled')}
    </Alert>
  );
}
