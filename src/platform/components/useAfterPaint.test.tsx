// @vitest-environment happy-dom
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAfterPaint, type PaintedOnce } from './useAfterPaint';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function Probe({ seen, once }: { seen: boolean[]; once?: PaintedOnce }) {
  seen.push(useAfterPaint(once));
  return null;
}

describe('parts drawn after the first paint (issue 32)', () => {
  it('are not drawn in the render that mounts them, then drawn once a frame has painted', async () => {
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => frames.push(cb));
    const seen: boolean[] = [];
    render(<Probe seen={seen} />);
    expect(seen).toEqual([false]);
    await act(async () => {
      frames.forEach((cb) => cb(0));
      await new Promise((r) => setTimeout(r, 0));
    });
    expect(seen.at(-1)).toBe(true);
  });

  it('are drawn in a hidden tab after a short wait; `once` draws every later mount at once', async () => {
    // A hidden tab: no animation frame ever comes.
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
    const once: PaintedOnce = { painted: false };
    const seen: boolean[] = [];
    render(<Probe seen={seen} once={once} />);
    await act(() => new Promise((r) => setTimeout(r, 150)));
    expect(seen.at(-1)).toBe(true);
    const later: boolean[] = [];
    render(<Probe seen={later} once={once} />);
    expect(later).toEqual([true]);
    const apart: boolean[] = [];
    render(<Probe seen={apart} />);
    expect(apart).toEqual([false]);
  });
});
