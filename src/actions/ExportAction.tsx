import type { ReactElement } from 'react';
import Download from '@mui/icons-material/Download';
import { Button, useDataProvider, useListContext, useResourceContext } from 'react-admin';
import type { AppDataProvider } from '../providers/appDataProvider';
import { useUpstreamAction } from './useUpstreamAction';

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
export function ExportAction({ label = 'ra.action.export', icon = <Download /> }: { label?: string; icon?: ReactElement }) {
  const resource = useResourceContext()!;
  const { filterValues, sort, total } = useListContext();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { run, running } = useUpstreamAction();
  const exportList = async () => {
    const file = await run(() => dataProvider.exportList(resource, { filter: filterValues, sort }));
    if (file) saveBlob(file.blob, file.filename);
  };
  return (
    <Button label={label} onClick={() => void exportList()} disabled={running || total === 0} data-action="export">
      {icon}
    </Button>
  );
}
