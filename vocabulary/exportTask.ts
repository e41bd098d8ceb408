/**
 * Large exports as tasks (issue 12; §2 task monitor and /download/downloadList). §7 describes exports as an xlsx blob
 * only; this protocol is ours, shared by the console and the embedded upstream. An export call over the upstream's
 * row limit answers `code 1` with an ExportTaskAnswer instead of the file; the console polls `path` until the
 * status is 2 (the file is in the download log, `link`) or 3 (`msg` says why).
 */
export const exportTaskEndpoint = {
  /** GET `?task_id=` → ExportTaskAnswer (the caller's merchant's tasks only). */
  path: '/api/v2/download/task',
  /** The movie service (§7 client 1), like the download log and its links. */
  client: 'movie',
} as const;

/** §4 item status: 0 waiting, 1 running, 2 success, 3 failed. */
export type ExportTaskStatus = 0 | 1 | 2 | 3;

export interface ExportTaskAnswer {
  task_id: string;
  status: ExportTaskStatus;
  /** 0–100; 100 only once the file is written. */
  progress: number;
  /** Rows in the export. */
  total: number;
  filename: string;
  link: string | null;
  msg: string;
}
