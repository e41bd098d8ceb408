/**
 * Large exports as tasks (issue 12; §2 task monitor and /download/downloadList). §7 describes exports as an xlsx blob
 * only; this protocol is ours, shared by the console and the embedded upstream, and declared in upstream.yaml
 * (operations.exportTask: its path, parameter and answer paths). An export call over the upstream's row limit
 * answers a task, shaped like exportTask's answer, instead of the file; the console polls exportTask until the
 * status is 2 (the file is in the download log, `link`) or 3 (`message` says why).
 */

/** §4 item status: 0 waiting, 1 running, 2 success, 3 failed. */
export type ExportTaskStatus = 0 | 1 | 2 | 3;

/** A task under the console's names (upstream.yaml operations.exportTask.answer maps them to the service's). */
export interface ExportTaskAnswer {
  taskId: string;
  status: ExportTaskStatus;
  /** 0–100; 100 only once the file is written. */
  progress: number;
  /** Rows in the export. */
  total: number;
  filename: string;
  link: string | null;
  message: string;
}
