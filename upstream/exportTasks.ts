import { randomBytes } from 'node:crypto';
import type { ExportTaskAnswer, ExportTaskStatus } from '../vocabulary/exportTask';
import type { UpstreamProfile } from '../vocabulary/upstreamProfile';
import { answered, fixedRoute } from './fixedRoutes';
import { fail, forbidden, type Answer } from './http';
import { holds } from './permissions';
import { merchantOf, type Grant, type Route } from './router';

/**
 * Large exports run as tasks (issue 12, §2 task monitor, §2 /download/downloadList). §7 names no such endpoint: ours.
 * An export over `rowLimit` rows answers at once with a task id instead of a file; its rows are written in slices,
 * and the file lands in the merchant's download log like any export. The console polls the task's endpoint
 * (upstream.yaml operations.exportTask) for progress and shows it in the task monitor.
 *
 * The pace is deterministic (issue 30 item 20: a task finished within milliseconds, so the console's percentage was
 * never seen between 0 and 100): a slice is written after each progress check of its task — the first check sees the
 * first slice written, the next the second … — or after EXPORT_STEP_IDLE_MS when nobody asks, so an export nobody
 * watches still finishes. A check that fails before it reaches the task (a fault, a network error) does not move it.
 */

/** Exports of more rows than this become tasks (the test hook /__upstream/settings changes it; a reset restores it). */
export const EXPORT_TASK_ROWS = 5000;

/** A task's rows are written in at least this many slices, so its progress has steps to show. */
export const EXPORT_TASK_STEPS = 4;

/** How long a slice waits for a progress check before it is written anyway. */
export const EXPORT_STEP_IDLE_MS = 2000;

export interface ExportTask {
  id: string;
  merchant: string;
  status: ExportTaskStatus;
  total: number;
  done: number;
  filename: string;
  /** Who may follow it: the grants that admit its export (issue 30 item 6c); undefined = every session of the merchant. */
  readers?: readonly Grant[];
  /** The download link once written; the failure's message when failed. */
  link?: string;
  msg?: string;
  /** Lets the job write its next slice (set while it waits for one). */
  advance?: () => void;
}

/**
 * The work of one export task: writes `total` rows in slices, reporting how many are done and awaiting `nextSlice`
 * between them; answers the file's link.
 */
export type ExportJob = (
  progress: (done: number) => void,
  nextSlice: () => Promise<void>,
) => Promise<string | undefined>;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Resolves at the task's next progress check, or after EXPORT_STEP_IDLE_MS. */
function nextCheck(task: ExportTask): Promise<void> {
  return new Promise((resolve) => {
    const release = () => {
      clearTimeout(timer);
      task.advance = undefined;
      resolve();
    };
    const timer = setTimeout(release, EXPORT_STEP_IDLE_MS);
    timer.unref?.();
    task.advance = release;
  });
}

export class ExportTasks {
  private readonly tasks = new Map<string, ExportTask>();
  rowLimit = EXPORT_TASK_ROWS;

  reset(): void {
    this.tasks.clear();
    this.rowLimit = EXPORT_TASK_ROWS;
  }

  /** Starts the job in the background; answers the task (waiting, then running, then done or failed). */
  start(
    merchant: string,
    filename: string,
    total: number,
    readers: readonly Grant[] | undefined,
    job: ExportJob,
  ): ExportTask {
    const task: ExportTask = {
      id: randomBytes(8).toString('hex'),
      merchant,
      status: 0,
      total,
      done: 0,
      filename,
      readers,
    };
    this.tasks.set(task.id, task);
    void (async () => {
      await nextTurn();
      task.status = 1;
      try {
        task.link = await job(
          (done) => (task.done = Math.min(done, total)),
          () => nextCheck(task),
        );
        task.done = total;
        task.status = 2;
      } catch (error) {
        task.status = 3;
        task.msg = error instanceof Error ? error.message : String(error);
      }
    })();
    return task;
  }

  /**
   * The task by its id: the caller's merchant's task only (another's reads as unknown), and only for a session that
   * holds the export right it was made with (issue 30 item 6c: its progress and link are the export's).
   */
  route(profile: UpstreamProfile): Route {
    return fixedRoute(profile, 'exportTask', 'session', (ctx): Answer => {
      const task = this.tasks.get(String(ctx.input.taskId ?? ''));
      if (!task || task.merchant !== merchantOf(ctx)) return fail('导出任务不存在');
      const readers = task.readers;
      if (readers && !readers.some((g) => holds(ctx.session!.grants, g.key, g.action)))
        return forbidden(readers[0].key, readers[0].action);
      const answer = taskAnswer(profile, task, '获取成功');
      // Answered as it stands; then the next slice is written (the pace above).
      task.advance?.();
      return answer;
    });
  }
}

/** What the console is told about a task — status, percent, and the file when there is one — where the profile puts it. */
export function taskAnswer(profile: UpstreamProfile, task: ExportTask, msg: string): Answer {
  const progress = task.total === 0 ? 100 : Math.floor((task.done / task.total) * 100);
  const answer: ExportTaskAnswer = {
    taskId: task.id,
    status: task.status,
    progress: task.status === 2 ? 100 : Math.min(progress, 99),
    total: task.total,
    filename: task.filename,
    link: task.link ?? null,
    message: task.msg ?? '',
  };
  return answered(profile, 'exportTask', { ...answer }, msg);
}
