import type { ExportTaskAnswer } from '../../../vocabulary/exportTask';
import { encodeMessage } from '../../platform/i18n/i18nMessage';
import type { AppDataProvider } from '../../platform/providers/appDataProvider';
import { UpstreamError, type UpstreamErrorKind } from '../../platform/providers/upstreamError';
import { taskStore } from '../../platform/tasks';

/** How often a running export task is asked where it stands. */
export const EXPORT_POLL_MS = 1000;

/** Progress checks that may fail in a row before the console gives the task up (about two minutes of backoff). */
export const EXPORT_RECONNECTS = 8;

/** The longest wait between two checks while reconnecting. */
const MAX_BACKOFF_MS = 30_000;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Failures that say nothing about the task — the check did not get through (network, timeout, a proxy's page, a 5xx):
 * the export goes on upstream, so the console asks again. A refusal (the server's business answer, 401, 403) is final.
 */
const TRANSIENT: ReadonlySet<UpstreamErrorKind> = new Set(['network', 'timeout', 'format', 'server']);
const isTransient = (error: unknown) => error instanceof UpstreamError && TRANSIENT.has(error.kind);

/** The wait before retry `attempt` (1, 2, …): the poll interval doubled each time, at most MAX_BACKOFF_MS. */
export const backoffMs = (attempt: number, pollMs: number) => Math.min(pollMs * 2 ** attempt, MAX_BACKOFF_MS);

/**
 * Follows a large export's task on the upstream (upstream.yaml operations.exportTask) in the task monitor (§2, §4): one
 * task with one item, running at the upstream's percentage until the file is written (success, named) or the task
 * fails (the server's message). A check that does not get through is retried with backoff while the item says it is
 * reconnecting (issue 30 item 20: one failed check used to fail the task for good, though the export went on). Not
 * tied to the screen: leaving the list does not stop it. Answers the finished task.
 */
export async function followExportTask(
  provider: Pick<AppDataProvider, 'exportTask'>,
  started: ExportTaskAnswer,
  label: string,
  pollMs = EXPORT_POLL_MS,
): Promise<ExportTaskAnswer> {
  const item = started.taskId;
  const id = taskStore.push({
    name: encodeMessage('app.exportTask.name', { label, total: started.total }),
    items: [item],
  });
  let now = started;
  let failures = 0;
  for (;;) {
    if (now.status === 2) {
      taskStore.updateItem(id, item, {
        status: 2,
        msg: encodeMessage('app.exportTask.done', { filename: now.filename }),
        progress: 100,
      });
      return now;
    }
    if (now.status === 3) {
      taskStore.updateItem(id, item, { status: 3, msg: now.message });
      return now;
    }
    if (failures === 0)
      taskStore.updateItem(id, item, {
        status: now.status,
        msg: encodeMessage('app.exportTask.progress', { progress: now.progress }),
        progress: now.progress,
      });
    await pause(failures === 0 ? pollMs : backoffMs(failures, pollMs));
    try {
      now = await provider.exportTask(item);
      failures = 0;
    } catch (error) {
      failures += 1;
      if (!isTransient(error) || failures > EXPORT_RECONNECTS) {
        // The server's message (§8) on the item; the task is over for the console.
        const message = error instanceof Error ? error.message : String(error);
        taskStore.updateItem(id, item, { status: 3, msg: message });
        return { ...now, status: 3, message };
      }
      taskStore.updateItem(id, item, {
        status: 1,
        msg: encodeMessage('app.exportTask.reconnecting', { attempt: failures }),
      });
    }
  }
}
