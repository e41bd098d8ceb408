// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Countdown } from './Countdown';
import { formatHms, nextTickMs, remainingMs } from './countdown';

describe('count-down arithmetic (§4: hh:mm:ss, clamps at zero)', () => {
  it.each([
    [0, '00:00:00'],
    [1, '00:00:01'],
    [999, '00:00:01'],
    [1000, '00:00:01'],
    [1001, '00:00:02'],
    [59_000, '00:00:59'],
    [60_000, '00:01:00'],
    [3_599_000, '00:59:59'],
    [3_600_000, '01:00:00'],
    [90_061_000, '25:01:01'],
    [-5000, '00:00:00'],
  ])('%i ms reads %s', (ms, text) => {
    expect(formatHms(ms)).toBe(text);
  });

  it('clamps a past target to zero', () => {
    expect(remainingMs(1000, 5000)).toBe(0);
    expect(remainingMs(5000, 1000)).toBe(4000);
  });

  it.each([
    [60_000, 1000],
    [59_400, 400],
    [1, 1],
  ])('with %i ms left the next tick is in %i ms (when the shown second changes)', (left, wait) => {
    expect(nextTickMs(left)).toBe(wait);
  });
});

describe('the count-down widget, on fake timers (§4, §9 interval 1000 ms)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2025-06-15T08:00:00Z'));
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });
  const shown = () => screen.getByRole('timer').textContent;

  it('ticks each second down to zero, then calls the end callback once', () => {
    const onEnd = vi.fn();
    render(<Countdown target={Date.now() + 3000} onEnd={onEnd} />);
    expect(shown()).toBe('00:00:03');
    act(() => void vi.advanceTimersByTime(1000));
    expect(shown()).toBe('00:00:02');
    act(() => void vi.advanceTimersByTime(1000));
    expect(shown()).toBe('00:00:01');
    expect(onEnd).not.toHaveBeenCalled();
    act(() => void vi.advanceTimersByTime(1000));
    expect(shown()).toBe('00:00:00');
    act(() => void vi.advanceTimersByTime(5000));
    expect(shown()).toBe('00:00:00');
    expect(onEnd).toHaveBeenCalledTimes(1);
  });

  it('does not drift: a late timer still shows what the clock says', () => {
    render(<Countdown target={Date.now() + 10_000} />);
    // The tab was busy: the clock moved 4.5 s while no timer could run.
    act(() => {
      vi.setSystemTime(Date.now() + 4500);
      vi.advanceTimersByTime(1000);
    });
    expect(shown()).toBe('00:00:05');
    // The next tick comes when the shown second changes (0.5 s later), not a whole second after the late one.
    act(() => void vi.advanceTimersByTime(500));
    expect(shown()).toBe('00:00:04');
  });

  it('a target already past shows zero and ends at once', () => {
    const onEnd = vi.fn();
    render(<Countdown target={Date.now() - 60_000} onEnd={onEnd} />);
    expect(shown()).toBe('00:00:00');
    expect(onEnd).toHaveBeenCalledTimes(1);
  });

  it('restarts when the target changes', () => {
    const onEnd = vi.fn();
    const { rerender } = render(<Countdown target={Date.now() + 2000} onEnd={onEnd} />);
    act(() => void vi.advanceTimersByTime(2000));
    expect(onEnd).toHaveBeenCalledTimes(1);
    rerender(<Countdown target={Date.now() + 3_600_000} onEnd={onEnd} />);
    expect(shown()).toBe('01:00:00');
    act(() => void vi.advanceTimersByTime(1000));
    expect(shown()).toBe('00:59:59');
    expect(onEnd).toHaveBeenCalledTimes(1);
  });
});
