import { whenIdle } from '../../platform/components/whenIdle';

/** Something to load ahead of need; its failure is the screen's to report when it is really opened. */
export type Loader = () => Promise<unknown>;

/**
 * Runs the loaders a few at a time, each batch in an idle period, so warming never competes with what the user is
 * doing. Returns a function that stops it.
 */
export function warmInIdleTime(loaders: readonly Loader[], batchSize = 4): () => void {
  const queue = [...loaders];
  let cancelIdle: (() => void) | undefined;
  let stopped = false;
  const next = () => {
    if (stopped || queue.length === 0) return;
    const batch = queue.splice(0, batchSize).map((load) => load().catch(() => undefined));
    void Promise.all(batch).then(() => {
      if (!stopped) cancelIdle = whenIdle(next);
    });
  };
  cancelIdle = whenIdle(next);
  return () => {
    stopped = true;
    cancelIdle?.();
  };
}
