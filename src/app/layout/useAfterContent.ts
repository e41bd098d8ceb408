import { useEffect, useState } from 'react';

/** Once the console's first page has painted, later mounts (after a logout and login) draw everything at once. */
let contentPainted = false;

/** A hidden tab paints nothing (no animation frames): the frame does not wait longer than this for a paint. */
const PAINT_WAIT_MS = 100;

/**
 * Whether the workspace's frame — the side menu's entries, the header's buttons — may be drawn: false while the
 * console's first page is being drawn, true right after the browser has painted it (issue 32, §9). The screen's own
 * content (a list's filters and rows) is what an operator opens the console for; the menu and the header's buttons
 * were a third of that first render (~30 ms of ~100 ms in a profiling build). Drawn in a render of their own after the
 * paint, they no longer hold the first rows back; their boxes (the sidebar, the header) are there from the start, so
 * nothing moves when they fill in. (React's deferred values render before the browser paints: that did not help.)
 */
export function useAfterContent(): boolean {
  const [drawn, setDrawn] = useState(contentPainted);
  useEffect(() => {
    if (drawn) return;
    let live = true;
    const show = () => {
      contentPainted = true;
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
  }, [drawn]);
  return drawn;
}
