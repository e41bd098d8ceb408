import { encodeMessage } from '../../platform/i18n/i18nMessage';
import { taskStore, type TaskStore } from '../../platform/tasks';

/** Robots of the demo batch; the last one fails, so both end states show. */
const ROBOTS = ['R-1001', 'R-1002', 'R-1003'];
/** How long each robot "works". */
export const DEMO_STEP_MS = 1500;

/**
 * A batch task driven by timers, for trying the task monitor (§4) by hand and in browser tests: each robot runs,
 * then succeeds, one after the other; the last fails with a message. The timers outlive the page that started it.
 */
export function runDemoTask(name: string, desc: string, store: TaskStore = taskStore): string {
  const id = store.push({ name, desc, items: ROBOTS });
  ROBOTS.forEach((robot, i) => {
    setTimeout(() => store.updateItem(id, robot, { status: 1 }), DEMO_STEP_MS * (2 * i) + DEMO_STEP_MS);
    const last = i === ROBOTS.length - 1;
    setTimeout(
      () =>
        store.updateItem(id, robot, last ? { status: 3, msg: encodeMessage('app.tasks.demo.failed') } : { status: 2 }),
      DEMO_STEP_MS * (2 * i + 1) + DEMO_STEP_MS,
    );
  });
  return id;
}
