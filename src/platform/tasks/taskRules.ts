/**
 * §3 task entity and §4 task states, as pure functions: what the task monitor shows is decided here, nowhere else.
 */

/** §4 item status: 0 waiting, 1 running, 2 success, 3 failed. */
export type TaskItemStatus = 0 | 1 | 2 | 3;

/** A sub-item of a task, keyed by robot id (§3: id, status, msg). */
export interface TaskItem {
  id: string;
  status: TaskItemStatus;
  /** What happened (an error's text); may be an encoded i18n message (i18n/i18nMessage.ts). */
  msg: string;
  /**
   * How far a running item is, 0–100, when its work reports it (an export task's upstream percentage, issue 30 item
   * 20); without it a running item stands at §9's 50.
   */
  progress?: number;
}

/** §3 task: id, name, desc, start_time and the items keyed by robot id. */
export interface Task {
  id: string;
  name: string;
  desc: string;
  /** 'YYYY-MM-DD HH:mm:ss', local time. */
  start_time: string;
  items: Record<string, TaskItem>;
  /**
   * Whoever pushed it can pick it up again after a reload (a server-side job it polls). Otherwise items still
   * waiting or running when the page reloads are marked failed: nothing drives them any more.
   */
  resumable?: boolean;
}

/** §9 task progress thresholds 0, 50, 100. */
export const PROGRESS = { waiting: 0, running: 50, done: 100 } as const;

/** The progress bar's look: normal, active (animated), success, exception. */
export type ProgressState = 'normal' | 'active' | 'success' | 'exception';

/** A reported percentage as the bar takes it: a whole number from 0 to 100, or undefined when there is none. */
const reported = (progress: number | undefined) =>
  typeof progress === 'number' && Number.isFinite(progress)
    ? Math.min(100, Math.max(0, Math.round(progress)))
    : undefined;

/**
 * §4: 0 → 0 % normal; 1 → 50 % active (or the percentage the work reports: issue 30 item 20); 2 → 100 % success;
 * 3 → 100 % exception.
 */
export function itemProgress(status: TaskItemStatus, progress?: number): { percent: number; state: ProgressState } {
  switch (status) {
    case 0:
      return { percent: PROGRESS.waiting, state: 'normal' };
    case 1:
      return { percent: reported(progress) ?? PROGRESS.running, state: 'active' };
    case 2:
      return { percent: PROGRESS.done, state: 'success' };
    case 3:
      return { percent: PROGRESS.done, state: 'exception' };
  }
}

const itemsOf = (task: Task) => Object.values(task.items);
const finished = (item: TaskItem) => item.status === 2 || item.status === 3;

/** §4: running while any item is 0 or 1. A task without items has nothing left to do. */
export function isRunning(task: Task): boolean {
  return itemsOf(task).some((item) => !finished(item));
}

/**
 * §4: the title is 'running' while any item is 0 or 1, else 'finished' — for one task or the whole monitor. A monitor
 * without tasks has finished nothing: 'none' (§4's rule is about the tasks there are).
 */
export function titleOf(task: Task): 'running' | 'finished';
export function titleOf(tasks: readonly Task[]): 'running' | 'finished' | 'none';
export function titleOf(tasks: Task | readonly Task[]): 'running' | 'finished' | 'none' {
  const list: readonly Task[] = Array.isArray(tasks) ? tasks : [tasks as Task];
  if (list.length === 0) return 'none';
  return list.some(isRunning) ? 'running' : 'finished';
}

/**
 * §4: overall progress is the share of items in 2 or 3, in whole percent (an empty task is complete). A running item
 * whose work reports its percentage counts by that share (issue 30 item 20: an export task's one item moves the
 * card's bar as the upstream writes the file, not only at the end).
 */
export function taskProgress(task: Task): number {
  const items = itemsOf(task);
  if (items.length === 0) return PROGRESS.done;
  const done = items.reduce(
    (sum, item) => sum + (finished(item) ? 1 : item.status === 1 ? (reported(item.progress) ?? 0) / 100 : 0),
    0,
  );
  const percent = Math.round((done / items.length) * 100);
  // 100 % is for a task with nothing left to do.
  return items.every(finished) ? percent : Math.min(percent, PROGRESS.done - 1);
}

/** The overall bar's look: active while running, exception when anything failed, else success. */
export function taskState(task: Task): ProgressState {
  if (isRunning(task)) return 'active';
  return itemsOf(task).some((item) => item.status === 3) ? 'exception' : 'success';
}

export const isItemStatus = (v: unknown): v is TaskItemStatus => v === 0 || v === 1 || v === 2 || v === 3;
