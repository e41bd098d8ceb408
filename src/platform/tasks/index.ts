/**
 * The task monitor's data (§2 drawer, §3 task, §4 states): any feature or generated screen reports long-running
 * work by pushing a task and updating its items; the taskMonitor feature shows them.
 *
 *   const id = taskStore.push({ name: '导出订单', items: ['export'] });
 *   taskStore.updateItem(id, 'export', { status: 1 });
 *   taskStore.updateItem(id, 'export', { status: 2 });            // or { status: 3, msg: error text }
 */
export { createTaskStore, taskStore, type NewTask, type TaskStore } from './taskStore';
export {
  isRunning,
  itemProgress,
  PROGRESS,
  taskProgress,
  taskState,
  titleOf,
  type ProgressState,
  type Task,
  type TaskItem,
  type TaskItemStatus,
} from './taskRules';
export { useTasks } from './useTasks';
