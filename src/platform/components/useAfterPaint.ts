import { useEffect, useState } from 'react';

/** A hidden tab paints nothing (no animation frames): nothing waits longer than this for a paint. */
const PAINT_WAIT_MS = 100;

/** Whether a part has been painted once on this page (useAfterPaint's `once`). */
export interface PaintedOnce {
  painted: boolean;
}

/**
 * False in the render that mounts the caller, true right after the browser has painted that render (issue 32, §9):
 * for what may follow the screen's content by a frame — the workspace's menu and header buttons, a list's toolbar
 * buttons and pager — so the first rows do not wait for it. The caller keeps the part's box (its size) meanwhile, so
 * nothing moves when it fills in. With `once`, only the first mount on the page waits (the workspace frame, drawn
 * anew after a logout and login). React's deferred values render before the browser paints: they did not help.
 */
export function useAfterPaint(once?: PaintedOnce): boolean {
  const [drawn, setDrawn] = useState(once?.painted ?? false);
  useEffect(() => {
    if (drawn) return;
    let live = true;
    const show = () => {
      if (once) once.painted = true;
      if (live) setDrawn(true);
    };
    // A frame's callbacks run before its paint; a task queued from one runs after it.
    const frame = requestAnimationFrame(() => setTimeout(show, 0));
    const timer = setTimeout(show, PAINT_WAIT_MS);
    return () => {
      live = false;
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [drawn, once]);
  return drawn;
}
