import { useAfterPaint, type PaintedOnce } from '../../platform/components/useAfterPaint';

const frame: PaintedOnce = { painted: false };

/**
 * Whether the workspace's frame — the side menu's entries, the header's buttons and user menu — may be drawn: only
 * after the console's first page has painted (useAfterPaint). They were a third of that first render (~30 ms of
 * ~100 ms in a profiling build); the sidebar and the header themselves are drawn from the start.
 */
export const useWorkspaceFrame = () => useAfterPaint(frame);
