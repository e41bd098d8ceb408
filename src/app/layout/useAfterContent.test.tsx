// @vitest-environment happy-dom
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(cleanup);

/** A fresh module each test: whether the console's first page has painted is remembered per page load. */
async function freshHook() {
  vi.resetModules();
  return (await import('./useAfterContent')).useAfterContent;
}

function Probe({ hook, seen }: { hook: () => boolean; seen: boolean[] }) {
  seen.push(hook());
  return null;
}

describe('the workspace frame drawn after the first page (issue 32)', () => {
  it('is not drawn in the first render, then drawn once a frame has painted', async () => {
    const useAfterContent = await freshHook();
    const seen: boolean[] = [];
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => frames.push(cb));
    render(<Probe hook={useAfterContent} seen={seen} />);
    expect(seen).toEqual([false]);
    await act(async () => {
      frames.forEach((cb) => cb(0));
      await new Promise((r) => setTimeout(r, 0));
    });
    expect(seen.at(-1)).toBe(true);
    vi.restoreAllMocks();
  });

  it('draws at once in a hidden tab after a short wait, and at once in every later mount', async () => {
    const useAfterContent = await freshHook();
    // A hidden tab: no animation frame ever comes.
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
    const seen: boolean[] = [];
    render(<Probe hook={useAfterContent} seen={seen} />);
    await act(() => new Promise((r) => setTimeout(r, 150)));
    expect(seen.at(-1)).toBe(true);
    const later: boolean[] = [];
    render(<Probe hook={useAfterContent} seen={later} />);
    expect(later).toEqual([true]);
    vi.restoreAllMocks();
  });
});
