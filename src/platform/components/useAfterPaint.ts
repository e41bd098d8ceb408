import { useEffect, useState } from 'react';

/** A hidden tab paints nothing (no animation frames): nothing waits longer than this for a paint. */
const PAINT_WAIT_MS = 100;

/** Whether a part has been painted once on this page (useAfterPaint's `once`). */
export interface PaintedOnce {
  painted: boolean;
}

/**
 * Runs `run` once, right after the browser's next paint (or after PAINT_WAIT_MS in a hidden tab, which paints
 * nothing); answers how to call it off. A frame's callbacks run before its paint; a task queued from one runs after it.
 */
export function afterNextPaint(run: () => void): () => void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    cancel();
    run();
  };
  const frame = requestAnimationFrame(() => setTimeout(once, 0));
  const timer = setTimeout(once, PAINT_WAIT_MS);
  const cancel = () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
  return () => {
    done = true;
    cancel();
  };
}

/**
 * False in the render that mounts the caller, true right after the browser has painted that render (issue 32, §9):
 * for what may follow the screen's content by a frame — the workspace's menu and header buttons, a list's toolbar
 * buttons and pager — so the first rows do not wait for it. The caller keeps the part's box (its size) meanwhile, so
 * nothing moves when it fills in. With `once`, only the first mount on the page waits (the workspace frame, drawn
 * anew after a logout and login). Until `ready`, nothing is waited for (a table's row buttons wait for the paint that
 * shows its first rows, not for the one of its loading state). React's deferred values render before the browser
 * paints: they did not help.
 */
export function useAfterPaint(once?: PaintedOnce, ready = true): boolean {
  const [drawn, setDrawn] = useState(once?.painted ?? false);
  useEffect(() => {
    if (drawn || !ready) return;
    return afterNextPaint(() => {
      if (once) once.painted = true;
      setDrawn(true);
    });
  }, [drawn, once, ready]);
  return drawn;
}
