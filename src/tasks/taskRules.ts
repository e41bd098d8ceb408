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

/** §4: 0 → 0 % normal; 1 → 50 % active; 2 → 100 % success; 3 → 100 % exception. */
export function itemProgress(status: TaskItemStatus): { percent: number; state: ProgressState } {
  switch (status) {
    case 0: return { percent: PROGRESS.waiting, state: 'normal' };
    case 1: return { percent: PROGRESS.running, state: 'active' };
    case 2: return { percent: PROGRESS.done, state: 'success' };
    case 3: return { percent: PROGRESS.done, state: 'exception' };
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

/** §4: overall progress is the share of items in 2 or 3, in whole percent (an empty task is complete). */
export function taskProgress(task: Task): number {
  const items = itemsOf(task);
  if (items.length === 0) return PROGRESS.done;
  return Math.round((items.filter(finished).length / items.length) * 100);
}

/** The overall bar's look: active while running, exception when anything failed, else success. */
export function taskState(task: Task): ProgressState {
  if (isRunning(task)) return 'active';
  return itemsOf(task).some((item) => item.status === 3) ? 'exception' : 'success';
}

export const isItemStatus = (v: unknown): v is TaskItemStatus => v === 0 || v === 1 || v === 2 || v === 3;
