import { useState } from 'react';
import Download from '@mui/icons-material/Download';
import { Button, useDataProvider, useListContext, useNotify, useResourceContext } from 'react-admin';
import type { AppDataProvider } from '../providers/appDataProvider';
import { userMessage } from '../providers/upstreamError';
import type { ActionSpec } from '../resources/types';

/** Hands a blob to the browser as a download under the given name. */
function saveBlob(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * An export through the upstream's download endpoint (§7): the list's current filters and sort go along, the
 * xlsx is saved under a name that carries the date range, and an error answer is shown, never saved.
 */
export function ExportAction({ action }: { action: ActionSpec }) {
  const resource = useResourceContext()!;
  const { filterValues, sort, total } = useListContext();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const [running, setRunning] = useState(false);
  const run = async () => {
    setRunning(true);
    try {
      const { blob, filename } = await dataProvider.exportList(resource, { filter: filterValues, sort });
      saveBlob(blob, filename);
    } catch (error) {
      notify(userMessage(error), { type: 'error' });
    } finally {
      setRunning(false);
    }
  };
  return (
    <Button label={action.label ?? 'ra.action.export'} onClick={() => void run()} disabled={running || total === 0} data-action={action.name}>
      <Download />
    </Button>
  );
}
