import type { Feature } from '../contract';
import { TaskDrawerHost } from './TaskDrawer';
import { TaskMonitorButton } from './TaskMonitorButton';

/**
 * §2 task monitor: a header button (badge: running tasks) opening a drawer of tasks (§3) with their §4 states.
 * Work reports through src/platform/tasks (taskStore.push / updateItem), which any screen or feature may import.
 */
export const taskMonitor: Feature = {
  about: 'task monitor drawer: progress of batch tasks (§2, §3, §4, §9)',
  appBar: [TaskMonitorButton],
  hosts: [TaskDrawerHost],
};
