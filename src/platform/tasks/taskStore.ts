import { encodeMessage } from '../i18n/i18nMessage';
import { STORAGE_PREFIX } from '../providers/session';
import { isItemStatus, type Task, type TaskItem, type TaskItemStatus } from './taskRules';

export interface NewTask {
  name: string;
  desc?: string;
  /** The robot ids of the task's items; each starts waiting (§4 "all items start at 0"). */
  items: ReadonlyArray<string | number>;
  /** Chosen by the caller when it must find the task again (a server job id); else generated. */
  id?: string;
  resumable?: boolean;
}

/** What a report of one item says: its status, and optionally its message and progress. */
export interface ItemChange {
  status: TaskItemStatus;
  msg?: string;
  progress?: number;
}

export interface TaskStore {
  /** §4: adds a task, every item at 0; answers its id. */
  push(task: NewTask): string;
  /** §4: one item's status (and message). Unknown tasks or items are ignored: the user may have deleted the task. */
  updateItem(taskId: string, itemId: string | number, change: ItemChange): void;
  /** §4: the user deletes a task. */
  remove(taskId: string): void;
  /** Newest first. */
  list(): readonly Task[];
  subscribe(listener: () => void): () => void;
  /** Whose tasks these are: each account keeps its own, across reloads (localStorage, `ccs_` prefix). */
  bindAccount(account: string | undefined): void;
}

const pad = (n: number) => String(n).padStart(2, '0');
const stamp = (d: Date) =>
  `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;

const keyFor = (account: string) => `${STORAGE_PREFIX}tasks_${encodeURIComponent(account)}`;

/** A stored list as tasks, dropping anything malformed (storage is user-editable). */
function readStored(raw: string | null): Task[] {
  if (!raw) return [];
  try {
    const parsed = JSON.parse(raw) as unknown;
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (t): t is Task =>
        t !== null &&
        typeof t === 'object' &&
        typeof t.id === 'string' &&
        typeof t.name === 'string' &&
        t.items !== null &&
        typeof t.items === 'object' &&
        Object.values(t.items as Record<string, TaskItem>).every(
          (i) => i !== null && typeof i === 'object' && isItemStatus(i.status),
        ),
    );
  } catch {
    return [];
  }
}

/** Work that was under way when the page went away: nothing drives it now, unless its task says it resumes. */
function interruptedAfterReload(task: Task): Task {
  if (task.resumable) return task;
  const items = Object.fromEntries(
    Object.entries(task.items).map(([key, item]) => [
      key,
      item.status === 0 || item.status === 1
        ? { ...item, status: 3 as const, msg: encodeMessage('app.tasks.interrupted') }
        : item,
    ]),
  );
  return { ...task, items };
}

/** A task as pushed: every item waiting (§4 "all items start at 0"), stamped with the time it started. */
function newTask({ name, desc = '', items, resumable }: NewTask, id: string, started: Date): Task {
  return {
    id,
    name,
    desc,
    start_time: stamp(started),
    items: Object.fromEntries(items.map((robot) => [String(robot), { id: String(robot), status: 0, msg: '' }])),
    ...(resumable ? { resumable } : {}),
  };
}

/** The task with one item's new status; its message and progress stay as they were unless the change gives them. */
function withItemChange(task: Task, item: TaskItem, { status, msg, progress }: ItemChange): Task {
  return {
    ...task,
    items: { ...task.items, [item.id]: { ...item, status, msg: msg ?? item.msg, progress: progress ?? item.progress } },
  };
}

/** The task store (§3 task entity, §4 states): long-running work of any feature or screen reports here. */
export function createTaskStore(
  storage: Storage | undefined = globalThis.localStorage,
  now: () => Date = () => new Date(),
): TaskStore {
  let account: string | undefined;
  let tasks: readonly Task[] = [];
  let counter = 0;
  const listeners = new Set<() => void>();
  const changed = (next: readonly Task[]) => {
    tasks = next;
    if (account !== undefined) {
      try {
        storage?.setItem(keyFor(account), JSON.stringify(tasks));
      } catch {
        // storage full or refused: the monitor still works for this page
      }
    }
    for (const listener of [...listeners]) listener();
  };
  return {
    push(task) {
      const taskId = task.id ?? `t${now().getTime().toString(36)}${(counter++).toString(36)}`;
      changed([newTask(task, taskId, now()), ...tasks.filter((t) => t.id !== taskId)]);
      return taskId;
    },
    updateItem(taskId, itemId, change) {
      const task = tasks.find((t) => t.id === taskId);
      const item = task?.items[String(itemId)];
      if (!task || !item) return;
      const next = withItemChange(task, item, change);
      changed(tasks.map((t) => (t === task ? next : t)));
    },
    remove(taskId) {
      if (tasks.some((t) => t.id === taskId)) changed(tasks.filter((t) => t.id !== taskId));
    },
    list: () => tasks,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    bindAccount(next) {
      if (next === account) return;
      // Tasks pushed before anyone was bound (a page outside the basic layout) belong to the account that binds.
      const unbound = account === undefined ? tasks : [];
      account = next;
      const stored =
        next === undefined ? [] : readStored(storage?.getItem(keyFor(next)) ?? null).map(interruptedAfterReload);
      changed([...unbound, ...stored.filter((t) => !unbound.some((u) => u.id === t.id))]);
    },
  };
}

/** The console's one task store. */
export const taskStore: TaskStore = createTaskStore();
