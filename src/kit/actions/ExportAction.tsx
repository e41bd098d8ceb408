import type { ReactElement } from 'react';
import Download from '@mui/icons-material/Download';
import Tooltip from '@mui/material/Tooltip';
import { Button, useDataProvider, useListContext, useNotify, useResourceContext, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../platform/providers/appDataProvider';
import { followExportTask } from './exportTask';
import { saveBlob } from './saveBlob';
import { useShownExportColumns } from './shownColumns';
import { useUpstreamAction } from './useUpstreamAction';

/** Both dates of a dateRange filter value are set. */
const rangeSet = (value: unknown) => {
  const range = (value ?? {}) as { from?: unknown; to?: unknown };
  return Boolean(range.from) && Boolean(range.to);
};

/**
 * An export through the upstream's download endpoint (§7): the list's current filters and sort go along, and the
 * columns the table shows in their order; the xlsx is saved under a name that carries the date range (the server's,
 * when it names the file) and a notice names it; an error answer is shown, never saved. A large export
 * comes back as a task: followed in the task monitor, its file then in the download log (notified). With
 * `requiredRange`, it waits (disabled, saying why) until that dateRange filter has both dates.
 */
export function ExportAction({
  label = 'ra.action.export',
  icon = <Download />,
  requiredRange,
}: {
  label?: string;
  icon?: ReactElement;
  requiredRange?: string;
}) {
  const resource = useResourceContext()!;
  const translate = useTranslate();
  const { filterValues, sort, total } = useListContext();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { run, running } = useUpstreamAction();
  const notify = useNotify();
  const waiting = requiredRange !== undefined && !rangeSet(filterValues?.[requiredRange]);
  // The columns the table shows, in its order, the column chooser's choices included (issue 30 item 9).
  const columns = useShownExportColumns();
  const exportList = async () => {
    const label = translate(`resources.${resource}.title`);
    const outcome = await run(() => dataProvider.exportList(resource, { filter: filterValues, sort, columns, label }));
    if (outcome?.kind === 'file') {
      saveBlob(outcome.blob, outcome.filename);
      // Said by name: the download log lists the same name (issue 30 item 9).
      return notify('app.action.exported', { type: 'success', messageArgs: { filename: outcome.filename } });
    }
    if (outcome?.kind !== 'task') return;
    notify('app.exportTask.started', { type: 'info' });
    const finished = await followExportTask(dataProvider, outcome.task, label);
    if (finished.status !== 2) return notify(finished.message, { type: 'error' });
    notify('app.exportTask.done', { type: 'success', messageArgs: { filename: finished.filename } });
  };
  const button = (
    <Button
      label={label}
      onClick={() => void exportList()}
      disabled={running || total === 0 || waiting}
      data-action="export"
    >
      {icon}
    </Button>
  );
  if (!waiting) return button;
  const field = translate(`resources.${resource}.fields.${requiredRange}`);
  return (
    <Tooltip title={translate('app.action.exportNeedsRange', { field })}>
      <span>{button}</span>
    </Tooltip>
  );
}
