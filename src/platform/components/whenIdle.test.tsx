// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useReadyWhenIdle } from './whenIdle';

/** Idle periods come when the test says so. */
let idle: Array<() => void> = [];
beforeEach(() => {
  idle = [];
  vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
  vi.stubGlobal('cancelIdleCallback', () => undefined);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('useReadyWhenIdle: a costly part of a screen comes after its first paint', () => {
  it('is not ready on the first render, and is once the browser has been idle', () => {
    const { result } = renderHook(() => useReadyWhenIdle());
    expect(result.current[0]).toBe(false);
    expect(idle).toHaveLength(1);
    act(() => idle[0]());
    expect(result.current[0]).toBe(true);
  });

  it('is ready at once when the user reaches for the part', () => {
    const { result } = renderHook(() => useReadyWhenIdle());
    act(() => result.current[1]());
    expect(result.current[0]).toBe(true);
  });
});
