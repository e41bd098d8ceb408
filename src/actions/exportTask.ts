import type { ExportTaskAnswer } from '../../vocabulary/exportTask';
import { encodeMessage } from '../i18n/i18nMessage';
import type { AppDataProvider } from '../providers/appDataProvider';
import { taskStore } from '../tasks';

/** How often a running export task is asked where it stands. */
export const EXPORT_POLL_MS = 1000;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Follows a large export's task on the upstream (upstream.yaml operations.exportTask) in the task monitor (§2, §4): one task
 * with one item, running with its percentage until the file is written (success, named) or the task fails (the
 * server's message). Not tied to the screen: leaving the list does not stop it. Answers the finished task.
 */
export async function followExportTask(
  provider: Pick<AppDataProvider, 'exportTask'>,
  started: ExportTaskAnswer,
  label: string,
  pollMs = EXPORT_POLL_MS,
): Promise<ExportTaskAnswer> {
  const item = started.taskId;
  const id = taskStore.push({ name: encodeMessage('app.exportTask.name', { label, total: started.total }), items: [item] });
  let now = started;
  for (;;) {
    if (now.status === 2) {
      taskStore.updateItem(id, item, { status: 2, msg: encodeMessage('app.exportTask.done', { filename: now.filename }) });
      return now;
    }
    if (now.status === 3) {
      taskStore.updateItem(id, item, { status: 3, msg: now.message });
      return now;
    }
    taskStore.updateItem(id, item, { status: now.status, msg: encodeMessage('app.exportTask.progress', { progress: now.progress }) });
    await pause(pollMs);
    try {
      now = await provider.exportTask(item);
    } catch (error) {
      // The server's message (§8) on the item; the task is over for the console.
      const message = error instanceof Error ? error.message : String(error);
      taskStore.updateItem(id, item, { status: 3, msg: message });
      return { ...now, status: 3, message };
    }
  }
}
