import { useSyncExternalStore } from 'react';
import { taskStore, type TaskStore } from './taskStore';
import type { Task } from './taskRules';

/** The tasks of the signed-in account, newest first; re-renders on every change. */
export function useTasks(store: TaskStore = taskStore): readonly Task[] {
  return useSyncExternalStore(store.subscribe, store.list);
}
